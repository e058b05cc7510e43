import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML element: the tests read charts back through Foundation's `XMLParser`, so well-formedness
/// and every position are checked on the markup a browser would see.
final class XMLElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and all its descendants, depth first.
    var descendants: [XMLElement] { [self] + children.flatMap(\.descendants) }

    /// Descendants (and self) named `name` whose class list contains `className` (when given).
    func all(_ name: String, class className: String? = nil) -> [XMLElement] {
        descendants.filter { element in
            element.name == name
                && (className.map { (element.attributes["class"] ?? "").split(separator: " ").contains(Substring($0)) }
                    ?? true)
        }
    }

    /// Numeric attribute value.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// The (x, y) of a `translate(x y)` transform.
    var translation: (x: Double, y: Double)? {
        guard let transform = attributes["transform"], transform.hasPrefix("translate(") else { return nil }
        let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ").compactMap { Double($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
}

/// Parses `markup` as XML; returns the root element, or nil with the parser's error when it is not
/// well-formed.
func parseXML(_ markup: String) -> (root: XMLElement?, error: String?) {
    let parser = XMLParser(data: Data(markup.utf8))
    let builder = TreeBuilder()
    parser.delegate = builder
    let ok = parser.parse()
    return ok ? (builder.root, nil) : (nil, parser.parserError.map { "\($0)" } ?? "unknown error")
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElement?
    private var stack: [XMLElement] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = XMLElement(name: elementName, attributes: attributes)
        if let parent = stack.last { parent.children.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
