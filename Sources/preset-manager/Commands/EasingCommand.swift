import ArgumentParser
import CatalogTooling

/// `easing CURVE --at …`: sample an easing curve.
struct EasingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easing",
        abstract: "Sample an easing curve at given inputs.",
        discussion: """
            CURVE is any curve text a keyframe's "easing" takes: a named curve (outCubic, \
            inOutBack, smoothStep…), cubic-bezier(x1,y1,x2,y2) or a CSS keyword (ease-in-out), \
            steps(n, jump-end), linear(0, 0.25 75%, 1), elastic(amplitude, period), spring(…). \
            JSON output is an array of {"t": input, "value": output}. --format svg plots the \
            curve over 0…1 (201 samples; the range widens to show overshoot) and ignores --at.

            Examples:
              preset-manager easing outCubic --at 0,0.25,0.5,0.75,1
              preset-manager easing "cubic-bezier(0.68,-0.55,0.265,1.55)" --at 0,0.5,1 --format json
              preset-manager easing "steps(4, jump-end)" --at 0,0.3,0.6,0.9
              preset-manager easing outBack --format svg --out out-back.svg
            """
    )

    @Argument(help: "The curve's text, e.g. outCubic or \"steps(4, jump-end)\".")
    var curve: String

    @Option(
        name: .long, parsing: .unconditional, help: ArgumentHelp("The inputs to sample (default 0,0.25,0.5,0.75,1).", valueName: "t1,t2,…"),
        transform: { try SamplePoints(parsing: $0) })
    var at: SamplePoints?

    @Option(name: .shortAndLong, help: "Output format: table, json, csv or svg (a plot of the curve).")
    var format: EasingOutputFormat = .table

    @OptionGroup var destination: OutputFileOption

    func run() throws {
        if let reportFormat = format.reportFormat {
            let points = at ?? SamplePoints(values: [0, 0.25, 0.5, 0.75, 1])
            try destination.emit(try EasingSamples(curve: curve, at: points).report().rendered(as: reportFormat))
        } else {
            try destination.emit(try EasingPlot.svg(curve: curve))
        }
    }
}
