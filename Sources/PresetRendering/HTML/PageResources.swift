/// The preview page's script and stylesheet: plain JavaScript and CSS files in `Resources/`,
/// edited as such, compiled into the tool by SwiftPM (`resources: [.embedInCode(…)]` in
/// Package.swift, which generates `PackageResources` with one byte array per file, named after
/// the file with `-` and `.` as `_`), so the page needs no file at run time. A page served by
/// another target follows the same pattern: its files in a `Resources/` folder beside its code,
/// listed in the target's `resources`, read here once as text.
enum PageResources {
    /// `preview-page.js`: reads the embedded frames, interpolates linearly between the two
    /// sampled offsets around the current one, and applies the values to the layers as CSS
    /// (transform from translation, rotation and scale components; frame; opacity; colours;
    /// border; shadow; contents rect; clipping). It evaluates no preset.
    static let previewScript = text(of: PackageResources.preview_page_js)

    /// `preview-page.css`: a light inspector beside a dark phone bezel.
    static let previewStyle = text(of: PackageResources.preview_page_css)

    /// A file's UTF-8 text without its final newline (the page places it on a line of its own).
    static func text(of bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
