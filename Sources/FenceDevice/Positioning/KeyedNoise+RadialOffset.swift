import FenceStats
import FenceWorld
import Foundation

extension KeyedNoise {
    /// A displacement of log-normal length (median `medianMeters`, log-space sd `logSigma`) in a
    /// uniform direction, from lanes `lane` (length) and `lane + 1` (direction) of key `second`
    /// (the Wi-Fi and cell fix errors, the GPS multipath outlier).
    func radialOffset(second: Int64, medianMeters: Double, logSigma: Double, lane: UInt64) -> LocalPoint {
        let length = medianMeters * exp(logSigma * normal(second, lane: lane))
        let direction = 2 * Double.pi * uniform(second, lane: lane + 1)
        return LocalPoint(x: length * cos(direction), y: length * sin(direction))
    }
}
