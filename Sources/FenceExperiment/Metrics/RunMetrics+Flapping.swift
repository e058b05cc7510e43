import FenceKernel
import FencePlatform
import FenceWorld

/// The counts behind the notification-spam metrics of one run: a user is notified of every declared
/// entry and exit, so a strategy that flaps across a fence notifies many times per true visit.
///
/// Absent (nil in ``RunMetrics/flapping``) in results written before these metrics existed; they are
/// shown as missing then, never as zero.
public struct FlappingCounts: Sendable, Equatable, Codable {
    /// True transitions the phone lived through, each one a notification a perfect strategy would
    /// declare: the entry of every true visit (of any dwell) that began during the run — not one already
    /// in progress when it started — plus the exit of every true visit that ended during the run.
    public var trueTransitions: Int
    /// Entry declarations that are the first declared entry of their fence within a true visit's entry
    /// window (the visit widened by `earlyToleranceSeconds` on both sides, as for ``RunMetrics/precision``).
    /// Later entries within the same window are repeats — notification spam, not hits.
    public var firstEntries: Int

    /// The counts of one run.
    public init(trueTransitions: Int, firstEntries: Int) {
        self.trueTransitions = trueTransitions
        self.firstEntries = firstEntries
    }

    /// Counts the true transitions of `world` within `start..<end` and the first entries among
    /// `detections` (in time order, their fences at the indices `fences`: ``FenceLookup/indices(of:)``), judged
    /// by `truth`.
    init(
        detections: [Detection], fences: [Int?], world: World, truth: TruthWindows, start: SimTime, end: SimTime
    ) {
        var transitions = 0
        for visit in world.groundTruth.visits where visit.enter < end && visit.exit > start {
            if visit.enter >= start && !visit.startsInside { transitions += 1 }
            if !visit.endsInside && visit.exit < end { transitions += 1 }
        }
        // By fence and entry window: whether a first entry claimed it.
        var claimed = truth.entryWindows.map { [Bool](repeating: false, count: $0.count) }
        var firstEntries = 0
        for (detection, fence) in zip(detections, fences) where detection.kind == .entered {
            guard let fence else { continue }
            let windows = truth.entryWindows[fence]
            if let unclaimed = windows.indices.first(where: {
                windows[$0].contains(detection.time) && !claimed[fence][$0]
            }) {
                claimed[fence][unclaimed] = true
                firstEntries += 1
            }
        }
        self.init(trueTransitions: transitions, firstEntries: firstEntries)
    }
}

extension RunMetrics {
    /// Declarations per true transition: (entry + exit declarations) ÷ ``FlappingCounts/trueTransitions``.
    /// A strategy that notifies every true entry and exit once, and nothing else, scores 1 (a true visit
    /// inside the run is two transitions, so this is half the declarations per true visit); flapping across
    /// a fence raises it, missed visits lower it. Nil without true transitions or counts.
    public var declarationsPerTransition: Double? {
        guard let flapping, flapping.trueTransitions > 0 else { return nil }
        return Double(entriesDeclared + exitsDeclared) / Double(flapping.trueTransitions)
    }

    /// ``Metric/firstEntryPrecision`` of this run: share of entry declarations that are the first entry of a
    /// true visit; unlike ``precision``, repeated entries within a visit count as wrong. Nil without entry
    /// declarations or counts.
    public var firstEntryPrecision: Double? { Metric.firstEntryPrecision.value(self) }

    /// ``Metric/repeatEntriesPerDay`` of this run: entry declarations within a true visit that are not its first,
    /// per simulated day (nil without counts).
    public var repeatEntriesPerDay: Double? { Metric.repeatEntriesPerDay.value(self) }
}
