import FenceFiles
import Foundation

/// The directory behind a checkpoint (``Checkpoint`` of runs and sweeps, ``SensitivityCheckpoint`` of
/// sensitivity studies): what is being run (`header.json`, written durably first) and one file per
/// finished piece of work (`PREFIX-INDEX.json`), each written atomically as soon as the piece is done.
struct CheckpointDirectory: Sendable {
    /// The directory.
    let path: String
    /// The name of a work file before its index: `item` or `unit`.
    let prefix: String

    /// An opened checkpoint: the directory, the work files of the earlier checkpoint it continues (nil
    /// when it started afresh) and whether an earlier checkpoint was there and discarded.
    struct Opened {
        var directory: CheckpointDirectory
        var earlierFiles: [(name: String, data: Data)]?
        var discardedEarlier: Bool
    }

    /// Opens the checkpoint of `header`'s work (`what`: "run", "sensitivity study") in `path`. With `resume`
    /// an earlier checkpoint there whose header reads back is continued — refused when `difference(current,
    /// earlier)` names what tells them apart; without `resume` (or with an unreadable header, never
    /// completed) it is discarded and the checkpoint starts afresh.
    static func open<Header: Codable>(
        path: String, prefix: String, header: Header, what: String, resume: Bool,
        difference: (Header, Header) -> String?
    ) throws -> Opened {
        let directory = CheckpointDirectory(path: path, prefix: prefix)
        let manager = FileManager.default
        let headerPath = path + "/header.json"
        var discarded = false
        if manager.fileExists(atPath: path) {
            if resume, let data = manager.contents(atPath: headerPath),
                let earlier = try? JSONDecoder().decode(Header.self, from: data)
            {
                // Compared as read back: the file's JSON has its objects' members sorted by name.
                let current = try JSONDecoder().decode(Header.self, from: Data(ResultsFile.json(header).utf8))
                if let different = difference(current, earlier) {
                    throw CheckpointError(
                        directory: path, message: "belongs to another \(what): \(different)",
                        fix: "resume with the same scenario and flags as the interrupted \(what), or run without "
                            + "--resume to start over (the checkpoint is then discarded)")
                }
                return Opened(directory: directory, earlierFiles: directory.workFiles(), discardedEarlier: false)
            }
            discarded = !resume
            do { try manager.removeItem(atPath: path) } catch {
                throw OutputError(
                    path: path, operation: "remove the earlier checkpoint", reason: error.localizedDescription,
                    fix: "remove it by hand")
            }
        }
        try AtomicFile.createDirectory(path)
        try AtomicFile.write(try ResultsFile.json(header), to: headerPath, durable: true)
        return Opened(directory: directory, earlierFiles: nil, discardedEarlier: discarded)
    }

    /// The work files of the checkpoint of `header`'s work (`what`) in `path`, read without changing it: none
    /// when there is no checkpoint there (or its header was never completed); refused with `fix`, like
    /// ``open(path:prefix:header:what:resume:difference:)``, when it belongs to other work.
    static func read<Header: Codable>(
        path: String, prefix: String, header: Header, what: String, fix: String,
        difference: (Header, Header) -> String?
    ) throws -> [(name: String, data: Data)] {
        guard let data = FileManager.default.contents(atPath: path + "/header.json"),
            let earlier = try? JSONDecoder().decode(Header.self, from: data)
        else { return [] }
        let current = try JSONDecoder().decode(Header.self, from: Data(ResultsFile.json(header).utf8))
        if let different = difference(current, earlier) {
            throw CheckpointError(directory: path, message: "belongs to another \(what): \(different)", fix: fix)
        }
        return CheckpointDirectory(path: path, prefix: prefix).workFiles()
    }

    /// Records finished piece `index` (called from worker threads).
    func save(_ value: some Encodable, index: Int) throws(OutputError) {
        let text: String
        do { text = try ResultsFile.json(value) } catch {
            throw OutputError(
                path: path, operation: "encode \(prefix) \(index)", reason: "\(error)", fix: "report this bug")
        }
        try AtomicFile.write(text, to: "\(path)/\(prefix)-\(index).json", durable: false)
    }

    /// The name of piece `index`'s file.
    func fileName(_ index: Int) -> String { "\(prefix)-\(index).json" }

    /// Number of pieces recorded in the directory now.
    func savedCount() -> Int { workNames().count }

    /// Removes the checkpoint (after the results are written).
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The names of the work files present now.
    private func workNames() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.filter { $0.hasPrefix(prefix + "-") && $0.hasSuffix(".json") }
    }

    /// The work files present now, with their contents (unreadable ones left out: that work runs again).
    private func workFiles() -> [(name: String, data: Data)] {
        workNames().compactMap { name in FileManager.default.contents(atPath: "\(path)/\(name)").map { (name, $0) } }
    }
}
