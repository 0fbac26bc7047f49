import CatalogEditing
import ParallaxEngine
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// The preset named `name` (or the `unsaved` definition, read and checked already) as CSS
    /// scroll-driven animations on a page laid out as its preview is: the same viewport, sizes,
    /// item frame, view's own values, and content long enough for the preview's offsets; its
    /// item drawn as the preview draws it (``CSSExport/look``).
    /// - Parameters:
    ///   - reachableOnly: Export the part a browser can scroll to when the effect also happens
    ///     in overscroll, saying in a CSS comment what was left out.
    ///   - fallback: What runs where the browser lacks scroll-driven animations.
    /// - Throws: ``CatalogError`` — not found (66); invalid data (65) when the preset cannot be
    ///   shown by a browser (it moves in overscroll, has a channel CSS lacks, or smooths or reads
    ///   the velocity: see ``cssExportWithoutMotion(named:unsaved:settings:reachableOnly:)``); invalid argument.
    package func cssExport(
        named name: String, unsaved: PresetDefinition? = nil, settings: PreviewSettings,
        reachableOnly: Bool = false, fallback: CSSExportFallback = .none
    ) throws -> CSSExport {
        try cssExport(
            named: name, unsaved: unsaved, settings: settings, reachableOnly: reachableOnly, withoutMotion: false,
            fallback: fallback
        ).export
    }

    /// ``cssExport(named:unsaved:settings:reachableOnly:)`` with the preset's motion
    /// members (its `smoothing`; a `velocity` timeline, which drives everything, is still
    /// refused) left out; returns what was left out too, one `field (what)` each.
    package func cssExportWithoutMotion(
        named name: String, unsaved: PresetDefinition? = nil, settings: PreviewSettings,
        reachableOnly: Bool = false, fallback: CSSExportFallback = .none
    ) throws -> (export: CSSExport, leftOut: [String]) {
        try cssExport(
            named: name, unsaved: unsaved, settings: settings, reachableOnly: reachableOnly, withoutMotion: true,
            fallback: fallback)
    }

    private func cssExport(
        named name: String, unsaved: PresetDefinition?, settings: PreviewSettings, reachableOnly: Bool,
        withoutMotion: Bool, fallback: CSSExportFallback
    ) throws -> (export: CSSExport, leftOut: [String]) {
        let subject: PresetPreviewSubject
        if let unsaved {
            subject = try previewSubject(of: unsaved, settings: settings)
        } else {
            guard try contains(.preset, named: name) else {
                if try contains(.menu, named: name) {
                    throw CatalogError(.invalidArgument, "'\(messageText(name))' is a menu; the CSS export takes a preset")
                }
                throw notFound(entity: CatalogEntryKind.preset.rawValue, name: name)
            }
            subject = try previewSubject(named: name, settings: settings)
        }
        let motion = MotionMembers(of: subject.definition)
        if !motion.members.isEmpty, !withoutMotion {
            throw CatalogError(
                .invalidData, "preset '\(messageText(subject.definition.name))': \(motion.refusal)", input: nil, remedy: "withoutMotion")
        }
        if case .velocity = subject.definition.timeline {
            throw CatalogError(
                .invalidData,
                "preset '\(messageText(subject.definition.name))': its timeline is timeline.velocity, which drives every value; "
                    + "without it nothing is left to export")
        }
        var definition = try DefinitionCompiler.animatorDefinition(for: subject.definition)
        definition.smoothing = nil
        let offsets = subject.sweep.offsets
        let layout = CSSExportLayout(
            viewport: settings.viewport.scrollSize, axis: subject.axis, itemOrigin: subject.itemFrame.origin,
            itemLength: subject.itemFrame.length, offsets: (offsets.min() ?? 0)...(offsets.max() ?? 0))
        var export = try Self.cssExport(
            name: subject.definition.name, definition: definition, context: subject.context.values, layout: layout,
            underlying: subject.previewed.underlying, reachableOnly: reachableOnly, reducedMotion: subject.definition.reducedMotion,
            fallback: fallback)
        // The page's item looks like the preview's: the same cards, pictures and titles, its
        // images embedded under the preview page's rules.
        if let element = subject.previewedElement(images: sceneImages, imageName: settings.imageName) {
            export.look =
                PageImages(catalogFolder: folder, ownFiles: OwnedFiles(catalogPath: path)).embedding(in: [element]).elements
                .first
        }
        return (export, motion.members.map { "\($0.field) (\($0.text))" })
    }

    private static func cssExport(
        name: String, definition: AnimatorDefinition, context: [String: Double], layout: CSSExportLayout,
        underlying: UnderlyingValues?, reachableOnly: Bool, reducedMotion: ReducedMotionPolicy, fallback: CSSExportFallback
    ) throws -> CSSExport {
        do {
            return try CSSExport(
                name: name, definition: definition, context: context, layout: layout, underlying: underlying,
                reachableOnly: reachableOnly, reducedMotion: reducedMotion, fallback: fallback)
        } catch {
            throw CatalogError(
                .invalidData, "preset '\(messageText(error.preset))': \(error.problem)", input: nil,
                remedy: Self.remedy(for: error.kind, reachableOnly: reachableOnly))
        }
    }

    /// The input that gets past a refusal of `kind`: only the part of an effect browsers reach
    /// can be exported on its own.
    private static func remedy(for kind: CSSExportError.Kind, reachableOnly: Bool) -> String? {
        kind == .overscroll && !reachableOnly ? "reachableOnly" : nil
    }
}
