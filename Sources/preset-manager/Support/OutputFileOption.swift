import ArgumentParser
import CatalogEditing

/// The `--out FILE` option of the commands that print a document (easing, preview).
struct OutputFileOption: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(OutputFile.helpText, valueName: "file"))
    var out: String?

    /// Writes `text` to `--out` or stdout.
    func emit(_ text: String) throws {
        if let out {
            try TextFiles.write(text, to: out)
        } else {
            StandardOutput.write(text)
        }
    }
}
