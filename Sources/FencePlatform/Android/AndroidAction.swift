import FenceKernel
import FenceWorld

/// What an Android app asks of the platform beyond what both platforms share (timers, uploads,
/// declarations, activity updates: the other cases of ``StrategyAction``). Carried by
/// ``StrategyAction/android(_:)``; under iOS, any of them ends the run with a failure message.
public enum AndroidAction: Sendable, Equatable {
    /// `requestLocationUpdates`: starts (or replaces) the Fused Location Provider request named `id`.
    case requestLocationUpdates(ManagerID, LocationRequest)
    /// `removeLocationUpdates`: ends request `id`.
    case removeLocationUpdates(ManagerID)
    /// Acquires the app's partial wake lock: the CPU stays awake until it is released (Doze ignores it).
    case acquireWakeLock
    /// Releases the app's wake lock.
    case releaseWakeLock
    /// An `AlarmManager` wake-up alarm `delay` from now; exact (`setExact`) or inexact (`set`, batched
    /// into a window after the trigger). It comes back as ``StrategyEvent/timer(_:tag:)``; `cancelTimer`
    /// cancels it.
    case setAlarm(TimerID, after: SimTime, exact: Bool, tag: Int)
    /// `startForeground`: the app runs a foreground service, which exempts it from Background Location
    /// Limits until it stops.
    case startForegroundService
    /// `stopForeground`.
    case stopForegroundService
    /// Registers a geofence with the Geofencing API (at most 100 per app).
    case addGeofence(AndroidGeofence)
    /// Removes geofence `id`.
    case removeGeofence(id: String)
    /// `LocationManager.addProximityAlert` (AOSP framework) around `center`.
    case addProximityAlert(id: String, center: LocalPoint, radiusMeters: Double)
    /// `LocationManager.removeProximityAlert`.
    case removeProximityAlert(id: String)
}

/// What the Android platform tells an app beyond the shared events. Carried by
/// ``StrategyEvent/android(_:)``; every one is a callback that wakes the CPU for its work.
public enum AndroidEvent: Sendable, Equatable {
    /// Locations of request `request`: one, or a batch (oldest first) when the request batches.
    case locations([Location], request: ManagerID)
    /// The Geofencing API reports `transition` for the geofences `ids`, triggered by `location`.
    case geofenceTransition(GeofenceTransition, ids: [String], location: Location?)
    /// Registering geofence `id` failed (`GEOFENCE_TOO_MANY_GEOFENCES` …).
    case geofenceFailed(id: String, reason: String)
    /// A proximity alert fired: the device entered (`entering`) or left the alert's circle.
    case proximityAlert(id: String, entering: Bool)
}

extension AndroidAction {
    /// The Android call's name, for failure messages (`requestLocationUpdates`).
    public var name: String {
        switch self {
        case .requestLocationUpdates: "requestLocationUpdates"
        case .removeLocationUpdates: "removeLocationUpdates"
        case .acquireWakeLock: "acquireWakeLock"
        case .releaseWakeLock: "releaseWakeLock"
        case .setAlarm: "setAlarm"
        case .startForegroundService: "startForegroundService"
        case .stopForegroundService: "stopForegroundService"
        case .addGeofence: "addGeofence"
        case .removeGeofence: "removeGeofence"
        case .addProximityAlert: "addProximityAlert"
        case .removeProximityAlert: "removeProximityAlert"
        }
    }
}
