import ParallaxEngine

/// The bounds on the numbers and counts of definitions (``CatalogLimits``), in one place: the
/// tables say which member gets which bound, as the JSON Schema states them, and the
/// `boundProblems()` of ``PresetDefinition``, ``ImageDefinition`` and ``MenuDefinition`` find
/// every number and count outside them (all of them, not the first). A test holds the tables
/// and the checks to each other.
///
/// Member paths are written as error paths are, with `[]` for every element of an array and `*`
/// for every member of an object keyed by channel. A preset's members under `children[]`, at
/// any depth, take the bounds of the same members at the top (`children[].tracks[].keyframes[].at`
/// as `tracks[].keyframes[].at`).
package enum DefinitionBounds {
    /// Every number of a preset definition and its bound. A string value (an expression or a
    /// colour) has none; a view range offset written as a percentage (`"25%"`) holds the
    /// percentage to ``NumberBound/coordinate`` as well.
    package static let presetNumbers: [(member: String, bound: NumberBound)] = [
        ("timeline.scroll.from", .coordinate),
        ("timeline.scroll.to", .coordinate),
        ("timeline.velocity.from", .coordinate),
        ("timeline.velocity.to", .coordinate),
        ("timeline.view.start", .coordinate),
        ("timeline.view.end", .coordinate),
        ("timeline.view.inset[]", .coordinate),
        ("states[].start.*.value", .coordinate),
        ("states[].end.*.value", .coordinate),
        ("states[].startEnd.*.value", .coordinate),
        ("states[].start.*.range[]", .progress),
        ("states[].end.*.range[]", .progress),
        ("states[].startEnd.*.range[]", .progress),
        ("states[].rest.*", .coordinate),
        ("tracks[].keyframes[].at", .progress),
        ("tracks[].keyframes[].value", .coordinate),
        ("tracks[].range[]", .coordinate),
        ("children[].range[]", .coordinate),
    ]

    /// Every number of an image definition and its bound.
    package static let imageNumbers: [(member: String, bound: NumberBound)] = [
        ("pixelWidth", .imagePixels),
        ("pixelHeight", .imagePixels),
        ("scale", .imageScale),
        ("byteSize", .byteSize),
    ]

    /// Every number of a menu definition and its bound.
    package static let menuNumbers: [(member: String, bound: NumberBound)] = [
        ("rowHeight", .size),
        ("items[].rowHeight", .size),
    ]

    /// The most elements an array may hold, for each array as JSON Schema's `maxItems` states
    /// it: `owner` is the definition holding the array (`preset`, `menu`, `document` for a
    /// catalog document), `scope` what the limit counts when it is a total over several arrays
    /// (which a per-array `maxItems` states only loosely).
    package static let counts: [(owner: String, member: String, maximum: Int, scope: String)] = [
        ("preset", "tracks", CatalogLimits.maximumTracks, "the preset's tracks, its children's at every depth included"),
        ("preset", "tracks[].keyframes", CatalogLimits.maximumKeyframesPerTrack, "one track's keyframes"),
        ("preset", "tracks[].keyframes", CatalogLimits.maximumKeyframes, "the preset's keyframes, every track's together"),
        ("preset", "children", CatalogLimits.maximumChildren, "the preset's children at every depth together"),
        ("preset", "states", CatalogLimits.maximumStateEntries, "the properties of every target's start, end, startEnd and rest together"),
        ("menu", "items", CatalogLimits.maximumMenuItems, "the menu's items"),
        ("document", "presets", CatalogLimits.maximumImportPresets, "the document's presets"),
    ]
}

extension PresetDefinition {
    /// Every number outside its bound and every count over its limit (``DefinitionBounds``),
    /// with its path and what is wrong; empty when there is none.
    package func boundProblems() -> [DefinitionProblem] {
        var check = BoundCheck()
        check.timeline(timeline)
        check.states(states)
        check.group(tracks: tracks, children: children, path: "")
        check.totals()
        return check.problems
    }
}

extension ImageDefinition {
    /// The pixel sizes, the scale and the byte size outside their bounds
    /// (``DefinitionBounds/imageNumbers``).
    package func boundProblems() -> [DefinitionProblem] {
        var check = BoundCheck()
        check.whole(pixelWidth, .imagePixels, "pixelWidth")
        check.whole(pixelHeight, .imagePixels, "pixelHeight")
        check.number(scale, .imageScale, "scale")
        if let byteSize { check.whole(byteSize, .byteSize, "byteSize") }
        return check.problems
    }
}

extension MenuDefinition {
    /// The row heights outside their bound and the item count over its limit
    /// (``DefinitionBounds/menuNumbers``, ``CatalogLimits/maximumMenuItems``).
    package func boundProblems() -> [DefinitionProblem] {
        var check = BoundCheck()
        check.number(rowHeight, .size, "rowHeight")
        check.count(items.count, CatalogLimits.maximumMenuItems, "items", of: "items")
        for (position, item) in items.enumerated() {
            if let rowHeight = item.rowHeight { check.number(rowHeight, .size, "items[\(position)].rowHeight") }
        }
        return check.problems
    }
}

