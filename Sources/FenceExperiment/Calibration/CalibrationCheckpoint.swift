import FenceFiles
import Foundation

/// One finished point of a calibration, as its checkpoint file holds it: the wave, the index in the wave
/// and each observation's replication values on its scale.
public struct CalibrationUnit: Sendable, Equatable, Codable {
    public var wave: Int
    public var index: Int
    public var outputs: [[Double]]

    /// The point's number across waves (wave 1's points first).
    public static func key(wave: Int, index: Int, pointsPerWave: Int) -> Int { (wave - 1) * pointsPerWave + index }
}

/// What a calibration's checkpoint belongs to: the settings, parameters, observations and model.
public struct CalibrationCheckpointHeader: Sendable, Equatable, Codable {
    public var settings: HistoryMatchingSettings
    public var paths: [String]
    public var observations: [Observation]
    public var model: ModelIdentity

    public init(study: CalibrationStudy) {
        settings = study.matching.settings
        paths = study.paths
        observations = study.observations
        model = .current
    }

    /// The history matching this header describes, and each parameter's options (empty for a number).
    public func matching() throws(AnalysisError) -> (matching: HistoryMatching, options: [[String]]) {
        let (parameters, options) = try CalibrationStudy.parameters(paths: paths)
        return (HistoryMatching(parameters: parameters, observations: observations, settings: settings), options)
    }

    /// What tells this calibration from `other`, for a message; nil when they are the same.
    func difference(from other: CalibrationCheckpointHeader) -> String? {
        if model != other.model { return "it was made by \(other.model), this is \(model)" }
        if observations.map(\.file) != other.observations.map(\.file) { return "it matched other observation files" }
        if observations != other.observations { return "its observation files have changed since" }
        if paths != other.paths { return "it matched other parameters" }
        if settings != other.settings { return "its settings (waves, points, replications, seed) differ" }
        return nil
    }
}

/// The finished points of a calibration still running (`DIR/.fencesim-calibration-checkpoint/`: `header.json`
/// and one `point-KEY.json` per finished point, each written atomically as soon as it is done), so an
/// interrupted calibration continues with `--resume`. A point is a pure function of the calibration and the
/// points before its wave, so a resumed calibration ends with exactly the results of an uninterrupted one.
public struct CalibrationCheckpoint: Sendable {
    /// The checkpoint directory's name inside the output directory of `calibrate`.
    public static let directoryName = ".fencesim-calibration-checkpoint"

    /// The directory.
    public var directory: String { store.path }
    /// The points finished before this process started (empty unless resumed), by key.
    public private(set) var finished: [Int: [[Double]]] = [:]
    /// Whether an earlier checkpoint was there and was discarded (started afresh without resuming).
    public let discardedEarlier: Bool
    private let store: CheckpointDirectory
    /// Points per wave (for the keys).
    private let perWave: Int

    /// Opens the checkpoint of `study` in `directory`; with `resume` an earlier one is continued (refused,
    /// naming what differs, when it belongs to another calibration), without it is discarded.
    public init(directory: String, study: CalibrationStudy, resume: Bool) throws {
        try self.init(directory: directory, header: CalibrationCheckpointHeader(study: study), resume: resume)
    }

    /// Opens the checkpoint of the calibration `header` describes in `directory` (as above).
    public init(directory: String, header: CalibrationCheckpointHeader, resume: Bool) throws {
        let opened = try CheckpointDirectory.open(
            path: directory, prefix: "point", header: header, what: "calibration", resume: resume
        ) { current, earlier in current.difference(from: earlier) }
        store = opened.directory
        discardedEarlier = opened.discardedEarlier
        perWave = header.settings.pointsPerWave
        finished = Self.points(opened.earlierFiles ?? [], header: header)
    }

    /// The points recorded in the checkpoint of `header`'s calibration in `directory`, read without changing
    /// it (none when there is no checkpoint); refused when the checkpoint belongs to another calibration.
    public static func recorded(directory: String, header: CalibrationCheckpointHeader) throws -> [Int: [[Double]]] {
        let files = try CheckpointDirectory.read(
            path: directory, prefix: "point", header: header, what: "calibration",
            fix: "run the shards with the observation files and flags of the calibration begun there, or remove "
                + "\(directory) to start over"
        ) { current, earlier in current.difference(from: earlier) }
        return points(files, header: header)
    }

    /// The points among a checkpoint's files, by key (a file that does not hold its point is left out: that
    /// point runs again).
    static func points(_ files: [(name: String, data: Data)], header: CalibrationCheckpointHeader) -> [Int: [[Double]]]
    {
        let perWave = header.settings.pointsPerWave
        var finished: [Int: [[Double]]] = [:]
        for (name, data) in files {
            guard let unit = try? JSONDecoder().decode(CalibrationUnit.self, from: data),
                name == "point-\(CalibrationUnit.key(wave: unit.wave, index: unit.index, pointsPerWave: perWave)).json",
                unit.outputs.count == header.observations.count
            else { continue }
            finished[CalibrationUnit.key(wave: unit.wave, index: unit.index, pointsPerWave: perWave)] = unit.outputs
        }
        return finished
    }

    /// Records a finished point (called from worker threads).
    public func save(_ unit: CalibrationUnit) throws(OutputError) {
        try store.save(unit, index: CalibrationUnit.key(wave: unit.wave, index: unit.index, pointsPerWave: perWave))
    }

    /// Number of points recorded in the directory now.
    public func savedCount() -> Int { store.savedCount() }

    /// Removes the checkpoint (after the results are written).
    public func remove() { store.remove() }
}
