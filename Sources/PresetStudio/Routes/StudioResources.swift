import NIOCore

/// The studio's page files: plain files in `Resources/`, edited as such and compiled into the
/// studio by SwiftPM (`resources: [.embedInCode("Resources")]` in Package.swift, which generates
/// `PackageResources` with one byte array per file), as the preview page's `PageResources` are,
/// so the studio reads no file at run time. Each is read here once.
enum StudioResources {
    /// `index.html`: the page `GET /` serves.
    static let indexPage = ByteBuffer(bytes: PackageResources.index_html)
}
