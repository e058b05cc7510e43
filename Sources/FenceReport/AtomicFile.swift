import FenceExperiment
import Foundation

/// Writes report files atomically through ``ResultsFile``, the one atomic writer of FenceSim (a temporary
/// file in the same directory, flushed, then renamed over the target), so readers see either the old file
/// or the complete new one, never a partial write; its errors become ``ReportError/fileSystem(path:operation:reason:)``.
enum AtomicFile {
    /// Writes `contents` as UTF-8 to `path` (permissions 0644), creating its directory if needed.
    static func write(_ contents: String, to path: String) throws(ReportError) {
        do { try ResultsFile.write(contents, to: URL(fileURLWithPath: path)) } catch { throw reportError(error) }
    }

    /// Creates `path` and its missing parents as directories.
    static func createDirectory(_ path: String) throws(ReportError) {
        do { try ResultsFile.createDirectory(path) } catch { throw reportError(error) }
    }

    private static func reportError(_ error: OutputError) -> ReportError {
        .fileSystem(path: error.path, operation: error.operation, reason: error.reason)
    }
}
