import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file named by the user (a track, a profile, a results file), with a plain reason
/// when it cannot be read instead of Foundation's "The operation could not be completed". Only
/// regular files are read: a device such as `/dev/zero` or a pipe would never end.
package enum InputFile {
    /// Why a file could not be read, in words (`no such file`, `it is a directory`, …).
    package struct Unreadable: Error, Equatable, Sendable {
        /// The reason, in words.
        package var reason: String
    }

    /// Throws unless `path` names a readable regular file (checked before anything reads it).
    package static func check(path: String) throws(Unreadable) {
        guard !path.isEmpty else { throw Unreadable(reason: "the path is empty") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Unreadable(
                reason: errno == ENOENT || errno == ENOTDIR ? "no such file" : String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Unreadable(reason: "it is a directory, not a file")
        default: throw Unreadable(reason: "it is not a regular file (a device, pipe or socket)")
        }
        guard access(path, R_OK) == 0 else { throw Unreadable(reason: "permission denied") }
    }

    /// The bytes of the file at `path`.
    package static func bytes(path: String) throws(Unreadable) -> [UInt8] {
        try check(path: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Unreadable(reason: "it cannot be read")
        }
        return Array(data)
    }
}
