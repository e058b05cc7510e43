import FenceKernel

/// A geofence registration the system refused (`GeofenceStatusCodes`).
public enum GeofenceRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The app already has the maximum number of geofences (`GEOFENCE_TOO_MANY_GEOFENCES`).
    case tooManyGeofences(limit: Int)

    public var description: String {
        switch self {
        case .tooManyGeofences(let limit): "the limit of \(limit) geofences per app is reached"
        }
    }
}

/// One transition the Geofencing API decided for one geofence, before delivery (the engine groups those
/// delivered together into ``AndroidEvent/geofenceTransition(_:ids:location:)``).
struct GeofenceDecision: Sendable, Equatable {
    /// The geofence's request identifier.
    var fenceID: String
    var transition: GeofenceTransition
    /// The fix that decided it (`getTriggeringLocation()`); for DWELL, the last fix judged inside.
    var location: Location
    /// When the system decided it; it is delivered at or after this instant (the responsiveness hold).
    var judgedAt: SimTime
}
