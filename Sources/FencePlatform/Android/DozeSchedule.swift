import FenceDevice
import FenceKernel
import FenceWorld

/// When the phone is in Doze's deep idle: a function of the world and the run's start alone, since Doze
/// follows the phone's stillness (the run is unplugged with the screen off throughout; it was plugged in
/// before its start, so stillness counts from the start at the earliest).
///
/// A still stretch of the world (``ActivityTimeline/stretches(of:)``: stationary, not merely a vehicle
/// at a light) that lasts `dozeEntrySeconds` puts the phone in idle; idle periods and maintenance
/// windows then alternate — the first idle `dozeFirstIdleSeconds`, the first window
/// `dozeMaintenanceSeconds`, each next one `dozeIdleFactor` times longer up to its maximum — until the
/// phone moves, which ends Doze at once [@AOSPDeviceIdle]. Simplifications [A]: stillness for the
/// whole entry delay (AOSP's INACTIVE phase ignores motion; its later phases restart on it), no
/// light Doze (it defers jobs and network access, which no strategy uses), and an alarm due within the
/// hour does not hold off idle. The screen's on-share (`device.app.screenOnShare`) is a time average
/// with no on/off instants, so it does not keep the phone out of Doze.
struct DozeSchedule: Sendable {
    /// The still stretches: start and end (``SimTime/never`` for the last, the world's end).
    private let still: [(start: SimTime, end: SimTime)]
    private let parameters: AndroidParameters

    /// The schedule of a run in `world` that starts (is unplugged) at `start`.
    init(world: World, start: SimTime, parameters: AndroidParameters) {
        self.parameters = parameters
        let stretches = ActivityTimeline.stretches(of: world)
        var still: [(start: SimTime, end: SimTime)] = []
        for (index, stretch) in stretches.enumerated() where !stretch.activity.isMoving {
            let end = index + 1 < stretches.count ? stretches[index + 1].start : .never
            if end > start { still.append((max(stretch.start, start), end)) }
        }
        self.still = parameters.doze ? still : []
    }

    /// Whether the phone is in an idle period at `time`, and when that next changes (``SimTime/never``
    /// when it never does).
    func phase(at time: SimTime) -> (idle: Bool, until: SimTime) {
        // The last still stretch starting at or before `time`.
        var low = 0, high = still.count
        while low < high {
            let mid = (low + high) / 2
            if still[mid].start <= time { low = mid + 1 } else { high = mid }
        }
        let index = low - 1
        let nextStillStart = low < still.count ? still[low].start : .never
        guard index >= 0, time < still[index].end else {
            // Moving: nothing changes before the next still stretch's entry delay has run.
            return (false, nextStillStart == .never ? .never : nextStillStart + .seconds(parameters.dozeEntrySeconds))
        }
        let (start, end) = still[index]
        var phaseStart = start + .seconds(parameters.dozeEntrySeconds)
        guard time >= phaseStart else { return (false, min(phaseStart, end)) }
        var idleSeconds = parameters.dozeFirstIdleSeconds
        var maintenanceSeconds = parameters.dozeMaintenanceSeconds
        var idle = true
        while true {
            let phaseEnd = phaseStart + .seconds(idle ? idleSeconds : maintenanceSeconds)
            if phaseEnd >= end { return (idle, end) }
            if time < phaseEnd { return (idle, phaseEnd) }
            if !idle {
                idleSeconds = min(idleSeconds * parameters.dozeIdleFactor, parameters.dozeMaximumIdleSeconds)
                maintenanceSeconds = min(
                    maintenanceSeconds * parameters.dozeIdleFactor, parameters.dozeMaximumMaintenanceSeconds)
            }
            idle.toggle()
            phaseStart = phaseEnd
        }
    }
}
