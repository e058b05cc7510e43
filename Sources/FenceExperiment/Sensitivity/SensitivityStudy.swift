import FenceFiles
import FenceStats

/// A sensitivity study of a scenario: a design over some of its model parameters, each design point
/// run as the scenario with those values applied (``Scenario/applying(_:)``, the path application of
/// sweeps, so every validation applies) for the same replications (common random numbers across
/// points).
///
/// Work comes in units: unit `i < pointCount` is design point `i`; the last unit (``baselineUnit``)
/// is the unperturbed scenario, whose replication intervals stand beside the uncertainty band. Each
/// unit gives one ``SensitivityRow`` — the metrics' replication means — and nothing else is kept, so
/// memory stays flat in the number of points. A unit's row is a pure function of the study and the
/// unit, so the results do not depend on the thread count or on sharding.
public struct SensitivityStudy: Sendable {
    /// The scenario perturbed (its `run.replications` are the replications per point).
    public let scenario: Scenario
    /// What the study is.
    public let header: SensitivityHeader
    /// The design.
    let design: StudyDesign

    /// A study of `scenario` by `method` over the parameters at `paths` (rows of ``ParameterRegistry``
    /// with a plausible range). Every path is resolved against the scenario now, so a path the scenario
    /// cannot set fails before anything runs. `leftOut` records the parameters a selection dropped
    /// (``Scenario/parametersThatAct(_:)``).
    public init(
        scenario: Scenario, method: SensitivityHeader.Method, paths: [String], settings: SensitivityHeader.Settings,
        leftOut: [SensitivityHeader.LeftOut] = []
    ) throws(SensitivitySetupError) {
        var parameters: [SensitivityHeader.Parameter] = []
        for path in paths {
            guard let row = ParameterRegistry.row(at: path) else {
                throw SensitivitySetupError(
                    message: "'\(path)' is not a parameter of the parameter table",
                    fix: "give scenario paths as `fencesim parameters` lists them, or 'assumptions' or 'all'")
            }
            guard let range = row.plausible else {
                throw SensitivitySetupError(
                    message: "'\(path)' has no plausible range in the parameter table, so it cannot be sampled",
                    fix: "choose parameters with a plausible range (`fencesim parameters --format csv` lists them)")
            }
            do { _ = try scenario.resolve(path) } catch {
                throw SensitivitySetupError(
                    message: "'\(path)' cannot be set in this scenario: \(error.message)",
                    fix: "leave it out of --parameters")
            }
            let masked = scenario.strategiesMasking(path)
            var whole = false
            if case .whole = row.defaultValue { whole = true }
            parameters.append(
                SensitivityHeader.Parameter(
                    path: path, unit: row.unit, defaultValue: row.defaultValue.number, whole: whole,
                    provenance: row.provenance.rawValue, lower: range.lower, upper: range.upper,
                    distribution: range.distribution, maskedFor: masked.isEmpty ? nil : masked))
        }
        let experiment: Experiment
        do { experiment = try Experiment(scenario: scenario) } catch {
            throw SensitivitySetupError(message: error.description, fix: "fix the scenario")
        }
        guard scenario.sweep.isEmpty else {
            throw SensitivitySetupError(
                message: "\(scenario.name) declares a sweep; a sensitivity study perturbs one scenario",
                fix: "remove the scenario's sweep section (or study one sweep point as its own scenario)")
        }
        let header = SensitivityHeader(
            format: SensitivityHeader.formatName, experiment: experiment.header, method: method, settings: settings,
            parameters: parameters, metrics: SensitivityMetric.list(strategyLabels: experiment.header.strategyLabels),
            leftOut: leftOut.isEmpty ? nil : leftOut)
        do { design = try header.design() } catch {
            throw SensitivitySetupError(message: error.description, fix: "change the flags as the message says")
        }
        self.scenario = scenario
        self.header = header
    }

    /// The number of design points.
    public var pointCount: Int { design.design.pointCount }

    /// The unit of the unperturbed scenario (after the design points).
    public var baselineUnit: Int { pointCount }

