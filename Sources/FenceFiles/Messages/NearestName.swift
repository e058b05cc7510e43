/// Suggestions for misspelt names: the candidate closest to what was written, by edit distance.
public enum NearestName {
    /// The candidate closest to `text` by edit distance (case-insensitive), if it is close enough to be a
    /// typo of it: at most 2 edits, or a quarter of `text`'s length for long names.
    public static func among(_ candidates: [String], to text: String) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var current = [i + 1]
                for (j, y) in b.enumerated() {
                    current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
                }
                previous = current
            }
            return previous[b.count]
        }
        let written = Array(text.lowercased())
        let scored = candidates.map { ($0, distance(written, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, written.count / 4) else { return nil }
        return best.0
    }
}
