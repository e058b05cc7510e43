/// A chart that renders itself to an ``SVGGraphic``. Every chart type is a value type built from plain
/// arrays; ``render(id:)`` validates the data and throws ``ChartDataError`` instead of drawing nonsense.
public protocol Chart: Sendable {
    /// Title drawn at the top and used as the SVG `<title>`.
    var title: String { get }
    /// One- or two-sentence description for the SVG `<desc>` (screen readers, search, alt text).
    var summary: String { get }

    /// Renders the chart. `id` must be unique within the page the chart is inlined in; characters other
    /// than ASCII letters, digits, `-` and `_` are replaced by `-`.
    func render(id: String) throws(ChartDataError) -> SVGGraphic
}

/// Element ids derived from a chart id.
enum ChartID {
    /// `id` with every character outside `[A-Za-z0-9_-]` replaced by `-`, prefixed with `c-` unless it
    /// starts with a letter (XML names cannot start with a digit or `-`).
    static func sanitized(_ id: String) -> String {
        let cleaned = String(
            id.unicodeScalars.map { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
                        || scalar == "_")
                    ? Character(scalar) : "-"
            })
        guard let first = cleaned.unicodeScalars.first, first.properties.isAlphabetic else { return "c-" + cleaned }
        return cleaned
    }
}
