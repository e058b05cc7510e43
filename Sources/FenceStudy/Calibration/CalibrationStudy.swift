import FenceExperiment
import FenceFiles
import FenceParameters
import FencePlatform
import FenceScenario
import FenceStats
import Foundation

/// History matching of FenceSim against observation files: the observations' scenarios run at each point
/// of some parameters of the parameter table (``HistoryMatching``), each scenario once per point for the
/// same K replications (common random numbers), each observation reading its strategy's metric.
public struct CalibrationStudy: Sendable {
    /// The parameters matched unless `--parameters` names others: the four structural choices and the
    /// numbers the paper-2012 Morris screening ranks highest for battery life and entry recall
    /// (`docs/sensitivity.md`), with the battery's usable share and the upload time, which act on
    /// continuous, the numbers that set the Wi-Fi and cell error medians [@Zandbergen2009] measures (the
    /// GPS bias σ, among the first, sets the GPS median), and the region-monitoring cadence, which Apple's
    /// documented entry latency constrains.
    public static let defaultPaths = [
        "platform.cpuHoldRule", "platform.coarseManagerGPSRule", "platform.networkFixCadence",
        "platform.significantChangeModel", "platform.networkFixIntervalSeconds", "device.overrides.gps.biasSigmaMeters",
        "device.overrides.wifi.cacheHitProbability", "device.overrides.cell.cpuBusySeconds",
        "device.overrides.battery.usableFraction", "device.app.uploadTransferSeconds",
        "metrics.minimumDwellSeconds",
        "device.overrides.wifi.medianErrorMeters.indoor",
        "device.overrides.cell.triangulationErrorFraction",
        "platform.regionEvaluationIntervalSeconds",
    ]

    /// The observations, in the order given.
    public let observations: [Observation]
    /// The parameters' scenario paths, and each one's options (empty for a number).
    public let paths: [String]
    public let options: [[String]]
    /// The history matching.
    public let matching: HistoryMatching
    /// The distinct scenarios (each with the study's replications), by path.
    public let scenarios: [Scenario]
    let scenarioPaths: [String]
    /// Per observation, its scenario's index and its strategy's index in that scenario.
    let placements: [(scenario: Int, strategy: Int)]
    /// Per scenario, the indices of the parameters it can set (the others do not reach it).
    let settable: [[Int]]

    /// A study of `observations` over the parameters at `paths`; scenarios are loaded with `registry`.
    public init(
        observations: [Observation], paths: [String], settings: HistoryMatchingSettings, registry: StrategyRegistry
    ) throws(AnalysisError) {
        guard !observations.isEmpty, observations.contains(where: { $0.set == .calibration }) else {
            throw AnalysisError(
                parameter: "calibrate", message: "no calibration observation among the files given",
                fix: "give at least one observation file with \"set\": \"calibration\"")
        }
        guard (1...QuasiRandomSequence.sobol.maximumDimensions).contains(paths.count) else {
            throw AnalysisError(
                parameter: "--parameters",
                message: "\(paths.count) parameters; history matching here takes 1 to 40 (Sobol's sequence)",
                fix: "name at most 40 parameters")
        }
        let (parameters, options) = try Self.parameters(paths: paths)
        var scenarios: [Scenario] = []
        var scenarioPaths: [String] = []
        var placements: [(scenario: Int, strategy: Int)] = []
        for observation in observations {
            if !scenarioPaths.contains(observation.scenarioPath) {
                do throws(ScenarioError) {
                    let scenario = try Scenario.load(path: observation.scenarioPath, registry: registry)
                    scenarios.append(
                        try scenario.applying(["run.replications": Double(settings.replications)]))
                } catch {
                    throw AnalysisError(
                        parameter: observation.file, message: "scenario: \(error.description)",
                        fix:
                            "fix the scenario, or the observation's \"scenario\" path (relative to the observation file)"
                    )
                }
                scenarioPaths.append(observation.scenarioPath)
            }
            let index = scenarioPaths.firstIndex(of: observation.scenarioPath)!
            guard let strategy = scenarios[index].strategies.firstIndex(where: { $0.label == observation.strategy })
            else {
                throw AnalysisError(
                    parameter: observation.file,
                    message: "strategy: '\(observation.strategy)' is not a strategy label of \(observation.scenario)",
                    fix: "use one of \(scenarios[index].strategies.map(\.label).joined(separator: ", "))")
            }
            placements.append((index, strategy))
        }
        let settable = scenarios.map { scenario in
            paths.indices.filter { (try? scenario.resolve(paths[$0])) != nil }
        }
        for (index, path) in paths.enumerated() where !settable.contains(where: { $0.contains(index) }) {
            throw AnalysisError(
                parameter: "--parameters", message: "'\(path)' cannot be set in any of the observations' scenarios",
                fix: "leave it out of --parameters")
        }
        self.observations = observations
        self.paths = paths
        self.options = options
        self.scenarios = scenarios
        self.scenarioPaths = scenarioPaths
        self.placements = placements
        self.settable = settable
        matching = HistoryMatching(parameters: parameters, observations: observations, settings: settings)
    }

    /// The matched parameters at `paths` (rows of the parameter table with a plausible range or options) and
    /// each one's options (empty for a number).
    public static func parameters(paths: [String]) throws(AnalysisError) -> (
        parameters: [SensitivityParameter], options: [[String]]
    ) {
        var parameters: [SensitivityParameter] = []
        var options: [[String]] = []
        for path in paths {
            guard let row = ParameterRegistry.row(at: path), row.isSampled else {
                throw AnalysisError(
                    parameter: "--parameters",
                    message: "'\(path)' is not a parameter of the table with a plausible range or options",
                    fix: "give scenario paths as `fencesim parameters --format csv` lists them with a range or options")
            }
            let parameter = SensitivityStudy.parameter(row, path: path, maskedFor: nil)
            do { parameters.append(try parameter.sensitivityParameter()) } catch {
                throw AnalysisError(parameter: "--parameters", message: "\(path): \(error)", fix: "report this")
            }
            options.append(parameter.options ?? [])
        }
        return (parameters, options)
    }

    /// Every observation's replication values on its scale at parameter `values` (nil replications of an
    /// undefined metric left out), each scenario run at its own seed plus `seedOffset` (0: the calibration's
    /// seeds; a synthetic truth's observations use others). A run cut short (a livelock, an action the platform
    /// lacks) stops the study, as it stops a run (``Experiment/refuseCutShort(_:of:replication:point:)``).
    public func evaluate(_ values: [Double], seedOffset: UInt64 = 0) throws(ExperimentError) -> [[Double]] {
        var outputs = Array(repeating: [Double](), count: observations.count)
        for (index, scenario) in scenarios.enumerated() {
            var applied: Scenario
            do {
                applied = try scenario.applying(
                    Dictionary(uniqueKeysWithValues: settable[index].map { (paths[$0], values[$0]) }))
            } catch { throw .scenario(error) }
            applied.run.seed &+= seedOffset
            let runner = ReplicationRunner(scenario: applied)
            for replication in 0..<applied.run.replications {
                let runs = try runner.metrics(replication: replication)
                try Experiment.refuseCutShort(runs, of: applied, replication: replication, point: nil)
                for (o, placement) in placements.enumerated() where placement.scenario == index {
                    if let value = observations[o].quantity.value(runs[placement.strategy]) {
                        outputs[o].append(observations[o].scale.transform(value))
                    }
                }
            }
        }
        return outputs
    }
}
