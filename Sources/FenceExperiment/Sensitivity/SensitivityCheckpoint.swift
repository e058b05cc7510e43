import FenceFiles
import Foundation

/// The finished units of a sensitivity study still running, kept so an interrupted study continues
/// (`--resume`) instead of starting over — the sensitivity counterpart of ``Checkpoint``: a directory
/// with the study's header (`header.json`) and one file per finished unit (`unit-INDEX.json`: its row),
/// each written atomically as soon as the unit is done. Results are built from rows alone, so a resumed
/// study ends with exactly the results of an uninterrupted one.
public struct SensitivityCheckpoint: Sendable {
    /// The directory.
    public let directory: String
    /// Rows of the units finished before this process started (empty unless resumed), by unit.
    public private(set) var finished: [Int: SensitivityRow] = [:]
    /// Whether an earlier checkpoint was there and was discarded (started afresh without resuming).
    public private(set) var discardedEarlier = false

    /// Opens the checkpoint of `header`'s study in `directory`; with `resume` an earlier one is continued
    /// (refused when it belongs to another study), without it is discarded.
    public init(directory: String, header: SensitivityHeader, unitCount: Int, resume: Bool) throws {
        self.directory = directory
        let manager = FileManager.default
        let headerPath = directory + "/header.json"
        if manager.fileExists(atPath: directory) {
            if resume, let data = manager.contents(atPath: headerPath),
                let earlier = try? JSONDecoder().decode(SensitivityHeader.self, from: data)
            {
                // Compared as read back: the file's JSON has its objects' members sorted by name.
                let current = try JSONDecoder().decode(
                    SensitivityHeader.self, from: Data(ResultsFile.json(header).utf8))
                guard current == earlier else {
                    throw CheckpointError(
                        directory: directory, message: "belongs to another sensitivity study",
                        fix: "resume with the same scenario and flags as the interrupted study, or run without "
                            + "--resume to start over (the checkpoint is then discarded)")
                }
                finished = Self.readRows(directory, unitCount: unitCount, metricCount: header.metrics.count)
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

    /// Records a finished unit's row (called from worker threads).
    public func save(_ row: SensitivityRow) throws(OutputError) {
        let text: String
        do { text = try ResultsFile.json(row) } catch {
            throw OutputError(
                path: directory, operation: "encode unit \(row.unit)", reason: "\(error)", fix: "report this bug")
        }
        try AtomicFile.write(text, to: directory + "/unit-\(row.unit).json", durable: false)
    }

    /// Number of units recorded in the directory now.
    public func savedCount() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return entries.filter { $0.hasPrefix("unit-") && $0.hasSuffix(".json") }.count
    }

    /// Removes the checkpoint (after the results are written).
    public func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// The rows of an earlier checkpoint; a file that does not hold its unit's row is left out (that unit
    /// runs again).
    static func readRows(_ directory: String, unitCount: Int, metricCount: Int) -> [Int: SensitivityRow] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var rows: [Int: SensitivityRow] = [:]
        for entry in entries where entry.hasPrefix("unit-") && entry.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + entry),
                let row = try? JSONDecoder().decode(SensitivityRow.self, from: data),
                entry == "unit-\(row.unit).json", (0..<unitCount).contains(row.unit), row.metrics.count == metricCount
            else { continue }
            rows[row.unit] = row
        }
        return rows
    }
}
