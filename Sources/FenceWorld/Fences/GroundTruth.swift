import FenceKernel

/// The commuter crossing a fence boundary.
public struct FenceTransition: Hashable, Sendable {
    /// Entering or leaving.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// From outside to inside.
        case enter
        /// From inside to outside.
        case exit
    }

    /// Index of the fence in ``World/fences``.
    public var fenceIndex: Int
    /// Entering or leaving.
    public var kind: Kind
    /// The crossing instant (the exact root, rounded to the microsecond).
    public var time: SimTime
    /// The exact crossing point on the circle, in local metres.
    public var position: LocalPoint
}

/// One stay inside a fence: the interval [enter, exit).
public struct FenceVisit: Hashable, Sendable {
    /// Index of the fence in ``World/fences``.
    public var fenceIndex: Int
    /// The entry instant (the trajectory start when ``startsInside``).
    public var enter: SimTime
    /// The exit instant (the trajectory end when ``endsInside``).
    public var exit: SimTime
    /// Inside already at the trajectory start: no entry event happened.
    public var startsInside: Bool
    /// Still inside at the trajectory end: no exit event happened.
    public var endsInside: Bool

    /// Time spent inside, in seconds.
    public var dwellSeconds: Double { (exit - enter).seconds }
}

/// The exact fence transitions and visits of a trajectory.
///
/// Inside means strictly closer to the centre than the radius. On each straight segment
/// x(s) = p + s·d the squared distance to a centre is a convex quadratic in s, so the boundary is
/// crossed at most twice; which roots count follows from whether each vertex is inside (tested once
/// per vertex, so adjacent segments always agree), and the crossing points are the roots of
/// |p − c + s·d|² = r² computed in the cancellation-free form. Candidate fences per segment come
/// from a ``FenceIndex``. Two transitions of the same fence less than a microsecond apart (a
/// graze) are dropped together, so every visit has a positive length.
public struct GroundTruth: Sendable {
    /// Whether the commuter is inside each fence at the trajectory start (by fence index).
    public let initiallyInside: [Bool]
    /// Every transition, by time (ties by fence index, exits first).
    public let transitions: [FenceTransition]
    /// Every visit, by entry time (ties by fence index).
    public let visits: [FenceVisit]
    private let visitIndicesByFence: [[Int]]

    /// Computes the ground truth of `fences` (already validated) along `trajectory`.
    public init(fences: [Fence], trajectory: Trajectory) {
        let index = FenceIndex(fences)
        let points = trajectory.points, times = trajectory.times
        var perFence = [[FenceTransition]](repeating: [], count: fences.count)
        var initiallyInside = [Bool](repeating: false, count: fences.count)
        index.forEachCandidate(in: LocalRect(center: points[0], radiusMeters: 0)) {
            initiallyInside[$0] = fences[$0].contains(points[0])
        }
        var stamp = [Int](repeating: -1, count: fences.count)
        for segment in 0..<trajectory.segmentCount {
            let p = points[segment], q = points[segment + 1]
            guard p != q else { continue }
            let t0 = Double(times[segment]), duration = Double(times[segment + 1] - times[segment])
            trajectory.forEachPiece(of: segment, maximumLengthMeters: FenceIndex.cellSizeMeters) { a, b in
                index.forEachCandidate(in: LocalRect(bounding: [a, b])) { fenceIndex in
                    guard stamp[fenceIndex] != segment else { return }
                    stamp[fenceIndex] = segment
                    for (kind, s) in Self.crossings(of: fences[fenceIndex], from: p, to: q) {
                        let time = SimTime(microseconds: Int64((t0 + s * duration).rounded()))
                        perFence[fenceIndex].append(
                            FenceTransition(
                                fenceIndex: fenceIndex, kind: kind, time: time,
                                position: p.interpolated(to: q, fraction: s)))
                    }
                }
            }
        }
        for fenceIndex in perFence.indices { perFence[fenceIndex] = Self.droppingGrazes(perFence[fenceIndex]) }

        var visits: [FenceVisit] = []
        for (fenceIndex, list) in perFence.enumerated() {
            var openSince: SimTime? = initiallyInside[fenceIndex] ? trajectory.startTime : nil
            var openedByEntry = !initiallyInside[fenceIndex]
            for transition in list {
                switch transition.kind {
                case .enter:
                    openSince = transition.time
                    openedByEntry = true
                case .exit:
                    visits.append(
                        FenceVisit(
                            fenceIndex: fenceIndex, enter: openSince!, exit: transition.time,
                            startsInside: !openedByEntry,
                            endsInside: false))
                    openSince = nil
                }
            }
            if let since = openSince {
                visits.append(
                    FenceVisit(
                        fenceIndex: fenceIndex, enter: since, exit: trajectory.endTime, startsInside: !openedByEntry,
                        endsInside: true))
            }
        }
        visits.sort { ($0.enter, $0.fenceIndex) < ($1.enter, $1.fenceIndex) }
        var byFence = [[Int]](repeating: [], count: fences.count)
        for (position, visit) in visits.enumerated() { byFence[visit.fenceIndex].append(position) }

        self.initiallyInside = initiallyInside
        self.transitions = perFence.flatMap { $0 }.sorted {
            ($0.time, $0.fenceIndex, $0.kind == .enter ? 1 : 0) < ($1.time, $1.fenceIndex, $1.kind == .enter ? 1 : 0)
        }
        self.visits = visits
        visitIndicesByFence = byFence
    }

