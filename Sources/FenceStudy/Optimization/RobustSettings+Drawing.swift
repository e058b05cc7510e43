import FenceExperiment
import FenceStats

extension RobustSettings {
    /// The name of the random stream that draws model points (master seed = the optimisation's seed).
    public static let streamName = "optimize.robust"

    /// `count` of `points` drawn without replacement (a partial Fisher–Yates shuffle), or all of them in
    /// order when there are no more than `count`.
    public static func draw(_ count: Int, of points: [[Double]], seed: UInt64) -> [[Double]] {
        guard points.count > count else { return points }
        var order = Array(points.indices)
        let stream = RandomStream(masterSeed: seed, replication: 0, name: streamName)
        for i in 0..<count { order.swapAt(i, i + stream.index(below: order.count - i)) }
        return order.prefix(count).map { points[$0] }
    }
}
