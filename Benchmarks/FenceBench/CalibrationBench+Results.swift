import Foundation

/// What the benchmark reads from a calibration's `results.json` (``CalibrationResults``): per wave, the points
/// it ran and the emulators' estimated share of the space not ruled out after it.
extension CalibrationBench {
    /// One wave, cumulative over the waves up to it.
    struct Wave: Codable {
        var wave: Int
        /// Points evaluated in this wave and the ones before it, and the simulations they took (points ×
        /// replications).
        var pointsEvaluated: Int
        var simulations: Int
        /// The emulators' share of the space not ruled out after this wave (`waves[].emulation.share.share`: the
        /// fixed quasi-random sample's points every accepted wave keeps), and the interval the emulators' own
        /// uncertainty puts around their expected share (`…share.interval`, 95 %); nil when the wave was refused.
        var shareNotRuledOut: Double?
        var shareNotRuledOutLower: Double?
        var shareNotRuledOutUpper: Double?
        /// 1 − ``shareNotRuledOut``.
        var shareRuledOut: Double?
    }

    /// The waves of the calibration whose results are at `resultsPath`, run at `replications` per point.
    static func waves(resultsPath: String, replications: Int) throws -> [Wave] {
        let data = try Data(contentsOf: URL(fileURLWithPath: resultsPath))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard let waves = object?["waves"] as? [[String: Any]], !waves.isEmpty else {
            throw BenchError.usage("\(resultsPath) holds no waves: did the calibration finish?")
        }
        var evaluated = 0
        return waves.enumerated().map { offset, wave in
            evaluated += wave["points"] as? Int ?? 0
            let emulation = wave["emulation"] as? [String: Any]
            let share = emulation?["share"] as? [String: Any]
            let interval = share?["interval"] as? [String: Any]
            let kept = share?["share"] as? Double
            return Wave(
                wave: wave["wave"] as? Int ?? offset + 1, pointsEvaluated: evaluated,
                simulations: evaluated * replications, shareNotRuledOut: kept,
                shareNotRuledOutLower: interval?["lower"] as? Double,
                shareNotRuledOutUpper: interval?["upper"] as? Double, shareRuledOut: kept.map { 1 - $0 })
        }
    }

    /// The distinct scenarios of the observation files (their `scenario`, relative to the file).
    static func scenarios(of observations: [String]) throws -> [String] {
        var scenarios: [String] = []
        for file in observations {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let relative = object["scenario"] as? String
            else { throw BenchError.usage("\(file) names no scenario") }
            let directory = FileManager.default.currentDirectoryPath
            let absolute = URL(fileURLWithPath: directory).appendingPathComponent(file)
            var path = absolute.deletingLastPathComponent().appendingPathComponent(relative).standardized.path
            if path.hasPrefix(directory + "/") { path.removeFirst(directory.count + 1) }
            if !scenarios.contains(path) { scenarios.append(path) }
        }
        return scenarios
    }
}
