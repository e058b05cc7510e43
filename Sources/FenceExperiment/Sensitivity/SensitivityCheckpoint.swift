import FenceFiles
import Foundation

/// The finished units of a sensitivity study still running, kept so an interrupted study continues
/// (`--resume`) instead of starting over — the sensitivity counterpart of ``Checkpoint``: a directory
/// with the study's header (`header.json`) and one file per finished unit (`unit-INDEX.json`: its row),
/// each written atomically as soon as the unit is done. Results are built from rows alone, so a resumed
/// study ends with exactly the results of an uninterrupted one.
public struct SensitivityCheckpoint: Sendable {
    /// The checkpoint directory's name inside the output directory of `sensitivity` (a shard's:
    /// ``Shard/checkpointDirectory(_:shard:)``).
    public static let directoryName = ".fencesim-sensitivity-checkpoint"

    /// The directory.
    public var directory: String { store.path }
    /// Rows of the units finished before this process started (empty unless resumed), by unit.
    public private(set) var finished: [Int: SensitivityRow] = [:]
    /// Whether an earlier checkpoint was there and was discarded (started afresh without resuming).
    public let discardedEarlier: Bool
    /// The files.
    private let store: CheckpointDirectory

    /// Opens the checkpoint of `header`'s study in `directory`; with `resume` an earlier one is continued
    /// (refused, naming what differs, when it belongs to another study), without it is discarded.
    public init(directory: String, header: SensitivityHeader, unitCount: Int, resume: Bool) throws {
        let opened = try CheckpointDirectory.open(
            path: directory, prefix: "unit", header: header, what: "sensitivity study", resume: resume
        ) { current, earlier in current.difference(from: earlier) }
        store = opened.directory
        discardedEarlier = opened.discardedEarlier
        finished =
            opened.earlierFiles.map { Self.readRows($0, unitCount: unitCount, metricCount: header.metrics.count) }
            ?? [:]
    }

    /// Records a finished unit's row (called from worker threads).
    public func save(_ row: SensitivityRow) throws(OutputError) { try store.save(row, index: row.unit) }

    /// Number of units recorded in the directory now.
    public func savedCount() -> Int { store.savedCount() }

    /// Removes the checkpoint (after the results are written).
    public func remove() { store.remove() }

    /// The rows among an earlier checkpoint's files; a file that does not hold its unit's row is left out
    /// (that unit runs again).
    static func readRows(_ files: [(name: String, data: Data)], unitCount: Int, metricCount: Int) -> [Int:
        SensitivityRow]
    {
        var rows: [Int: SensitivityRow] = [:]
        for (name, data) in files {
            guard let row = try? JSONDecoder().decode(SensitivityRow.self, from: data),
                name == "unit-\(row.unit).json", (0..<unitCount).contains(row.unit), row.metrics.count == metricCount
            else { continue }
            rows[row.unit] = row
        }
        return rows
    }
}

extension SensitivityHeader {
    /// What tells this study from `other`, for a message ("its method is sobol, not morris"); nil when
    /// they are the same study.
    func difference(from other: SensitivityHeader) -> String? {
        if let field = experiment.firstDifference(from: other.experiment) {
            return "its \(field) differs from this command's"
        }
        if method != other.method {
            return "it is a \(other.method.rawValue) study, this command's is \(method.rawValue)"
        }
        if parameters.map(\.path) != other.parameters.map(\.path) { return "it perturbs other parameters" }
        if parameters != other.parameters { return "its parameters' ranges differ from this command's" }
        if settings != other.settings { return "its design settings (trajectories, levels, samples) differ" }
        return self == other ? nil : "its header differs from this command's"
    }
}
