import CatalogEditing
import PresetStore

/// Hand-written JSON for embedding in an HTML `<script>` element: strings escape `<`, `>` and
/// `&` as `\u003c`… so the data can never close the element; numbers as ``DecimalText`` writes them.
enum JSONText {
    static func string(_ text: String) -> String {
        var out = ""
        JSONQuoting.append(text, to: &out, safeInHTML: true)
        return out
    }

    static func number(_ value: Double) -> String { DecimalText.text(value) }

    static func array(_ values: [Double]) -> String {
        "[" + values.map { DecimalText.text($0) }.joined(separator: ",") + "]"
    }

    /// An object from members already encoded, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func list(_ encoded: [String]) -> String {
        "[" + encoded.joined(separator: ",") + "]"
    }
}
