import PresetStore

/// The problems the store's rules find in a decoded definition (``DefinitionBounds``'
/// `boundProblems()`, `TextFieldRules`' `textProblems()`), added to what the format's check
/// found: both check the same bounds and texts, so a member the check has already reported is
/// not reported twice; what only the rules see (a preset's tracks counted with its children's,
/// its keyframes and state entries counted together) is added.
enum RuledProblems {
    /// `found` and then every problem of `ruled` about something `found` does not report: a
    /// ruled problem is left out when a found one has its path, unless the two count different
    /// things there ("has 1001 tracks" and "has 10001 keyframes" are both reported at `tracks`).
    static func adding(_ ruled: [DefinitionProblem], to found: [DefinitionProblem]) -> [DefinitionProblem] {
        guard !ruled.isEmpty else { return found }
        var said: [String: Set<String>] = [:]
        for problem in found { said[problem.path, default: []].insert(counted(problem.message)) }
        return found + ruled.filter { problem in said[problem.path]?.contains(counted(problem.message)) != true }
    }

    /// `problems` found in the part of a definition at `base` (`presets[3]`), their paths made
    /// paths in the whole.
    static func placed(_ problems: [DefinitionProblem], at base: String) -> [DefinitionProblem] {
        problems.map { problem in
            DefinitionProblem(path: problem.path.isEmpty ? base : base + "." + problem.path, code: problem.code, message: problem.message)
        }
    }

    /// What a count message counts: `tracks` in "has 1001 tracks (…); at most 1000 are
    /// allowed", `state` in "has 1001 state entries …"; "" for any other message.
    private static func counted(_ message: String) -> String {
        let words = message.split(separator: " ", maxSplits: 3)
        guard words.count >= 3, words[0] == "has", Int(words[1]) != nil else { return "" }
        return String(words[2].prefix { $0.isLetter })
    }
}

extension PresetDefinition {
    /// Every number outside its bound, count over its limit and text breaking a text rule.
    func ruledProblems() -> [DefinitionProblem] {
        boundProblems() + textProblems()
    }
}

extension CatalogDocument {
    /// Every ruled problem of every preset, image and menu, with its path in the document.
    func ruledProblems() -> [DefinitionProblem] {
        var problems: [DefinitionProblem] = []
        for (index, image) in images.enumerated() {
            problems += RuledProblems.placed(image.boundProblems() + image.textProblems(), at: "images[\(index)]")
        }
        for (index, preset) in presets.enumerated() {
            problems += RuledProblems.placed(preset.ruledProblems(), at: "presets[\(index)]")
        }
        for (index, menu) in menus.enumerated() {
            problems += RuledProblems.placed(menu.boundProblems() + menu.textProblems(), at: "menus[\(index)]")
        }
        return problems
    }
}
