import Foundation
import ParallaxEngine
import PresetStore

extension CatalogEditor {
    /// The width `presets list`'s table fits in unless asked to be wide: a terminal's 80 columns.
    package static let listWidth = 80

    /// `presets list`: name, kind, axis, timeline, revision and summary of each preset. Unless
    /// `wide`, the table fits in ``listWidth`` columns: name, kind, revision and the summary cut
    /// with "…" (at least 20 characters of it, so a very long name can push it past). A preset
    /// whose row cannot be read is left out of the report and returned in `unreadable`.
    package func presetListReport(prefix: String = "", limit: Int? = nil, wide: Bool = true) throws -> (
        report: Report, unreadable: [UnreadablePreset]
    ) {
        let (presets, unreadable) = try readablePresets(prefix: prefix, limit: limit)
        let rows: [[Report.Cell]] = presets.map { preset in
            [
                .text(preset.name), .text(preset.kind.rawValue), .text(preset.axis.rawValue),
                .text(DefinitionDescriptions.timeline(preset.timeline)), .number(Double(preset.revision)), .text(preset.summary),
            ]
        }
        let columns: [Table.Column]
        let shown: [[Report.Cell]]
        if wide {
            columns = [
                .init("name"), .init("kind"), .init("axis"), .init("timeline"), .init("revision", alignment: .right), .init("summary"),
            ]
            shown = rows
        } else {
            let nameWidth = Swift.max(4, presets.map(\.name.count).max() ?? 0)
            let kindWidth = Swift.max(4, presets.map(\.kind.rawValue.count).max() ?? 0)
            let revisionWidth = Swift.max("revision".count, presets.map { String($0.revision).count }.max() ?? 0)
            let summaryWidth = Swift.max(20, Self.listWidth - nameWidth - kindWidth - revisionWidth - 3 * 2)
            columns = [.init("name"), .init("kind"), .init("revision", alignment: .right), .init("summary", cutWidth: summaryWidth)]
            shown = rows.map { [$0[0], $0[1], $0[4], $0[5]] }
        }
        let report = Report(
            columns: columns,
            rows: shown,
            numbers: .exact,
            json: .array(
                try presets.map { preset in
                    .object([
                        "name": .string(preset.name), "kind": .string(preset.kind.rawValue), "axis": .string(preset.axis.rawValue),
                        "timeline": try DefinitionText.jsonValue(of: preset.timeline),
                        "revision": .number(Double(preset.revision)), "summary": .string(preset.summary),
                    ])
                })
        )
        return (report, unreadable)
    }

    /// `presets show`: the settings (with the variables the preset reads, and the children with
    /// their ranges) above a table of every Parade state value (`target.property` with its
    /// `side`: start, end, startEnd or rest) and every keyframe (track `target.property`,
    /// prefixed by child names as `child/target.property`, with its stop `at`; a child's track
    /// also shows the chain of child ranges it runs in, e.g. `image [0, 0.5] › caption [0.5, 1]`);
    /// JSON is the definition itself, naming its schema (`"$schema"`), with `variables` when it
    /// reads any (see ``DeclaredVariables``).
    package func presetReport(named name: String) throws -> Report {
        try presetReport(of: preset(named: name))
    }

    /// ``presetReport(named:)`` of a preset already read, e.g. with the revision a caller needs
    /// from the same read.
    package func presetReport(of stored: StoredPreset) throws -> Report {
        let definition = stored.definition
        var rows = DefinitionDescriptions.stateRows(definition.states).map { $0 + [.empty] }
        var children: [String] = []
        func addRows(tracks: [PresetDefinition.Track], children nested: [PresetDefinition.Child], prefix: String, chain: [String]) {
            for track in tracks {
                let range = track.range.map(DefinitionDescriptions.range) ?? ""
                for keyframe in track.keyframes {
                    rows.append([
                        .text(prefix + track.target + "." + track.property), .empty, .number(keyframe.at),
                        DefinitionDescriptions.cell(keyframe.value), .text(keyframe.easing ?? "linear"),
                        .text(range), .text((track.extrapolate ?? .clamp).rawValue), .text(chain.joined(separator: " › ")),
                    ])
                }
            }
            for child in nested {
                let link = child.name + " " + (child.range.map(DefinitionDescriptions.range) ?? "[0, 1]")
                children.append(prefix + link)
                addRows(tracks: child.tracks, children: child.children, prefix: prefix + child.name + "/", chain: chain + [link])
            }
        }
        addRows(tracks: definition.tracks, children: definition.children, prefix: "", chain: [])
        // Built a line at a time: one `+` chain of optional arrays took seconds to type-check.
        var preamble: [(label: String, value: String)] = [
            ("name", definition.name), ("kind", definition.kind.rawValue), ("axis", definition.axis.rawValue),
            ("summary", definition.summary), ("timeline", DefinitionDescriptions.timeline(definition.timeline)),
            ("reduced motion", definition.reducedMotion.rawValue),
        ]
        if let smoothing = definition.smoothing { preamble.append(("smoothing", smoothing)) }
        if !children.isEmpty { preamble.append(("children", children.joined(separator: ", "))) }
        preamble.append(("revision", String(stored.revision)))
        preamble.append(("updated", Self.timestamp(stored.updatedAt)))
        preamble += DeclaredVariables.preambleLine(of: definition)
        return Report(
            preamble: preamble,
            columns: [
                .init("track"), .init("side"), .init("at", alignment: .right), .init("value", alignment: .right),
                .init("easing"), .init("range"), .init("extrapolate"), .init("child range"),
            ],
            rows: rows,
            numbers: .exact,
            json: DefinitionText.naming(.preset, in: try DeclaredVariables.json(of: definition))
        )
    }

    /// `presets history`: every revision, newest first, the current one marked; JSON includes
    /// each revision's definition.
    package func historyReport(ofPreset name: String) throws -> Report {
        let revisions = try history(ofPreset: name)
        return Report(
            columns: [.init("revision", alignment: .right), .init("recorded"), .init("current"), .init("summary")],
            rows: revisions.map { revision in
                [
                    .number(Double(revision.revision)), .text(Self.timestamp(revision.recordedAt)),
                    .text(revision.isCurrent ? "yes" : ""), .text(revision.definition.summary),
                ]
            },
            numbers: .exact,
            json: .array(
                try revisions.map { revision in
                    .object([
                        "revision": .number(Double(revision.revision)), "recordedAt": .string(Self.timestamp(revision.recordedAt)),
                        "current": .bool(revision.isCurrent), "definition": try DefinitionText.jsonValue(of: revision.definition),
                    ])
                })
        )
    }

    /// A date as ISO 8601 in UTC, e.g. `2026-11-22T03:10:30Z`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
