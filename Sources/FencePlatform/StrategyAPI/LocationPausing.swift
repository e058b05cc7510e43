import FenceDevice

/// Whether the system may suspend a location manager's updates while the phone stays put, and how they
/// come back.
///
/// - ``never``: updates run until the app stops them (FenceSim's default, and every strategy's unless
///   it asks: `pausesLocationUpdatesAutomatically = false`).
/// - ``automatic(_:)``: `pausesLocationUpdatesAutomatically = true` with an `activityType`
///   ([@ApplePausesAutomatically]). Once the phone has stayed put for
///   `platform.locationPauseStillSeconds` (what counts as staying put depends on the activity type), the
///   system pauses the manager — its sources stop and it no longer holds the processor — and tells the
///   app with ``StrategyEvent/locationUpdatesPaused(manager:)``. Nothing resumes it but the app's own
///   `startUpdatingLocation`: a background app must be woken for that by another service (a significant
///   change, a region exit), as Apple says and field reports confirm.
/// - ``whenStationary``: an iOS 17 `CLLocationUpdate.liveUpdates` session ([@AppleLiveUpdates]). Once the
///   phone has been truly still for `platform.liveUpdatesStationarySeconds`, the session says so
///   (``StrategyEvent/stationaryChanged(manager:isStationary:)`` with `true`) and its updates stop; the
///   system arms the phone's significant-motion detector (``SignificantMotionDetector``, drawing its
///   current), and when that fires the updates resume by themselves with `isStationary == false`.
///
/// The stillness clock starts when the phone stops moving or when the manager (re)starts, whichever is
/// later [A]: the system judges stillness from the locations it computes for the session.
public enum LocationPausing: Sendable, Equatable {
    case never
    case automatic(LocationActivityType)
    case whenStationary
}

/// The kind of movement an app declares for its location session (iOS `CLActivityType`): the cue
/// the system uses to decide that the phone stays put ([@ApplePausesAutomatically]).
public enum LocationActivityType: String, Sendable, Codable, CaseIterable {
    case other
    case automotiveNavigation
    case fitness
    case otherNavigation
    case airborne

    /// Whether a phone whose true activity is `activity` stays put as this session type sees it.
    /// Stationary always does. For the vehicle types (`automotiveNavigation`, `airborne`) walking does
    /// too: a runner looping a 100-yard track would pause an `automotiveNavigation` session but not a
    /// `fitness` one ([@WWDC2013CoreLocation]); a pedestrian moves too little for a car's or a plane's
    /// scale [A]. For the other types only stationary counts.
    public func staysPut(_ activity: MotionActivity) -> Bool {
        switch (self, activity) {
        case (_, .stationary): true
        case (.automotiveNavigation, .walking), (.airborne, .walking): true
        default: false
        }
    }

    /// Every type's name, for parameter declarations.
    public static var names: [String] { allCases.map(\.rawValue) }
}
