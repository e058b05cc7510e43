import FenceAnalysis
import FenceDevice
import FenceExperiment
import FenceFiles
import FenceResultsReport
import FenceScenario
import FenceStudy
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
    /// `results.json` (of a run, a sweep, a sensitivity study, a calibration or an optimisation, told apart by
    /// ``StudyFile``) → checked results, then what `compare` and `report` compute from them.
    case results
    /// A shard's part file (of a sweep, a sensitivity study, a calibration's wave or an optimisation's batch,
    /// told apart by ``StudyFile``) → a checked part, then `merge` of it alone.
    case part
    /// An observation file of `observations/` (what `fencesim calibrate` reads first).
    case observation
    /// A Markdown file with figure markers (what `fencesim docs` rewrites), its markers reading ``docsRoot``.
    case docs

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
        case .results:
            switch try StudyFile.identify(bytes, file: "results.json")?.kind ?? .sweep {
            case .sweep:
                let results = try ExperimentResults.decode(bytes, file: "results.json")
                _ = try ResultsComparison(base: results, new: results)
                _ = try SweepAnalysis(results: results, resamples: 100)
                _ = results.csvText()
            case .sensitivity: _ = try SensitivityResults.decode(bytes, file: "results.json").jsonText()
            case .calibration:
                let results = try CalibrationResults.decode(bytes, file: "results.json")
                _ = try CalibrationReport(results: results).document().render()
                _ = CalibrationSummaryText.render(results)
            case .optimization: _ = try OptimizationResults.decode(bytes, file: "results.json").json()
            case .recovery:
                _ = CalibrationRecoveryMarkdown.render(try CalibrationRecovery.decode(bytes, file: "results.json"))
            }
        case .part:
            switch try StudyFile.identify(bytes, file: "part.json")?.kind ?? .sweep {
            case .sweep: try Self.mergeAlone(ResultsHeader.self, bytes)
            case .sensitivity: try Self.mergeAlone(SensitivityHeader.self, bytes)
            case .calibration: try Self.mergeAlone(CalibrationHeader.self, bytes)
            case .optimization: try Self.mergeAlone(OptimizationHeader.self, bytes)
            case .recovery: try Self.mergeAlone(RecoveryHeader.self, bytes)
            }
        case .observation:
            _ = try Observation.parse(bytes, file: "observations/fuzz.json")
        case .docs:
            let text = try UTF8Text.decode(bytes)
            _ = try QuotedFigures.updating(text, file: "fuzz.md", sources: FigureSources(root: Self.docsRoot))
        }
    }
}

extension FuzzTarget {
    /// The directory the `docs` target's markers read: `r.json` (a number array, an estimate with its interval and
    /// named elements), written once per process under the system's temporary directory (one directory for every
    /// process, the same bytes written atomically, so fuzzing and the corpus replay leave one behind, not one each).
    static let docsRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fencefuzz-docs")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let json = #"{"a": [1, 2], "b": {"mean": 1, "lower": 0.5, "upper": 1.5}, "runs": [{"label": "x", "v": 3}]}"#
        try? json.write(to: root.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
        return root
    }()

    /// `bytes` read as a part of a study of `Header`'s kind, merged alone, and when that finishes the study its
    /// results assembled and written out as text.
    static func mergeAlone<Header: StudyHeader>(_: Header.Type, _ bytes: [UInt8]) throws {
        let part = try StudyPart<Header>.decode(bytes, file: "part.json")
        let merged = try StudyPart.merge([("part.json", part)], recorded: [:])
        guard part.header.pendingBatch(known: merged) == nil else { return }
        _ = try part.header.results(known: merged).files()
    }
}
