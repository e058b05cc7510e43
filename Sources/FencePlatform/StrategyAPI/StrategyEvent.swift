import FenceDevice

/// What the platform tells a strategy. Every event is delivered to the app at the current time and
/// costs a CPU burst on the device (the app runs to handle it).
public enum StrategyEvent: Sendable, Equatable {
    /// A location from the standard location service of `manager` (after its distance filter). The
    /// first delivery after a start may be the cached last location, with an old timestamp.
    case location(Location, manager: ManagerID)
    /// A significant-change delivery (cell accuracy). Wakes or relaunches the app.
    case significantChange(Location)
    /// Region monitoring reports that the device entered the region of fence `fenceID`.
    case regionEntered(fenceID: String)
    /// Region monitoring reports that the device left the region of fence `fenceID`.
    case regionExited(fenceID: String)
    /// Monitoring fence `fenceID` failed (for example the 21st region).
    case regionMonitoringFailed(fenceID: String, reason: String)
    /// A timer the app scheduled fired.
    case timer(TimerID, tag: Int)
    /// The activity classifier reports `activity` (activity updates running): once when they start,
    /// then at each change, late by the classifier's detection delay and sometimes wrong (see
    /// ``ActivityTimeline``). Moving or stationary is ``MotionActivity/isMoving``. Wakes the app.
    case activityChanged(MotionActivity)
    /// The system paused the updates of `manager` (``LocationPausing/automatic(_:)``, iOS
    /// `locationManagerDidPauseLocationUpdates`): they stay off until the app starts the manager again.
    /// Wakes the app.
    case locationUpdatesPaused(manager: ManagerID)
    /// A live-updates session of `manager` (``LocationPausing/whenStationary``) became stationary (its
    /// updates stop until the phone moves) or moves again (they resume): iOS 17
    /// `CLLocationUpdate.isStationary`. Wakes the app.
    case stationaryChanged(manager: ManagerID, isStationary: Bool)
    /// An Android-only event (location deliveries, geofence transitions, proximity alerts).
    case android(AndroidEvent)
}
