/// One of N shards of an experiment's (point, replication) work: shard K of N (1-based) owns the work
/// items i with i mod N = K − 1.
///
/// Interleaving (rather than contiguous blocks) spreads every sweep point over all shards, so shards
/// take about equally long even when points differ in cost. The assignment depends only on K, N and
/// the item index: any host computes the same split.
public struct Shard: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// K, 1-based.
    public var index: Int
    /// N, the number of shards.
    public var count: Int

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` (`3/8`); nil for anything else or K outside 1…N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The work items of this shard among `workCount`, ascending.
    public func items(workCount: Int) -> [Int] {
        Array(stride(from: index - 1, to: workCount, by: count))
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// `part-K-of-N`: the name of this shard's part file (``partFileName``) and the suffix of its
    /// checkpoint directory (``checkpointDirectory(_:shard:)``).
    public var partName: String { "part-\(index)-of-\(count)" }

    /// The file this shard's part is written to in its output directory: `part-K-of-N.json`.
    public var partFileName: String { partName + ".json" }

    /// The checkpoint directory named `base` (``Checkpoint/directoryName``,
    /// ``SensitivityCheckpoint/directoryName``), or one per shard: `base-part-K-of-N`.
    public static func checkpointDirectory(_ base: String, shard: Shard?) -> String {
        base + (shard.map { "-" + $0.partName } ?? "")
    }
}
