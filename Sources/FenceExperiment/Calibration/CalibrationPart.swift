import FenceFiles
import Foundation

/// One shard's share of one wave of a calibration (`fencesim calibrate … --shard K/N`): the calibration it
/// belongs to, the shard, the wave, and the outputs of the wave's points with index i mod N = K − 1 that were
/// not recorded yet. `fencesim merge` records all N parts' points in the calibration's checkpoint (the state
/// every shard of the next wave starts from) and writes `results.json` once the waves are finished.
public struct CalibrationPart: Sendable, Equatable, Codable {
    /// Marks the file kind.
    public var format: String
    /// The calibration (identical in every part of one calibration).
    public var header: CalibrationCheckpointHeader
    public var shard: Shard
    public var wave: Int
    /// The points run, in index order.
    public var units: [CalibrationUnit]

    /// The value of ``format`` in every calibration part.
    public static let formatName = "fencesim-calibration-part/1"

    public init(header: CalibrationCheckpointHeader, shard: Shard, wave: Int, units: [CalibrationUnit]) {
        format = Self.formatName
        self.header = header
        self.shard = shard
        self.wave = wave
        self.units = units
    }

    /// The indices of wave points shard `shard` runs among `count`.
    public static func indices(of shard: Shard, pointsPerWave count: Int) -> [Int] { shard.items(workCount: count) }

    /// Whether `bytes` hold a calibration part (its `format` member), so `merge` can tell the kinds apart.
    public static func isPart(_ bytes: [UInt8]) -> Bool { hasFormat(bytes, formatName) }

    /// Writes the part to `path` atomically (pretty JSON, keys sorted).
    public func write(toFile path: String) throws {
        try AtomicFile.write(ResultsFile.json(self), to: URL(fileURLWithPath: path))
    }

    /// Where the part does not hold together (a shard K/N with 1 ≤ K ≤ N ≤ the wave's points, a wave within
    /// the settings' waves); nil when it does.
    func shapeProblem() -> ResultsFileProblem? {
        let fix = "the part is damaged or hand-edited; re-run its shard"
        let settings = header.settings
        guard (1...1_000_000).contains(settings.pointsPerWave), (1...100).contains(settings.waves) else {
            return ResultsFileProblem(
                path: "header.settings",
                message: "has \(settings.waves) waves of \(settings.pointsPerWave) points; calibrate runs 1 to 100 "
                    + "waves of 1 to 1 000 000 points", fix: fix)
        }
        guard Shard(index: shard.index, count: shard.count) != nil, shard.count <= settings.pointsPerWave else {
            return ResultsFileProblem(
                path: "shard",
                message: "is \(shard), not K/N with 1 ≤ K ≤ N ≤ \(settings.pointsPerWave) (the points per wave)",
                fix: fix)
        }
        guard (1...settings.waves).contains(wave) else {
            return ResultsFileProblem(
                path: "wave", message: "is \(wave), not a wave from 1 to \(settings.waves)", fix: fix)
        }
        return nil
    }

    /// Reads a part (errors name the file and the JSON path).
    public static func read(path: String) throws(MergeError) -> CalibrationPart {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw MergeError(
                file: path, message: "cannot read the file (\(error.reason))", fix: "check the path of every part")
        }
        return try decode(bytes, file: path)
    }

    /// Decodes a part from `bytes` read from `file` (errors name the file and the JSON path).
    public static func decode(_ bytes: [UInt8], file path: String) throws(MergeError) -> CalibrationPart {
        do throws(ResultsFileProblem) {
            let part = try ResultsDecoding.decode(CalibrationPart.self, bytes, kind: .calibrationPart)
            if let problem = part.shapeProblem() { throw problem }
            return part
        } catch {
            throw MergeError(file: path, message: error.located, fix: error.fix)
        }
    }

    /// The points of `parts` (all N shards of one wave of one calibration, each once) added to `recorded`, the
    /// points the calibration's checkpoint held before. Refused, naming the file: parts of another model or
    /// calibration, of another split or wave, a shard twice or missing, a point outside its shard or wave, a
    /// point recorded before with other outputs, and a wave left incomplete.
    public static func merge(_ parts: [(file: String, part: CalibrationPart)], recorded: [Int: [[Double]]])
        throws(MergeError) -> [Int: [[Double]]]
    {
        guard let (firstFile, first) = parts.first else { throw MergeError(message: "no parts to merge") }
        if let other = parts.first(where: { $0.part.header.model != first.header.model }) {
            throw MergeError.modelMismatch(
                file: other.file, model: other.part.header.model, other: firstFile, first.header.model)
        }
        let perWave = first.header.settings.pointsPerWave
        var merged = recorded
        var seen: [Int: String] = [:]
        for (file, part) in parts {
            if let different = first.header.difference(from: part.header) {
                throw MergeError(
                    file: file, message: "belongs to another calibration than \(firstFile): \(different)",
                    fix: "merge the parts of one calibration (same observation files, flags and build)")
            }
            guard part.shard.count == first.shard.count, part.wave == first.wave else {
                throw MergeError(
                    file: file,
                    message: "is shard \(part.shard) of wave \(part.wave), but \(firstFile) is shard \(first.shard) "
                        + "of wave \(first.wave)",
                    fix: "merge the N parts of one wave of one split")
            }
            if let other = seen[part.shard.index] {
                throw MergeError(
                    file: file, message: "is shard \(part.shard), like \(other)", fix: "give each shard once")
            }
            seen[part.shard.index] = file
            let share = Set(indices(of: part.shard, pointsPerWave: perWave))
            for unit in part.units {
                guard unit.wave == part.wave, share.contains(unit.index),
                    unit.outputs.count == part.header.observations.count
                else {
                    throw MergeError(
                        file: file,
                        message: "holds point \(unit.index) of wave \(unit.wave), not one of shard "
                            + "\(part.shard)'s points of wave \(part.wave)", fix: "re-run that shard")
                }
                let key = CalibrationUnit.key(wave: unit.wave, index: unit.index, pointsPerWave: perWave)
                if let earlier = merged[key], earlier != unit.outputs {
                    throw MergeError(
                        file: file, message: "point \(unit.index) of wave \(unit.wave) differs from the one recorded",
                        fix: "merge only the parts of this calibration's run")
                }
                merged[key] = unit.outputs
            }
        }
        let count = first.shard.count
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw MergeError(
                message: "shard(s) " + missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ")
                    + (missing.count > 10 ? ", …" : "") + " of wave \(first.wave) missing",
                fix: "run the missing shards with --shard K/\(count) and merge all parts")
        }
        let absent = (0..<perWave).filter {
            merged[CalibrationUnit.key(wave: first.wave, index: $0, pointsPerWave: perWave)] == nil
        }
        if let index = absent.first {
            let shard = Shard(index: index % count + 1, count: count)!
            throw MergeError(
                file: seen[shard.index], message: "lacks point \(index) of wave \(first.wave)",
                fix: "re-run shard \(shard)")
        }
        return merged
    }
}
