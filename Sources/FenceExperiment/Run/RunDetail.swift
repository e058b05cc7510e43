import FenceKernel
import FencePlatform

/// What `fencesim run` keeps of each run besides its metrics, for `visits.csv` and `battery.csv`. Checkpoints and
/// parts keep it with the row (a resumed run writes the same files); `results.json` does not (its rows stay the
/// metrics alone).
public struct RunDetail: Sendable, Equatable, Codable {
    /// Every true visit of the run's span as scored (``VisitOutcome/score(_:world:parameters:horizon:)``).
    public var visits: [VisitOutcome]
    /// The battery level through the run, when asked for (``RunDetailRequest/batterySampleInterval``).
    public var battery: [RunTimeline.BatterySample]?

    public init(visits: [VisitOutcome], battery: [RunTimeline.BatterySample]?) {
        self.visits = visits
        self.battery = battery
    }
}

/// What an experiment asks of each run besides its metrics (``Experiment/detail``).
public struct RunDetailRequest: Sendable, Equatable {
    /// Keep the visits as scored.
    public var visits: Bool
    /// Keep the battery level at this interval (nil: not at all).
    public var batterySampleInterval: SimTime?

    public init(visits: Bool, batterySampleInterval: SimTime? = nil) {
        self.visits = visits
        self.batterySampleInterval = batterySampleInterval
    }

    /// Nothing besides the metrics.
    public static let none = RunDetailRequest(visits: false)

    /// Whether `detail` holds everything this asks for (a checkpoint's row written under another request may not).
    public func isMet(by detail: RunDetail?) -> Bool {
        guard self != .none else { return true }
        guard let detail else { return false }
        return batterySampleInterval == nil || detail.battery != nil
    }
}
