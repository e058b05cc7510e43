/// The Android engine's own kernel events (inside ``PlatformEvent/android(_:)``); the shared ones — GPS
/// epochs, one-shot fixes, timers, activity reports, the battery — are ``PlatformEvent``'s. Payloads
/// are plain numbers, like ``PlatformEvent``'s.
enum AndroidPlatformEvent: Sendable {
    /// The Fused Location Provider request at this index (``FusedLocationProvider``'s requests only
    /// grow) is due for a location.
    case requestDue(Int)
    /// The batch of the request at this index is due for delivery.
    case batchDue(Int)
    /// Doze changes phase (idle ↔ not idle); see ``DozeSchedule``.
    case dozeStep
    /// A GPS session started for a due instant has had no fix for
    /// ``FusedLocationProvider/gpsSessionTimeout``.
    case gpsSessionTimeout
    /// The Geofencing API has something due: an evaluation, a DWELL or a held delivery
    /// (``GeofencingService/nextInstant``).
    case geofencingDue
    /// The proximity alerts' location request wants its next fix (``ProximityAlertService/nextFixDue``).
    case proximityPollDue
}
