import FenceKernel

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

    /// Prepares `scenario` with `extraDimensions` added to its own sweep. Every grid point's scenario is
    /// validated now, so a bad value fails before anything runs.
    public init(scenario: Scenario, extraDimensions: [SweepDimension] = []) throws(ScenarioError) {
        self.scenario = scenario
        dimensions = scenario.sweep + extraDimensions
        var points: [(values: [String: Double], scenario: Scenario)] = []
        for combination in Self.grid(dimensions) {
            let values = Dictionary(uniqueKeysWithValues: zip(dimensions.map(\.path), combination))
            points.append((values, try scenario.applying(values)))
        }
        self.points = points
    }

    /// Every combination of the dimensions' values, the last dimension varying fastest.
    static func grid(_ dimensions: [SweepDimension]) -> [[Double]] {
        dimensions.reduce([[]]) { partial, dimension in
            partial.flatMap { prefix in dimension.values.map { prefix + [$0] } }
        }
    }

    /// Number of (point, replication) work items.
    public var workCount: Int { points.count * scenario.run.replications }

    /// The (point, replication) of work item `index`.
    public func workItem(_ index: Int) -> (point: Int, replication: Int) {
        (index / scenario.run.replications, index % scenario.run.replications)
    }

    /// Runs the work items `items` (all of them by default) on `threads` workers and returns their rows,
    /// ordered by (point, replication, strategy).
    public func rows(
        items: [Int]? = nil, threads: Int, progress: (@Sendable (Int) -> Void)? = nil
    ) throws(ExperimentError) -> [ResultRow] {
        let work = items ?? Array(0..<workCount)
        let perItem = try parallelMap(count: work.count, threads: threads, progress: progress) {
            (offset: Int) throws(ExperimentError) -> [ResultRow] in
            let (point, replication) = workItem(work[offset])
            let pointScenario = points[point].scenario
            let metrics = try ReplicationRunner(scenario: pointScenario).metrics(replication: replication)
            return zip(pointScenario.strategies, metrics).map {
                ResultRow(point: point, strategy: $0.label, replication: replication, metrics: $1)
            }
        }
        return perItem.flatMap { $0 }
    }

    /// Runs everything and assembles the results.
    public func run(threads: Int, progress: (@Sendable (Int) -> Void)? = nil) throws(ExperimentError)
        -> ExperimentResults
    {
        results(from: try rows(threads: threads, progress: progress))
    }

    /// Assembles results from the rows of every work item (in any order).
    public func results(from rows: [ResultRow]) -> ExperimentResults {
        let labels = scenario.strategies.map(\.label)
        let order = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        let sorted = rows.sorted {
            ($0.point, $0.replication, order[$0.strategy] ?? 0) < ($1.point, $1.replication, order[$1.strategy] ?? 0)
        }
        var pointResults: [PointResult] = []
        for (index, point) in points.enumerated() {
            let pointRows = sorted.filter { $0.point == index }
            let baseline = pointRows.filter { $0.strategy == labels[0] }.map(\.metrics)
            let summaries = point.scenario.strategies.enumerated().map { offset, entry in
                StrategySummary(
                    label: entry.label, strategy: entry.name,
                    runs: pointRows.filter { $0.strategy == entry.label }.map(\.metrics),
                    baseline: offset == 0 ? nil : baseline)
            }
            pointResults.append(PointResult(index: index, values: point.values, strategies: summaries))
        }
        return ExperimentResults(
            tool: FenceSimVersion.current, scenario: scenario.name, scenarioDocument: scenario.document.value,
            seed: scenario.run.seed, replications: scenario.run.replications, horizonHours: scenario.horizon.hours,
            strategyLabels: labels, sweep: dimensions, points: pointResults, rows: sorted, notes: scenario.deviceNotes)
    }
}
