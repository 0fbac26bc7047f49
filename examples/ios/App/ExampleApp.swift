import ExampleCatalog
import ExampleScreens
import PresetCatalog
import SwiftUI
import UIKit

/// The example app: opens the catalog it ships, resolves every animator for the screen's size
/// (ExampleCatalog, which the package's tests run on Linux) and shows the list of effects.
@main
struct ExampleApp: App {
    var body: some Scene {
        WindowGroup {
            if let url = Bundle.main.url(forResource: "catalog", withExtension: "sqlite"),
                let library = try? PresetLibrary(url: url),
                let animators = try? ExampleCatalog.animators(
                    from: library,
                    viewport: .init(width: Double(UIScreen.main.bounds.width), height: Double(UIScreen.main.bounds.height)))
            {
                ExamplesList(animators: animators)
            } else {
                Text("catalog.sqlite is missing from the app or cannot be read: run `xcodegen` (see README.md)")
            }
        }
    }
}
