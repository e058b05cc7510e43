import Foundation

/// Paths of test fixtures and of the repository's scenario files.
public enum Fixtures {
    /// `Tests/FenceTestSupport/Fixtures`.
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")
    /// The repository root.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The broken scenario file `Fixtures/broken/NAME.json`.
    public static func broken(_ name: String) -> String { directory.appendingPathComponent("broken/\(name).json").path }
    /// `Fixtures/livelock.json`: a machine strategy, "loop", whose every run livelocks at 07:30.
    public static let livelock = directory.appendingPathComponent("livelock.json").path
    /// The repository's scenario file `scenarios/RELATIVE`.
    public static func scenario(_ relative: String) -> String {
        repository.appendingPathComponent("scenarios/\(relative)").path
    }
}
