import ArgumentParser
import CatalogEditing
import PresetRendering

/// `export [NAME]`: the catalog or one preset as JSON, or a preset as CSS scroll-driven
/// animations (a stylesheet, or a page that runs it).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the catalog or a preset as JSON, or a preset as CSS scroll-driven animations.",
        discussion: """
            JSON (the default) is canonical (sorted keys, entries sorted by name, shortest \
            numbers), so export → import → export gives identical bytes and diffs stay small; \
            without NAME it is the whole catalog.

            --format css writes a stylesheet that runs preset NAME on the web with CSS \
            scroll-driven animations (@keyframes on animation-timeline: view() or scroll() with \
            animation-range); --format html writes one self-contained page (no network, no \
            script) with a scroll container (data-scroller), the item (data-item) and one element \
            per target (data-target). Both take the geometry options of preview and lay the page \
            out as the preview does. A preset whose effect happens in overscroll (content offsets \
            below 0, where browsers do not scroll) is refused; --reachable-only exports the part \
            from offset 0. So is one that smooths its progress (smoothing) or follows the \
            scroll's velocity: CSS timelines follow where the scroll is, not how it moves; \
            --without-motion exports the rest without its smoothing and says on stderr what it \
            left out.

            --menu NAME --format html writes the menu's rows as a page that scrolls natively, \
            each row drawn with its image and moving as its preset's CSS export says, and \
            snaps as the menu's snap member says (scroll-snap-type, scroll-snap-align, \
            scroll-snap-stop), in the --viewport's size. A page opens at the start of its \
            effect, the item in view.

            A browser without scroll-driven animations skips the timeline rules (they sit in \
            @supports) and shows every element at rest. --fallback script makes it move there \
            too: the stylesheet says how each item is driven (--px-timeline, --px-range) and a \
            page embeds a small script that drives the same @keyframes from the scroll \
            position (the Web Animations API); with --format css, include that script yourself: \
            --format script writes it (the same for every preset).

            Examples:
              preset-manager export --out catalog.json
              preset-manager export fade-up > fade-up.json
              preset-manager export fade-up --format css --out fade-up.css
              preset-manager export parade-the-end --format html --out the-end.html
              preset-manager export stretch-header --format html --reachable-only \\
                --out stretch.html
              preset-manager export --menu aeris-map-layers --format html --out menu.html
              preset-manager export fade-up --format css --fallback script \\
                --out fade-up.css
              preset-manager export --format script --out scroll-fallback.js
            """
    )

    /// What `export` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, css, html
        /// The fallback script (`scroll-fallback.js`).
        case script
    }

    /// What runs where a browser lacks scroll-driven animations.
    enum Fallback: String, ExpressibleByArgument, CaseIterable {
        case none, script

        var exportFallback: CSSExportFallback { self == .script ? .script : .none }
    }

    @OptionGroup var catalog: CatalogOption

    @Argument(help: "A preset to export (css and html need one; JSON without one is the whole catalog).")
    var name: String?

    @Option(name: .long, help: ArgumentHelp("Export only this preset's definition as JSON (same as NAME).", valueName: "name"))
    var preset: String?

    @Option(name: .shortAndLong, help: "json, css, html, or script (the fallback script).")
    var format: Format = .json

    @Option(
        name: .long,
        help: "With css or html: none (a browser without scroll-driven animations shows every element at rest) or script.")
    var fallback: Fallback = .none

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --format html: export this menu's rows as a page that moves and snaps as the menu says.", valueName: "name"))
    var menu: String?

    @OptionGroup var geometry: PreviewGeometryOptions

    @Flag(name: .long, help: "With css or html: export the part of an overscroll effect a browser can scroll to.")
    var reachableOnly = false

    @Flag(name: .long, help: "With css or html: export a preset that smooths its progress without its smoothing.")
    var withoutMotion = false

    @Option(name: .shortAndLong, help: ArgumentHelp(OutputFile.helpText, valueName: "file"))
    var out: String?

    func validate() throws {
        if name != nil, preset != nil { throw ValidationError("give the preset as NAME or --preset, not both") }
        if format == .script {
            let given =
                (name ?? preset).map { _ in "a preset" } ?? menu.map { _ in "--menu" } ?? geometry.given.first
                ?? (reachableOnly ? "--reachable-only" : withoutMotion ? "--without-motion" : fallback != .none ? "--fallback" : nil)
            if let given { throw ValidationError("--format script writes the fallback script, the same for every preset; drop \(given)") }
            return
        }
        if format == .json, fallback != .none { throw ValidationError("--fallback applies to --format css or html, not json") }
        if menu != nil {
            try validateMenuExport()
            return
        }
        if format == .json {
            if let option = geometry.given.first ?? (reachableOnly ? "--reachable-only" : withoutMotion ? "--without-motion" : nil) {
                throw ValidationError("\(option) applies to --format css or html, not json")
            }
        } else if name == nil {
            throw ValidationError("--format \(format.rawValue) needs a preset NAME")
        }
    }

    /// `--menu` exports a menu's scroll page: HTML only, sized by `--viewport` alone.
    private func validateMenuExport() throws {
        if name != nil || preset != nil { throw ValidationError("give a preset or --menu, not both") }
        if format != .html { throw ValidationError("--menu goes with --format html, not \(format.rawValue)") }
        let ignored =
            geometry.given.filter { $0 != "--viewport" } + (reachableOnly ? ["--reachable-only"] : [])
            + (withoutMotion ? ["--without-motion"] : [])
        if let option = ignored.first { throw ValidationError("\(option) does not apply to --menu") }
    }

    func run() throws {
        try catalog.protect(out)
        let catalog = try catalog.open(writable: false)
        if let menu {
            let viewport = try geometry.settings().viewport
            try write(
                catalog.menuScrollPage(
                    named: menu, viewport: .init(width: viewport.width, height: viewport.height), fallback: fallback.exportFallback
                ).html())
            return
        }
        let text: String
        switch format {
        case .script:
            text = CSSExportFallback.scriptText + "\n"
        case .json:
            guard let name = name ?? preset else {
                try writeCatalog(catalog)
                return
            }
            text = try catalog.exportJSON(presetNamed: name)
        case .css, .html:
            let export: CSSExport
            if withoutMotion {
                let exported = try catalog.cssExportWithoutMotion(
                    named: name ?? "", settings: try geometry.settings(), reachableOnly: reachableOnly,
                    fallback: fallback.exportFallback)
                export = exported.export
                for member in exported.leftOut { StandardError.writeLine("left out \(member): CSS cannot express it") }
            } else {
                export = try catalog.cssExport(
                    named: name ?? "", settings: try geometry.settings(), reachableOnly: reachableOnly, fallback: fallback.exportFallback)
            }
            text = format == .css ? export.css : export.html()
        }
        try write(text)
    }

    /// The whole catalog's JSON to `--out`, or to standard output, as it is read: a million
    /// presets cost the memory of one (docs/CLI.md).
    private func writeCatalog(_ catalog: CatalogEditor) throws {
        if let out {
            try OutputFile.write(to: out) { write in try catalog.exportJSON(writingTo: write) }
        } else {
            try catalog.exportJSON(writingTo: StandardOutput.write)
        }
    }

    /// `text` to `--out`, or to standard output.
    private func write(_ text: String) throws {
        if let out {
            try TextFiles.write(text, to: out)
        } else {
            StandardOutput.write(text)
        }
    }
}
