import ArgumentParser
import CatalogEditing
import PresetRendering

/// `easing CURVE --at …`: sample an easing curve; `easing --list`: every curve there is.
struct EasingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easing",
        abstract: "Sample an easing curve at given inputs, or list every curve.",
        discussion: """
            CURVE is any curve text a keyframe's "easing" takes: a Parade name (outCubic, \
            inOutBack, smoothStep…), cubic-bezier(x1, y1, x2, y2) or a CSS keyword \
            (ease-in-out), steps(n, jump-end), linear(0, 0.25 75%, 1), back(overshoot), \
            elastic(amplitude, period), or a spring: spring(stiffness: 100, damping: 10, mass: 1, \
            velocity: 0) or spring(duration: 0.5, bounce: 0.2), mapped onto 0…1 and ending exactly \
            at 1. --list prints them all with their parameters and defaults. JSON output is an \
            array of {"t": input, "value": output}. --format svg plots the curve over 0…1 (201 \
            samples; the range widens to show overshoot). --catalog is accepted as every \
            command accepts it; curves are built in, so no catalog is opened.

            Examples:
              preset-manager easing --list
              preset-manager easing outCubic --at 0,0.25,0.5,0.75,1
              preset-manager easing "cubic-bezier(0.68,-0.55,0.265,1.55)" \\
                --at 0,0.5,1 --format json
              preset-manager easing "steps(4, jump-end)" --at 0,0.3,0.6,0.9
              preset-manager easing "spring(duration: 0.5, bounce: 0.3)" --at 0,0.5,1
              preset-manager easing outBack --format svg --out out-back.svg
            """
    )

    /// Accepted like every command's, so `--catalog` can be set once for a whole session
    /// (curves are built in: no catalog is opened).
    @OptionGroup var catalog: CatalogOption

    @Argument(help: "The curve's text, e.g. outCubic or \"steps(4, jump-end)\".")
    var curve: String?

    @Flag(name: .long, help: "List every curve name and function with its parameters.")
    var list = false

    @Option(help: ArgumentHelp("The inputs to sample (default 0,0.25,0.5,0.75,1).", valueName: "t1,t2,…"))
    var at: SamplePoints?

    @Option(name: .shortAndLong, help: "Output format: table, json, csv or svg (a plot of the curve).")
    var format: EasingOutputFormat = .table

    @OptionGroup var destination: OutputFileOption

    func validate() throws {
        if list {
            guard curve == nil else { throw ValidationError("give a curve or --list, not both") }
            guard at == nil else { throw ValidationError("--at does not apply to --list") }
            guard format != .svg else { throw ValidationError("--format svg does not apply to --list (use table, json or csv)") }
        } else {
            guard curve != nil else { throw ValidationError("Missing expected argument '<curve>' (or --list)") }
            if at != nil, format == .svg {
                throw ValidationError("--at does not apply to --format svg, which plots the whole curve over 0…1")
            }
        }
    }

    func run() throws {
        try catalog.protect(destination.out)
        guard let curve else {
            try destination.emit(try EasingList.report().rendered(as: format.reportFormat ?? .table))
            return
        }
        if let reportFormat = format.reportFormat {
            let points = at ?? SamplePoints(values: [0, 0.25, 0.5, 0.75, 1])
            try destination.emit(try EasingSamples(curve: curve, at: points).report().rendered(as: reportFormat))
        } else {
            try destination.emit(try EasingPlot.svg(curve: curve))
        }
    }
}
