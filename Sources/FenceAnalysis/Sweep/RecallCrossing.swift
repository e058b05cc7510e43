import FenceExperiment
import FenceStats

/// Where one strategy's entry recall crosses a target along a single swept parameter, with a bootstrap
/// percentile interval.
///
/// The estimate interpolates the pooled recall of each point (`CurveCrossing`: monotone cubic, Brent
/// root; the first crossing in the swept order). The interval resamples *replications* with replacement
/// — the same resampled replications at every point, because under common random numbers a replication
/// is one commute seen at every point — recomputes the pooled recalls and the crossing, and takes the
/// 2.5 % and 97.5 % quantiles (type 7). A resample whose curve never crosses the target counts as a
/// crossing before the smallest or after the largest swept value (whichever side the curve's trend puts
/// it on); a bound that falls there is reported as lying outside the range instead of being invented.
public struct RecallCrossing: Sendable, Equatable, Codable {
    /// A bound of the bootstrap interval: a swept value inside the range, or outside it.
    public struct Bound: Sendable, Equatable, Codable {
        /// Where the bound lies.
        public enum Position: String, Sendable, Codable {
            /// Before the smallest swept value.
            case belowRange
            /// Inside the swept range, at ``value``.
            case inside
            /// After the largest swept value.
            case aboveRange
        }

        /// Where the bound lies.
        public var position: Position
        /// The swept value (inside the range only).
        public var value: Double?

        /// The bound at `value`: −∞ is below the range, +∞ above it; nil for NaN.
        init?(_ value: Double) {
            if value.isNaN { return nil }
            position = value == -.infinity ? .belowRange : value == .infinity ? .aboveRange : .inside
            self.value = value.isFinite ? value : nil
        }
    }

    /// How the estimated recall curve relates to the target.
    public enum Status: String, Sendable, Codable {
        /// It crosses the target inside the swept range.
        case crosses
        /// Recall is above the target at every swept value.
        case aboveEverywhere
        /// Recall is below the target at every swept value.
        case belowEverywhere
    }

    /// The strategy's label.
    public var strategy: String
    /// The swept path.
    public var path: String
    /// The recall target.
    public var target: Double
    /// How the curve of point estimates relates to the target.
    public var status: Status
    /// The interpolated swept value where recall reaches the target (with ``Status/crosses``).
    public var value: Double?
    /// The smallest and largest swept values.
    public var rangeLower: Double
    public var rangeUpper: Double
    /// 2.5 % bootstrap quantile (nil when no resample was usable).
    public var lower: Bound?
    /// 97.5 % bootstrap quantile (nil when no resample was usable).
    public var upper: Bound?
    /// Bootstrap resamples drawn.
    public var resamples: Int
    /// Resamples whose recall curve did not cross the target inside the swept range.
    public var resamplesWithoutCrossing: Int

    /// The stable name of the bootstrap's random stream for `label` (master seed = the results' seed,
    /// replication 0).
    public static func streamName(strategy label: String) -> String { "analysis.crossing/\(label)" }

    /// The crossing for strategy `label` of a single-dimension sweep; nil when the sweep has other than
    /// one dimension, fewer than two values, or a point without visits.
    public init?(results: ExperimentResults, strategy label: String, target: Double, resamples: Int) {
        guard results.sweep.count == 1, let dimension = results.sweep.first, dimension.values.count >= 2 else {
            return nil
        }
        // Per point (in increasing swept value) and replication: detected and counted visits.
        let order = results.points.sorted { ($0.values[dimension.path] ?? 0) < ($1.values[dimension.path] ?? 0) }
        let x = order.map { $0.values[dimension.path] ?? 0 }
        let slot = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.index, $0) })
        var detected = [[Int]](repeating: [Int](repeating: 0, count: results.replications), count: x.count)
        var visits = detected
        for row in results.rows where row.strategy == label {
            guard let k = slot[row.point], row.replication < results.replications else { continue }
            detected[k][row.replication] = row.metrics.entriesDetected
            visits[k][row.replication] = row.metrics.visits
        }
        guard visits.allSatisfy({ $0.reduce(0, +) > 0 }) else { return nil }
        let recall = zip(detected, visits).map { Double($0.reduce(0, +)) / Double($1.reduce(0, +)) }
        let increasing = recall.last! >= recall.first!

        strategy = label
        path = dimension.path
        rangeLower = x.first!
        rangeUpper = x.last!
        self.target = target
        self.resamples = resamples
        switch Self.locate(x: x, y: recall, target: target) {
        case .crossing(let at):
            status = .crosses
            value = at
        case .above: status = .aboveEverywhere
        case .below: status = .belowEverywhere
        }

        // Bootstrap: a crossing before the range is −∞, after it +∞, in the swept value's order.
        let stream = RandomStream(masterSeed: results.seed, replication: 0, name: Self.streamName(strategy: label))
        var replicates: [Double] = []
        var outside = 0
        var drawn = [Int](repeating: 0, count: results.replications)
        for _ in 0..<resamples {
            for i in drawn.indices { drawn[i] = stream.index(below: results.replications) }
            let y = zip(detected, visits).map { d, v -> Double in
                let trials = drawn.reduce(0) { $0 + v[$1] }
                return trials > 0 ? Double(drawn.reduce(0) { $0 + d[$1] }) / Double(trials) : .nan
            }
            guard y.allSatisfy(\.isFinite) else { continue }
            switch Self.locate(x: x, y: y, target: target) {
            case .crossing(let at): replicates.append(at)
            case .above:
                outside += 1
                replicates.append(increasing ? -.infinity : .infinity)
            case .below:
                outside += 1
                replicates.append(increasing ? .infinity : -.infinity)
            }
        }
        resamplesWithoutCrossing = outside
        replicates.sort()
        lower = Bound(Self.quantile(replicates, 0.025))
        upper = Bound(Self.quantile(replicates, 0.975))
    }

    enum Location {
        case crossing(Double)
        case above, below
    }

    /// The first crossing of `target` by the interpolated curve, or which side it stays on.
    static func locate(x: [Double], y: [Double], target: Double) -> Location {
        if let at = try? CurveCrossing.locate(x: x, y: y, target: target) { return .crossing(at) }
        return y.allSatisfy { $0 > target } ? .above : .below
    }

    /// Type-7 quantile of ascending `sorted` values that may include ±∞: an order statistic next to an
    /// infinite one takes the infinite value (an open bound). NaN when empty.
    package static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let h = Double(sorted.count - 1) * p
        let k = Int(h.rounded(.down))
        let fraction = h - Double(k)
        let a = sorted[k], b = sorted[min(k + 1, sorted.count - 1)]
        if fraction == 0 || a == b { return a }
        if !a.isFinite { return a }
        if !b.isFinite { return b }
        return a + fraction * (b - a)
    }
}
