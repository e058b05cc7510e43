import FenceKernel
import FencePlatform
import FenceScenario
import FenceWorld

/// When a declared entry or exit of each fence is true, as the metrics judge it (one rule for the
/// scores and for the trace's event log):
/// - an entry is true inside a true visit of its fence (of any dwell), widened by
///   `earlyToleranceSeconds` on both sides;
/// - an exit is true from `earlyToleranceSeconds` before a true exit to `exitDeadlineSeconds` after it
///   (a visit still going on at the horizon has no exit).
struct TruthWindows {
    /// Each fence's entry windows, by the fence's index in the world, in ground-truth order (read by
    /// ``FlappingCounts``).
    private(set) var entryWindows: [[ClosedRange<SimTime>]]
    private var exitWindows: [[ClosedRange<SimTime>]]
    /// The index of each fence id in the world's fences.
    let fences: FenceLookup

    /// The windows of every true visit in `world`'s ground truth.
    init(world: World, parameters: MetricParameters) {
        let early = SimTime.seconds(parameters.earlyToleranceSeconds)
        entryWindows = Array(repeating: [], count: world.fences.count)
        exitWindows = entryWindows
        fences = FenceLookup(world.fences)
        for visit in world.groundTruth.visits {
            entryWindows[visit.fenceIndex].append((visit.enter - early)...(visit.exit + early))
            if !visit.endsInside {
                exitWindows[visit.fenceIndex].append(Self.exitWindow(of: visit, parameters: parameters))
            }
        }
    }

    /// When an exit declared for `visit` is true (and detects its exit): from `earlyToleranceSeconds`
    /// before the true exit to `exitDeadlineSeconds` after it.
    static func exitWindow(of visit: FenceVisit, parameters: MetricParameters) -> ClosedRange<SimTime> {
        let early = SimTime.seconds(parameters.earlyToleranceSeconds)
        return (visit.exit - early)...(visit.exit + .seconds(parameters.exitDeadlineSeconds))
    }

    /// Whether a declaration of `kind` for the fence at index `fence` (nil: an id no fence has) at `time` is
    /// true.
    func isTrue(_ kind: Detection.Kind, fence: Int?, at time: SimTime) -> Bool {
        guard let fence else { return false }
        return (kind == .entered ? entryWindows : exitWindows)[fence].contains { $0.contains(time) }
    }

    /// Whether a declaration of `kind` for `fenceID` at `time` is true.
    func isTrue(_ kind: Detection.Kind, fenceID: String, at time: SimTime) -> Bool {
        isTrue(kind, fence: fences.index(of: fenceID), at: time)
    }
}