/// Walks a definition once, collecting every bound problem; a path is written out only for a
/// problem.
private struct BoundCheck {
    var problems: [DefinitionProblem] = []
    private var trackCount = 0
    private var keyframeCount = 0
    private var childCount = 0

    mutating func number(_ value: Double, _ bound: NumberBound, _ path: @autoclosure () -> String) {
        if let problem = bound.problem(with: value) {
            problems.append(DefinitionProblem(path: path(), code: .outOfBounds, message: problem))
        }
    }

    mutating func whole(_ value: Int, _ bound: NumberBound, _ path: String) {
        if let problem = bound.problem(with: value) { problems.append(DefinitionProblem(path: path, code: .outOfBounds, message: problem)) }
    }

    mutating func count(_ count: Int, _ maximum: Int, _ path: String, of what: String, scope: String = "") {
        guard count > maximum else { return }
        problems.append(
            DefinitionProblem(path: path, code: .count, message: "has \(count) \(what)\(scope); at most \(maximum) are allowed"))
    }

    mutating func timeline(_ timeline: PresetDefinition.Timeline) {
        switch timeline {
        case .viewportCenter, .offset:
            break
        case .scroll(let from, let to):
            number(from, .coordinate, "timeline.scroll.from")
            number(to, .coordinate, "timeline.scroll.to")
        case .velocity(let from, let to):
            number(from, .coordinate, "timeline.velocity.from")
            number(to, .coordinate, "timeline.velocity.to")
        case .view(let view):
            offset(view.start, "timeline.view.start")
            offset(view.end, "timeline.view.end")
            if let inset = view.inset {
                number(inset.start, .coordinate, "timeline.view.inset[0]")
                number(inset.end, .coordinate, "timeline.view.inset[1]")
            }
        }
    }

    private mutating func offset(_ offset: RangeOffset, _ path: String) {
        switch offset {
        case .points(let value):
            number(value, .coordinate, path)
        case .percent(let value) where !NumberBound.coordinate.contains(value):
            let limit = DecimalText.exactText(CatalogLimits.maximumCoordinate)
            problems.append(
                DefinitionProblem(
                    path: path, code: .outOfBounds, message: "must be a percentage within ±\(limit)% (is \(DecimalText.exactText(value))%)")
            )
        case .percent:
            break
        }
    }

    mutating func states(_ states: [PresetDefinition.TargetStates]) {
        var entries = 0
        for (index, target) in states.enumerated() {
            for (side, values) in [("start", target.start), ("end", target.end), ("startEnd", target.startEnd)] {
                entries += values.count
                for (property, state) in values.sorted(by: { $0.key < $1.key }) {
                    if case .number(let value) = state.value { number(value, .coordinate, "states[\(index)].\(side).\(property).value") }
                    if let range = state.range {
                        number(range.lower, .progress, "states[\(index)].\(side).\(property).range[0]")
                        number(range.upper, .progress, "states[\(index)].\(side).\(property).range[1]")
                    }
                }
            }
            entries += target.rest.count
            for (property, rest) in target.rest.sorted(by: { $0.key < $1.key }) {
                if case .value(.number(let value)) = rest { number(value, .coordinate, "states[\(index)].rest.\(property)") }
            }
        }
        count(entries, CatalogLimits.maximumStateEntries, "states", of: "state entries", scope: " (start, end, startEnd and rest together)")
    }

    mutating func group(tracks: [PresetDefinition.Track], children: [PresetDefinition.Child], path: String) {
        for (index, track) in tracks.enumerated() {
            trackCount += 1
            keyframeCount += track.keyframes.count
            count(track.keyframes.count, CatalogLimits.maximumKeyframesPerTrack, "\(path)tracks[\(index)].keyframes", of: "keyframes")
            for (position, keyframe) in track.keyframes.enumerated() {
                number(keyframe.at, .progress, "\(path)tracks[\(index)].keyframes[\(position)].at")
                if case .number(let value) = keyframe.value {
                    number(value, .coordinate, "\(path)tracks[\(index)].keyframes[\(position)].value")
                }
            }
            if let range = track.range {
                number(range.lower, .coordinate, "\(path)tracks[\(index)].range[0]")
                number(range.upper, .coordinate, "\(path)tracks[\(index)].range[1]")
            }
        }
        for (index, child) in children.enumerated() {
            childCount += 1
            if let range = child.range {
                number(range.lower, .coordinate, "\(path)children[\(index)].range[0]")
                number(range.upper, .coordinate, "\(path)children[\(index)].range[1]")
            }
            group(tracks: child.tracks, children: child.children, path: "\(path)children[\(index)].")
        }
    }

    /// The totals over the whole preset, its children's included, reported at the preset's own
    /// `tracks` and `children`.
    mutating func totals() {
        count(trackCount, CatalogLimits.maximumTracks, "tracks", of: "tracks", scope: " (its children's included)")
        count(keyframeCount, CatalogLimits.maximumKeyframes, "tracks", of: "keyframes", scope: " (every track's together)")
        count(childCount, CatalogLimits.maximumChildren, "children", of: "children", scope: " (at every depth)")
    }
}
