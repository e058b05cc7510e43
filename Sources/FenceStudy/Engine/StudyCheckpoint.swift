import FenceExperiment
import FenceFiles
import Foundation

/// One finished unit and its row, as a checkpoint file holds it and a part lists it.
public struct FinishedUnit<Header: StudyHeader>: Sendable, Equatable, Codable {
    public var unit: Header.Unit
    public var row: Header.Row

    public init(unit: Header.Unit, row: Header.Row) { (self.unit, self.row) = (unit, row) }
}

/// A study's finished units, kept so an interrupted study continues (`--resume`) instead of starting over, and
/// so a sharded study's merges build its state batch by batch: a directory with the study's header
/// (`header.json`, written durably first) and one file per finished unit (`unit-NUMBER.json`, a
/// ``FinishedUnit``), each written atomically as soon as the unit is done, from whichever worker ran it.
public struct StudyCheckpoint<Header: StudyHeader>: Sendable {
    public let directory: String
    /// The units finished before this process started (none when it started afresh).
    public let finished: [Header.Unit: Header.Row]
    /// Whether an earlier checkpoint was there and was discarded (started afresh without resuming).
    public let discardedEarlier: Bool

    /// Opens the checkpoint of `header`'s study in `directory`. With `resume` an earlier one whose header reads
    /// back is continued (refused when it belongs to another study); without (or with a header never completed)
    /// it is discarded and the checkpoint starts afresh.
    public init(directory: String, header: Header, resume: Bool) throws {
        self.directory = directory
        let fix =
            "resume with the same inputs and flags as the interrupted \(Header.kind.words.study), or run without "
            + "--resume to start over (the checkpoint is then discarded)"
        if resume, let earlier = try Self.read(directory, header: header, fix: fix) {
            (finished, discardedEarlier) = (earlier, false)
            return
        }
        let exists = FileManager.default.fileExists(atPath: directory)
        (finished, discardedEarlier) = ([:], exists && !resume)
        if exists {
            do { try FileManager.default.removeItem(atPath: directory) } catch {
                throw OutputError(
                    path: directory, operation: "remove the earlier checkpoint", reason: error.localizedDescription,
                    fix: "remove it by hand")
            }
        }
        try AtomicFile.createDirectory(directory)
        try AtomicFile.write(try ResultsFile.json(header), to: directory + "/header.json", durable: true)
    }

    /// The units recorded in the checkpoint of `header`'s study in `directory` (a sharded study's state), read
    /// without changing it: none when there is none; refused when it belongs to another study.
    public static func recorded(directory: String, header: Header) throws -> [Header.Unit: Header.Row] {
        let fix =
            "use the inputs and flags of the \(Header.kind.words.study) begun there, or remove \(directory) to "
            + "start over"
        return try read(directory, header: header, fix: fix) ?? [:]
    }

    /// The finished units in `directory`; nil without a readable header. A file that does not hold a row `header`
    /// accepts for its unit is left out: that unit runs again.
    static func read(_ directory: String, header: Header, fix: String) throws -> [Header.Unit: Header.Row]? {
        guard let data = FileManager.default.contents(atPath: directory + "/header.json"),
            let earlier = try? JSONDecoder().decode(Header.self, from: data)
        else { return nil }
        // Compared as read back: the file's JSON has its objects' members sorted by name.
        let current = try JSONDecoder().decode(Header.self, from: Data(ResultsFile.json(header).utf8))
        if let different = current.difference(from: earlier) {
            throw CheckpointError(
                directory: directory, message: "belongs to another \(Header.kind.words.study): \(different)", fix: fix)
        }
        var rows: [Header.Unit: Header.Row] = [:]
        for name in unitFiles(directory) {
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(name)"),
                let entry = try? JSONDecoder().decode(FinishedUnit<Header>.self, from: data),
                name == fileName(entry.unit), header.accepts(entry.row, of: entry.unit)
            else { continue }
            rows[entry.unit] = entry.row
        }
        return rows
    }

    /// Records a finished unit (called from worker threads).
    public func save(_ unit: Header.Unit, _ row: Header.Row) throws(OutputError) {
        let text: String
        do { text = try ResultsFile.json(FinishedUnit<Header>(unit: unit, row: row)) } catch {
            throw OutputError(path: directory, operation: "encode unit \(unit)", reason: "\(error)", fix: "report this")
        }
        try AtomicFile.write(text, to: "\(directory)/\(Self.fileName(unit))", durable: false)
    }

    /// Number of units recorded in the directory now.
    public func savedCount() -> Int { Self.unitFiles(directory).count }

    /// Removes the checkpoint (once its work is written elsewhere).
    public func remove() { try? FileManager.default.removeItem(atPath: directory) }

    static func fileName(_ unit: Header.Unit) -> String { "unit-\(unit.number).json" }

    static func unitFiles(_ directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix("unit-") && $0.hasSuffix(".json") }
    }
}
