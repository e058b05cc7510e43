import FenceDevice
import FenceKernel

/// Activity updates (iOS Core Motion's `CMMotionActivityManager.startActivityUpdates`, Android's
/// activity-transition updates): while they run the device senses motion (``Device/startMotionSensing(at:)``)
/// and the app hears of each change the classifier reports.
///
/// The reports themselves — their delays and errors — are the device's (``ActivityTimeline``); this
/// service only turns them into kernel events while the updates run. The app gets the activity
/// reported at the start at once, and each later change when it is reported. Each report wakes the
/// app for a background window, as Android delivers transitions to a `PendingIntent`; iOS delivers
/// Core Motion updates only to a running app, so a strategy on iOS is assumed to hold a background
/// mode that keeps it running [A] (`docs/calibration.md`, "Motion sensing").
struct MotionActivityService: Sendable {
    /// Whether activity updates run.
    private(set) var isRunning = false
    /// When the updates last started (meaningful while they run).
    private(set) var startedAt: SimTime = .zero
    /// When the report scheduled last is due (nil: none pending).
    private var pending: SimTime?

    /// Starts the updates at the kernel's time; returns the activity to tell the app now, or nil
    /// when they were already running.
    mutating func start(device: inout Device, kernel: inout Kernel<PlatformEvent>) -> MotionActivity? {
        guard !isRunning else { return nil }
        isRunning = true
        startedAt = kernel.now
        device.startMotionSensing(at: kernel.now)
        scheduleNext(device: device, kernel: &kernel)
        return device.reportedActivity(at: kernel.now)
    }

    /// Stops the updates at `time`; returns whether they ran (no effect when they did not).
    mutating func stop(device: inout Device, at time: SimTime) -> Bool {
        guard isRunning else { return false }
        isRunning = false
        pending = nil
        device.stopMotionSensing(at: time)
        return true
    }

    /// An ``PlatformEvent/activityReport`` fired: the activity to tell the app, or nil when the event
    /// is stale (the updates stopped, or were restarted and the report rescheduled).
    mutating func reportDue(device: Device, kernel: inout Kernel<PlatformEvent>) -> MotionActivity? {
        guard isRunning, pending == kernel.now else { return nil }
        pending = nil
        scheduleNext(device: device, kernel: &kernel)
        return device.reportedActivity(at: kernel.now)
    }

    private mutating func scheduleNext(device: Device, kernel: inout Kernel<PlatformEvent>) {
        guard let next = device.nextActivityReport(after: kernel.now) else { return }
        pending = next.time
        _ = kernel.schedule(.activityReport, at: next.time)
    }
}
