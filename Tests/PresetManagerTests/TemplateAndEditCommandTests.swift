import CatalogEditing
import Foundation
import PresetCatalog
import TestSupport
import Testing

/// `presets new` makes a valid, previewable preset from each template; `presets edit` runs the
/// user's editor (here a scripted `$EDITOR`) as `git commit` does.
@Suite struct TemplateAndEditCommandTests {
    /// The eight templates `presets new` offers, with the context values each reads, worked out from
    /// their formulas by hand.
    static let templates: [(name: String, reads: [String])] = [
        ("fade-in", []), ("slide-in", ["rowHeight"]), ("slide-in-left", ["viewportWidth"]), ("scale-in", []),
        ("parallax-cell", ["imageHeight", "rowHeight", "viewportHeight"]), ("parade-states", ["rowHeight"]),
        ("parallax-header", []), ("stretch-header", ["headerHeight", "viewportWidth"]),
    ]

    @Test func theListNamesEveryTemplateWithWhatItReads() throws {
        let workspace = try Workspace()
        let listed = try workspace.run(["presets", "new", "--list", "--format", "json"])
        #expect(listed.exitCode == 0)
        guard case .array(let rows) = try JSONValue(parsing: listed.standardOutput, source: "stdout") else {
            Issue.record("not an array: \(listed.standardOutput)")
            return
        }
        let found = rows.compactMap { row -> (String, [String])? in
            guard case .object(let members) = row, case .string(let name)? = members["template"], case .array(let reads)? = members["reads"]
            else { return nil }
            return (name, reads.compactMap { if case .string(let text) = $0 { text } else { nil } })
        }
        #expect(found.map(\.0) == Self.templates.map(\.name))
        for ((name, reads), expected) in zip(found, Self.templates) {
            #expect(Set(reads) == Set(expected.reads), "\(name)")
        }
        let table = try workspace.run(["presets", "new", "--list"])
        #expect(table.standardOutput.split(separator: "\n").count == Self.templates.count + 1)
    }

    @Test(arguments: templates.map(\.name))
    func eachTemplateIsCreatedPrintedAndPreviewed(template: String) throws {
        let workspace = try Workspace()
        let created = try workspace.runOnCatalog(["presets", "new", "my-effect", "--template", template])
        #expect(created.exitCode == 0, "\(created.standardError)")
        #expect(created.standardOutput.hasPrefix("created preset 'my-effect' from template '\(template)' (revision 1)"))
        let preview = try workspace.runOnCatalog(["preview", "my-effect", "--format", "json"])
        #expect(preview.exitCode == 0, "\(preview.standardError)")
        #expect(preview.standardOutput.contains("\"frames\""))

        let printed = try workspace.run(["presets", "new", "other-effect", "--template", template, "--print"])
        #expect(printed.exitCode == 0)
        #expect(printed.standardOutput.contains(#""name": "other-effect""#))
        let file = try workspace.write(printed.standardOutput, to: "printed.json")
        let checked = try workspace.run(["validate", "--file", file])
        #expect(checked.exitCode == 0, "\(checked.standardError)")
        #expect(try workspace.runOnCatalog(["presets", "create", "--file", file]).exitCode == 0)
    }

    /// The templates as data, for a front end such as the studio: the eight templates in
    /// `--list`'s order, each a one-line summary and the definition `presets new --print` writes
    /// (named after the template), which has no problem.
    @Test func theTemplatesAsDataAreWhatNewPrints() throws {
        #expect(PresetTemplate.all.map(\.name) == Self.templates.map(\.name))
        let workspace = try Workspace()
        for template in PresetTemplate.all {
            #expect(!template.summary.isEmpty && !template.summary.contains("\n"), "\(template.name)")
            let json = template.definitionJSON
            let text = try json.canonicalText(layout: .pretty, numbers: .exact) + "\n"
            #expect(PresetFormat.problems(inDefinition: Data(text.utf8)).isEmpty, "\(template.name)")
            guard case .object(let members) = json else {
                Issue.record("\(template.name): not an object")
                continue
            }
            #expect(members["name"] == .string(template.name))
            let printed = try workspace.run(["presets", "new", template.name, "--template", template.name, "--print"])
            #expect(printed.standardOutput == text, "\(template.name)")
        }
    }

