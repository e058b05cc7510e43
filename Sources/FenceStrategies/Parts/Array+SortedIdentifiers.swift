extension Array where Element == String {
    /// Inserts `identifier` at its place in this ascending list without repeats, unless it is there
    /// already; returns whether it was inserted. Searches from the end: the lists hold none or a few
    /// fences, and a fence usually sorts last.
    @discardableResult @inline(__always)  // at every entry and containing fence of a fix
    mutating func insertSorted(_ identifier: String) -> Bool {
        var position = endIndex
        while position > 0 && identifier < self[position - 1] { position -= 1 }
        if position > 0 && self[position - 1] == identifier { return false }
        if position == endIndex { append(identifier) } else { insert(identifier, at: position) }
        return true
    }
}
