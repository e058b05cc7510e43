import FenceExperiment
import FenceFiles
import FenceParameters
import FenceScenario
import FenceStats
import Synchronization

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
    /// Each parameter's path resolved against ``scenario``, by path (resolved once, not at every point).
    let targets: [String: Scenario.SweptTarget]
    /// Whether its units reuse work between design points (``rows(units:threads:reuse:progress:stop:finished:)``).
    public var reuse = RunReuse.on

    /// A study of `scenario` by `method` over the parameters at `paths` (rows of ``ParameterRegistry``
    /// with a plausible range). Every path is resolved against the scenario now, so a path the scenario
    /// cannot set fails before anything runs. `leftOut` records the parameters a selection dropped
    /// (``Scenario/parametersThatAct(_:)``). With `region` (an uncertainty band only, whose `paths` include
    /// the region's) each point takes the calibrated parameters' values from one of its model points
    /// (``CalibratedRegion/modelPoints``, ``SensitivityHeader/Region``). Its metrics are `catalogue`'s studied ones.
    public init(
        scenario: Scenario, method: SensitivityHeader.Method, paths: [String], settings: SensitivityHeader.Settings,
        leftOut: [SensitivityHeader.LeftOut] = [], over region: CalibratedRegion? = nil,
        catalogue: MetricCatalogue = .standard
    ) throws(AnalysisError) {
        var parameters: [SensitivityHeader.Parameter] = []
        var targets: [String: Scenario.SweptTarget] = [:]
        var canonical: JSONNode?  // encoded once for every path
        for path in paths {
            guard let row = ParameterRegistry.row(at: path) else {
                throw AnalysisError.sensitivity(
                    "'\(path)' is not a parameter of the parameter table",
                    fix: "give scenario paths as `fencesim parameters` lists them, or 'assumptions' or 'all'")
            }
            guard row.isSampled else {
                throw AnalysisError.sensitivity(
                    "'\(path)' has no plausible range or option weights in the parameter table, so it cannot be sampled",
                    fix: "choose parameters with a plausible range (`fencesim parameters --format csv` lists them)")
            }
            do { targets[path] = try scenario.resolve(path, canonical: &canonical) } catch {
                throw AnalysisError.sensitivity(
                    "'\(path)' cannot be set in this scenario: \(error.message)",
                    fix: "leave it out of --parameters")
            }
            let masked = scenario.strategiesMasking(path)
            parameters.append(Self.parameter(row, path: path, maskedFor: masked.isEmpty ? nil : masked))
        }
        let experiment: Experiment
        do { experiment = try Experiment(scenario: scenario) } catch {
            throw AnalysisError.sensitivity(
                error.description, fix: "fix the scenario")
        }
        guard scenario.sweep.isEmpty else {
            throw AnalysisError.sensitivity(
                "\(scenario.name) declares a sweep; a sensitivity study perturbs one scenario",
                fix: "remove the scenario's sweep section (or study one sweep point as its own scenario)")
        }
        let header = SensitivityHeader(
            format: SensitivityHeader.formatName, experiment: experiment.header, method: method, settings: settings,
            parameters: parameters,
            metrics: SensitivityMetric.list(strategyLabels: experiment.header.strategyLabels, catalogue: catalogue),
            leftOut: leftOut.isEmpty ? nil : leftOut,
            region: region.map {
                SensitivityHeader.Region(over: $0, pointCount: settings.samples ?? 0, seed: experiment.header.seed)
            })
        do { design = try header.design() } catch {
            throw AnalysisError.sensitivity(
                error.description, fix: "change the flags as the message says")
        }
        self.scenario = scenario
        self.header = header
        self.targets = targets
    }

    /// The header's entry for `row` (a number with a plausible range, or a choice with option weights);
    /// a calibration's parameters are made the same way.
    static func parameter(_ row: ParameterRow, path: String, maskedFor: [String]?)
        -> SensitivityHeader.Parameter
    {
        if let prior = row.prior {
            let defaultIndex: Double? =
                if case .option(let name) = row.defaultValue { row.options.firstIndex(of: name).map(Double.init) } else
                {
                    nil
                }
            return SensitivityHeader.Parameter(
                path: path, unit: row.unit, defaultValue: defaultIndex, whole: false,
                provenance: row.provenance.rawValue, lower: 0, upper: Double(prior.options.count - 1),
                distribution: .categorical, options: prior.names, weights: prior.weights, maskedFor: maskedFor)
        }
        var whole = false
        if case .whole = row.defaultValue { whole = true }
        guard let range = row.plausible else { preconditionFailure("\(path): a sampled row has a range or a prior") }
        return SensitivityHeader.Parameter(
            path: path, unit: row.unit, defaultValue: row.defaultValue.number, whole: whole,
            provenance: row.provenance.rawValue, lower: range.lower, upper: range.upper,
            distribution: range.distribution, maskedFor: maskedFor)
    }

    /// The number of design points.
    public var pointCount: Int { design.design.pointCount }

    /// The unit of the unperturbed scenario (after the design points).
    public var baselineUnit: Int { pointCount }

    /// The number of work units: the design points and the baseline.
    public var unitCount: Int { pointCount + 1 }

    /// The parameter values applied at design point `point` (whole numbers rounded), in parameter order.
    public func parameterValues(at point: Int) -> [Double] {
        header.appliedValues(design.design.parameterValues(at: point), point: point)
    }

    /// Runs unit `unit` on its own (a design point applied to the scenario afresh), taking worlds from
    /// `worlds` and keeping runs in `runCache` when given; with neither, plainly (``RunReuse/off``).
    func row(unit: Int, worlds: WorldCache?, runCache: RunCache? = nil) throws(ExperimentError) -> SensitivityRow {
        var previous: Scenario.AppliedPoint?
        return try row(unit: unit, worlds: worlds, previous: &previous, runCache: runCache)
    }

    /// Runs unit `unit`: its scenario's replications, reduced to one row. The worlds come from `worlds`
    /// when it holds them (the previous unit's, when this one changed no world input), and each run from
    /// `runCache` when nothing it read changed since the run it holds. A design point
    /// starts from `previous`, the last point applied, and becomes it
    /// (``Scenario/applying(_:worlds:targets:previous:)``: the same scenario as applying every value).
    /// Without `worlds` every world is generated afresh (no donor) and every run made.
    func row(
        unit: Int, worlds: WorldCache?, previous: inout Scenario.AppliedPoint?, runCache: RunCache? = nil
    ) throws(ExperimentError) -> SensitivityRow {
        precondition(unit >= 0 && unit < unitCount, "unit \(unit) outside 0..<\(unitCount)")
        var unitScenario = scenario
        if unit < pointCount {
            let values = Dictionary(uniqueKeysWithValues: zip(header.parameters.map(\.path), parameterValues(at: unit)))
            do {
                unitScenario = try scenario.applying(values, worlds: worlds, targets: targets, previous: previous)
            } catch { throw .scenario(error) }
            previous = Scenario.AppliedPoint(values: values, scenario: unitScenario)
        }
        let runs = try self.runs(of: unitScenario, worlds: worlds, runCache: runCache)
        let columns: [[Double]]
        do { columns = try header.metrics.definedValues(runs, labels: header.experiment.strategyLabels) } catch {
            throw .scenario(try undefinedMetricError(error.metric, unit: unit, worlds: worlds))
        }
        let summaries = columns.map { try? Summary($0) }
        let means = summaries.map { $0?.mean ?? .nan }
        let intervals =
            unit == baselineUnit
            ? zip(summaries, header.metrics).map { try? $0?.meanInterval(within: $1.bounds) } : nil
        return SensitivityRow(unit: unit, metrics: means, intervals: intervals)
    }

    /// The rows of `units` (ascending), run on `threads` workers, in unit order.
    ///
    /// Each worker walks a contiguous run of units (``ContiguousRanges``: one run per worker, then the upper
    /// half of the largest run left) and keeps the worlds and runs of the unit it ran last (``WorldCache``,
    /// ``RunCache``): consecutive points of a Morris trajectory differ in one parameter, so a step that changes
    /// no world input runs on the previous point's worlds. Which worker runs a unit never changes its row.
    /// With `reuse` ``RunReuse/off`` nothing is kept between units or runs: each point is applied to the
    /// scenario afresh, each world generated and each run made (the plain path, which gives the same rows).
    /// `finished` receives each row as soon as it is done (a checkpoint saves it there). Once `stop` returns
    /// true no further unit starts and the call throws ``ExperimentError/interrupted``; once a unit fails no
    /// further unit starts and the call throws the failure of the lowest unit that failed.
    public func rows(
        units: [Int], threads: Int, reuse: RunReuse = .on, progress: (@Sendable (Int) -> Void)? = nil,
        stop: (@Sendable () -> Bool)? = nil, finished: (@Sendable (SensitivityRow) throws(OutputError) -> Void)? = nil
    ) throws(ExperimentError) -> [SensitivityRow] {
        let workers = max(1, min(threads, units.count))
        let positions = ContiguousRanges(count: units.count, workers: workers)
        let done = Atomic<Int>(0)
        let outcomes = parallelMap(count: workers, threads: workers) {
            (worker: Int) -> [(position: Int, row: Result<SensitivityRow, ExperimentError>)] in
            let worlds = reuse == .on ? WorldCache() : nil
            let runCache = reuse == .on ? RunCache() : nil
            var previous: Scenario.AppliedPoint?
            var outcomes: [(position: Int, row: Result<SensitivityRow, ExperimentError>)] = []
            while let position = positions.next(for: worker) {
                do throws(ExperimentError) {
                    if stop?() == true { throw .interrupted }
                    if reuse == .off { previous = nil }
                    let row = try row(unit: units[position], worlds: worlds, previous: &previous, runCache: runCache)
                    do throws(OutputError) { try finished?(row) } catch { throw .output(error) }
                    outcomes.append((position, .success(row)))
                } catch {
                    positions.stop()
                    outcomes.append((position, .failure(error)))
                    break
                }
                progress?(done.add(1, ordering: .relaxed).newValue)
            }
            return outcomes
        }.flatMap { $0 }.sorted { $0.position < $1.position }
        return try outcomes.map { outcome throws(ExperimentError) in try outcome.row.get() }
    }
}

/// One work unit's result: each metric's replication mean, and for the unperturbed scenario each
/// metric's replication interval (Student t, 95 %, cut to the metric's ``SensitivityMetric/bounds``; nil
/// with fewer than two defined values).
public struct SensitivityRow: Sendable, Equatable, Codable {
    /// The unit: a design point's index, or the baseline unit (= the number of design points).
    public var unit: Int
    /// The metrics' means over the replications, in the header's metric order.
    public var metrics: [Double]
    /// The baseline unit's replication intervals; nil for design points.
    public var intervals: [ConfidenceInterval?]?
}

/// A metric without a defined value on any replication of a unit.
struct SensitivityRunError: Error {
    var metric: String
    static func undefinedMetric(_ metric: String) -> SensitivityRunError { SensitivityRunError(metric: metric) }
}
