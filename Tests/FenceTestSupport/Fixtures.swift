import Foundation

/// Paths of test fixtures and of the repository's scenario files.
enum Fixtures {
    /// `Tests/FenceExperimentTests/Fixtures`.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")
    /// The repository root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func broken(_ name: String) -> String { directory.appendingPathComponent("broken/\(name).json").path }
    static func scenario(_ relative: String) -> String {
        repository.appendingPathComponent("scenarios/\(relative)").path
    }
}
