import FenceKernel

/// The app's pending timers and the events that fire them.
///
/// An app has a handful of timers pending at a time, and one is scheduled, fired or cancelled at
/// nearly every capture: a short list searched in order costs less than hashing into a dictionary.
struct PendingTimers: Sendable {
    private var entries: [(id: TimerID, token: EventToken)] = []

    /// Whether no timer is pending.
    var isEmpty: Bool { entries.isEmpty }

    /// Records `token` as the event of timer `id`, replacing the one it had.
    mutating func set(_ id: TimerID, token: EventToken) {
        if let index = entries.firstIndex(where: { $0.id == id }) {
            entries[index].token = token
        } else {
            entries.append((id, token))
        }
    }

    /// Removes timer `id` and returns its event, or nil when it is not pending.
    mutating func remove(_ id: TimerID) -> EventToken? {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        return entries.remove(at: index).token
    }
}
