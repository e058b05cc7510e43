import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hidden temporary files and directories FenceSim writes beside an output (`.NAME.fencesim-PID-…`)
/// before renaming them into place. A process killed with SIGKILL cannot remove its own; the next write
/// to the same target removes those whose process no longer exists.
package enum StaleTemporaries {
    /// The prefix of every temporary for the target `name`, before the writing process's id.
    package static func prefix(_ name: String) -> String { ".\(name).fencesim-" }

    /// Removes the temporaries for `target` in `directory` left by processes that are gone.
    package static func remove(in directory: String, target: String) throws(OutputError) {
        let prefix = prefix(target)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let pidText = entry.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pidText), pid > 0, kill(pid, 0) == -1, errno == ESRCH else { continue }
            let path = directory + "/" + entry
            do { try FileManager.default.removeItem(atPath: path) } catch {
                throw OutputError(
                    path: path, operation: "remove the temporary left by an interrupted run",
                    reason: "\(error.localizedDescription)", fix: "remove it by hand")
            }
        }
    }
}
