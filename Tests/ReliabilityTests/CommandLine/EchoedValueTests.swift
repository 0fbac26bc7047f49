import Foundation
import TestSupport
import Testing

/// A 100,000-character value in an error line is quoted cut to 60 characters and an
/// ellipsis, whichever command and field it reaches.
@Suite struct EchoedValueTests {
    static let long = String(repeating: "a", count: 100_000)

    /// Inputs whose errors quote the long value, beyond those of the bad-input corpus. An
    /// expression or curve longer than its field's limit (2,000 characters) is refused for
    /// its length, so the one quoted here is just within it.
    static let inputs: [BadInput] =
        BadInputCorpus.textFields.filter {
            $0.label.contains("100,000") && !$0.label.hasPrefix("summary") && !$0.label.hasPrefix("expression")
        } + [
            .create(
                "expression with a 1,990-character variable and a dangling operator",
                DefinitionTemplates.preset(
                    firstKeyframe: DefinitionTemplates.keyframe(
                        at: "0", value: DefinitionTemplates.quoted(String(repeating: "a", count: 1_990) + " +"))),
                field: "tracks[0].keyframes[0].value"),
            BadInput("preview of a missing name", ["preview", long], field: "no preset or menu"),
            BadInput("show of a missing preset", ["presets", "show", long], field: "not found"),
            BadInput(
                "image uri without a format", ["images", "add", "new", "--uri", long, "--width", "1", "--height", "1"], field: "format"),
        ]

    @Test(arguments: inputs)
    func theValueIsQuotedCutTo60Characters(_ input: BadInput) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        var arguments = input.arguments
        arguments.insert(contentsOf: ["--catalog", path], at: arguments.firstIndex(of: "--") ?? arguments.endIndex)
        let result = try ToolRunner.run(arguments, input: input.input)
        #expect(result.exitCode != 0)
        #expect(result.errorLines.count == 1)
        let line = result.errorLines.first.map(String.init) ?? ""
        #expect(line.contains(input.field), "\(line.prefix(300))")
        let longestRun = line.split(whereSeparator: { $0 != "a" }).map(\.count).max() ?? 0
        #expect(longestRun == 60, "\(line.prefix(300))")
        #expect(line.contains(String(repeating: "a", count: 60) + "…"))
        #expect(line.utf8.count < 600)
    }
}
