import FenceKernel
import FenceWorld

/// The true activity's stretches of one trajectory, with the two questions the platform asks of them:
/// since when has the phone stayed put, and when does it next start to move. Nothing here is random:
/// it is the ground truth that the platform's stillness rules (pauses, the stationary signal) and the
/// significant-motion detector react to.
public struct ActivityStretches: Sendable, Equatable {
    /// The stretches in time order (``ActivityTimeline/stretches(of:)``).
    public let stretches: [ActivityTimeline.Stretch]
    /// When the last stretch ends: the trajectory's end.
    public let end: SimTime

    /// The stretches of `world`'s trajectory.
    public init(world: World) {
        self.init(ActivityTimeline.stretches(of: world), end: world.trajectory.endTime)
    }

    /// Given stretches, the last ending at `end`.
    public init(_ stretches: [ActivityTimeline.Stretch], end: SimTime) {
        precondition(!stretches.isEmpty, "ActivityStretches: no stretches")
        self.stretches = stretches
        self.end = end
    }

    /// When stretch `index` ends.
    public func endOfStretch(_ index: Int) -> SimTime {
        index + 1 < stretches.count ? stretches[index + 1].start : end
    }

    /// The index of the stretch under way at `time` (the first before the start, the last after the end).
    public func stretchIndex(at time: SimTime) -> Int {
        var low = 0, high = stretches.count
        while low < high {
            let mid = (low + high) / 2
            if stretches[mid].start <= time { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// The first instant at or after `from` at which the phone has stayed put for `duration` without a
    /// break, counting only time from `from` on; `staysPut` says which true activities count as staying
    /// put. Nil when no such spell is left before the trajectory ends.
    public func firstStay(lasting duration: SimTime, from: SimTime, staysPut: (MotionActivity) -> Bool) -> SimTime? {
        var index = stretchIndex(at: from)
        var spellStart: SimTime?
        while index < stretches.count {
            let stretch = stretches[index]
            let stretchEnd = endOfStretch(index)
            if staysPut(stretch.activity) {
                let start = spellStart ?? max(stretch.start, from)
                spellStart = start
                if start + duration <= stretchEnd, start + duration <= end { return start + duration }
            } else {
                spellStart = nil
            }
            index += 1
        }
        return nil
    }

    /// The spells of movement: maximal runs of stretches whose activity ``MotionActivity/isMoving``,
    /// as (start, end) pairs in time order.
    public var movingSpells: [(start: SimTime, end: SimTime)] { spells(moving: true) }

    /// The spells of stillness (``MotionActivity/stationary`` stretches), as (start, end) pairs.
    public var stillSpells: [(start: SimTime, end: SimTime)] { spells(moving: false) }

    private func spells(moving: Bool) -> [(start: SimTime, end: SimTime)] {
        var spells: [(start: SimTime, end: SimTime)] = []
        var open: SimTime?
        for index in stretches.indices {
            let matches = stretches[index].activity.isMoving == moving
            if matches, open == nil { open = stretches[index].start }
            if !matches, let start = open {
                spells.append((start, stretches[index].start))
                open = nil
            }
        }
        if let start = open, start < end { spells.append((start, end)) }
        return spells
    }
}
