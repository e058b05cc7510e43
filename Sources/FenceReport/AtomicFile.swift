import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files atomically: the contents go to a temporary file in the same directory, are flushed to
/// disk, and the temporary file is renamed over the target (rename(2) is atomic within one file system),
/// so readers see either the old file or the complete new one, never a partial write.
enum AtomicFile {
    /// Writes `contents` as UTF-8 to `path` (permissions 0644).
    static func write(_ contents: String, to path: String) throws(ReportError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/." + name + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "create a temporary file") }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(ReportError) {
            try writeAll(Array(contents.utf8), to: descriptor, path: temporaryPath)
            guard fchmod(descriptor, 0o644) == 0 else { throw failure(temporaryPath, "set permissions") }
            guard fsync(descriptor) == 0 else { throw failure(temporaryPath, "flush") }
            guard close(descriptor) == 0 else {
                unlink(temporaryPath)
                throw failure(temporaryPath, "close")
            }
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let error = failure(path, "rename \(temporaryPath) to")
            unlink(temporaryPath)
            throw error
        }
    }

    /// Creates `path` and its missing parents as directories.
    static func createDirectory(_ path: String) throws(ReportError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(path: path, operation: "create directory", reason: error.localizedDescription)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ReportError) {
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

    /// A file-system error for `operation` on `path` with the current `errno` text.
    private static func failure(_ path: String, _ operation: String) -> ReportError {
        .fileSystem(path: path, operation: operation, reason: String(cString: strerror(errno)))
    }
}
