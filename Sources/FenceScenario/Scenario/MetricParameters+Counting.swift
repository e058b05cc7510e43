import FenceKernel
import FenceWorld

/// Why a true visit's entry is not counted (``MetricParameters/entryExclusion(of:start:end:)``).
public enum VisitExclusion: String, Sendable, Codable, CaseIterable {
    /// It was already in progress when the run started (the commuter asleep at home): no entry to detect.
    case inProgressAtStart
    /// It is shorter than `metrics.minimumDwellSeconds`: a pass, neither required nor penalised.
    case shortDwell
    /// The trajectory (a recorded track's last fix) ends inside the fence before the minimum dwell.
    case cutShortByTrackEnd
    /// It began after the run stopped scoring: the phone's battery ran empty (battery-until-empty scoring).
    case afterPhoneDied
}

/// Which true visits a run's metrics count — one rule for the scores (`RunMetrics`), the per-visit table
/// (`visits.csv`) and the warnings about visits that cannot count.
extension MetricParameters {
    /// Why `visit`'s entry does not count in a run scored from `start` to `end` (nil: it counts). A visit counts
    /// when its dwell is at least ``minimumDwellSeconds``, it began at or after `start` (not already in progress)
    /// and before `end` (the battery's empty instant in battery-until-empty scoring, else the window's end).
    /// The caller keeps only visits with `visit.exit > start`; one beginning at or after `end` is
    /// ``VisitExclusion/afterPhoneDied``.
    public func entryExclusion(of visit: FenceVisit, start: SimTime, end: SimTime) -> VisitExclusion? {
        if visit.enter >= end { return .afterPhoneDied }
        if visit.dwellSeconds < minimumDwellSeconds { return visit.endsInside ? .cutShortByTrackEnd : .shortDwell }
        if visit.enter < start || visit.startsInside { return .inProgressAtStart }
        return nil
    }

    /// Whether `visit`'s exit counts in a run scored from `start` to `end`: its dwell is at least the minimum,
    /// it began before `end`, and its true exit happened before `end` (a visit in progress at the start counts).
    public func countsExit(of visit: FenceVisit, end: SimTime) -> Bool {
        visit.enter < end && visit.dwellSeconds >= minimumDwellSeconds && !visit.endsInside && visit.exit < end
    }
}
