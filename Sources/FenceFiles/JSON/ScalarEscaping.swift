extension String {
    /// This text with every Unicode scalar for which `escape` returns a replacement written as that
    /// replacement, and every other scalar kept: the one loop of JSON string literals
    /// (``JSONWriter/quoted(_:)``) and of FenceReport's markup escaping, which differ only in their tables.
    package func escapingScalars(_ escape: (Unicode.Scalar) -> String?) -> String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = escape(scalar) {
                escaped += replacement
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
