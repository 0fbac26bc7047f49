import ArgumentParser
import CatalogEditing
import Foundation
import PresetCatalog
import PresetRendering

/// `preview PRESET|MENU`: evaluate a preset or a whole menu at a sweep of scroll offsets.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Evaluate a preset or a menu at a sweep of scroll offsets.",
        discussion: """
            For a preset: the value of every track (target.property) at each content offset. \
            By default the offsets put at least 20 samples where the preset moves (where its \
            timeline runs from 0 to 1) and a little either side. For a menu: at each offset, the \
            rows visible in the viewport, each with its top (in viewport points) and its preset's \
            values; by default from 0 to the last offset the list scrolls to, every half row. \
            --item-frame and --image apply to a preset only (a menu lays out its rows, each with \
            its own image). --format svg draws every value against the offset (keyframe stops \
            and range boundaries marked); --format html writes one self-contained page that \
            plays the preview in a phone-sized viewport (241 offsets across the default sweep). \
            A page embeds an image file only when it is a PNG or JPEG inside the catalog's \
            folder or the --assets folder (symbolic links and .. resolved), 2 MB at most in all; \
            any other image is drawn as a placeholder, with one warning line on stderr naming \
            the images whose files were refused. A page never links a file. --reduced-motion shows what the \
            presets do when the user asks for less motion. --chart draws only on a terminal. \
            --var sets a variable a preset's expressions read (any name beyond the built-in \
            \(PresetContext.builtInNames.joined(separator: ", "))); \
            presets show lists the ones a preset reads. An unsaved --definition is checked \
            first: every problem is listed, one per line with its JSON path (--format json: \
            {"problems": [{"path", "code", "message"}]} on stdout). --trajectory samples a preset along a \
            scroll over time instead, with one motion state as an app's frames would, so \
            smoothing and velocity timelines play: every format gets a time column (table, csv), \
            a "time" member (json), time as the horizontal axis with the offset as the first \
            panel (svg), or a page whose Play runs the scroll in real time (html).

            Examples:
              preset-manager preview aeris-map-layers
              preset-manager preview aeris-map-layers --viewport 390x844 \\
                --offsets 0:400:100 --format json
              preset-manager preview stretch-header --offsets -200:200:50
              preset-manager preview aeris-cell-background --row-height 100 \\
                --item-frame 300,100
              preset-manager preview fade-up --definition my-fade.json --format csv
              preset-manager preview aeris-map-layers --format html --out aeris.html
              preset-manager preview aeris-map-layers --format html \\
                --assets ~/Design/Images --out aeris.html
              preset-manager preview parade-image --format svg --out parade.svg
              preset-manager preview fade-up --reduced-motion --chart
              preset-manager preview my-card --underlying image.cornerRadius=12
              preset-manager preview card-slide --var cardInset=12 --format json
              preset-manager preview fade-up --trajectory fling:0:3000 \\
                --format html --out fling.html
            """
    )

    @OptionGroup var catalog: CatalogOption

    @Argument(help: "A preset's or a menu's name.")
    var name: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Preview this JSON definition file instead of the stored preset NAME.", valueName: "file"))
    var definition: String?

    @OptionGroup var geometry: PreviewGeometryOptions

    @Flag(name: .long, help: "Apply each preset's reduced-motion policy (resting, opacity-only or none).")
    var reducedMotion = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Sample a preset along a scroll over time instead of a sweep of offsets, so smoothing and velocity play: "
                + "fling:OFFSET:VELOCITY (UIKit's deceleration, 0.998/ms, at 60 Hz) or TIME:OFFSET pairs like 0:0,0.1:120,0.6:300. "
                + "Every format: svg plots the offset and the values against time, html plays the scroll in real time.",
            valueName: "path"))
    var trajectory: String?

    @OptionGroup var output: PreviewOutputOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --format html: a folder whose PNG and JPEG files the page may embed, besides the catalog's folder.",
            valueName: "dir"))
    var assets: String?

    func validate() throws {
        if trajectory != nil, geometry.given.contains("--offsets") {
            throw ValidationError("give --trajectory or --offsets, not both")
        }
        if assets != nil, output.format != .html {
            throw ValidationError("--assets applies to --format html, not \(output.format.rawValue)")
        }
    }

    func run() throws {
        try ProblemOutput.reporting(asJSON: output.format == .json, refusalsOnly: true, preview)
    }

    private func preview() throws {
        var settings = try geometry.settings(reducedMotion: reducedMotion)
        settings.trajectory = try trajectory.map(ScrollTrajectory.init(parsing:))
        let unsaved = try definition.map {
            try DefinitionText.preset(from: TextFiles.readDefinition($0), source: TextFiles.displayName($0))
        }
        try catalog.protect(output.destination.out)
        let catalog = try catalog.open(writable: false)
        if let reportFormat = output.format.reportFormat {
            var text = try catalog.previewReport(named: name, unsaved: unsaved, settings: settings)
                .rendered(as: reportFormat)
            if output.drawsChart() {
                text += "\n" + (try catalog.visualPreview(named: name, unsaved: unsaved, settings: settings).chart())
            }
            try output.destination.emit(text)
            return
        }
        let visual = try catalog.visualPreview(named: name, unsaved: unsaved, settings: settings)
        guard output.format == .html else { return try output.destination.emit(visual.svg()) }
        try output.destination.emit(
            visual.html(assets: try assets.map(AssetsFolder.url)) { StandardError.writeLine("preset-manager: " + $0) })
    }
}
