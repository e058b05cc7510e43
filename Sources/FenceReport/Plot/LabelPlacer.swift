/// Places short labels next to points, trying eight positions around each point (right, left, above,
/// below, then the diagonals), first at the given clearance and then twice as far out. Each candidate
/// inside the bounds is scored by the area it covers of markers and earlier labels (weight 10) and of soft
/// obstacles such as interval bars (weight 1); the lowest score wins, ties going to the earlier position.
/// Labels are never dropped: in a crowded plot the least-covering spot is taken (labels carry a white
/// halo, so one crossing a bar stays readable).
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
    /// Boxes a label must not cover: markers and labels already placed.
    private(set) var hardObstacles: [Rect]
    /// Boxes a label should avoid but may cross (interval bars).
    let softObstacles: [Rect]

    /// A placer for labels inside `bounds`.
    init(bounds: Rect, fontSize: Double, hardObstacles: [Rect], softObstacles: [Rect]) {
        self.bounds = bounds
        self.fontSize = fontSize
        self.hardObstacles = hardObstacles
        self.softObstacles = softObstacles
    }

    /// Chooses a position for `text` next to `point`, `clearance` user units from its centre, and marks
    /// it as taken.
    mutating func place(_ text: String, near point: Point, clearance: Double) -> Placement {
        let candidates =
            candidatePlacements(text, near: point, clearance: clearance)
            + candidatePlacements(text, near: point, clearance: 2 * clearance)
        let inside = candidates.filter { bounds.contains($0.box) }
        var chosen = inside.first ?? candidates[0]
        var bestCost = cost(chosen.box)
        for candidate in inside.dropFirst() where bestCost > 0 {
            let candidateCost = cost(candidate.box)
            if candidateCost < bestCost {
                chosen = candidate
                bestCost = candidateCost
            }
        }
        hardObstacles.append(chosen.box)
        return chosen
    }

    private func cost(_ box: Rect) -> Double {
        10 * hardObstacles.reduce(0) { $0 + box.overlapArea($1) } + softObstacles.reduce(0) { $0 + box.overlapArea($1) }
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
