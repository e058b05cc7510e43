import FenceKernel
import FenceWorld

/// One thing a strategy asked the platform to do. Collected by ``StrategyContext`` while the strategy
/// handles an event and carried out by the platform, in order, when it returns (no simulated time
/// passes in between).
public enum StrategyAction: Sendable, Equatable {
    case configureManager(ManagerID, accuracy: DesiredAccuracy, distanceFilterMeters: Double)
    case startUpdatingLocation(ManagerID)
    case stopUpdatingLocation(ManagerID)
    case startSignificantChanges
    case stopSignificantChanges
    case startMonitoring(fenceID: String)
    case stopMonitoring(fenceID: String)
    case startMonitoringCircle(regionID: String, center: LocalPoint, radiusMeters: Double)
    case scheduleTimer(TimerID, after: SimTime, tag: Int)
    case cancelTimer(TimerID)
    case upload
    case declareEntered(fenceID: String)
    case declareExited(fenceID: String)
    case startActivityUpdates
    case stopActivityUpdates
    case setPausing(ManagerID, LocationPausing)
    /// A note for the run's trace (a declarative machine's change of state): kept with the timeline when a run
    /// records one (``RunTimeline/notes``), with no effect on the phone or the platform.
    case note(String)
    /// An Android-only action (requests to the Fused Location Provider, wake locks, alarms, geofences).
    case android(AndroidAction)
}
