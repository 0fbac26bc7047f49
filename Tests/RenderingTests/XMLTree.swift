import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element parsed by Foundation's `XMLParser`: name, attributes, text and children.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLNode] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This node and every descendant, depth first.
    var allNodes: [XMLNode] { [self] + children.flatMap(\.allNodes) }

    /// The text of this node and its descendants.
    var allText: String { text + children.map(\.allText).joined() }

    /// Descendants (and self) named `name`.
    func nodes(named name: String) -> [XMLNode] { allNodes.filter { $0.name == name } }

    /// Descendants (and self) whose `class` attribute lists `className`.
    func nodes(withClass className: String) -> [XMLNode] {
        allNodes.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(className)) }
    }
}

/// Parses `text` as XML; throws the parser's error for text that is not well-formed.
func parseXML(_ text: String) throws -> XMLNode {
    let delegate = TreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    guard parser.parse(), let root = delegate.root else {
        throw parser.parserError ?? CocoaError(.propertyListReadCorrupt)
    }
    return root
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLNode?
    private var stack: [XMLNode] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let node = XMLNode(name: elementName, attributes: attributes)
        stack.last?.children.append(node)
        if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
