import FenceExperiment
import FenceParameters
import FenceScenario
import FenceStats

/// A calibration's surviving region (the points of its `results.json` whose combined implausibility is
/// at most the cut-off), checked against the scenario it will be applied to: the region that
/// `fencesim optimize --robust-over FILE` and `fencesim sensitivity --method uncertainty --over FILE`
/// draw model points from.
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
    }

    /// The name of the random streams that pick a survivor for each band point.
    public static let streamName = "sensitivity.region"

    /// The survivor that band point `point` takes (a position in ``survivors``): uniform over the
    /// survivors, with replacement, from the point's own stream (master seed `seed`, replication `point`),
    /// so it depends only on the seed and the point's index.
    public func survivorPosition(forPoint point: Int, seed: UInt64) -> Int {
        RandomStream(masterSeed: seed, replication: UInt64(point), name: Self.streamName).index(below: survivors.count)
    }

    /// "the calibrated region of FILE (S of P points survive)".
    public var description: String {
        "the calibrated region of \(file) (\(survivors.count) of \(pointCount) points survive)"
    }
}
