import CatalogEditing
import PresetStore

/// The data a page's script plays (frames, the channel table), written as JSON members in the
/// order given rather than sorted as ``JSONValue`` sorts them: the channel table in
/// `Channel.allCases` order, a layer's tracks in its own order. Strings are written by the one
/// string-literal writer, ``JSONStringLiteral``, safe inside an HTML `<script>` element
/// (`<`, `>` and `&` as `\u003c`…); numbers as ``DecimalText`` writes them.
enum JSONText {
    static func string(_ text: String) -> String {
        var out = ""
        JSONStringLiteral.append(text, to: &out, escaping: .visibleInHTML)
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
