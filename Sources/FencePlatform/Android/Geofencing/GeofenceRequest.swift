import FenceKernel
import FenceWorld

/// Geofence transitions as a set (`Geofence.GEOFENCE_TRANSITION_*`, whose bit values these keep): the
/// transitions an app asks to hear about, and those that fire for the state found when a geofence is
/// added (`GeofencingRequest.INITIAL_TRIGGER_*`) [@GMSGeofencingRequest].
public struct GeofenceTransitions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let enter = GeofenceTransitions(rawValue: 1)
    public static let exit = GeofenceTransitions(rawValue: 2)
    public static let dwell = GeofenceTransitions(rawValue: 4)
}

/// One geofence as an app registers it (`Geofence.Builder` plus the request's initial trigger): a circle
/// of the app's choosing (a world fence's centre, with the fence's radius or another), the transitions
/// to report and how.
public struct GeofenceRequest: Sendable, Equatable {
    /// The request identifier; registering it again replaces the earlier geofence.
    public var id: String
    /// The centre, local metres.
    public var center: LocalPoint
    /// The radius, metres. Not enlarged: a fence below the recommended 100–150 m simply fires less.
    public var radiusMeters: Double
    /// The transitions to report.
    public var transitions: GeofenceTransitions
    /// How long the device must stay inside after an ENTER before DWELL fires, seconds
    /// (`setLoiteringDelay`).
    public var loiteringDelaySeconds: Double
    /// How long the system may hold a transition before delivering it, seconds
    /// (`setNotificationResponsiveness`, best effort; 0 = at once, the API's default).
    public var responsivenessSeconds: Double
    /// The transitions that fire for the state the first evaluation finds (default ENTER and DWELL, as
    /// `GeofencingRequest.Builder`'s [@GMSGeofencingRequest]).
    public var initialTrigger: GeofenceTransitions

    /// A request; by default ENTER and EXIT, no loitering, no responsiveness hold, the API's default
    /// initial trigger.
    public init(
        id: String, center: LocalPoint, radiusMeters: Double, transitions: GeofenceTransitions = [.enter, .exit],
        loiteringDelaySeconds: Double = 0, responsivenessSeconds: Double = 0,
        initialTrigger: GeofenceTransitions = [.enter, .dwell]
    ) {
        self.id = id
        self.center = center
        self.radiusMeters = radiusMeters
        self.transitions = transitions
        self.loiteringDelaySeconds = loiteringDelaySeconds
        self.responsivenessSeconds = responsivenessSeconds
        self.initialTrigger = initialTrigger
    }

    /// A request for world fence `fence` at its own radius, or at `radiusMeters` when given.
    public init(fence: Fence, radiusMeters: Double? = nil) {
        self.init(id: fence.id, center: fence.center, radiusMeters: radiusMeters ?? fence.radiusMeters)
    }
}

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

/// One transition the Geofencing API delivers to the app (a `GeofencingEvent`).
public struct GeofenceTransition: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable { case enter, exit, dwell }

    /// The geofence's request identifier.
    public var fenceID: String
    public var kind: Kind
    /// The fix that decided it (`getTriggeringLocation()`); for DWELL, the last fix judged inside.
    public var location: Location
    /// When the system decided it; it is delivered at or after this instant (the responsiveness hold).
    public var judgedAt: SimTime
}
