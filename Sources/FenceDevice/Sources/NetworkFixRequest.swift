import FenceKernel
import FenceStats
import FenceWorld
import Foundation

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

extension KeyedNoise {
    /// A displacement of log-normal length (median `medianMeters`, log-space sd `logSigma`) in a
    /// uniform direction, from lanes `lane` (length) and `lane + 1` (direction) of key `second`.
    func radialOffset(second: Int64, medianMeters: Double, logSigma: Double, lane: UInt64) -> LocalPoint {
        let length = medianMeters * exp(logSigma * normal(second, lane: lane))
        let direction = 2 * Double.pi * uniform(second, lane: lane + 1)
        return LocalPoint(x: length * cos(direction), y: length * sin(direction))
    }
}
