#if canImport(SwiftUI)
    import ParallaxEngine
    import ParallaxUI
    import SwiftUI

    /// Aeris "Map Layers" in SwiftUI: each 100 pt row's 200 pt image, laid out in a 100 pt box
    /// (the box is what the timeline measures), drifts behind the row's title; the row clips it.
    struct MapLayersView: View {
        let rows: [ExampleAnimators.MapLayerRow]

        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(rows.indices, id: \.self) { index in
                        Color.clear.frame(height: 100)
                            .overlay(alignment: .top) {
                                Image(rows[index].image).resizable().scaledToFill().frame(height: 200).background(Color.gray)
                            }
                            .scrollEffect(rows[index].animator, target: "background")
                            .overlay(alignment: .leading) {
                                Text(rows[index].title).font(.headline).foregroundColor(.white).padding(.leading, 20)
                            }
                            .clipped()
                    }
                }
            }
            .scrollEffectSpace()
        }
    }
#endif
