import FenceKernel

/// A stretch of time during which one tower is the serving cell.
public struct ServingCell: Hashable, Sendable {
    /// The serving (nearest) tower.
    public var tower: CellTower
    /// When it became the serving cell (the trajectory start or a handoff instant).
    public var start: SimTime
    /// When the next tower took over (or the trajectory end); the span is [start, end).
    public var end: SimTime
}

extension Infrastructure {
    /// Length in metres of the pieces the handoff search splits segments into.
    static let handoffPieceMeters = 500.0

    /// The serving-cell sequence along `trajectory`, from its start to its end: consecutive spans
    /// [start, end) whose boundaries are the exact handoff instants (rounded to the microsecond).
    ///
    /// On a straight segment x(s) = p + s·d the squared-distance difference to towers B and A,
    /// |x − B|² − |x − A|², is linear in s, so the instant the nearest tower changes from A to B is
    /// the root s* = (|p − B|² − |p − A|²) / (2 d·(B − A)). Each segment is split into pieces of at
    /// most ``handoffPieceMeters``; within a piece of length L starting at P with serving tower A,
    /// every tower that can be nearest somewhere on the piece lies within |P − A| + 2L of P, so
    /// those are the only candidates. Empty when there are no towers.
    public func servingCells(along trajectory: Trajectory) -> [ServingCell] {
        let points = trajectory.points, times = trajectory.times
        guard var serving = servingTower(at: points[0]) else { return [] }
        var spans: [ServingCell] = []
        var spanStart = trajectory.startTime
        var candidates: [CellTower] = []
        for segment in 0..<trajectory.segmentCount {
            let p = points[segment], d = points[segment + 1] - p
            let length = d.lengthMeters
            guard length > 0 else { continue }
            let pieces = max(1, Int((length / Self.handoffPieceMeters).rounded(.up)))
            let duration = Double(times[segment + 1] - times[segment])
            var s = 0.0
            for piece in 1...pieces {
                let pieceEnd = Double(piece) / Double(pieces)
                let pieceStart = p + d * s
                let radius = pieceStart.distanceMeters(to: serving.position) + 2 * length * (pieceEnd - s)
                candidates.removeAll(keepingCapacity: true)
                towerLayer.forEachSite(withinMeters: radius, of: pieceStart) { candidates.append($0) }
                while let handoff = Self.firstHandoff(
                    from: serving, candidates: candidates, origin: p, direction: d, after: s, before: pieceEnd)
                {
                    let time = SimTime(microseconds: times[segment] + Int64((handoff.crossing * duration).rounded()))
                    if time > spanStart {
                        spans.append(ServingCell(tower: serving, start: spanStart, end: time))
                        spanStart = time
                    }
                    serving = handoff.tower
                    s = handoff.crossing
                }
                s = pieceEnd
            }
        }
        spans.append(ServingCell(tower: serving, start: spanStart, end: trajectory.endTime))
        return spans
    }

    /// The first candidate that becomes nearer than `serving` at a parameter in (after, before], and
    /// that parameter; ties go to the candidate approached fastest, then to the lower id.
    private static func firstHandoff(
        from serving: CellTower, candidates: [CellTower], origin p: LocalPoint, direction d: LocalPoint,
        after: Double, before: Double
    ) -> (tower: CellTower, crossing: Double)? {
        var best: (tower: CellTower, crossing: Double, rate: Double)?
        let servingSquared = p.squaredDistance(to: serving.position)
        for candidate in candidates where candidate.id != serving.id {
            let rate = d.dot(candidate.position - serving.position)
            guard rate > 0 else { continue }
            let crossing = (p.squaredDistance(to: candidate.position) - servingSquared) / (2 * rate)
            guard crossing > after, crossing <= before else { continue }
            if let current = best {
                if crossing > current.crossing { continue }
                if crossing == current.crossing
                    && (rate < current.rate || (rate == current.rate && candidate.id > current.tower.id))
                {
                    continue
                }
            }
            best = (candidate, crossing, rate)
        }
        return best.map { (tower: $0.tower, crossing: $0.crossing) }
    }
}
