import FenceKernel
import FenceWorld

/// The transitions of an Android geofence (`Geofence.GEOFENCE_TRANSITION_*`).
public enum GeofenceTransition: String, Sendable, Codable, CaseIterable {
    case enter
    case exit
    /// The device stayed inside for the fence's loitering delay.
    case dwell
}

/// A geofence as an Android app registers it with the Geofencing API (`Geofence.Builder`). The
/// Geofencing API's behaviour is ``AndroidEngine``'s geofencing service's.
public struct AndroidGeofence: Sendable, Equatable {
    /// The request identifier: one of the app's fence identifiers, or a region of its own.
    public var id: String
    public var center: LocalPoint
    public var radiusMeters: Double
    /// The transitions the app wants to hear about.
    public var transitions: Set<GeofenceTransition>
    /// How long the device must stay inside before a DWELL (`setLoiteringDelay`).
    public var loiteringDelay: SimTime
    /// How late the app accepts hearing of a transition (`setNotificationResponsiveness`); zero asks
    /// for the fastest.
    public var responsiveness: SimTime

    public init(
        id: String, center: LocalPoint, radiusMeters: Double, transitions: Set<GeofenceTransition> = [.enter, .exit],
        loiteringDelay: SimTime = .zero, responsiveness: SimTime = .zero
    ) {
        self.id = id
        self.center = center
        self.radiusMeters = radiusMeters
        self.transitions = transitions
        self.loiteringDelay = loiteringDelay
        self.responsiveness = responsiveness
    }

    /// The geofence of fence `fence` (its identifier, centre and radius).
    public init(
        _ fence: Fence, transitions: Set<GeofenceTransition> = [.enter, .exit], loiteringDelay: SimTime = .zero,
        responsiveness: SimTime = .zero
    ) {
        self.init(
            id: fence.id, center: fence.center, radiusMeters: fence.radiusMeters, transitions: transitions,
            loiteringDelay: loiteringDelay, responsiveness: responsiveness)
    }
}
