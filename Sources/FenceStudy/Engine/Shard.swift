/// One of N shards of a study's work: shard K of N (1-based) runs the units of each batch at positions i
/// with i mod N = K − 1.
///
/// Interleaving (rather than contiguous blocks) spreads every sweep point over all shards, so shards take
/// about equally long even when points differ in cost. The split depends only on K, N and the batch: any
/// host computes the same one.
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

    /// The units of `batch` this shard runs, in the batch's order.
    public func units<Batch: StudyBatch>(of batch: Batch) -> [Batch.Unit] {
        stride(from: index - 1, to: batch.count, by: count).map(batch.unit(at:))
    }

    /// Whether the unit at `position` of a batch is this shard's.
    public func owns(position: Int) -> Bool { position % count == index - 1 }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// `part-K-of-N`: the suffix of the shard's checkpoint directory.
    public var partName: String { "part-\(index)-of-\(count)" }

    /// The file the shard's part is written to in its output directory: `part-K-of-N.json`.
    public var partFileName: String { partName + ".json" }
}
