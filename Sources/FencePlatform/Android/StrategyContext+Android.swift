import FenceKernel
import FenceWorld

/// The Android platform's calls, as an Android app makes them. Under iOS each ends the run with a
/// failure message naming it.
extension StrategyContext {
    /// Starts (or replaces) the Fused Location Provider request named `id`; its locations come back as
    /// ``AndroidEvent/locations(_:request:)``.
    public mutating func requestLocationUpdates(_ id: ManagerID, _ request: LocationRequest) {
        android(.requestLocationUpdates(id, request))
    }

    /// Ends the request named `id`.
    public mutating func removeLocationUpdates(_ id: ManagerID) { android(.removeLocationUpdates(id)) }

    /// Acquires the app's partial wake lock: the CPU stays awake until ``releaseWakeLock()`` (except in
    /// Doze's idle periods, which ignore it).
    public mutating func acquireWakeLock() { android(.acquireWakeLock) }

    /// Releases the app's wake lock.
    public mutating func releaseWakeLock() { android(.releaseWakeLock) }

    /// Sets a wake-up alarm `delay` from now: `exact` fires on time (outside Doze), inexact anywhere
    /// in a window after it (with other wake-ups). It comes back as ``StrategyEvent/timer(_:tag:)``;
    /// ``cancelTimer(_:)`` cancels it.
    @discardableResult
    public mutating func setAlarm(after delay: SimTime, exact: Bool, tag: Int = 0) -> TimerID {
        let id = takeTimerID()
        android(.setAlarm(id, after: delay, exact: exact, tag: tag))
        return id
    }

    /// Starts a foreground service: the app is exempt from Background Location Limits until
    /// ``stopForegroundService()``.
    public mutating func startForegroundService() { android(.startForegroundService) }

    /// Stops the foreground service.
    public mutating func stopForegroundService() { android(.stopForegroundService) }

    /// Registers `geofence` with the Geofencing API.
    public mutating func addGeofence(_ geofence: AndroidGeofence) { android(.addGeofence(geofence)) }

    /// Removes geofence `id`.
    public mutating func removeGeofence(id: String) { android(.removeGeofence(id: id)) }

    /// Adds an AOSP proximity alert `id` around `center`.
    public mutating func addProximityAlert(id: String, center: LocalPoint, radiusMeters: Double) {
        android(.addProximityAlert(id: id, center: center, radiusMeters: radiusMeters))
    }

    /// Removes proximity alert `id`.
    public mutating func removeProximityAlert(id: String) { android(.removeProximityAlert(id: id)) }
}
