import FenceFiles
import FenceKernel
import FenceScenario
import FenceWorld

/// One strategy on one replication (one sweep point): a row of the results.
public struct ResultRow: Sendable, Equatable, Codable {
    /// Index of the sweep point (0 without a sweep).
    public var point: Int
    /// The strategy's label.
    public var strategy: String
    /// The replication index.
    public var replication: Int
    /// The scores.
    public var metrics: RunMetrics
    /// What the run kept besides, when asked for (``RunDetailRequest``); never in `results.json`.
    public var detail: RunDetail? = nil

    /// A row (the package's tests build rows by hand with it).
    package init(
        point: Int, strategy: String, replication: Int, metrics: RunMetrics, detail: RunDetail? = nil
    ) {
        self.point = point
        self.strategy = strategy
        self.replication = replication
        self.metrics = metrics
        self.detail = detail
    }

    /// The row without its detail.
    var withoutDetail: ResultRow {
        var row = self
        row.detail = nil
        return row
    }
}

/// One sweep point: the swept values and each strategy's aggregates there.
public struct PointResult: Sendable, Equatable, Codable {
    /// Index of the point in the sweep grid.
    public var index: Int
    /// Swept path → value (empty without a sweep).
    public var values: [String: Double]
    /// Per-strategy aggregates, in scenario order.
    public var strategies: [StrategySummary]
    /// What importing the recorded track did at this point (`nil` for a generated commute).
    public var trackImport: TrackImportReport?
}

/// Everything an experiment produced: what was run (``header``: scenario echo, version, seeds; its
/// fields read through, `results.seed`) and the results (every row, and aggregates per point and strategy).
///
/// The file (`results.json`) holds the header's fields at its top level besides the strategy names and
/// the track import reports, which its points hold (``init(from:)`` takes them from there).
@dynamicMemberLookup
public struct ExperimentResults: Sendable, Equatable {
    /// What was run.
    public var header: ResultsHeader
    /// Aggregates per sweep point (one point without a sweep).
    public var points: [PointResult]
    /// Every run, ordered by point, replication, strategy.
    public var rows: [ResultRow]
    /// The metrics the summaries hold and every output shows (not written to the file: a file is read with
    /// the catalogue of the decoder's ``CodingUserInfoKey/metricCatalogue``, by default the standard one).
    public var metrics: MetricCatalogue = .standard
    /// What kept the experiment from scoring, or from scoring its strategies on equal terms: the scenario's
    /// warnings (``ResultsHeader/warnings``), then those the rows show (``scoringWarnings(header:points:rows:)``).
    /// The file's `warnings`, left out when there is none.
    public var warnings: [ScoringWarning] = []

    /// The header's fields: `results.seed`, `results.strategyLabels`, ….
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<ResultsHeader, T>) -> T {
        get { header[keyPath: keyPath] }
        set { header[keyPath: keyPath] = newValue }
    }
}

extension ExperimentResults: Codable {
    private enum CodingKeys: String, CodingKey {
        case tool, scenario, scenarioDocument, seed, replications, horizonHours, strategyLabels, sweep, points, rows
        case notes, model, warnings
    }

    public init(from decoder: any Decoder) throws {
        let file = try decoder.container(keyedBy: CodingKeys.self)
        let tool = try file.decode(String.self, forKey: .tool)
        let model = try file.decodeIfPresent(ModelIdentity.self, forKey: .model)
        let scenario = try file.decode(String.self, forKey: .scenario)
        let document = try file.decode(JSONValue.self, forKey: .scenarioDocument)
        let seed = try file.decode(UInt64.self, forKey: .seed)
        let replications = try file.decode(Int.self, forKey: .replications)
        let horizonHours = try file.decode(Double.self, forKey: .horizonHours)
        let labels = try file.decode([String].self, forKey: .strategyLabels)
        let sweep = try file.decode([SweepDimension].self, forKey: .sweep)
        points = try file.decode([PointResult].self, forKey: .points)
        rows = try file.decode([ResultRow].self, forKey: .rows)
        warnings = try file.decodeIfPresent([ScoringWarning].self, forKey: .warnings) ?? []
        metrics = decoder.userInfo[.metricCatalogue] as? MetricCatalogue ?? .standard
        let imports = points.compactMap(\.trackImport)
        header = ResultsHeader(
            tool: tool, model: model, scenario: scenario, scenarioDocument: document, seed: seed,
            replications: replications,
            horizonHours: horizonHours, strategyLabels: labels,
            strategyNames: points.first?.strategies.map(\.strategy) ?? [], sweep: sweep,
            notes: try file.decode([String].self, forKey: .notes), trackImports: imports.isEmpty ? nil : imports)
    }

    public func encode(to encoder: any Encoder) throws {
        var file = encoder.container(keyedBy: CodingKeys.self)
        try file.encode(header.tool, forKey: .tool)
        try file.encodeIfPresent(header.model, forKey: .model)
        try file.encode(header.scenario, forKey: .scenario)
        try file.encode(header.scenarioDocument, forKey: .scenarioDocument)
        try file.encode(header.seed, forKey: .seed)
        try file.encode(header.replications, forKey: .replications)
        try file.encode(header.horizonHours, forKey: .horizonHours)
        try file.encode(header.strategyLabels, forKey: .strategyLabels)
        try file.encode(header.sweep, forKey: .sweep)
        try file.encode(points, forKey: .points)
        // A row's detail is for visits.csv and battery.csv, not the results file.
        try file.encode(
            rows.contains { $0.detail != nil } ? rows.map { row in row.withoutDetail } : rows, forKey: .rows)
        try file.encode(header.notes, forKey: .notes)
        if !warnings.isEmpty { try file.encode(warnings, forKey: .warnings) }
    }
}
