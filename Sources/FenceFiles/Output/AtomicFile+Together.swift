import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AtomicFile {
    /// Writes `files` (each text to its path, in any directories) so that they land together or not at all:
    /// every text first goes to a temporary file beside its target; only when all are written are they renamed
    /// into place, in the order given (put the file a reader looks for last). When a write or a rename fails,
    /// every target keeps the bytes it had (renamed ones are put back from hard links made beforehand) and the
    /// error names the target at fault. A kill between two renames can still leave the earlier ones new: the
    /// window is a few renames long, and the last file, still old, says so.
    public static func writeTogether(_ files: [(text: String, path: String)]) throws(OutputError) {
        var temporaries: [String] = []
        var backups: [String?] = []
        var renamed = 0
        func removeTemporaries() {
            for temporary in temporaries.dropFirst(renamed) { unlink(temporary) }
            for case let backup? in backups { unlink(backup) }
        }
        do throws(OutputError) {
            for file in files {
                let url = URL(fileURLWithPath: file.path)
                try createDirectory(url.deletingLastPathComponent().path)
                try StaleTemporaries.remove(in: url.deletingLastPathComponent().path, target: url.lastPathComponent)
                temporaries.append(try temporary(file.text, beside: file.path, durable: true))
            }
            for file in files { backups.append(try backup(file.path)) }
            for (file, temporary) in zip(files, temporaries) {
                guard rename(temporary, file.path) == 0 else { throw failure(file.path, "replace") }
                renamed += 1
            }
        } catch {
            for (index, file) in files.enumerated().prefix(renamed).reversed() {
                if let backup = backups[index] {
                    rename(backup, file.path)
                    backups[index] = nil
                } else {
                    unlink(file.path)
                }
            }
            removeTemporaries()
            throw error
        }
        removeTemporaries()
    }

    /// A hard link to the regular file at `path` beside it (nil when there is none to keep), so that a failed
    /// ``writeTogether(_:)`` can put it back; a copy where the file system has no hard links.
    private static func backup(_ path: String) throws(OutputError) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let url = URL(fileURLWithPath: path)
        let backup =
            url.deletingLastPathComponent().path + "/" + temporaryPrefix(url.lastPathComponent) + "previous"
        unlink(backup)
        if link(path, backup) == 0 { return backup }
        do { try FileManager.default.copyItem(atPath: path, toPath: backup) } catch {
            throw OutputError(
                path: path, operation: "keep a copy of it while the new files are written",
                reason: error.localizedDescription, fix: "check the output path")
        }
        return backup
    }
}
