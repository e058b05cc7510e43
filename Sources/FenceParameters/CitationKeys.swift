/// The citation keys a text cites in the form `docs/references.md` defines (`[@Raheja2012]`): the one reader of that
/// syntax for the parameter table's sources, the device profiles' provenance and the scenarios' descriptions.
public enum CitationKeys {
    /// The keys cited in `texts`, in order of first appearance, each once (`[@Raheja2012] §4` gives
    /// `Raheja2012`; an unclosed `[@` ends the reading of its text).
    public static func cited(in texts: [String]) -> [String] {
        var keys: [String] = []
        for text in texts {
            var rest = text[...]
            while let open = rest.range(of: "[@") {
                let tail = rest[open.upperBound...]
                guard let close = tail.firstIndex(of: "]") else { break }
                let key = String(tail[..<close])
                if !keys.contains(key) { keys.append(key) }
                rest = tail[close...]
            }
        }
        return keys
    }
}
