import ArgumentParser
import CatalogEditing
import CommandLineEdge
import PresetCatalog

/// How `presets create`, `update`, `edit` and `import` report: a line of text, or JSON for scripts.
enum WriteOutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// One line saying what was done; problems on stderr.
    case text
    /// A JSON object saying what was done, or `{"problems": [{"path": …, "code": …, "message": …}]}` when
    /// refused (the problems on stderr too, and the exit code unchanged).
    case json
}

/// The problems of a failed command as JSON on stdout, for the commands whose `--format json`
/// gives them that way.
enum ProblemOutput {
    /// Runs `body`. When it fails and `json` is true, `{"problems": [{"path", "code", "message"}]}`
    /// goes to stdout first (every problem of a refused definition; the error's message
    /// otherwise, unless `refusalsOnly`); then the error goes on, to be reported on stderr with
    /// its exit code. `preview` passes `refusalsOnly`: its JSON problems are those of a
    /// `--definition` file, and any other failure leaves stdout empty, as every report's does.
    static func reporting<Result>(asJSON json: Bool, refusalsOnly: Bool = false, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let refusal as DefinitionRefusal {
            if json { write(refusal.json) }
            throw refusal
        } catch let error as CatalogError {
            if json, !refusalsOnly { write(DefinitionRefusal.json(of: error, worded: CommandLineWording.message(of: error))) }
            throw error
        }
    }

    /// Writes `value` as canonical JSON on stdout.
    static func write(_ value: JSONValue) {
        StandardOutput.write((try? value.canonicalText(layout: .pretty)).map { $0 + "\n" } ?? "")
    }
}
