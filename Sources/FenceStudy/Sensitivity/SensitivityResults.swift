import FenceExperiment
import FenceFiles
import FenceScenario
import FenceStats
import Foundation

/// The results of a sensitivity study (`results.json` of `fencesim sensitivity`, or of `fencesim merge`
/// over its parts): the header, every design point's parameter values and metric means, the unperturbed
/// scenario's replication intervals, and the method's estimates per metric.
///
/// Built from the header and the rows alone (``init(header:rows:)``), in any order, so one process and a
/// merge of shards write byte-identical files.
public struct SensitivityResults: Sendable, Equatable, Codable {
    /// One design point.
    public struct Point: Sendable, Equatable, Codable {
        public var index: Int
        /// The parameter values applied, in the header's parameter order.
        public var values: [Double]
        /// The metrics' replication means, in the header's metric order.
        public var metrics: [Double]
    }

    /// One metric's estimates: those of the study's method (the others are nil).
    public struct MetricEstimates: Sendable, Equatable, Codable {
        /// The metric's name (``SensitivityMetric/name``).
        public var metric: String
        /// The unperturbed scenario's replication interval of the metric (95 %, Student t).
        public var replicationInterval: ConfidenceInterval?
        /// Morris: μ, μ*, σ per parameter, in the header's parameter order.
        public var morris: [MorrisEffects]?
        /// Sobol: the variance and the indices with bootstrap intervals.
        public var sobol: SobolMetricIndices?
        /// Uncertainty: median and 5–95 % band over the design points.
        public var uncertainty: UncertaintyBand?
    }

    /// Marks the file kind.
    public var format: String
    /// What the study is.
    public var header: SensitivityHeader
    /// The design points, by index.
    public var points: [Point]
    /// The estimates, in the header's metric order.
    public var estimates: [MetricEstimates]

    /// The value of ``format`` in every sensitivity results file.
    public static let formatName = "fencesim-sensitivity-results/1"

    /// Assembles the results from rows of every unit (any order; each unit once).
    public init(header: SensitivityHeader, rows: [SensitivityRow]) throws(SensitivityError) {
        try self.init(header: header, rows: rows, design: nil)
    }

    /// ``init(header:rows:)`` on `design`, the header's (built again when nil).
    init(header: SensitivityHeader, rows: [SensitivityRow], design: StudyDesign?) throws(SensitivityError) {
        let study: StudyDesign
        if let design { study = design } else { study = try header.design() }
        let design = study.design
        var table = try PointResults(pointCount: design.pointCount, metricCount: header.metrics.count)
        var intervals: [ConfidenceInterval?] = header.metrics.map { _ in nil }
        var baselineSeen = false
        for row in rows {
            if row.unit == design.pointCount {
                guard !baselineSeen else { throw .duplicatePoint(index: row.unit) }
                baselineSeen = true
                if let rowIntervals = row.intervals {
                    // One per metric: a part file could hold any number (the estimates are per metric).
                    guard rowIntervals.count == header.metrics.count else {
                        throw .metricCountMismatch(
                            index: row.unit, expected: header.metrics.count, got: rowIntervals.count)
                    }
                    intervals = rowIntervals
                }
            } else {
                try table.record(index: row.unit, metrics: row.metrics)
            }
        }
        guard baselineSeen else { throw .missingPoints(count: 1, firstIndex: design.pointCount) }
        let values = try table.table()
        format = Self.formatName
        self.header = header
        points = values.enumerated().map { index, metrics in
            Point(
                index: index, values: header.appliedValues(design.parameterValues(at: index), point: index),
                metrics: metrics)
        }
        var estimates = zip(header.metrics, intervals).map {
            MetricEstimates(metric: $0.name, replicationInterval: $1)
        }
        switch study {
        case .morris(let morris):
            for (m, effects) in try morris.effects(values).enumerated() { estimates[m].morris = effects }
        case .sobol(let saltelli):
            let indices = try saltelli.indices(
                values, resamples: header.settings.resamples ?? SensitivityHeader.Settings.resamples,
                bootstrapSeed: header.designSeed.child("bootstrap"))
            for (m, metricIndices) in indices.enumerated() { estimates[m].sobol = metricIndices }
        case .uncertainty(let uncertainty):
            for (m, band) in try uncertainty.bands(values).enumerated() { estimates[m].uncertainty = band }
        }
        self.estimates = estimates
    }

    /// The results as pretty JSON with sorted keys: byte-identical for identical results.
    public func jsonText() throws -> String { try ResultsFile.json(self) }
}

extension SensitivityResults {
    /// Reads a sensitivity results file (errors name the file and the JSON path; exit status 2).
    public static func read(path: String) throws(ScenarioError) -> SensitivityResults {
        try decode(StudyFile.bytes(path: path), file: path)
    }

    /// Decodes sensitivity results from `bytes` read from `file` (errors name the file and the JSON path).
    public static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> SensitivityResults {
        try StudyKind.sensitivity.decodeResults(Self.self, bytes, file: file)
    }
}
