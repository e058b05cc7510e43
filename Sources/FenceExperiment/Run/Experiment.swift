import FenceFiles
import FenceKernel
import FenceScenario

/// An experiment: a scenario's strategies × replications × sweep points.
///
/// Work is a list of (point, replication) items in a fixed order. Every item runs all strategies on
/// one replication of one point; the same replication index means the same world and source errors
/// at every point (common random numbers across the sweep). Results are assembled from rows sorted
/// by (point, replication, strategy), so the output is identical for any thread count, and a run split
/// into shards merges back to exactly the unsharded result.
public struct Experiment: Sendable {
    /// The scenario as written.
    public let scenario: Scenario
    /// The sweep dimensions (the file's, then the command line's).
    public let dimensions: [SweepDimension]
    /// The scenario variant of each grid point, in grid order (one point without a sweep).
    public let points: [(values: [String: Double], scenario: Scenario)]
    /// What each row keeps besides its metrics (``ResultRow/detail``): nothing by default.
    public var detail = RunDetailRequest.none

    /// Prepares `scenario` with `extraDimensions` added to its own sweep. Every grid point's scenario is
    /// validated now, so a bad value fails before anything runs.
    public init(scenario: Scenario, extraDimensions: [SweepDimension] = []) throws(ScenarioError) {
        self.scenario = scenario
        dimensions = scenario.sweep + extraDimensions
        try Self.checkDimensions(dimensions, of: scenario)
        var points: [(values: [String: Double], scenario: Scenario)] = []
        for combination in Self.grid(dimensions) {
            let values = Dictionary(uniqueKeysWithValues: zip(dimensions.map(\.path), combination))
            points.append((values, try scenario.applying(values)))
        }
        self.points = points
    }

    /// Refuses a path swept twice (also when written two ways, like `strategies[three-manager].outerRadius`
    /// and `strategies[1].parameters.outerRadius`), `run.replications` and `run.threads` (every point runs the
    /// run's replications, and threads change no result: the points would differ only in their labels) and
    /// grids beyond ``SweepDimension/maximumPointCount``.
    package static func checkDimensions(_ dimensions: [SweepDimension], of scenario: Scenario) throws(ScenarioError) {
        var seen: [JSONPath: String] = [:]
        for dimension in dimensions {
            let target = try scenario.resolve(dimension.path).path
            if target.components.count == 2, target.components[0] == .key("run"),
                case .key(let field) = target.components[1],
                let flag = ["replications": "--replications N", "threads": "--threads T"][field]
            {
                let error = ScenarioError.invalid(
                    path: dimension.path,
                    message: field == "replications"
                        ? "is the same at every point (each point runs the run's replications): it cannot be varied"
                        : "does not change results: it cannot be varied",
                    fix: "set run.\(field) once in the scenario, or give \(flag)")
                throw scenario.file.map { error.inFile($0) } ?? error
            }
            if let earlier = seen[target] {
                throw .invalid(
                    path: dimension.path, message: "is swept twice (also as \(earlier))",
                    fix: "vary each value once, in the file's sweep or with --vary")
            }
            seen[target] = dimension.path
        }
        let count = dimensions.reduce(1.0) { $0 * Double($1.values.count) }
        guard count <= Double(SweepDimension.maximumPointCount) else {
            throw .invalid(
                path: "sweep",
                message:
                    "the grid has \(count < 1e15 ? String(Int64(count)) : "\(count)") points; at most \(SweepDimension.maximumPointCount)",
                fix: "sweep fewer values or split the sweep into several runs")
        }
    }

    /// Every combination of the dimensions' values, the last dimension varying fastest.
    package static func grid(_ dimensions: [SweepDimension]) -> [[Double]] {
        dimensions.reduce([[]]) { partial, dimension in
            partial.flatMap { prefix in dimension.values.map { prefix + [$0] } }
        }
    }

    /// Number of (point, replication) work items.
    public var workCount: Int { points.count * scenario.run.replications }

    /// The (point, replication) of work item `index`.
    public func workItem(_ index: Int) -> (point: Int, replication: Int) {
        Self.workItem(index, replications: scenario.run.replications)
    }

    /// The work item of (`point`, `replication`) in an experiment of `replications` replications: the
    /// items are numbered point by point, replication within point (results, checkpoints and shards all
    /// count them so).
    public static func workItem(point: Int, replication: Int, replications: Int) -> Int {
        point * replications + replication
    }

    /// The (point, replication) of work item `index` (``workItem(point:replication:replications:)``).
    public static func workItem(_ index: Int, replications: Int) -> (point: Int, replication: Int) {
        (index / replications, index % replications)
    }

    /// Runs the work items `items` (all of them by default) on `threads` workers and returns their rows,
    /// ordered by (point, replication, strategy).
    public func rows(items: [Int]? = nil, threads: Int, progress: (@Sendable (Int) -> Void)? = nil)
        throws(ExperimentError) -> [ResultRow]
    {
        let work = items ?? Array(0..<workCount)
        return try parallelMap(count: work.count, threads: threads, progress: progress) {
            (offset: Int) throws(ExperimentError) -> [ResultRow] in
            try rows(item: work[offset])
        }.flatMap { $0 }
    }

    /// The rows of work item `item`: every strategy on one replication of one point, in scenario order, each
    /// with the ``detail`` this experiment keeps. A run cut short (a strategy's livelock, an action its platform
    /// lacks) scored only the time before it, so it is refused, naming the strategy, rather than summarised as a day.
    public func rows(item: Int) throws(ExperimentError) -> [ResultRow] {
        let (point, replication) = workItem(item)
        let pointScenario = points[point].scenario
        let results = try ReplicationRunner(scenario: pointScenario).results(replication: replication, detail: detail)
        try Self.refuseCutShort(
            results.map(\.metrics), of: pointScenario, replication: replication, point: points.count > 1 ? point : nil)
        return zip(pointScenario.strategies, results).map {
            ResultRow(
                point: point, strategy: $0.label, replication: replication, metrics: $1.metrics, detail: $1.detail)
        }
    }

    /// Throws for the first of `runs` (one per strategy of `scenario`, replication `replication`, sweep point
    /// `point`) that was cut short, naming the strategy and what stopped it: its figures cover only the time before.
    package static func refuseCutShort(_ runs: [RunMetrics], of scenario: Scenario, replication: Int, point: Int?)
        throws(ExperimentError)
    {
        for (index, (entry, run)) in zip(scenario.strategies, runs).enumerated() {
            guard let failure = run.failure else { continue }
            let error = ScenarioError(
                path: "strategies[\(index)]",
                message: "'\(entry.label)' was cut short in replication \(replication)"
                    + (point.map { " of sweep point \($0)" } ?? "") + ": \(failure)",
                fix:
                    "fencesim trace \(scenario.file ?? "SCENARIO") --strategy \(entry.label) --replication \(replication) "
                    + "--geojson trace.geojson logs its calls; a machine needs time to pass between transitions (a 0 s "
                    + "timer that leads back to a 0 s timer loops at one instant)")
            throw .scenario(scenario.file.map { error.inFile($0) } ?? error)
        }
    }

    /// Runs everything and assembles the results.
    public func run(threads: Int, progress: (@Sendable (Int) -> Void)? = nil) throws(ExperimentError)
        -> ExperimentResults
    {
        results(from: try rows(threads: threads, progress: progress))
    }

    /// Assembles the results from the rows of every work item (in any order); see
    /// ``ExperimentResults/init(header:rows:)``.
    public func results(from rows: [ResultRow]) -> ExperimentResults {
        ExperimentResults(header: header, rows: rows)
    }
}
