/// An action of the main actor handed to a callback whose closure type is `@Sendable` but that
/// is always called on the main thread: a key-value observation of a view or its layer (UIKit
/// changes those properties on the main thread only, and the handler runs on the thread that
/// made the change) and SwiftUI's `onPreferenceChange` (its action is `@Sendable` since Xcode
/// 16.2 and runs during the view update, on the main thread). The box lets the callback carry
/// the action without `MainActor.assumeIsolated`, which the iOS 16.5 SDK's standard library
/// lacks.
struct MainThreadAction<Value>: @unchecked Sendable {
    /// The action, run with the callback's value.
    let run: (Value) -> Void
}
