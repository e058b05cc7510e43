import FenceKernel
import FencePlatform
import FenceScenario
import FenceWorld

/// One true visit of a fence during a run, as the metrics scored it: a row of `visits.csv`.
public struct VisitOutcome: Sendable, Equatable, Codable {
    /// The fence's id.
    public var fence: String
    /// The fence's role.
    public var role: FenceRole
    /// The true entry (the trajectory's start for a visit in progress there).
    public var enter: SimTime
    /// The true exit (the trajectory's end for a visit still in progress there).
    public var exit: SimTime
    /// Why the entry does not count for entry recall (nil: it counts).
    public var exclusion: VisitExclusion?
    /// The delay from the true entry to the first declared entry that detects it, seconds, at least 0 (nil
    /// when the entry does not count or was not detected).
    public var entryLatencySeconds: Double?
    /// Whether the exit counts for exit recall.
    public var exitCounted: Bool
    /// Whether an exit was declared in its window (false when it does not count).
    public var exitDetected: Bool
    /// Whether the phone's battery was empty at the true entry (``RunRecord/isEmpty(at:)``): the phone was off.
    public var phoneEmptyAtEntry: Bool

    /// Whether the entry counts and was detected.
    public var entryDetected: Bool { entryLatencySeconds != nil }

    /// Every true visit of `world` that overlaps the run of `record` up to `horizon`, scored against the
    /// record's declarations by ``MetricParameters/entryExclusion(of:start:end:)`` and
    /// ``MetricParameters/countsExit(of:end:)`` with the run scored until `record.endTime`: a visit in
    /// progress at the start has no entry; one counted is detected by an entry declared from
    /// `earlyToleranceSeconds` before the true entry to the true exit (or `entryDeadlineSeconds` after the
    /// entry, if sooner); an exit by one declared in its window (``TruthWindows/exitWindow(of:parameters:)``).
    /// With `horizon` later than the record's end (a battery that ran empty), the visits in between are listed
    /// as ``VisitExclusion/afterPhoneDied``. In ground-truth order (by entry time).
    public static func score(
        _ record: RunRecord, world: World, parameters: MetricParameters, horizon: SimTime? = nil
    ) -> [VisitOutcome] {
        let fences = FenceLookup(world.fences).indices(of: record.detections)
        return score(record, fences: fences, world: world, parameters: parameters, horizon: horizon)
    }

    /// ``score(_:world:parameters:horizon:)`` with the index of each detection's fence in `world.fences` given
    /// (``FenceLookup/indices(of:)``).
    static func score(
        _ record: RunRecord, fences: [Int?], world: World, parameters: MetricParameters, horizon: SimTime? = nil
    ) -> [VisitOutcome] {
        let start = record.startTime, end = record.endTime
        let until = max(horizon ?? end, end)
        let early = SimTime.seconds(parameters.earlyToleranceSeconds)
        var entriesByFence = [[SimTime]](repeating: [], count: world.fences.count)
        var exitsByFence = entriesByFence
        for (detection, fence) in zip(record.detections, fences) {
            guard let fence else { continue }
            switch detection.kind {
            case .entered: entriesByFence[fence].append(detection.time)
            case .exited: exitsByFence[fence].append(detection.time)
            }
        }
        var outcomes: [VisitOutcome] = []
        for visit in world.groundTruth.visits where visit.enter < until && visit.exit > start {
            let fence = world.fences[visit.fenceIndex]
            let exclusion = parameters.entryExclusion(of: visit, start: start, end: end)
            var latency: Double?
            if exclusion == nil {
                var deadline = visit.exit
                if let seconds = parameters.entryDeadlineSeconds {
                    deadline = min(deadline, visit.enter + .seconds(seconds))
                }
                let entries = entriesByFence[visit.fenceIndex]
                if let first = entries.first(where: { $0 >= visit.enter - early && $0 <= deadline }) {
                    latency = max(0, (first - visit.enter).seconds)
                }
            }
            let exitCounted = parameters.countsExit(of: visit, end: end)
            let exitWindow = TruthWindows.exitWindow(of: visit, parameters: parameters)
            outcomes.append(
                VisitOutcome(
                    fence: fence.id, role: fence.role, enter: visit.enter, exit: visit.exit, exclusion: exclusion,
                    entryLatencySeconds: latency, exitCounted: exitCounted,
                    exitDetected: exitCounted && exitsByFence[visit.fenceIndex].contains(where: exitWindow.contains),
                    phoneEmptyAtEntry: record.isEmpty(at: visit.enter)))
        }
        return outcomes
    }
}
