/// Places short labels next to points so they overlap neither the points nor each other, trying eight
/// positions around each point (right, left, above, below, then the diagonals) and keeping the first that
/// is free and inside the bounds. When none is free the label goes to the first position inside the
/// bounds; labels are never dropped.
struct LabelPlacer {
    /// Where a label is written.
    struct Placement: Equatable {
        /// Baseline anchor x.
        let x: Double
        /// Baseline y.
        let y: Double
        /// Text anchoring at x.
        let anchor: TextAnchor
        /// Estimated box of the text.
        let box: Rect
    }

    /// Area labels must stay inside.
    let bounds: Rect
    /// Label font size.
    let fontSize: Double
    /// Boxes already taken (points and earlier labels).
    private(set) var occupied: [Rect]

    /// A placer for labels inside `bounds`, avoiding `obstacles` (e.g. marker boxes).
    init(bounds: Rect, fontSize: Double, obstacles: [Rect]) {
        self.bounds = bounds
        self.fontSize = fontSize
        occupied = obstacles
    }

    /// Chooses a position for `text` next to `point`, `clearance` user units from its centre, and marks
    /// it as taken.
    mutating func place(_ text: String, near point: Point, clearance: Double) -> Placement {
        let candidates = candidatePlacements(text, near: point, clearance: clearance)
        let chosen =
            candidates.first { bounds.contains($0.box) && !occupied.contains(where: $0.box.intersects) }
            ?? candidates.first { bounds.contains($0.box) } ?? candidates[0]
        occupied.append(chosen.box)
        return chosen
    }

    private func candidatePlacements(_ text: String, near point: Point, clearance c: Double) -> [Placement] {
        let width = TextMetrics.width(text, fontSize: fontSize)
        let height = fontSize
        let ascent = 0.8 * fontSize
        // (left edge of the box, top edge of the box, anchor) for each position.
        let corners: [(Double, Double, TextAnchor)] = [
            (point.x + c, point.y - height / 2, .start),
            (point.x - c - width, point.y - height / 2, .end),
            (point.x - width / 2, point.y - c - height, .middle),
            (point.x - width / 2, point.y + c, .middle),
            (point.x + c * 0.7, point.y - c * 0.7 - height, .start),
            (point.x + c * 0.7, point.y + c * 0.7, .start),
            (point.x - c * 0.7 - width, point.y - c * 0.7 - height, .end),
            (point.x - c * 0.7 - width, point.y + c * 0.7, .end),
        ]
        return corners.map { left, top, anchor in
            let x =
                switch anchor {
                case .start: left
                case .middle: left + width / 2
                case .end: left + width
                }
            return Placement(
                x: x, y: top + ascent, anchor: anchor, box: Rect(x: left, y: top, width: width, height: height))
        }
    }
}
