/// An SVG attribute: a name and its unescaped value.
typealias SVGAttribute = (name: String, value: String)

/// Text anchoring of SVG `<text>`.
enum TextAnchor: String {
    /// Left-aligned at x.
    case start
    /// Centred on x.
    case middle
    /// Right-aligned at x.
    case end
}

/// Appends SVG elements to a string, one element per line with two-space indentation. Every attribute
/// value and every text is escaped; numbers are written with ``NumberText/coordinate(_:)``.
struct SVGBuilder {
    /// The markup written so far.
    private(set) var markup = ""
    /// Current nesting depth, for indentation.
    private var depth = 0

    /// Opens `<name …>`; close it with ``close(_:)``.
    mutating func open(_ name: String, _ attributes: [SVGAttribute] = []) {
        line("<\(name)\(Self.attributeText(attributes))>")
        depth += 1
    }

    /// Closes the innermost open element, `</name>`.
    mutating func close(_ name: String) {
        precondition(depth > 0, "SVGBuilder.close: nothing open")
        depth -= 1
        line("</\(name)>")
    }

    /// Writes an empty element, `<name …/>`.
    mutating func empty(_ name: String, _ attributes: [SVGAttribute]) {
        line("<\(name)\(Self.attributeText(attributes))/>")
    }

    /// Writes an element whose content is `text` (escaped), e.g. `<title>…</title>`.
    mutating func element(_ name: String, _ attributes: [SVGAttribute] = [], text: String) {
        line("<\(name)\(Self.attributeText(attributes))>\(Markup.escape(text))</\(name)>")
    }

    /// A number attribute value.
    static func number(_ value: Double) -> String { NumberText.coordinate(value) }

    private mutating func line(_ text: String) {
        markup += String(repeating: "  ", count: depth) + text + "\n"
    }

    private static func attributeText(_ attributes: [SVGAttribute]) -> String {
        attributes.map { " \($0.name)=\"\(Markup.escape($0.value))\"" }.joined()
    }
}

extension SVGBuilder {
    /// A straight line from (x1, y1) to (x2, y2).
    mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, color: RGBColor, width: Double = 1,
        dash: DashPattern = .solid, className: String? = nil
    ) {
        var attributes: [SVGAttribute] = [
            ("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)), ("y2", Self.number(y2)),
            ("stroke", color.cssHex), ("stroke-width", Self.number(width)),
        ]
        if let dashArray = dash.dashArray { attributes.append(("stroke-dasharray", dashArray)) }
        if let className { attributes.insert(("class", className), at: 0) }
        empty("line", attributes)
    }

    /// A rectangle filled with `fill` (or a paint server reference such as `url(#id)`), optionally stroked.
    mutating func rect(
        _ frame: Rect, fill: String, stroke: RGBColor? = nil, strokeWidth: Double = 1, opacity: Double? = nil,
        className: String? = nil
    ) {
        var attributes: [SVGAttribute] = [
            ("x", Self.number(frame.x)), ("y", Self.number(frame.y)),
            ("width", Self.number(max(0, frame.width))), ("height", Self.number(max(0, frame.height))),
            ("fill", fill),
        ]
        if let opacity { attributes.append(("fill-opacity", Self.number(opacity))) }
        if let stroke {
            attributes.append(("stroke", stroke.cssHex))
            attributes.append(("stroke-width", Self.number(strokeWidth)))
        }
        if let className { attributes.insert(("class", className), at: 0) }
        empty("rect", attributes)
    }

    /// A text label at (x, y) (the baseline), in the chart's font.
    mutating func text(
        _ content: String, x: Double, y: Double, fontSize: Double, anchor: TextAnchor = .start,
        color: RGBColor = Palette.ink, bold: Bool = false, rotateDegrees: Double? = nil, className: String? = nil
    ) {
        var attributes: [SVGAttribute] = [
            ("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(fontSize)),
            ("fill", color.cssHex),
        ]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        if bold { attributes.append(("font-weight", "bold")) }
        if let rotateDegrees {
            attributes.append(
                ("transform", "rotate(\(Self.number(rotateDegrees)) \(Self.number(x)) \(Self.number(y)))"))
        }
        if let className { attributes.insert(("class", className), at: 0) }
        element("text", attributes, text: content)
    }

    /// A text label with a white outline under the glyphs, readable on top of lines and bars.
    mutating func haloText(
        _ content: String, x: Double, y: Double, fontSize: Double, anchor: TextAnchor = .start,
        color: RGBColor = Palette.ink
    ) {
        var attributes: [SVGAttribute] = [
            ("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(fontSize)),
            ("fill", color.cssHex), ("stroke", "#ffffff"), ("stroke-width", "3"), ("stroke-linejoin", "round"),
            ("paint-order", "stroke"),
        ]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        element("text", attributes, text: content)
    }

    /// An open path through `points` (an SVG `d` of M/L commands).
    mutating func polyline(
        _ points: [Point], color: RGBColor, width: Double, dash: DashPattern = .solid, className: String? = nil
    ) {
        guard let first = points.first else { return }
        let commands =
            ["M\(Self.number(first.x)) \(Self.number(first.y))"]
            + points.dropFirst().map { "L\(Self.number($0.x)) \(Self.number($0.y))" }
        path(commands.joined(separator: " "), stroke: color, width: width, dash: dash, className: className)
    }

    /// A stroked, unfilled path with the given `d` data.
    mutating func path(
        _ data: String, stroke: RGBColor, width: Double, dash: DashPattern = .solid, className: String? = nil
    ) {
        var attributes: [SVGAttribute] = [
            ("d", data), ("fill", "none"), ("stroke", stroke.cssHex), ("stroke-width", Self.number(width)),
            ("stroke-linejoin", "round"),
        ]
        if let dashArray = dash.dashArray { attributes.append(("stroke-dasharray", dashArray)) }
        if let className { attributes.insert(("class", className), at: 0) }
        empty("path", attributes)
    }

    /// A closed, filled polygon through `points`.
    mutating func polygon(_ points: [Point], fill: RGBColor, opacity: Double, className: String? = nil) {
        var attributes: [SVGAttribute] = [
            ("points", points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")),
            ("fill", fill.cssHex), ("fill-opacity", Self.number(opacity)), ("stroke", "none"),
        ]
        if let className { attributes.insert(("class", className), at: 0) }
        empty("polygon", attributes)
    }
}
