import CatalogEditing
import ParallaxEngine

extension PresetPreview {
    /// The preview as a report. JSON: `{"preset": NAME, "frames": [{"offset": o, "values":
    /// {"target.property": value}}]}`; table and CSV: one row per offset, one column per channel,
    /// the table under a line saying what the columns are and their units.
    package func report() -> Report {
        let keys = frames.first?.values.keys ?? []
        guard frames.contains(where: { $0.time != nil }) else {
            return Report(
                preamble: [("columns", PreviewLegend.text(fixed: ["offset: content offset in points"], keys: keys))],
                columns: [Table.Column("offset", alignment: .right)] + keys.map { Table.Column($0, alignment: .right) },
                rows: frames.map { frame in [.number(frame.offset)] + frame.values.values.map(\.cell) },
                json: .object([
                    "preset": .string(presetName),
                    "frames": .array(
                        frames.map { frame in
                            .object(["offset": .number(frame.offset), "values": frame.values.json])
                        }),
                ])
            )
        }
        // A trajectory: one row per time, the time first.
        return Report(
            preamble: [
                ("columns", PreviewLegend.text(fixed: ["time: seconds", "offset: content offset in points"], keys: keys))
            ],
            columns: [Table.Column("time", alignment: .right), Table.Column("offset", alignment: .right)]
                + keys.map { Table.Column($0, alignment: .right) },
            rows: frames.map { frame in [.number(frame.time ?? 0), .number(frame.offset)] + frame.values.values.map(\.cell) },
            json: .object([
                "preset": .string(presetName),
                "frames": .array(
                    frames.map { frame in
                        .object(["time": .number(frame.time ?? 0), "offset": .number(frame.offset), "values": frame.values.json])
                    }),
            ])
        )
    }
}

extension MenuPreview {
    /// The preview as a report. JSON: `{"menu": NAME, "frames": [{"offset": o, "items":
    /// [{"position": i, "title": …, "top": t, "values": {…}}]}]}`; table and CSV: one row per
    /// visible item per offset, one column per channel any row's preset writes.
    package func report() -> Report {
        var keys: [String] = []
        for frame in frames {
            for item in frame.items {
                for key in item.values.keys where !keys.contains(key) { keys.append(key) }
            }
        }
        let fixed = [
            Table.Column("offset", alignment: .right), Table.Column("position", alignment: .right),
            Table.Column("title"), Table.Column("top", alignment: .right),
        ]
        var rows: [[Report.Cell]] = []
        for frame in frames {
            for item in frame.items {
                let cells: [Report.Cell] = [.number(frame.offset), .number(Double(item.position)), .text(item.title), .number(item.top)]
                rows.append(cells + keys.map { item.values[$0]?.cell ?? .empty })
            }
        }
        let legend = PreviewLegend.text(
            fixed: ["offset: content offset in points", "position: the row, from 0", "top: the row's top in the viewport, in points"],
            keys: keys)
        return Report(
            preamble: [("columns", legend)],
            columns: fixed + keys.map { Table.Column($0, alignment: .right) },
            rows: rows,
            json: .object([
                "menu": .string(menuName),
                "frames": .array(
                    frames.map { frame in
                        .object([
                            "offset": .number(frame.offset),
                            "items": .array(
                                frame.items.map { item in
                                    .object([
                                        "position": .number(Double(item.position)), "title": .string(item.title),
                                        "top": .number(item.top), "values": item.values.json,
                                    ])
                                }),
                        ])
                    }),
            ])
        )
    }
}

/// The line above a preview's table saying what its columns are and their units:
/// `offset: content offset in points; card.alpha: 0…1; card.translationY: points`.
enum PreviewLegend {
    /// `fixed` descriptions, then each `target.channel` key with its channel's unit.
    static func text(fixed: [String], keys: [String]) -> String {
        var units: [String] = []
        var seen: Set<String> = []
        for key in keys where seen.insert(key).inserted {
            guard let channel = key.split(separator: ".").last.flatMap({ Channel(rawValue: String($0)) }) else { continue }
            units.append("\(key): \(unit(of: channel))")
        }
        return (fixed + units).joined(separator: "; ")
    }

    private static func unit(of channel: Channel) -> String {
        channel.isColor ? "colour #RRGGBBAA" : ChannelGuide.of(channel).unit
    }
}
