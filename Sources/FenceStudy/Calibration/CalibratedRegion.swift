import FenceExperiment
import FenceParameters
import FenceScenario
import FenceStats

/// What a calibration's `results.json` gives `fencesim optimize --robust-over FILE` and `fencesim sensitivity
/// --method uncertainty --over FILE` to draw model points from, checked against the scenario it will be applied
/// to: its posterior's draws (``CalibrationPosterior/draws``), or, when it has none, its surviving region (the
/// simulated points whose combined implausibility is at most the cut-off).
public struct CalibratedRegion: Sendable, Equatable, Codable, CustomStringConvertible {
    /// One surviving point.
    public struct Survivor: Sendable, Equatable, Codable {
        /// Its index in the calibration's `points[]`.
        public var point: Int
        /// Its values, in ``CalibratedRegion/paths`` order.
        public var values: [Double]
    }

    /// The calibration results file.
    public var file: String
    /// The model that made the calibration.
    public var model: ModelIdentity
    /// The calibrated parameters' scenario paths.
    public var paths: [String]
    /// The number of points the calibration evaluated.
    public var pointCount: Int
    /// The surviving points, in `points[]` order.
    public var survivors: [Survivor]
    /// The posterior's draws, in ``paths`` order; nil when the calibration has none.
    public var posteriorDraws: [[Double]]?
    /// The posterior's effective sample size; nil without a posterior (no wave was accepted).
    public var posteriorEffectiveSampleSize: Double?

    /// The model points drawn from: the posterior's draws, or without them the survivors' values.
    public var modelPoints: [[Double]] { posteriorDraws ?? survivors.map(\.values) }

    /// The surviving region of `calibration` (read from `file`), refused when no point survives or when
    /// `scenario` cannot set a calibrated parameter.
    public init(_ calibration: CalibrationResults, file: String, scenario: Scenario) throws(ScenarioError) {
        survivors = calibration.points.indices.filter { calibration.points[$0].survives }.map {
            Survivor(point: $0, values: calibration.points[$0].values)
        }
        guard !survivors.isEmpty else {
            throw ScenarioError(
                file: file, path: "points",
                message: "no point of the calibration survives (combined implausibility ≤ \(calibration.cutoff)), "
                    + "so there is no calibrated region to draw from",
                fix: "draw from the prior instead, or give a calibration with surviving points")
        }
        paths = calibration.parameters.map(\.path)
        for (index, path) in paths.enumerated() {
            do { _ = try scenario.resolve(path) } catch {
                throw ScenarioError(
                    file: file, path: "parameters[\(index)].path",
                    message: "'\(path)' cannot be set in \(scenario.file ?? scenario.name): \(error.message)",
                    fix: "give a calibration of parameters this scenario has")
            }
            // A choice's value is an option's index: the calibration's options must be the table's, in order.
            if let options = calibration.parameters[index].options,
                options != ParameterRegistry.row(at: path)?.prior?.names
            {
                throw ScenarioError(
                    file: file, path: "parameters[\(index)].options",
                    message: "'\(path)' has the options \(options.joined(separator: ", ")), not the parameter table's",
                    fix: "calibrate again with this version of fencesim")
            }
        }
        self.file = file
        model = calibration.model
        pointCount = calibration.points.count
        posteriorDraws = calibration.summary.posterior?.draws
        posteriorEffectiveSampleSize = calibration.summary.posterior?.effectiveSampleSize
    }

    /// The name of the random streams that pick a model point for each band point.
    public static let streamName = "sensitivity.region"

    /// The model point that band point `point` takes (a position in ``modelPoints``): uniform over them, with
    /// replacement, from the point's own stream (master seed `seed`, replication `point`), so it depends only on
    /// the seed and the point's index.
    public func modelPointPosition(forPoint point: Int, seed: UInt64) -> Int {
        RandomStream(masterSeed: seed, replication: UInt64(point), name: Self.streamName)
            .index(below: modelPoints.count)
    }

    /// "the posterior of FILE (256 draws; S of P simulated points survive)", or without draws "the calibrated
    /// region of FILE (S of P points survive; why not the posterior)".
    public var description: String {
        let surviving = "\(survivors.count) of \(pointCount)"
        if let posteriorDraws {
            return "the posterior of \(file) (\(posteriorDraws.count) draws; \(surviving) simulated points survive)"
        }
        let why: String
        if let size = posteriorEffectiveSampleSize {
            why =
                size < CalibrationPosterior.minimumEffectiveSampleSize
                ? "its posterior's effective sample size \(Int(size)) is below "
                    + "\(Int(CalibrationPosterior.minimumEffectiveSampleSize)), too few to draw from"
                : "the file predates posterior draws"
        } else {
            why = "it has no posterior: no wave was accepted"
        }
        return "the calibrated region of \(file) (\(surviving) points survive; \(why))"
    }
}
