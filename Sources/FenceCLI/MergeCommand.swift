import FenceExperiment
import FenceResultsReport
import FenceStudy
import Foundation

/// `fencesim merge PART…` with the options declared in ``options``: adds the parts of one batch of a sharded study — a
/// sweep's or a sensitivity study's only batch, a calibration's wave, an optimisation's batch of runs — to the study's
/// state beside FILE (``StudyMerge``) and, once they finish the study, writes its results to FILE, byte-identical to
/// the one-process `results.json` (a sweep's CSV beside it: FILE with the extension `.csv`). Which study the parts
/// belong to is their declared format (``StudyFile``); missing, duplicate or foreign parts are refused (exit status 2).
struct MergeCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--out", value: "FILE",
            meaning: "the study's results file; its state is kept beside it until the study is finished",
            defaultValue: nil, example: "--out reports/sweep/results.json", required: true)
    ]
    static let usage = options.usage("fencesim merge PART…")
    static let valued = options.valued

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard let first = arguments.positional.first else {
            throw UsageError("merge needs the part files\nusage: \(usage)")
        }
        guard let output = try arguments.file("--out", example: "reports/my-sweep/results.json") else {
            throw UsageError("merge needs --out FILE (e.g. reports/my-sweep/results.json)\nusage: \(usage)")
        }
        let files = arguments.positional
        // Bytes that are not a JSON object, and an object without a format that is no run's results either (a
        // scenario), go to the sweep part's reader, which says where they fail.
        let (bytes, identified) = try StudyFile.read(path: first)
        var file = identified ?? StudyFile(kind: .sweep, role: .part)
        if file == StudyFile(kind: .sweep, role: .results), (try? ExperimentResults.decode(bytes, file: first)) == nil {
            file.role = .part
        }
        guard file.role == .part else {
            throw MergeError(
                file: first, message: "is a \(file.kind.words.study)'s complete results, not one shard's part",
                fix: "give the part-K-of-N.json files that --shard K/N wrote")
        }
        switch file.kind {
        case .sweep: return try merge(ResultsHeader.self, files, output) { _ in nil }
        case .sensitivity: return try merge(SensitivityHeader.self, files, output) { _ in nil }
        case .calibration: return try merge(CalibrationHeader.self, files, output, CalibrationSummaryText.render)
        case .optimization: return try merge(OptimizationHeader.self, files, output, OptimizationSummaryText.render)
        case .recovery: return try merge(RecoveryHeader.self, files, output, CalibrationRecoveryMarkdown.render)
        }
    }

    /// Merges `files` (parts of a study of `Header`'s kind) into `output`; `summary` prints a finished study.
    static func merge<Header: StudyHeader>(
        _: Header.Type, _ files: [String], _ output: String, _ summary: (Header.Results) -> String?
    ) throws -> ExitStatus {
        let (study, _, batch, command) = Header.kind.words
        switch try StudyMerge.merge(Header.self, files: files, output: output) {
        case .finished(let results, let written):
            if let text = summary(results) { print(text + "\n") }
            let listed =
                written.count > 1 ? written.dropLast().joined(separator: ", ") + " and " + written.last! : output
            print("merged \(files.count) parts; the \(study) is finished: wrote \(listed)")
        case .recorded(let state, let next):
            let directory = URL(fileURLWithPath: output).deletingLastPathComponent().path
            print(
                "merged \(files.count) parts into \(state); next run \(batch) \(next)'s shards (the same "
                    + "\(command) command with --shard K/N --out \(directory)) and merge their parts")
        }
        return .ok
    }
}
