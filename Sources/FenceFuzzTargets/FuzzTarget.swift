import FenceAnalysis
import FenceDevice
import FenceExperiment
import FenceFiles
import FenceResultsReport
import FenceScenario
import FenceWorld
import Foundation

/// The readers FenceSim exposes to untrusted files, each as one entry point from bytes to a typed
/// outcome. The libFuzzer driver (`fencefuzz`, built by `make fuzz`) feeds them mutated bytes; the
/// corpus replay test feeds them every file in `Fuzz/corpus/<target>/`, including every input that
/// ever crashed. An entry point must return for any bytes: a trap or a hang is a bug.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes → a validated scenario and its experiment (what `fencesim validate` does).
    case scenario
    /// Recorded-track readers, one per format.
    case gpx, csv, geojson, barefoot
    /// Android `power_profile.xml` → an imported device profile.
    case powerProfile = "power-profile"
    /// `results.json` (of a run, a sweep, a sensitivity study or a calibration) → checked results, then what `compare` and
    /// `report` compute from them.
    case results
    /// A shard's part file (of a sweep, a sensitivity study, a calibration's wave or an optimisation's batch) → a
    /// checked part, then `merge` of it alone.
    case part
    /// An observation file of `observations/` (what `fencesim calibrate` reads first).
    case observation

    /// What the reader made of the input.
    public enum Outcome: Equatable, Sendable {
        /// The input was read (and, for results, compared and analysed).
        case accepted
        /// The input was refused with this message.
        case rejected(String)
    }

    /// Feeds `bytes` through the target's reader.
    public func run(_ bytes: [UInt8]) -> Outcome {
        do {
            try accept(bytes)
            return .accepted
        } catch {
            return .rejected("\(error)")
        }
    }

    private func accept(_ bytes: [UInt8]) throws {
        switch self {
        case .scenario:
            let text = try UTF8Text.decode(bytes)
            _ = try Experiment(scenario: try Scenario.parse(text, file: "fuzz.json", baseDirectory: "/nonexistent"))
        case .gpx, .csv, .geojson, .barefoot:
            let format = TrackFormat(rawValue: rawValue)!
            _ = try RecordedTrack.parse(bytes, file: "fuzz.\(rawValue)", format: format).report.description
        case .powerProfile:
            let profile = try AndroidPowerProfile.parse(Data(bytes), file: "power_profile.xml")
            try DeviceProfile.importing(profile, name: "fuzz").profile.validate()
        case .results where CalibrationResults.isResults(bytes):
            let results = try CalibrationResults.decode(bytes, file: "results.json")
            _ = try CalibrationReport(results: results).document().render()
            _ = CalibrationSummaryText.render(results)
        case .results where SensitivityResults.isResults(bytes):
            _ = try SensitivityResults.decode(bytes, file: "results.json").jsonText()
        case .results:
            let results = try ExperimentResults.decode(bytes, file: "results.json")
            _ = try ResultsComparison(base: results, new: results)
            _ = try SweepAnalysis(results: results, resamples: 100)
            _ = results.csvText()
        case .part where CalibrationPart.isPart(bytes):
            let part = try CalibrationPart.decode(bytes, file: "part.json")
            _ = try CalibrationPart.merge([("part.json", part)], recorded: [:])
        case .part where OptimizationPart.isPart(bytes):
            let part = try OptimizationPart.decode(bytes, file: "part.json")
            _ = try OptimizationPart.merge([("part.json", part)], recorded: [:])
        case .part where SensitivityPart.isPart(bytes):
            let part = try SensitivityPart.decode(bytes, file: "part.json")
            _ = try SensitivityPart.merge([("part.json", part)]).jsonText()
        case .part:
            let part = try PartialResults.decode(bytes, file: "part.json")
            _ = try PartialResults.merge([("part.json", part)]).csvText()
        case .observation:
            _ = try Observation.parse(bytes, file: "observations/fuzz.json")
        }
    }
}
