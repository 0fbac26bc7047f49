#if canImport(SwiftUI)
    import ParallaxEngine
    import ParallaxUI
    import SwiftUI

    /// A header at the top of a scrolling page in SwiftUI, animated by a header preset (the
    /// same four as ``HeaderViewController``): one view per target, each at the header's top,
    /// a `container` clipping the others; `refreshes` adds pull-to-refresh.
    struct HeaderView: View {
        let animator: Animator
        var refreshes = false

        var body: some View {
            let page = ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    header
                    Text(String(repeating: "Scroll, and pull down past the top. ", count: 80)).padding(.horizontal, 20)
                }
            }
            .scrollEffectSpace()
            if refreshes {
                page.refreshable { try? await Task.sleep(nanoseconds: 1_000_000_000) }
            } else {
                page
            }
        }

        private var layers: [String] { animator.targets.filter { $0 != "container" } }

        private var header: some View {
            let height = CGFloat(ExampleAnimators.headerHeight)
            let stack = ZStack(alignment: .top) {
                ForEach(Array(layers.enumerated()), id: \.offset) { index, name in
                    Color(hue: Double(index) / 4, saturation: 0.5, brightness: 0.8)
                        .opacity(animator.targets.contains("container") ? 1 : 0.6)
                        .frame(height: height)
                        .scrollEffect(animator, target: name)
                }
            }
            .frame(height: height, alignment: .top)
            return Group {
                if animator.targets.contains("container") {
                    stack.clipped().scrollEffect(animator, target: "container")
                } else {
                    stack
                }
            }
        }
    }
#endif
