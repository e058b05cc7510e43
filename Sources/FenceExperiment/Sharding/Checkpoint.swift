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
    /// The directory.
    public let directory: String
    /// The experiment it belongs to.
    public let header: ResultsHeader
    /// Rows of the items finished before this process started (empty unless resumed), by item.
    public private(set) var finished: [Int: [ResultRow]] = [:]
    /// Whether an earlier checkpoint was there and was discarded (started afresh without resuming).
    public private(set) var discardedEarlier = false

    /// The checkpoint file holding one work item's rows.
    struct Item: Codable {
        var item: Int
        var rows: [ResultRow]
    }

    /// Opens the checkpoint of `header`'s experiment in `directory`. With `resume`, an earlier checkpoint
    /// there is continued (refused when it belongs to another experiment); without, it is discarded.
    public init(directory: String, header: ResultsHeader, resume: Bool) throws {
        self.directory = directory
        self.header = header
        let manager = FileManager.default
        let headerPath = directory + "/header.json"
        if manager.fileExists(atPath: directory) {
            if resume, let earlier = Self.readHeader(headerPath) {
                // Compared as read back: the file's JSON has its objects' members sorted by name.
                let current = try JSONDecoder().decode(ResultsHeader.self, from: Data(ResultsFile.json(header).utf8))
                if let field = current.firstDifference(from: earlier) {
                    throw CheckpointError(
                        directory: directory,
                        message: "belongs to another run: its \(field) differs from this command's",
                        fix: "resume with the same scenario and flags as the interrupted run, or run without "
                            + "--resume to start over (the checkpoint is then discarded)")
                }
                finished = Self.readItems(directory, header: header)
                return
            }
            discardedEarlier = !resume
            do { try manager.removeItem(atPath: directory) } catch {
                throw OutputError(
                    path: directory, operation: "remove the earlier checkpoint", reason: error.localizedDescription,
                    fix: "remove it by hand")
            }
        }
        try AtomicFile.createDirectory(directory)
        try AtomicFile.write(try ResultsFile.json(header), to: headerPath, durable: true)
    }

    /// Records the rows of finished work item `item` (called from worker threads).
    public func save(item: Int, rows: [ResultRow]) throws(OutputError) {
        let text: String
        do { text = try ResultsFile.json(Item(item: item, rows: rows)) } catch {
            throw OutputError(
                path: directory, operation: "encode work item \(item)", reason: "\(error)", fix: "report this bug")
        }
        try AtomicFile.write(text, to: directory + "/item-\(item).json", durable: false)
    }

    /// Number of work items recorded in the directory now.
    public func savedCount() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return entries.filter { $0.hasPrefix("item-") && $0.hasSuffix(".json") }.count
    }

    /// Removes the checkpoint (after the results are written).
    public func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// The header of an earlier checkpoint; nil when there is none or it is unreadable (never completed).
    static func readHeader(_ path: String) -> ResultsHeader? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(ResultsHeader.self, from: data)
    }

    /// The finished items of an earlier checkpoint. An item file that does not hold exactly its item's
    /// rows (one per strategy, in order) is left out, so that item simply runs again.
    static func readItems(_ directory: String, header: ResultsHeader) -> [Int: [ResultRow]] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var items: [Int: [ResultRow]] = [:]
        for entry in entries where entry.hasPrefix("item-") && entry.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + entry),
                let item = try? JSONDecoder().decode(Item.self, from: data),
                entry == "item-\(item.item).json", (0..<header.workCount).contains(item.item),
                item.rows.map(\.strategy) == header.strategyLabels,
                item.rows.allSatisfy({
                    $0.point == item.item / header.replications && $0.replication == item.item % header.replications
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
