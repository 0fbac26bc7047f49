#if canImport(SwiftUI) && canImport(UIKit)
    import ParallaxEngine
    import SwiftUI
    import UIKit

    /// The example app's first screen: the four seed effects, each once in UIKit and once in
    /// SwiftUI.
    public struct ExamplesList: View {
        let animators: ExampleAnimators

        /// The list for `animators` (resolved from the catalog by `ExampleCatalog`).
        public init(animators: ExampleAnimators) {
            self.animators = animators
        }

        public var body: some View {
            NavigationStack {
                List {
                    Section("UIKit") {
                        NavigationLink("Aeris map layers") { Hosted { MapLayersViewController(rows: animators.mapLayers) } }
                        NavigationLink("Path overscroll header") { Hosted { HeaderViewController(animator: animators.pathHeader) } }
                        NavigationLink("Path header layers") { Hosted { HeaderViewController(animator: animators.pathLayers) } }
                        NavigationLink("Westerhoff stretch header") { Hosted { HeaderViewController(animator: animators.stretchHeader) } }
                        NavigationLink("Westerhoff pull to refresh") {
                            Hosted { HeaderViewController(animator: animators.refreshHeader, refreshes: true) }
                        }
                        NavigationLink("Parade cells") { Hosted { ParadeViewController(cells: animators.paradeCells) } }
                    }
                    Section("SwiftUI") {
                        NavigationLink("Aeris map layers") { MapLayersView(rows: animators.mapLayers) }
                        NavigationLink("Path overscroll header") { HeaderView(animator: animators.pathHeader) }
                        NavigationLink("Path header layers") { HeaderView(animator: animators.pathLayers) }
                        NavigationLink("Westerhoff stretch header") { HeaderView(animator: animators.stretchHeader) }
                        NavigationLink("Westerhoff pull to refresh") { HeaderView(animator: animators.refreshHeader, refreshes: true) }
                        NavigationLink("Parade cells") { ParadeView(cells: animators.paradeCells) }
                    }
                }
                .navigationTitle("Parallax presets")
            }
        }
    }

    /// A UIKit screen inside the SwiftUI navigation.
    private struct Hosted<Controller: UIViewController>: UIViewControllerRepresentable {
        let make: () -> Controller

        init(_ make: @escaping () -> Controller) {
            self.make = make
        }

        func makeUIViewController(context: Context) -> Controller { make() }
        func updateUIViewController(_ controller: Controller, context: Context) {}
    }
#endif
