import FenceFiles
import FenceScenario
import FenceWorld

/// What an experiment is, without its results: everything ``ExperimentResults`` holds besides the
/// rows and the aggregates computed from them.
///
/// Results are assembled from a header and rows alone (``ExperimentResults/init(header:rows:)``), so a
/// sharded run's parts — each a header plus some rows — merge into exactly the unsharded results
/// without re-reading or re-validating the scenario.
public struct ResultsHeader: Sendable, Equatable, Codable {
    /// FenceSim version that produced it.
    public var tool: String
    /// The model that produced it (nil in files written before results named their model).
    public var model: ModelIdentity?
    /// The scenario's name.
    public var scenario: String
    /// The scenario document as written (echoed).
    public var scenarioDocument: JSONValue
    /// The master seed.
    public var seed: UInt64
    /// Replications per point.
    public var replications: Int
    /// Horizon of every run, hours.
    public var horizonHours: Double
    /// Strategy labels, in order (the first is the paired baseline).
    public var strategyLabels: [String]
    /// Registered strategy names, in the order of ``strategyLabels``.
    public var strategyNames: [String]
    /// The sweep grid's dimensions (empty without a sweep).
    public var sweep: [SweepDimension]
    /// Notes said aloud: defaults an import filled in, and the like.
    public var notes: [String]
    /// What importing the recorded track did, per sweep point in grid order (`nil` for a generated
    /// commute; a sweep of the import options changes it from point to point).
    public var trackImports: [TrackImportReport]?
    /// What the scenario's checks found would keep it from scoring (``Scenario/warnings``; nil when none).
    public var warnings: [ScoringWarning]? = nil

    /// Every field given: the package's tests build headers by hand with it.
    package init(
        tool: String, model: ModelIdentity? = nil, scenario: String, scenarioDocument: JSONValue, seed: UInt64,
        replications: Int, horizonHours: Double, strategyLabels: [String], strategyNames: [String],
        sweep: [SweepDimension], notes: [String], trackImports: [TrackImportReport]? = nil,
        warnings: [ScoringWarning]? = nil
    ) {
        self.tool = tool
        self.model = model
        self.scenario = scenario
        self.scenarioDocument = scenarioDocument
        self.seed = seed
        self.replications = replications
        self.horizonHours = horizonHours
        self.strategyLabels = strategyLabels
        self.strategyNames = strategyNames
        self.sweep = sweep
        self.notes = notes
        self.trackImports = trackImports
        self.warnings = warnings
    }

    /// Number of sweep grid points (1 without a sweep).
    public var pointCount: Int { sweep.reduce(1) { $0 * $1.values.count } }

    /// Number of (point, replication) work items.
    public var workCount: Int { pointCount * replications }

    /// The swept values of each grid point, in grid order (the last dimension varies fastest).
    public var pointValues: [[String: Double]] {
        Experiment.grid(sweep).map { Dictionary(uniqueKeysWithValues: zip(sweep.map(\.path), $0)) }
    }
}

extension Experiment {
    /// Each point's track import report, or nil without a recorded track.
    var trackImports: [TrackImportReport]? {
        let reports = points.compactMap(\.scenario.trackImport)
        return reports.isEmpty ? nil : reports
    }

    /// The experiment's header (tool version, scenario echo, seed, replications, strategies, sweep).
    public var header: ResultsHeader {
        ResultsHeader(
            tool: FenceSimVersion.current, model: .current, scenario: scenario.name,
            scenarioDocument: scenario.document.value,
            seed: scenario.run.seed, replications: scenario.run.replications,
            horizonHours: Double(scenario.run.horizonDays) * 24,
            strategyLabels: scenario.strategies.map(\.label), strategyNames: scenario.strategies.map(\.name),
            sweep: dimensions, notes: scenario.deviceNotes, trackImports: trackImports,
            warnings: scenario.warnings.isEmpty ? nil : scenario.warnings)
    }
}

extension ExperimentResults {
    /// Assembles results from the rows of every work item (in any order): rows sorted by (point,
    /// replication, strategy order), and each point's per-strategy aggregates, paired against the first
    /// strategy, by every metric of `catalogue`.
    public init(header: ResultsHeader, rows: [ResultRow], catalogue: MetricCatalogue = .standard) {
        let labels = header.strategyLabels
        let order = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        let sorted = rows.sorted {
            ($0.point, $0.replication, order[$0.strategy] ?? 0) < ($1.point, $1.replication, order[$1.strategy] ?? 0)
        }
        let rowsByPoint = Dictionary(grouping: sorted, by: \.point)
        var pointResults: [PointResult] = []
        for (index, values) in header.pointValues.enumerated() {
            let pointRows = rowsByPoint[index] ?? []
            let baseline = pointRows.filter { $0.strategy == labels[0] }.map(\.metrics)
            let summaries = zip(labels, header.strategyNames).enumerated().map { offset, entry in
                StrategySummary(
                    label: entry.0, strategy: entry.1,
                    runs: pointRows.filter { $0.strategy == entry.0 }.map(\.metrics),
                    baseline: offset == 0 ? nil : baseline, catalogue: catalogue)
            }
            pointResults.append(
                PointResult(
                    index: index, values: values, strategies: summaries, trackImport: header.trackImports?[index]))
        }
        self.init(header: header, points: pointResults, rows: sorted, metrics: catalogue)
        warnings = (header.warnings ?? []) + Self.scoringWarnings(header: header, points: pointResults, rows: sorted)
    }
}