    /// The visits of fence `fenceIndex`, in time order.
    public func visits(ofFence fenceIndex: Int) -> [FenceVisit] { visitIndicesByFence[fenceIndex].map { visits[$0] } }

    /// Whether the commuter is inside fence `fenceIndex` at `time` (visits are [enter, exit)).
    /// O(log v) in the fence's number of visits.
    public func isInside(fence fenceIndex: Int, at time: SimTime) -> Bool {
        let indices = visitIndicesByFence[fenceIndex]
        var low = 0, high = indices.count  // first visit entered after `time`
        while low < high {
            let mid = (low + high) >> 1
            if visits[indices[mid]].enter <= time { low = mid + 1 } else { high = mid }
        }
        return low > 0 && time < visits[indices[low - 1]].exit
    }

    /// The boundary crossings of `fence` on the segment from `p` to `q` (p ≠ q), as (kind, s) with
    /// s ∈ [0, 1] the fraction of the segment.
    static func crossings(of fence: Fence, from p: LocalPoint, to q: LocalPoint) -> [(FenceTransition.Kind, Double)] {
        let startInside = fence.contains(p), endInside = fence.contains(q)
        if startInside && endInside { return [] }  // convex: inside all along
        let d = q - p, m = p - fence.center
        let a = d.squaredLength, b = d.dot(m), c = m.squaredLength - fence.radiusMeters * fence.radiusMeters
        let discriminant = b * b - a * c
        guard discriminant > 0 else {
            // No real crossing; only possible numerically when a vertex sits on the boundary.
            if startInside != endInside { return [(startInside ? .exit : .enter, startInside ? 1 : 0)] }
            return []
        }
        // Roots of a s² + 2b s + c = 0 without cancellation: s = c / k and s = k / a, k = −b ∓ √disc.
        let k = -b - (b >= 0 ? 1 : -1) * discriminant.squareRoot()
        let r1 = k / a, r2 = k != 0 ? c / k : r1
        let low = min(r1, r2), high = max(r1, r2)
        func clamped(_ s: Double) -> Double { min(1, max(0, s)) }
        switch (startInside, endInside) {
        case (true, false): return [(.exit, clamped(high))]
        case (false, true): return [(.enter, clamped(low))]
        default: return low > 0 && high < 1 ? [(.enter, low), (.exit, high)] : []
        }
    }

    /// Removes adjacent pairs of transitions at the same microsecond (they alternate, so the
    /// remaining ones still do).
    private static func droppingGrazes(_ list: [FenceTransition]) -> [FenceTransition] {
        var result: [FenceTransition] = []
        result.reserveCapacity(list.count)
        for transition in list {
            if let last = result.last, last.time == transition.time {
                result.removeLast()
            } else {
                result.append(transition)
            }
        }
        return result
    }
}
