/// Escaping for plain text placed in CommonMark / GitHub-flavoured Markdown.
enum MarkdownText {
    /// Characters with inline meaning, escaped with a backslash wherever they occur (CommonMark allows a
    /// backslash before any ASCII punctuation). `|` is included so text is safe inside table cells.
    private static let inlineSpecials: Set<Character> = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "!", "~", "&",
    ]

    /// `text` as one line of Markdown that renders literally inside a line (a table cell, a link text):
    /// whitespace collapsed and inline specials escaped.
    static func escapeInline(_ text: String) -> String {
        var escaped = ""
        for character in singleLine(text) {
            if inlineSpecials.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` as a line that starts a Markdown block (heading text, paragraph, list item): inline escaping,
    /// plus a leading block marker (`-`, `+`, `=`, or digits followed by `.` or `)`) escaped so the text
    /// cannot turn into a list or a heading underline.
    static func escape(_ text: String) -> String {
        let escaped = escapeInline(text)
        if let first = escaped.first, first == "-" || first == "+" || first == "=" {
            return "\\" + escaped
        }
        let digits = escaped.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let next = escaped.dropFirst(digits.count).first, next == "." || next == ")" {
            return digits + "\\" + escaped.dropFirst(digits.count)
        }
        return escaped
    }
}
