import Foundation

/// Input as a person gives it, through WebDriver: finding an element, clicking it, typing into
/// it, pressing keys with Control, dragging with the mouse.
extension ChromeDriverSession {
    /// A reference to the first element `selector` (CSS) matches.
    package func element(_ selector: String) throws -> String {
        let found = try command("POST", "element", ["using": "css selector", "value": selector])
        return try ((found as? [String: Any])?[Self.elementKey] as? String).orThrow("no element matches \(selector)")
    }

    /// Clicks `element` at its centre (scrolled into view first).
    package func click(_ element: String) throws {
        _ = try command("POST", "element/\(element)/click", [:])
    }

    /// Empties the editable `element`.
    package func clear(_ element: String) throws {
        _ = try command("POST", "element/\(element)/clear", [:])
    }

    /// Types `text` into `element`, key by key.
    package func sendKeys(_ text: String, to element: String) throws {
        _ = try command("POST", "element/\(element)/value", ["text": text])
    }

    /// Presses Control+`key` in the focused element.
    package func pressWithControl(_ key: String) throws {
        let control = "\u{E009}"
        try perform([
            [
                "type": "key", "id": "keyboard",
                "actions": [
                    ["type": "keyDown", "value": control], ["type": "keyDown", "value": key], ["type": "keyUp", "value": key],
                    ["type": "keyUp", "value": control],
                ],
            ]
        ])
    }

    /// Presses `element` with the mouse at its centre, moves by `offset` CSS pixels in a few
    /// steps and releases.
    package func drag(_ element: String, by offset: (x: Int, y: Int)) throws {
        let steps = 4
        var actions: [[String: Any]] = [
            ["type": "pointerMove", "duration": 0, "origin": [Self.elementKey: element], "x": 0, "y": 0],
            ["type": "pointerDown", "button": 0],
        ]
        for step in 1...steps {
            actions.append([
                "type": "pointerMove", "duration": 20, "origin": "pointer",
                "x": offset.x * step / steps - offset.x * (step - 1) / steps, "y": offset.y * step / steps - offset.y * (step - 1) / steps,
            ])
        }
        actions.append(["type": "pointerUp", "button": 0])
        try perform([["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": actions]])
    }

    /// Runs WebDriver input actions, then releases everything they left pressed.
    package func perform(_ sources: [[String: Any]]) throws {
        _ = try command("POST", "actions", ["actions": sources])
        _ = try command("DELETE", "actions", nil)
    }

    /// Lays pages out in a viewport of exactly `width`×`height` CSS pixels (a headless window's
    /// size includes no chrome, but its viewport may still differ from `--window-size`), through
    /// Chromium's DevTools command `Emulation.setDeviceMetricsOverride`.
    package func emulateViewport(width: Int, height: Int) throws {
        _ = try command(
            "POST", "goog/cdp/execute",
            [
                "cmd": "Emulation.setDeviceMetricsOverride",
                "params": ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
            ])
    }

    /// Makes pages see `prefers-color-scheme: scheme` (`light` or `dark`), through
    /// `Emulation.setEmulatedMedia`.
    package func emulateColorScheme(_ scheme: String) throws {
        _ = try command(
            "POST", "goog/cdp/execute",
            ["cmd": "Emulation.setEmulatedMedia", "params": ["features": [["name": "prefers-color-scheme", "value": scheme]]]])
    }

    /// The member naming an element in WebDriver's JSON.
    package static let elementKey = "element-6066-11e4-a52e-4f735466cecf"
}
