import ParallaxEngine

extension PresetLibrary {
    /// The animator of `item`'s preset for a scroll view of `viewport`: its context is the
    /// item's own (row height, image size in points; see ``PresetContext/init(item:viewportWidth:viewportHeight:headerHeight:variables:)``)
    /// with `variables` for the names beyond the built-in ones. Resolve again when the
    /// viewport's size changes. Served from the same cache as ``animator(named:context:)``.
    /// - Throws: ``CatalogError`` — as ``animator(named:context:)``.
    public func animator(for item: MenuItem, viewport: ScrollMetrics.Size, variables: [String: Double] = [:]) throws -> Animator {
        try animator(
            named: item.preset,
            context: PresetContext(item: item, viewportWidth: viewport.width, viewportHeight: viewport.height, variables: variables))
    }
}
