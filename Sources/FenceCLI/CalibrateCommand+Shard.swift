import FenceExperiment
import FenceFiles
import FenceResultsReport
import FenceScenario
import Foundation

extension CalibrateCommand {
    /// `calibrate … --shard K/N --out DIR`: runs shard K's share of the first wave the calibration's state
    /// (`DIR/.fencesim-calibration-checkpoint/`, as `merge` left it; none before wave 1) lacks and writes
    /// `DIR/part-K-of-N.json`. An interrupted shard continues with `--resume` from its own checkpoint.
    static func runShard(
        _ shard: Shard, study: CalibrationStudy, output: String, threads: Int, resume: Bool, quiet: Bool,
        stop: @escaping @Sendable () -> Bool
    ) throws -> ExitStatus {
        let statePath = output + "/" + CalibrationCheckpoint.directoryName
        let header = CalibrationCheckpointHeader(study: study)
        let recorded = try CalibrationCheckpoint.recorded(directory: statePath, header: header)
        let checkpointPath = output + "/" + Shard.checkpointDirectory(CalibrationCheckpoint.directoryName, shard: shard)
        let checkpoint = try CalibrationCheckpoint(directory: checkpointPath, study: study, resume: resume)
        Interruption.install()
        let bar = ProgressBar.make(
            total: CalibrationPart.indices(of: shard, pointsPerWave: study.matching.settings.pointsPerWave).count,
            label: "calibrate \(shard)", quiet: quiet)
        let result = Result { () throws(ExperimentError) -> CalibrationPart? in
            try study.runShard(
                shard, recorded: recorded, threads: threads, progress: { done, _ in bar?.update(done) },
                finished: checkpoint.finished, stop: stop, save: checkpoint.save)
        }
        bar?.finish()
        let part: CalibrationPart?
        switch result {
        case .success(let value): part = value
        case .failure(.interrupted):
            throw Interrupted(
                signal: Interruption.caught ?? SIGINT, done: checkpoint.savedCount(),
                total: CalibrationPart.indices(of: shard, pointsPerWave: study.matching.settings.pointsPerWave).count,
                checkpoint: checkpointPath)
        case .failure(let error): throw error
        }
        guard let part else {
            checkpoint.remove()
            print(
                "the calibration recorded in \(statePath) is finished: shard \(shard) has nothing to run (merge the "
                    + "last wave's parts into \(output)/results.json if that is not done yet)")
            return .ok
        }
        let file = "\(output)/\(shard.partFileName)"
        try part.write(toFile: file)
        checkpoint.remove()
        print("shard \(shard): \(part.units.count) points of wave \(part.wave); wrote \(file)")
        return .ok
    }

    /// `merge PART… --out DIR/results.json` over calibration parts: records the parts' points (all N shards of
    /// one wave) in the calibration's state `DIR/.fencesim-calibration-checkpoint/`; once the recorded points
    /// finish the waves, writes `DIR/results.json`, byte-identical to the one-process calibration's.
    static func mergeParts(_ files: [String], output: String) throws -> ExitStatus {
        var parts: [(file: String, part: CalibrationPart)] = []
        for file in files { parts.append((file, try CalibrationPart.read(path: file))) }
        let (firstFile, first) = parts[0]
        guard first.header.model == .current else {
            throw MergeError(
                file: firstFile, message: "was made by \(first.header.model), this is \(ModelIdentity.current)",
                fix: "merge with the build that ran the shards (fencesim --version names it)")
        }
        let directory = URL(fileURLWithPath: output).deletingLastPathComponent().path
        let statePath = directory + "/" + CalibrationCheckpoint.directoryName
        // Checked against the state read as it is, before anything is written to it.
        let recorded = try CalibrationCheckpoint.recorded(directory: statePath, header: first.header)
        let merged = try CalibrationPart.merge(parts, recorded: recorded)
        let state = try CalibrationCheckpoint(directory: statePath, header: first.header, resume: true)
        for (_, part) in parts {
            for unit in part.units { try state.save(unit) }
        }
        let matching: HistoryMatching
        let options: [[String]]
        do throws(AnalysisError) {
            (matching, options) = try first.header.matching()
        } catch { throw MergeError(file: firstFile, message: error.description, fix: "re-run the shards") }
        guard let outcome = matching.replayed(known: merged) else {
            let next = matching.pendingWave(known: merged)?.wave ?? first.wave + 1
            print(
                "merged \(parts.count) parts of wave \(first.wave) into \(statePath); next run wave \(next)'s shards "
                    + "(the same calibrate command with --shard K/\(first.shard.count) --out \(directory)) and merge "
                    + "their parts")
            return .ok
        }
        let results = CalibrationResults(
            matching: matching, paths: first.header.paths, options: options, outcome: outcome)
        try AtomicFile.write(try results.json(), to: URL(fileURLWithPath: output))
        print(CalibrationSummaryText.render(results))
        print("\nmerged \(parts.count) parts of wave \(first.wave); the calibration is finished: wrote \(output)")
        return .ok
    }
}
