import FenceFiles
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files one `fencesim run` or `sweep` writes into its output directory, written as a set: after a
/// write the directory holds all files of this run, and before it (or when the write is interrupted, even
/// by SIGKILL) all files of the previous one — never a mix.
///
/// The files go into a new hidden sibling directory (`.DIR.fencesim-PID-new-XXXXXX`) together with hard
/// links to everything else the user keeps in the output directory (reports, notes; the output names of
/// ``names`` are FenceSim's and are replaced as a whole, so a run's set never keeps a sweep's stale
/// `analysis.json`), and that directory is renamed into place in one step: an atomic exchange
/// (`renameat2(RENAME_EXCHANGE)`) where the system has it, else two renames (the old directory aside,
/// the new one into place) — a kill between them leaves the old set intact in the hidden sibling.
///
/// A directory that cannot be swapped — the current directory or one holding it, a mount point — gets
/// the files one by one instead, each atomically, `results.json` removed first and written last: there a
/// directory with a `results.json` holds the complete set of the run that wrote it.
public struct OutputSet: Sendable {
    /// Every file name a run or sweep writes into its output directory.
    public static let names = [
        "results.json", "results.csv", "analysis.json", "summary.csv", "visits.csv", "battery.csv",
    ]

    /// The files, by name (``names`` and any a study adds, such as a recovery's `report.md`) with their text.
    public var files: [(name: String, text: String)]

    public init(files: [(name: String, text: String)]) { self.files = files }

    /// Writes the set into `directory` (created if needed), leaving out of the new directory the entries
    /// named in `dropping` (the run's own checkpoint). `beforeSwap` runs when the new directory is complete
    /// and before it replaces the old one (tests interrupt the write there).
    public func write(
        toDirectory directory: String, dropping: Set<String> = [], beforeSwap: () throws -> Void = {}
    ) throws {
        let url = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        let parent = url.deletingLastPathComponent().path, name = url.lastPathComponent
        try AtomicFile.createDirectory(parent)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue { try AtomicFile.createDirectory(url.path) }  // names the file in the way
        if exists, !Self.canSwap(url.path, parent: parent) {
            try writeInPlace(url.path)
            return
        }
        try StaleTemporaries.remove(in: parent, target: name)
        let staging = try Self.makeTemporaryDirectory(
            parent + "/" + StaleTemporaries.prefix(name) + "\(getpid())-new-", for: url.path)
        do {
            var old = stat()
            let mode = exists && stat(url.path, &old) == 0 ? old.st_mode & 0o7777 : 0o755
            guard chmod(staging, mode) == 0 else { throw AtomicFile.failure(staging, "set the permissions of") }
            for file in files { try AtomicFile.write(file.text, to: staging + "/" + file.name, durable: true) }
            if exists {
                let written = Set(files.map(\.name))
                let keep = try FileManager.default.contentsOfDirectory(atPath: url.path).filter {
                    !Self.names.contains($0) && !dropping.contains($0) && !written.contains($0)
                }
                for entry in keep { try Self.recreate(url.path + "/" + entry, at: staging + "/" + entry) }
            }
            try beforeSwap()
            try Self.replace(url.path, with: staging, exists: exists, aside: StaleTemporaries.prefix(name))
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
    }

    /// Whether `path` may be replaced by a rename: not the working directory or one holding it, and on the
    /// same file system as its parent (not a mount point).
    static func canSwap(_ path: String, parent: String) -> Bool {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        guard current != path, !current.hasPrefix(path.hasSuffix("/") ? path : path + "/") else { return false }
        var directory = stat(), above = stat()
        guard stat(path, &directory) == 0, stat(parent, &above) == 0 else { return false }
        return directory.st_dev == above.st_dev
    }

    /// The fallback: every file atomically in place, `results.json` removed first and written last, and the
    /// output names this set does not have removed.
    func writeInPlace(_ path: String) throws {
        let ordered = files.filter { $0.name != "results.json" } + files.filter { $0.name == "results.json" }
        for name in ["results.json"] + Self.names.filter({ name in !files.contains { $0.name == name } }) {
            guard unlink(path + "/" + name) == 0 || errno == ENOENT else { throw AtomicFile.failure(path, "remove") }
        }
        for file in ordered { try AtomicFile.write(file.text, to: URL(fileURLWithPath: path + "/" + file.name)) }
    }

    /// Puts `staging` at `path`: exchanged atomically where possible, the old directory removed after.
    static func replace(_ path: String, with staging: String, exists: Bool, aside prefix: String) throws(OutputError) {
        if !exists {
            guard rename(staging, path) == 0 else { throw AtomicFile.failure(path, "move the new results into") }
            return
        }
        if let exchange = renameExchange, exchange(AT_FDCWD, staging, AT_FDCWD, path, 2) == 0 {  // RENAME_EXCHANGE
            try? FileManager.default.removeItem(atPath: staging)
            return
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let old = try makeTemporaryDirectory(parent + "/" + prefix + "\(getpid())-old-", for: path)
        guard rename(path, old + "/previous") == 0 else { throw AtomicFile.failure(path, "move aside") }
        guard rename(staging, path) == 0 else {
            let error = AtomicFile.failure(path, "move the new results into")
            rename(old + "/previous", path)
            throw error
        }
        try? FileManager.default.removeItem(atPath: old)
    }

    /// renameat2(2) when the C library has it (Linux, glibc ≥ 2.28), looked up at run time because Swift's
    /// Glibc module does not export it.
    static let renameExchange:
        (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
            return unsafeBitCast(
                symbol,
                to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
        }()

    /// A new directory named `prefix` plus six random characters, beside the output directory `target`, which
    /// an error names (the user gave it; the temporary's name would mean nothing to them).
    static func makeTemporaryDirectory(_ prefix: String, for target: String) throws(OutputError) -> String {
        var characters = Array((prefix + "XXXXXX").utf8CString)
        guard characters.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw AtomicFile.failure(target, "create a temporary directory to write it in")
        }
        return String(decoding: characters.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Recreates `source` at `destination` with hard links (directories recreated, symbolic links copied;
    /// a copy where hard links are not possible), so the user's files survive the swap unchanged.
    static func recreate(_ source: String, at destination: String) throws(OutputError) {
        let manager = FileManager.default
        do {
            let attributes = try manager.attributesOfItem(atPath: source)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?:
                try manager.createDirectory(atPath: destination, withIntermediateDirectories: false)
                for entry in try manager.contentsOfDirectory(atPath: source) {
                    try recreate(source + "/" + entry, at: destination + "/" + entry)
                }
            case .typeSymbolicLink?:
                try manager.createSymbolicLink(
                    atPath: destination, withDestinationPath: try manager.destinationOfSymbolicLink(atPath: source))
            default:
                if link(source, destination) != 0 { try manager.copyItem(atPath: source, toPath: destination) }
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(
                path: source, operation: "keep it in the new output directory", reason: error.localizedDescription,
                fix: "make the output directory's contents readable, or choose another output directory")
        }
    }
}
