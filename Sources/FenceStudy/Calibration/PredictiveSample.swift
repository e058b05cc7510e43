import FenceExperiment
import FenceStats

/// A bounded sample of the surviving points' replication values, per observation, for the posterior
/// predictive: every value while at most ``capacity`` were added, otherwise a uniform sample of ``capacity``
/// of them without replacement — those with the smallest keys, a key being 64 bits of keyed noise of the
/// seed, the point (``HistoryMatchingSettings/key(wave:index:)``), the observation and the replication
/// (bottom-k sampling). The kept set depends on which values were added, not on their order, so it is the
/// same on any thread count; memory stays at most twice ``capacity`` values per observation whatever the
/// number of points.
struct PredictiveSample: Sendable {
    /// Values kept per observation: 65 536 (half a megabyte). The committed calibration's survivors hold
    /// about 7 300 per observation, so its predictive uses every value.
    static let capacity = 65_536

    private let noise: KeyedNoise
    private let capacity: Int
    /// Per observation, (key, value) pairs.
    private var entries: [[(key: UInt64, value: Double)]]

    /// An empty sample for `observations` observations, keyed by `seed`.
    init(observations: Int, seed: UInt64, capacity: Int = Self.capacity) {
        noise = KeyedNoise(StreamSeed(masterSeed: seed, replication: 0, name: "calibration.predictive"))
        self.capacity = capacity
        entries = Array(repeating: [], count: observations)
    }

    /// Adds a surviving point's replication values (per observation, on its scale; non-finite ones left out).
    mutating func add(_ values: [[Double]], point: Int) {
        for (o, replications) in values.enumerated() {
            for (r, value) in replications.enumerated() where value.isFinite {
                entries[o].append((noise.bits(Int64(point), lane: UInt64(o) << 32 | UInt64(r)), value))
            }
            if entries[o].count > 2 * capacity { entries[o] = Self.smallest(entries[o], capacity) }
        }
    }

    /// Per observation, the values kept (in no particular order).
    var values: [[Double]] { entries.map { Self.smallest($0, capacity).map(\.value) } }

    /// The `count` pairs of smallest key (ties by value).
    private static func smallest(_ pairs: [(key: UInt64, value: Double)], _ count: Int) -> [(
        key: UInt64, value: Double
    )] {
        guard pairs.count > count else { return pairs }
        return Array(pairs.sorted { ($0.key, $0.value) < ($1.key, $1.value) }.prefix(count))
    }
}
