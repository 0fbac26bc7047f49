import ArgumentParser
import CatalogTooling
import Foundation
import PresetCatalog

/// `presets edit NAME`: the definition in `$VISUAL` or `$EDITOR`, as `git commit` and `kubectl
/// edit` do; a valid save becomes a new revision, a save with problems reopens the file with them
/// at the top, an unchanged or emptied file cancels.
struct EditPreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a preset's definition in your editor ($VISUAL, else $EDITOR, else vi).",
        discussion: """
            The definition opens as JSON under a few // comment lines. Save and close: it is \
            validated and written as a new revision. When it has problems, the file reopens \
            with every problem as // lines at the top (lines starting with // are ignored when \
            it is read, so the rest stays plain JSON); fix and save again. Closing without \
            changes, or emptying the file, cancels with nothing written. The editor command may \
            carry arguments, e.g. EDITOR="code --wait"; set it for one run as \
            EDITOR=nano preset-manager presets edit card-in. If the catalog file is replaced, \
            moved or deleted while the editor runs (a git checkout), nothing is written: exit 75 \
            naming the file.

            Examples:
              preset-manager presets edit fade-up
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's name.")
    var name: String

    func run() throws {
        let editor = Self.editorCommand(ProcessInfo.processInfo.environment)
        let catalog = try catalog.open(writable: true)
        let stored = try catalog.preset(named: name)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preset-manager-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name + ".json").path
        var shown = EditBuffer.initial(presetName: name, definitionText: try catalog.exportJSON(presetNamed: name))
        var problemsShown = false
        while true {
            try TextFiles.write(shown, to: file)
            try Self.runEditor(editor, on: file)
            let saved = try TextFiles.readText(file)
            if EditBuffer.isBlank(saved) {
                StandardError.writeLine("preset-manager: edit cancelled: the file was emptied; nothing written")
                return
            }
            if EditBuffer.isUnchanged(saved, from: shown) {
                guard problemsShown else {
                    StandardError.writeLine(
                        "preset-manager: edit cancelled: no changes; preset '\(name)' stays at revision \(stored.revision)")
                    return
                }
                // Closed again without fixing: the problems stand, nothing is written.
                _ = try DefinitionText.preset(from: EditBuffer.strippingComments(saved), source: name + ".json")
                return
            }
            do {
                let definition = try DefinitionText.preset(from: EditBuffer.strippingComments(saved), source: name + ".json")
                let outcome = try catalog.updatePreset(named: name, to: definition)
                StandardOutput.writeLine(
                    outcome.isChanged
                        ? "updated preset '\(name)' to revision \(outcome.stored.revision)"
                        : "preset '\(name)' unchanged (revision \(outcome.stored.revision) is identical)")
                return
            } catch let refusal as DefinitionRefusal {
                shown = EditBuffer.reopened(problems: refusal.problems.map(\.description), savedText: saved)
            } catch let error as CatalogError where error.kind == .invalidData {
                shown = EditBuffer.reopened(problems: [error.message], savedText: saved)
            }
            problemsShown = true
        }
    }

    /// The editor to run: `$VISUAL`, else `$EDITOR`, else `vi` (as git does).
    static func editorCommand(_ environment: [String: String]) -> String {
        for variable in ["VISUAL", "EDITOR"] {
            if let command = environment[variable], !command.allSatisfy(\.isWhitespace) { return command }
        }
        return "vi"
    }

    /// Runs `editor` on `file` through the shell (so the command may carry arguments), with the
    /// terminal as its input and output, and waits for it.
    /// - Throws: ``CatalogError/Kind/ioFailure`` when it cannot run or exits unsuccessfully.
    static func runEditor(_ editor: String, on file: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$1\"", "preset-manager-editor", file]
        do {
            try process.run()
        } catch {
            throw CatalogError(.ioFailure, "cannot run the editor '\(editor)'; nothing written")
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CatalogError(
                .ioFailure, "the editor '\(editor)' exited with status \(process.terminationStatus); nothing written")
        }
    }
}