    @Test func anUnknownTemplateIsAUsageErrorWithAHint() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["presets", "new", "x", "--template", "fade-inn"], exitCode: 64, message: "no template 'fade-inn' (did you mean 'fade-in'?)")
        try workspace.expectFailure(
            ["presets", "new", "Bad Name", "--template", "fade-in"], exitCode: 65, message: "name: 'Bad Name' is not a name")
    }

    // MARK: presets edit

    /// A workspace, and an `$EDITOR` script that runs `steps[n]` (shell commands on "$1") on
    /// its n-th run and keeps a copy of what it was shown each time.
    struct Editing {
        let workspace: Workspace
        let environment: [String: String]

        init(steps: [String]) throws {
            workspace = try Workspace()
            let folder = workspace.folder.path
            var script = "#!/bin/sh\nn=$(cat '\(folder)/runs' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(folder)/runs'\n"
            script += "cp \"$1\" '\(folder)/shown-'$n\ncase $n in\n"
            for (index, step) in steps.enumerated() { script += "\(index + 1)) \(step) ;;\n" }
            script += "esac\n"
            let path = try workspace.write(script, to: "editor.sh")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            environment = ["EDITOR": path]
        }

        func edit(_ name: String) throws -> ToolResult {
            try workspace.run(["presets", "edit", name, "--catalog", workspace.catalog], environment: environment)
        }

        func shown(_ run: Int) throws -> String {
            try String(contentsOf: workspace.folder.appendingPathComponent("shown-\(run)"), encoding: .utf8)
        }

        var runs: Int {
            Int(
                (try? String(contentsOf: workspace.folder.appendingPathComponent("runs"), encoding: .utf8))?.trimmingCharacters(
                    in: .whitespacesAndNewlines) ?? "") ?? 0
        }
    }

    @Test func aValidSaveIsANewRevision() throws {
        let editing = try Editing(steps: [#"sed -i 's/"ease"/"outQuint"/' "$1""#])
        let result = try editing.edit("fade-up")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == "updated preset 'fade-up' to revision 2\n")
        let stored = try editing.workspace.openCatalog().preset(named: "fade-up")
        #expect(stored.revision == 2)
        #expect(stored.definition.tracks[0].keyframes[0].easing == "outQuint")
        #expect(try editing.shown(1).hasPrefix("// Editing preset 'fade-up'."))
    }

    /// A save with problems reopens the file with every problem as `//` lines at the top; the
    /// rest is still plain JSON (Python's json module reads it once the comment lines go);
    /// the fixed save is written.
    @Test func problemsReopenTheFileAsCommentsUntilFixed() throws {
        let editing = try Editing(steps: [
            #"sed -i 's/"ease"/"outCubik"/; s/"entrance"/"card"/' "$1""#,
            #"sed -i 's/"outCubik"/"outCubic"/; s/"card"/"entrance"/' "$1""#,
        ])
        let result = try editing.edit("fade-up")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(editing.runs == 2)
        let reopened = try editing.shown(2)
        let comments = reopened.split(separator: "\n").filter { $0.hasPrefix("//") }
        #expect(comments.contains("// kind: 'card' is not one of cell-background, custom, entrance, header, parade"))
        #expect(comments.contains { $0.hasPrefix("// tracks[0].keyframes[0].easing: unknown curve 'outCubik' (did you mean 'outCubic'?)") })
        let json = reopened.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("//") }.joined(separator: "\n")
        let parsed = try Shell.output(
            ["python3", "-c", "import json,sys; print(json.load(sys.stdin)['name'])"], input: Data(json.utf8))
        #expect(parsed == "fade-up\n")
        let stored = try editing.workspace.openCatalog().preset(named: "fade-up")
        #expect(stored.revision == 2)
        #expect(stored.definition.tracks[0].keyframes[0].easing == "outCubic")
    }

    @Test(arguments: [
        ("true", "edit cancelled: no changes; preset 'fade-up' stays at revision 1"),
        (#": > "$1""#, "edit cancelled: the file was emptied; nothing written"),
        (#"sed -i '/^\/\//!d' "$1""#, "edit cancelled: the file was emptied; nothing written"),
    ])
    func anUnchangedOrEmptiedFileWritesNothing(step: String, message: String) throws {
        let editing = try Editing(steps: [step])
        let before = try editing.workspace.dump()
        let result = try editing.edit("fade-up")
        #expect(result.exitCode == 0)
        #expect(result.errorLines.map(String.init) == ["preset-manager: " + message])
        #expect(try editing.workspace.dump() == before)
    }

    @Test func savingProblemsUnchangedGivesUpWritingNothing() throws {
        let editing = try Editing(steps: [#"sed -i 's/"ease"/"outCubik"/' "$1""#, "true"])
        let before = try editing.workspace.dump()
        let result = try editing.edit("fade-up")
        #expect(result.exitCode == 65)
        #expect(result.errorLines.contains { $0.contains("tracks[0].keyframes[0].easing: unknown curve 'outCubik'") })
        #expect(try editing.workspace.dump() == before)
    }

    @Test func aFailingEditorWritesNothing() throws {
        let editing = try Editing(steps: [#"sed -i 's/"ease"/"outQuint"/' "$1"; exit 3"#])
        let before = try editing.workspace.dump()
        let result = try editing.edit("fade-up")
        #expect(result.exitCode == 74)
        #expect(result.errorLines.count == 1)
        #expect(result.standardError.contains("exited with status 3; nothing written"))
        #expect(try editing.workspace.dump() == before)
    }

    @Test func visualComesBeforeEditor() throws {
        let editing = try Editing(steps: [#"sed -i 's/"ease"/"outQuint"/' "$1""#])
        let environment = ["VISUAL": editing.environment["EDITOR"] ?? "", "EDITOR": "false"]
        let result = try editing.workspace.run(
            ["presets", "edit", "fade-up", "--catalog", editing.workspace.catalog], environment: environment)
        #expect(result.exitCode == 0, "\(result.standardError)")
    }
}
