import FenceKernel

/// The app's inexact alarms: each may fire anywhere in a window after its trigger time, and fires at the
/// first wake-up of the app inside that window (batched with it), else at the window's end.
///
/// AOSP's `AlarmManagerService` gives an alarm set for `futurity` from now a window of
/// `inexactAlarmWindowFraction` × futurity (0.75) after its trigger, none below 10 s of futurity
/// (`MIN_FUZZABLE_INTERVAL`), and delivers alarms whose windows overlap in one batch
/// [@AOSPAlarmManager]. Firing an alarm with the next wake-up of any kind inside its window is FenceSim's
/// simplification of the batching [A]. The window's end is the app timer's instant (``AppExecution``);
/// this type keeps when each window opens.
struct InexactAlarms: Sendable {
    /// AOSP's `MIN_FUZZABLE_INTERVAL`: alarms due sooner than this get no window.
    static let minimumFuzzableDelay = SimTime.seconds(10)

    private var windows: [(id: TimerID, tag: Int, opens: SimTime)] = []

    /// The delay from now to the end of the window of an alarm set `delay` from now.
    static func windowEnd(after delay: SimTime, fraction: Double) -> SimTime {
        guard delay >= minimumFuzzableDelay else { return max(.zero, delay) }
        return delay + SimTime(microseconds: Int64((Double(delay.microseconds) * fraction).rounded()))
    }

    /// Adds alarm `id`, whose window opens at `opens`.
    mutating func add(_ id: TimerID, tag: Int, opens: SimTime) {
        remove(id)
        windows.append((id, tag, opens))
    }

    /// Forgets alarm `id` (it fired or was cancelled).
    mutating func remove(_ id: TimerID) { windows.removeAll { $0.id == id } }

    /// The alarms whose window is open at `now`, in the order they were set (taken off the list).
    mutating func takeOpen(at now: SimTime) -> [(id: TimerID, tag: Int)] {
        let open = windows.filter { $0.opens <= now }
        guard !open.isEmpty else { return [] }
        windows.removeAll { $0.opens <= now }
        return open.map { ($0.id, $0.tag) }
    }
}
