import FenceDevice
import FenceKernel
import FenceWorld

/// When the phone is in Doze's deep idle: a function of the world and the run's start alone, since Doze
/// follows the phone's stillness (the run is unplugged with the screen off throughout; it was plugged in
/// before its start).
///
/// AOSP's deep-idle state machine [@AOSPDeviceIdle], driven by the world's still stretches
/// (``ActivityTimeline/stretches(of:)``: stationary, not merely a vehicle at a light):
/// - INACTIVE, which does not watch for motion, lasts `dozeInactiveSeconds` from the unplugging and
///   `dozeMotionInactiveSeconds` after motion woke the phone (`MOTION_INACTIVE_TIMEOUT`);
/// - then the significant-motion sensor is armed (IDLE_PENDING, SENSING, LOCATING:
///   `dozeIdlePendingSeconds`): motion sends the phone back to a fresh INACTIVE phase, stillness
///   throughout puts it in idle;
/// - idle periods and maintenance windows then alternate — the first idle `dozeFirstIdleSeconds`, the
///   first window `dozeMaintenanceSeconds`, each next one `dozeIdleFactor` times longer up to its
///   maximum — until the phone moves, which ends Doze.
///
/// Simplifications [A]: the significant-motion sensor fires the instant the phone moves (its few seconds
/// of latency are left out); no light Doze (it defers jobs and network access, which no strategy uses); an
/// alarm due within the hour does not hold off idle. The screen's on-share (`device.app.screenOnShare`) is
/// a time average with no on/off instants, so it does not keep the phone out of Doze.
struct DozeSchedule: Sendable {
    /// Each still stretch that reaches idle: its first idle instant and its end (``SimTime/never`` for the
    /// world's last stretch), in order.
    private let idle: [(start: SimTime, end: SimTime)]
    private let parameters: AndroidParameters

    /// The schedule of a run in `world` that starts (is unplugged) at `start`.
    init(world: World, start: SimTime, parameters: AndroidParameters) {
        self.parameters = parameters
        guard parameters.doze else {
            idle = []
            return
        }
        let motionInactive = SimTime.seconds(parameters.dozeMotionInactiveSeconds)
        let pending = SimTime.seconds(parameters.dozeIdlePendingSeconds)
        let stretches = ActivityTimeline.stretches(of: world)
        var idle: [(start: SimTime, end: SimTime)] = []
        // When the current INACTIVE phase ends and the motion sensor is armed.
        var armed = start + .seconds(parameters.dozeInactiveSeconds)
        for (index, stretch) in stretches.enumerated() where !stretch.activity.isMoving {
            let end = index + 1 < stretches.count ? stretches[index + 1].start : .never
            guard end > start else { continue }
            let stillStart = max(stretch.start, start)
            // Moving until the stretch: each armed instant meets motion and starts another INACTIVE phase.
            if armed < stillStart {
                let phases = (stillStart - armed).microseconds / motionInactive.microseconds
                armed += motionInactive * phases
                if armed < stillStart { armed += motionInactive }
            }
            if armed < end {
                if armed + pending < end { idle.append((armed + pending, end)) }
                // Motion at the stretch's end, seen by the armed sensor: a fresh INACTIVE phase.
                if end != .never { armed = end + motionInactive }
            }
        }
        self.idle = idle
    }

    /// Whether the phone is in an idle period at `time`, and when that next changes (``SimTime/never``
    /// when it never does).
    func phase(at time: SimTime) -> (idle: Bool, until: SimTime) {
        // The last stretch reaching idle whose first idle instant is at or before `time`.
        var low = 0, high = idle.count
        while low < high {
            let mid = (low + high) / 2
            if idle[mid].start <= time { low = mid + 1 } else { high = mid }
        }
        let index = low - 1
        let nextIdle = low < idle.count ? idle[low].start : .never
        guard index >= 0, time < idle[index].end else { return (false, nextIdle) }
        let end = idle[index].end
        var phaseStart = idle[index].start
        var idleSeconds = parameters.dozeFirstIdleSeconds
        var maintenanceSeconds = parameters.dozeMaintenanceSeconds
        var isIdle = true
        while true {
            let phaseEnd = phaseStart + .seconds(isIdle ? idleSeconds : maintenanceSeconds)
            if phaseEnd >= end { return (isIdle, end) }
            if time < phaseEnd { return (isIdle, phaseEnd) }
            if !isIdle {
                idleSeconds = min(idleSeconds * parameters.dozeIdleFactor, parameters.dozeMaximumIdleSeconds)
                maintenanceSeconds = min(
                    maintenanceSeconds * parameters.dozeIdleFactor, parameters.dozeMaximumMaintenanceSeconds)
            }
            isIdle.toggle()
            phaseStart = phaseEnd
        }
    }
}
