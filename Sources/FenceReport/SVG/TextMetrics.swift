/// Estimated text extents. SVG text is measured by the viewer, not by us, so layout uses an average
/// advance of 0.6 em per character — a little wider than DejaVu Sans / Liberation Sans average text, so
/// estimates err towards more space, not overlaps.
enum TextMetrics {
    /// Average advance per character, in em.
    static let averageAdvanceEm = 0.6

    /// Estimated width of `text` at `fontSize` (user units).
    static func width(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * averageAdvanceEm * fontSize
    }

    /// `text` cut with an ellipsis so that it fits `maxWidth`; unchanged when it fits.
    static func truncated(_ text: String, fontSize: Double, maxWidth: Double) -> String {
        guard width(text, fontSize: fontSize) > maxWidth else { return text }
        let fitting = max(1, Int(maxWidth / (averageAdvanceEm * fontSize)) - 1)
        return String(text.prefix(fitting)) + "…"
    }

    /// `text` broken at spaces into lines no wider than `maxWidth` (a single over-long word keeps its own
    /// line).
    static func wrapped(_ text: String, fontSize: Double, maxWidth: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || width(candidate, fontSize: fontSize) <= maxWidth {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }
}
