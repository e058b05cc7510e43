import FenceKernel

/// A one-shot network fix (Wi-Fi or cell) in progress: measured at ``measuredAt``, waiting for the
/// end of the scan or CPU work, then possibly for a database lookup on the data radio.
struct NetworkFixRequest: Sendable, Equatable {
    /// What the request waits for.
    enum Phase: Sendable, Equatable {
        /// The scan (Wi-Fi) or CPU work (cell) ends at ``NetworkFixRequest/nextWake``.
        case measuring
        /// The lookup's transfer completes at ``NetworkFixRequest/nextWake``.
        case lookingUp
    }

    /// The instant the position is measured (the request time); errors are keyed by its second.
    let measuredAt: SimTime
    var phase = Phase.measuring
    var nextWake: SimTime
}