    /// The number of work units: the design points and the baseline.
    public var unitCount: Int { pointCount + 1 }

    /// The parameter values applied at design point `point` (whole numbers rounded), in parameter order.
    public func parameterValues(at point: Int) -> [Double] {
        header.appliedValues(design.design.parameterValues(at: point))
    }

    /// Runs unit `unit`: its scenario's replications, reduced to one row.
    public func row(unit: Int) throws(ExperimentError) -> SensitivityRow {
        precondition(unit >= 0 && unit < unitCount, "unit \(unit) outside 0..<\(unitCount)")
        var unitScenario = scenario
        if unit < pointCount {
            let values = parameterValues(at: unit)
            do {
                unitScenario = try scenario.applying(
                    Dictionary(uniqueKeysWithValues: zip(header.parameters.map(\.path), values)))
            } catch { throw .scenario(error) }
        }
        let runner = ReplicationRunner(scenario: unitScenario)
        var runs: [[RunMetrics]] = []
        for replication in 0..<header.experiment.replications {
            runs.append(try runner.metrics(replication: replication))
        }
        let columns: [[Double]]
        do { columns = try header.metrics.definedValues(runs, labels: header.experiment.strategyLabels) } catch {
            let place = unit < pointCount ? "design point \(unit)" : "the unperturbed scenario"
            throw .scenario(
                ScenarioError(
                    file: scenario.file, path: "",
                    message: "\(error.metric) is undefined on every replication at \(place) (no counted visits or "
                        + "no true transitions)",
                    fix: "give more replications, or leave out the parameter whose range empties the day"))
        }
        let summaries = columns.map { try? Summary($0) }
        let means = summaries.map { $0?.mean ?? .nan }
        let intervals = unit == baselineUnit ? summaries.map { try? $0?.meanInterval() } : nil
        return SensitivityRow(unit: unit, metrics: means, intervals: intervals)
    }

    /// The rows of `units` (ascending), run on `threads` workers, in unit order.
    ///
    /// `finished` receives each row as soon as it is done (a checkpoint saves it there). Once `stop`
    /// returns true no further unit starts and the call throws ``ExperimentError/interrupted``.
    public func rows(
        units: [Int], threads: Int, progress: (@Sendable (Int) -> Void)? = nil, stop: (@Sendable () -> Bool)? = nil,
        finished: (@Sendable (SensitivityRow) throws(OutputError) -> Void)? = nil
    ) throws(ExperimentError) -> [SensitivityRow] {
        try parallelMap(count: units.count, threads: threads, progress: progress) {
            (offset: Int) throws(ExperimentError) -> SensitivityRow in
            if stop?() == true { throw .interrupted }
            let row = try row(unit: units[offset])
            do throws(OutputError) { try finished?(row) } catch { throw .output(error) }
            return row
        }
    }
}

/// One work unit's result: each metric's replication mean, and for the unperturbed scenario each
/// metric's replication interval (Student t, 95 %; nil with fewer than two defined values).
public struct SensitivityRow: Sendable, Equatable, Codable {
    /// The unit: a design point's index, or the baseline unit (= the number of design points).
    public var unit: Int
    /// The metrics' means over the replications, in the header's metric order.
    public var metrics: [Double]
    /// The baseline unit's replication intervals; nil for design points.
    public var intervals: [ConfidenceInterval?]?
}

/// A sensitivity study that cannot be set up as asked: what is wrong and how to fix it (exit status 2).
public struct SensitivitySetupError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var fix: String

    public init(message: String, fix: String) {
        self.message = message
        self.fix = fix
    }

    public var description: String { "sensitivity: \(message) (fix: \(fix))" }
}

/// A metric without a defined value on any replication of a unit.
struct SensitivityRunError: Error {
    var metric: String
    static func undefinedMetric(_ metric: String) -> SensitivityRunError { SensitivityRunError(metric: metric) }
}

extension SensitivityHeader {
    /// Design values as applied to the scenario: whole-number parameters rounded.
    func appliedValues(_ values: [Double]) -> [Double] {
        zip(parameters, values).map { $0.whole ? $1.rounded() : $1 }
    }
}
