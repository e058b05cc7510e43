import FenceExperiment
import FenceScenario

extension CalibrationRecovery {
    /// Reads a recovery's results (errors name the file and the JSON path; exit status 2).
    public static func read(path: String) throws(ScenarioError) -> CalibrationRecovery {
        try decode(StudyFile.bytes(path: path), file: path)
    }

    /// Decodes a recovery's results from `bytes` read from `file` (errors name the file and the JSON path).
    public static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> CalibrationRecovery {
        try StudyKind.recovery.decodeResults(Self.self, bytes, file: file) { $0.shapeProblem() }
    }

    /// Where the truths do not hold together for the report (every truth with the first one's choices, an
    /// effective sample size and an implausibility a table can print); nil when they do.
    func shapeProblem() -> ResultsFileProblem? {
        let fix = "the file is damaged; give the results.json written by fencesim calibrate --recovery"
        let choices = truths.first?.choices.map(\.path) ?? []
        for (t, truth) in truths.enumerated() {
            guard truth.choices.map(\.path) == choices else {
                return ResultsFileProblem(
                    path: "truths[\(t)].choices", message: "are not the first truth's choices", fix: fix)
            }
            guard (0...1e12).contains(truth.effectiveSampleSize), truth.implausibility.magnitude <= 1e12 else {
                return ResultsFileProblem(
                    path: "truths[\(t)]", message: "has an effective sample size or implausibility out of range",
                    fix: fix)
            }
        }
        return nil
    }
}
