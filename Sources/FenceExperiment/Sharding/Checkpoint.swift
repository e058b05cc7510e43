import FenceFiles
import Foundation

/// The finished work of an experiment that is still running, kept so an interrupted run or sweep can
/// continue (`--resume`) instead of starting over.
///
/// A checkpoint is a directory holding the experiment's ``ResultsHeader`` (`header.json`) and one file per
/// finished (point, replication) work item (`item-INDEX.json`: the item's rows), each written atomically
/// as soon as the item is done, from whichever worker ran it. The results are assembled from rows alone
/// (``ExperimentResults/init(header:rows:)``, as a merge of shards is), so a resumed run ends with
/// exactly the results of an uninterrupted one, for any thread count.
public struct Checkpoint: Sendable {
    /// The checkpoint directory's name inside the output directory of `run` and `sweep` (a shard's:
    /// ``Shard/checkpointDirectory(_:shard:)``).
    public static let directoryName = ".fencesim-checkpoint"

    /// The directory.
    public var directory: String { store.path }
    /// The experiment it belongs to.
    public let header: ResultsHeader
    /// Rows of the items finished before this process started (empty unless resumed), by item.
    public private(set) var finished: [Int: [ResultRow]] = [:]
    /// Whether an earlier checkpoint was there and was discarded (started afresh without resuming).
    public let discardedEarlier: Bool
    /// The files.
    private let store: CheckpointDirectory

    /// The checkpoint file holding one work item's rows.
    struct Item: Codable {
        var item: Int
        var rows: [ResultRow]
    }

    /// Opens the checkpoint of `header`'s experiment in `directory`. With `resume`, an earlier checkpoint
    /// there is continued (refused when it belongs to another experiment); without, it is discarded.
    public init(directory: String, header: ResultsHeader, resume: Bool) throws {
        self.header = header
        let opened = try CheckpointDirectory.open(
            path: directory, prefix: "item", header: header, what: "run", resume: resume
        ) { current, earlier in
            current.firstDifference(from: earlier).map { "its \($0) differs from this command's" }
        }
        store = opened.directory
        discardedEarlier = opened.discardedEarlier
        finished = opened.earlierFiles.map { Self.readItems($0, header: header) } ?? [:]
    }

    /// Records the rows of finished work item `item` (called from worker threads).
    public func save(item: Int, rows: [ResultRow]) throws(OutputError) {
        try store.save(Item(item: item, rows: rows), index: item)
    }

    /// Number of work items recorded in the directory now.
    public func savedCount() -> Int { store.savedCount() }

    /// Removes the checkpoint (after the results are written).
    public func remove() { store.remove() }

    /// The finished items among an earlier checkpoint's files. An item file that does not hold exactly its
    /// item's rows (one per strategy, in order) is left out, so that item simply runs again.
    static func readItems(_ files: [(name: String, data: Data)], header: ResultsHeader) -> [Int: [ResultRow]] {
        var items: [Int: [ResultRow]] = [:]
        for (name, data) in files {
            guard let item = try? JSONDecoder().decode(Item.self, from: data),
                name == "item-\(item.item).json", (0..<header.workCount).contains(item.item),
                item.rows.map(\.strategy) == header.strategyLabels,
                item.rows.allSatisfy({
                    let owner = Experiment.workItem(item.item, replications: header.replications)
                    return $0.point == owner.point && $0.replication == owner.replication
                })
            else { continue }
            items[item.item] = item.rows
        }
        return items
    }
}

/// A checkpoint that cannot be resumed: it belongs to another experiment. Exit status 2.
public struct CheckpointError: Error, Sendable, Equatable, CustomStringConvertible {
    public var directory: String
    public var message: String
    public var fix: String

    public var description: String { "\(directory): checkpoint \(message) (fix: \(fix))" }
}
