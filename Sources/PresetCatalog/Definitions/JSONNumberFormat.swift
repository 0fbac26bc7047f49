import ParallaxEngine

/// Numbers as JSON and every output built on it print them: the engine's ``DecimalText`` (at most
/// 9 decimals, so float noise snaps to the round number; shortest round-trip text; ECMAScript
/// layout; never `-0`), refusing what JSON cannot hold. Tables ask for 4 decimals, messages
/// quoting a measured length for 2 (`133.33333333333334 pt` → `133.33 pt`).
package enum JSONNumberFormat {
    /// The most fractional digits any output keeps.
    package static let maximumDecimals = DecimalText.maximumDecimals

    /// The text of a finite number rounded to at most `decimals` fractional digits.
    /// - Throws: ``CatalogError/Kind/invalidData`` for NaN and infinities, which JSON cannot hold.
    package static func text(for value: Double, decimals: Int = maximumDecimals) throws -> String {
        guard value.isFinite else {
            throw CatalogError(.invalidData, "JSON cannot represent the number \(value)")
        }
        return DecimalText.text(value, decimals: decimals)
    }

    /// The text of `value` for an error message: as ``text(for:decimals:)``, or Swift's own
    /// spelling (`nan`, `inf`) for a number that is not finite.
    package static func messageNumber(_ value: Double, decimals: Int = maximumDecimals) -> String {
        DecimalText.text(value, decimals: decimals)
    }
}
