/// A rendered chart: an `<svg>` with a `viewBox`, `role="img"`, a `<title>` and a `<desc>`, available as
/// a standalone file or as an element to inline in HTML.
public struct SVGGraphic: Sendable, Equatable {
    /// Canvas width in user units (the `viewBox` width, and the default display width in CSS pixels).
    public let width: Double
    /// Canvas height in user units.
    public let height: Double
    /// Accessible name (the `<title>`), also drawn as the visible heading.
    public let title: String
    /// Accessible description (the `<desc>`).
    public let summary: String
    /// The element id, unique within a page; `<title>`/`<desc>` ids derive from it.
    public let id: String
    /// The drawing inside the `<svg>`, after `<title>` and `<desc>`.
    let body: String

    /// A standalone SVG file: XML declaration, the SVG namespace, then ``inlineElement``'s content.
    public var standaloneDocument: String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(namespace: true)
    }

    /// The `<svg>` element for inline use in HTML5 (no namespace declaration, which HTML does not need).
    public var inlineElement: String { element(namespace: false) }

    private func element(namespace: Bool) -> String {
        var attributes: [SVGAttribute] = []
        if namespace { attributes.append(("xmlns", "http://www.w3.org/2000/svg")) }
        attributes += [
            ("id", id), ("class", "chart"),
            ("viewBox", "0 0 \(SVGBuilder.number(width)) \(SVGBuilder.number(height))"),
            ("width", SVGBuilder.number(width)), ("height", SVGBuilder.number(height)),
            ("role", "img"), ("aria-labelledby", "\(id)-title \(id)-desc"),
            ("font-family", "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"),
        ]
        var svg = SVGBuilder()
        svg.open("svg", attributes)
        svg.element("title", [("id", "\(id)-title")], text: title)
        svg.element("desc", [("id", "\(id)-desc")], text: summary)
        return svg.markup + indented(body) + "</svg>\n"
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
            .joined(separator: "\n")
    }
}
