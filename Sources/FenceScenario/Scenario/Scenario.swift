import FenceDevice
import FenceFiles
import FenceKernel
import FencePlatform
import FenceWorld

/// A validated scenario: everything needed to run an experiment, decoded from a JSON file.
///
/// Sections (see `docs/scenarios.md` and `scenarios/schema.json`): `name`, `description`, `device`
/// (`profile`, `powerProfileFile`, `overrides`, `app`), `platform`, `world`, `strategies`, `run`,
/// `metrics`, `sweep`. Every error names the file, the JSON path and the line.
public struct Scenario: Sendable {
    /// The file it came from, if any.
    public var file: String?
    /// Short name (used for output directories).
    public var name: String
    /// What the scenario models and every assumption it makes.
    public var summary: String
    /// The phone, with overrides applied.
    public var deviceProfile: DeviceProfile
    /// Things the profile import filled in (missing Android keys), said aloud in the run output.
    public var deviceNotes: [String]
    /// What the app does that costs power.
    public var app: AppBehaviour
    /// Platform rules and cadences.
    public var platform: PlatformParameters
    /// The world generator's parameters.
    public var world: WorldParameters
    /// The strategies, in order; the first is the baseline of paired comparisons.
    public var strategies: [StrategyEntry]
    /// Horizon, replications, seed, threads.
    public var run: RunSettings
    /// How runs are scored.
    public var metrics: MetricParameters
    /// The sweep declared in the file, if any (`fencesim sweep` may add more).
    public var sweep: [SweepDimension]
    /// The document as written (echoed into results; sweeps edit it).
    public var document: JSONNode
    /// Directory that relative paths (tracks, profiles) resolve against.
    public var baseDirectory: String
    /// The strategies the scenario may name.
    public var registry: StrategyRegistry
    /// What importing the recorded track did (replication 0's world; `nil` for a generated commute).
    public var trackImport: TrackImportReport?
    /// What keeps replication 0 from scoring, found in its world without running it (``scoringWarnings(in:)``).
    public var warnings: [ScoringWarning] = []

    /// The standard world horizon of every run.
    public var horizon: SimTime { run.horizon }
}
