import FenceFiles

/// Text escaping for the markup FenceReport writes (SVG, HTML). Labels come from user scenario files, so
/// every piece of text and every attribute value goes through ``Markup/escape(_:)``.
public enum Markup {
    /// Escapes `text` for XML and HTML character data and attribute values.
    ///
    /// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` (the numeric form is
    /// valid in both XML and HTML). Characters that XML 1.0 forbids (C0 controls other than tab, line feed
    /// and carriage return; U+FFFE; U+FFFF) become U+FFFD, so the output always parses.
    public static func escape(_ text: String) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: isAllowedInXML(scalar) ? nil : "\u{FFFD}"
            }
        }
    }

    /// Whether XML 1.0 (§2.2, production `Char`) allows `scalar` in a document.
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
