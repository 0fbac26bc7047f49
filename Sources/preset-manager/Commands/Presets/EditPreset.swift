import ArgumentParser
import CatalogEditing
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
            it is read, so the rest stays plain JSON); fix and save again (after \(maximumRefusedSaves) such saves the edit stops, keeping \
            the file with its problems and naming it). Closing without \
            changes, or emptying the file, cancels with nothing written. The editor command may \
            carry arguments, e.g. EDITOR="code --wait"; set it for one run as \
            EDITOR=nano preset-manager presets edit card-in. The file is private (0600, in a \
            0700 folder under $TMPDIR) and removed however the edit ends; SIGINT, SIGTERM and \
            SIGHUP are passed on to the editor, and end the edit with nothing written. If the \
            catalog file is replaced, moved or deleted while the editor runs (a git checkout), \
            nothing is written: exit 75 naming the file.

            Examples:
              preset-manager presets edit fade-up
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's name.")
    var name: String

    /// The most saves with problems before the edit stops (and keeps the file for the user).
    static let maximumRefusedSaves = 5

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let editor = Self.editorCommand(environment)
        let catalog = try catalog.open(writable: true)
        let stored = try catalog.preset(named: name)
        let session = try EditSession(fileName: name + ".json", environment: environment)
        defer { session.end() }
        let file = session.file
        var shown = EditBuffer.initial(presetName: name, definitionText: try catalog.exportJSON(presetNamed: name))
        var refusedSaves = 0
        while true {
            try TextFiles.write(shown, to: file)
            try session.runEditor(editor)
            guard session.receivedSignal == 0 else { return }  // end() cleans up and ends by it
            let saved = try TextFiles.readDefinition(file)
            if EditBuffer.isBlank(saved) {
                StandardError.writeLine("preset-manager: edit cancelled: the file was emptied; nothing written")
                return
            }
            if EditBuffer.isUnchanged(saved, from: shown) {
                guard refusedSaves > 0 else {
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
                let outcome = try RenameHint.updating(name, toDefinitionNamed: definition.name) {
                    try catalog.updatePreset(named: name, to: definition)
                }
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
            refusedSaves += 1
            if refusedSaves == Self.maximumRefusedSaves {
                try TextFiles.write(shown, to: file)
                session.keep()
                throw CatalogError(
                    .invalidData,
                    "edit stopped after \(refusedSaves) saves with problems; nothing written; your text, with the problems at "
                        + "its top, is kept in \(pathText(file)) (fix it, then: presets update \(name) --file FILE)")
            }
        }
    }

    /// The editor to run: `$VISUAL`, else `$EDITOR`, else `vi` (as git does).
    static func editorCommand(_ environment: [String: String]) -> String {
        for variable in ["VISUAL", "EDITOR"] {
            if let command = environment[variable], !command.allSatisfy(\.isWhitespace) { return command }
        }
        return "vi"
    }
}
