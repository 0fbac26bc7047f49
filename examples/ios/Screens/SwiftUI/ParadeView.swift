#if canImport(SwiftUI)
    import ParallaxEngine
    import ParallaxUI
    import SwiftUI

    /// Parade's demo cells in SwiftUI: `cell` is the cell's box, every other target a labelled
    /// view centred in it (a centred view's centre is the cell's, which Parade's timeline reads).
    struct ParadeView: View {
        let cells: [ExampleAnimators.ParadeCell]

        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<(cells.count * 3), id: \.self) { row in
                        cell(cells[row % cells.count])
                    }
                }
            }
            .scrollEffectSpace()
        }

        private func cell(_ effect: ExampleAnimators.ParadeCell) -> some View {
            let targets = effect.animator.targets.filter { $0 != "cell" }
            return ZStack {
                ForEach(Array(targets.enumerated()), id: \.offset) { index, name in
                    Text(name)
                        .frame(width: 220, height: 60)
                        .background(Color(hue: Double(index) / 6, saturation: 0.6, brightness: 0.9))
                        .scrollEffect(effect.animator, target: name)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: CGFloat(ExampleAnimators.paradeRowHeight))
            .scrollEffect(effect.animator, target: "cell")
        }
    }
#endif
