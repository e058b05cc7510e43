import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes output files atomically: the text goes to a hidden temporary file beside the target, is
/// flushed to disk and renamed over the target (rename(2) is atomic within one file system), so a reader
/// or an interrupted run sees the old file or the complete new one, never a partial write. Results,
/// shard parts, checkpoints, traces, the schema and reports are all written through it.
public enum AtomicFile {
    /// Writes `text` to `url` atomically, creating the directory if needed, so an interrupted run never
    /// leaves a half-written file: the text goes to a hidden temporary file beside the target
    /// (`.NAME.fencesim-PID-XXXXXX`), is flushed to disk, and is renamed over the target. Temporary files
    /// that killed processes left for the same target are removed first.
    public static func write(_ text: String, to url: URL) throws(OutputError) {
        let directory = url.deletingLastPathComponent().path
        try createDirectory(directory)
        try StaleTemporaries.remove(in: directory, target: url.lastPathComponent)
        try write(text, to: url.path, durable: true)
    }

    /// Writes `text` to `path` atomically (temporary file, then rename) in an existing directory;
    /// `durable` flushes it to disk first (a checkpoint need not survive a power cut, only a kill).
    package static func write(_ text: String, to path: String, durable: Bool) throws(OutputError) {
        let temporary = try temporary(text, beside: path, durable: durable)
        guard rename(temporary, path) == 0 else {
            let error = failure(path, "replace")
            unlink(temporary)
            throw error
        }
    }

    /// Writes `text` to a new hidden temporary file beside `path` (`.NAME.fencesim-PID-XXXXXX`) and returns its
    /// path; errors name `path`. `durable` flushes it to disk.
    static func temporary(_ text: String, beside path: String, durable: Bool) throws(OutputError) -> String {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let template = directory + "/" + temporaryPrefix(url.lastPathComponent) + "XXXXXX"
        var characters = Array(template.utf8CString)
        let descriptor = characters.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "create a temporary file beside") }
        let temporary = String(decoding: characters.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(OutputError) {
            try writeAll(Array(text.utf8), to: descriptor, path: path)
            guard fchmod(descriptor, 0o644) == 0 else { throw failure(path, "set the permissions of") }
            if durable { guard fsync(descriptor) == 0 else { throw failure(path, "flush") } }
            guard close(descriptor) == 0 else { throw failure(path, "close") }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        return temporary
    }

    /// The name prefix of the temporary files this process writes for the target `name`.
    static func temporaryPrefix(_ name: String) -> String { StaleTemporaries.prefix(name) + "\(getpid())-" }

    /// Creates `path` and its missing parents as directories; a file in the way is named.
    public static func createDirectory(_ path: String) throws(OutputError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputError(
                    path: path, operation: "use it as a directory", reason: "it is a file",
                    fix: "give an output directory that is not an existing file, or remove the file")
            }
            return
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if parent != path { try createDirectory(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure(path, "create the directory") }
    }

    /// Writes every byte of `bytes` to `descriptor` (retrying interrupted and short writes).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(OutputError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path, "write")
            }
            offset += written
        }
    }

    /// write(2), named apart from ``write(_:to:)``.
    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// An ``OutputError`` for `operation` on `path` with the current `errno` text.
    package static func failure(_ path: String, _ operation: String) -> OutputError {
        let code = errno
        let fix =
            switch code {
            case EACCES, EPERM, EROFS: "choose an output path you may write to"
            case ENOSPC, EDQUOT: "free disk space or choose another output path"
            case ENOTDIR: "a part of the path is a file: choose another output path"
            default: "check the output path"
            }
        return OutputError(path: path, operation: operation, reason: String(cString: strerror(code)), fix: fix)
    }
}
