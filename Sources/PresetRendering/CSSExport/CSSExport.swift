import ParallaxEngine

/// An animator definition as CSS scroll-driven animations: `@keyframes` run by
/// `animation-timeline` (the item's view timeline, or the container's scroll timeline) over an
/// `animation-range`, filling both ways, so a browser shows what the engine computes at every
/// offset the page can scroll to (within 1e-4 of each value's span where CSS cannot write a
/// curve exactly, see ``StructuralSegments`` and ``SampledSegments``). No script drives a value.
///
/// ```swift
/// let export = try CSSExport(
///     name: "fade-up", definition: definition, context: ["rowHeight": 100],
///     layout: CSSExportLayout(viewport: .init(width: 390, height: 844), axis: .vertical,
///                             itemOrigin: 844, itemLength: 100, offsets: 0...944))
/// print(export.css)       // the stylesheet
/// print(export.html())    // one self-contained page running it
/// ```
///
/// Timelines: see ``CSSExportTimeline``; channels: see ``TargetProperties``. Progress outside the
/// range holds (`animation-fill-mode: both`), so the range is widened to every offset the page
/// reaches where an extended track keeps moving. Parade states become keyframes per property
/// (``StateProperty``). Chained children and track ranges place their keyframes inside the
/// parent's range.
///
/// Refused, with one line naming the preset (``CSSExportError``): an effect that happens at
/// content offsets below 0 (overscroll, which browsers do not scroll into) unless
/// `reachableOnly`, which exports the part from offset 0 and says in a CSS comment what was left
/// out; channels CSS has no equivalent for; a preset needing the view's own (underlying) values
/// without them.
package struct CSSExport: Sendable {
    /// The preset's name.
    package let name: String
    /// The page it runs on.
    package let layout: CSSExportLayout
    /// The targets, in the order the animator writes them (one `data-target` element each).
    package let targets: [String]
    /// The stylesheet: the item's view timeline, each target's animations and their keyframes.
    package let css: String
    /// The previewed item as the preview's phone draws it (its images embedded), which the page
    /// draws its item as; nil draws each target as a coloured box with its name.
    package var look: PreviewElement?
    /// The offset the page opens at: the start of the effect, with the item in view
    /// (``EffectStart``).
    package let openingOffset: Double
    /// What runs in a browser without scroll-driven animations: nothing, or the fallback
    /// script, which the page embeds and the stylesheet describes each item for.
    package let fallback: CSSExportFallback

    /// Translates `definition` (resolved against `context`, Parade states resting at
    /// `underlying` values where they say so) for a page laid out as `layout`; under
    /// `prefers-reduced-motion: reduce` it follows `reducedMotion`, holding values at the
    /// engine's resting ones (``ReducedMotionFilter``); without scroll-driven animations it does
    /// what `fallback` says.
    /// - Throws: ``CSSExportError`` naming the preset and what cannot be exported.
    package init(
        name: String, definition: AnimatorDefinition, context: [String: Double], layout: CSSExportLayout,
        underlying: UnderlyingValues? = nil, reachableOnly: Bool = false, reducedMotion: ReducedMotionPolicy = .default,
        fallback: CSSExportFallback = .none
    ) throws(CSSExportError) {
        func refusal(_ kind: CSSExportError.Kind, _ problem: String) -> CSSExportError {
            CSSExportError(preset: name, kind: kind, problem: problem)
        }
        if let problem = layout.problem { throw refusal(.invalid, "the page's layout: \(problem)") }
        guard layout.axis == definition.axis else {
            throw refusal(.invalid, "the page scrolls \(layout.axis.rawValue) but the preset's axis is \(definition.axis.rawValue)")
        }
        let animator: Animator
        do { animator = try Animator(definition, context: context) } catch { throw refusal(.invalid, "\(error)") }
        let needed = underlying?.missing ?? animator.makeUnderlyingValues().names
        guard needed.isEmpty else {
            throw refusal(.invalid, "needs the view's own value of \(needed.joined(separator: ", ")) (it rests at \"underlying\")")
        }
        let timeline: CSSExportTimeline
        do { timeline = try CSSExportTimeline(definition.timeline, layout: layout) } catch { throw refusal(error.kind, error.sentence) }
        let probe = EngineSampler(animator: animator, underlying: underlying, progressAtStart: 0, progressAtEnd: 1)

        var omitted: [String] = []
        let lowest = layout.offsets.lowerBound
        if lowest < 0 {
            omitted = OverscrollCheck.movingChannels(from: lowest, sampler: probe, layout: layout)
            if !omitted.isEmpty, !reachableOnly {
                throw refusal(
                    .overscroll,
                    "part of its effect happens in overscroll (content offsets \(cssNumber(lowest))…0: \(omitted.joined(separator: ", "))), "
                        + "which browsers do not scroll into; the part they reach can be exported on its own")
            }
        }
        let range = ProgressInterval(
            timeline: timeline, definition: definition.timeline, layout: layout, probe: probe, cutAtZero: !omitted.isEmpty)
        guard let range else {
            throw refusal(.overscroll, "its whole effect happens in overscroll, which browsers do not scroll into")
        }
        let sampler = EngineSampler(
            animator: animator, underlying: underlying, progressAtStart: range.atStart, progressAtEnd: range.atEnd)
        let centre = probe.values(atProgress: 0.5)
        let curves: [ChannelCurve]
        do {
            curves = try ChannelCurve.curves(
                of: definition, context: context, from: range.lower, to: range.upper,
                rest: { probe.value(of: $0, $1, in: centre) ?? .number(0) }
            ).map { $0.mapped(scale: 1 / (range.atEnd - range.atStart), offset: -range.atStart / (range.atEnd - range.atStart)) }
        } catch { throw refusal(.invalid, "\(error)") }

        let item =
            layout.axis == .vertical
            ? ScrollMetrics.Size(width: layout.viewport.width, height: layout.itemLength)
            : ScrollMetrics.Size(width: layout.itemLength, height: layout.viewport.height)
        let resting = probe.values(
            at: ReducedMotionFilter.restingGeometry(viewport: layout.viewport, axis: layout.axis, itemLength: layout.itemLength))
        var propertiesOfTargets: [(target: String, curves: [Channel: ChannelCurve], properties: [CSSProperty])] = []
        var shared = PieceTolerances()
        for target in animator.targets {
            var targetCurves: [Channel: ChannelCurve] = [:]
            for curve in curves where curve.target == target { targetCurves[curve.channel] = curve }
            let properties: [CSSProperty]
            do {
                properties = try TargetProperties.properties(
                    target: target, channels: Set(targetCurves.keys), colorSpaces: targetCurves.mapValues(\.colorSpace), item: item)
            } catch { throw refusal(error.kind, error.sentence) }
            for property in properties where SharedMoves.mayShare(property) {
                StructuralSegments.recordTolerances(of: property, curves: targetCurves, into: &shared)
            }
            propertiesOfTargets.append((target, targetCurves, properties))
        }
        var animations: [TargetAnimations] = []
        for (target, targetCurves, properties) in propertiesOfTargets {
            var keyframed: [PropertyKeyframes] = []
            for property in properties {
                let keyframes = Self.keyframes(
                    of: property, target: target, curves: targetCurves, sampler: sampler,
                    shared: SharedMoves.mayShare(property) ? shared : PieceTolerances())
                if keyframes.contains(where: { $0.value.contains { if case .perspective(let d) = $0 { d <= 0 } else { false } } }) {
                    throw refusal(.unsupported, "\(target).perspective must stay above 0 for CSS's perspective()")
                }
                let rest = property.compose { probe.value(of: target, $0, in: resting) }
                keyframed.append(PropertyKeyframes(property: property, keyframes: keyframes, resting: rest))
            }
            animations.append(TargetAnimations(target: target, properties: keyframed))
        }
        self.name = name
        self.layout = layout
        self.targets = animator.targets
        self.openingOffset = EffectStart.opening(layout: layout) { probe.values(atProgress: timeline.progress(at: $0)) }
        self.look = nil
        self.fallback = fallback
        self.css =
            CSSExportStylesheet(
                name: name, layout: layout, timeline: timeline, range: range, omitted: omitted.isEmpty ? nil : (lowest, omitted),
                animations: animations, reducedMotion: reducedMotion, describesFallback: fallback == .script
            ).text
    }

    /// `property`'s keyframes: a discrete property flips where the engine's value crosses over;
    /// the others follow their channels' curves where CSS can write them, else the engine's
    /// values sampled.
    private static func keyframes(
        of property: CSSProperty, target: String, curves: [Channel: ChannelCurve], sampler: EngineSampler, shared: PieceTolerances
    ) -> [CSSKeyframe] {
        var breaks: Set<Double> = [0, 1]
        for channel in property.channels {
            for piece in curves[channel]?.pieces ?? [] { breaks.formUnion([piece.lower, piece.upper]) }
        }
        let sortedBreaks = breaks.filter { (0...1).contains($0) }.sorted()
        let value: (Double) -> [CSSComponent] = { k in
            let values = sampler.values(atKeyframe: k)
            return property.compose { sampler.value(of: target, $0, in: values) }
        }
        let segments =
            property.isDiscrete
            ? SampledSegments.discrete(breaks: sortedBreaks, value: value)
            : StructuralSegments.segments(of: property, curves: curves, shared: shared)
                ?? SampledSegments.segments(breaks: sortedBreaks, value: value)
        return CSSSegment.keyframes(segments)
    }

    /// One self-contained page (inline CSS, no network; no script but the fallback one when
    /// ``fallback`` is `.script`) running the stylesheet: a
    /// scroll container marked `data-scroller` the viewport's size, the item marked `data-item`
    /// at its frame with one `data-target` element per target, and content before and after it
    /// to scroll through every reachable offset.
    package func html() -> String {
        CSSExportPage(
            name: name, layout: layout, targets: targets, css: css, initialOffset: openingOffset,
            look: look.map { CSSExportLook(element: $0, axis: layout.axis) },
            fallback: fallback
        )
        .text
    }
}

/// One CSS property of a target with its keyframes.
struct PropertyKeyframes: Sendable {
    let property: CSSProperty
    let keyframes: [CSSKeyframe]
    /// Its value at the engine's resting geometry (what reduced motion holds it at).
    let resting: [CSSComponent]

    /// The value every keyframe has, as CSS text, when it never changes: a declaration, not an
    /// animation. Not for one function of a composed transform, which adds to the others.
    var constantText: String? {
        guard property.transformFunction == nil, let first = keyframes.first else { return nil }
        let text = property.format(first.value)
        return keyframes.allSatisfy { property.format($0.value) == text } ? text : nil
    }
}

/// A target's animated CSS properties.
struct TargetAnimations: Sendable {
    let target: String
    let properties: [PropertyKeyframes]
}
