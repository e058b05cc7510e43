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
        let study = try header.design()
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

/// The output of one shard of a sensitivity study (`fencesim sensitivity … --shard K/N`): the header,
/// which shard it is, the units it ran and their rows. ``merge(_:)`` combines all N parts.
public struct SensitivityPart: Sendable, Equatable, Codable {
    /// Marks the file kind.
    public var format: String
    /// What the study is (identical in every part).
    public var header: SensitivityHeader
    /// Which shard this is.
    public var shard: Shard
    /// The units this shard ran, ascending (``Shard/items(workCount:)`` over the study's units).
    public var units: [Int]
    /// Their rows, in unit order.
    public var rows: [SensitivityRow]

    /// The value of ``format`` in every sensitivity part.
    public static let formatName = "fencesim-sensitivity-part/1"

    public init(header: SensitivityHeader, shard: Shard, units: [Int], rows: [SensitivityRow]) {
        format = Self.formatName
        self.header = header
        self.shard = shard
        self.units = units
        self.rows = rows
    }

    /// The part as pretty JSON with sorted keys.
    public func jsonText() throws -> String { try ResultsFile.json(self) }

    /// Whether `bytes` hold a sensitivity part (its `format` member), so `merge` can tell the kinds apart.
    public static func isPart(_ bytes: [UInt8]) -> Bool { hasFormat(bytes, formatName) }

    /// Reads a part (errors name the file and the JSON path).
    public static func read(path: String) throws(MergeError) -> SensitivityPart {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw MergeError(
                file: path, message: "cannot read the file (\(error.reason))", fix: "check the path of every part")
        }
        return try decode(bytes, file: path)
    }

    /// Decodes a part from `bytes` read from `file` (errors name the file and the JSON path).
    public static func decode(_ bytes: [UInt8], file: String) throws(MergeError) -> SensitivityPart {
        do throws(ResultsFileProblem) {
            return try ResultsDecoding.decode(SensitivityPart.self, bytes, kind: .sensitivityPart)
        } catch {
            throw MergeError(file: file, message: error.located, fix: error.fix)
        }
    }

    /// Merges the parts of one study (all N shards, each once) into its results.
    public static func merge(_ parts: [(file: String, part: SensitivityPart)]) throws(MergeError)
        -> SensitivityResults
    {
        guard let first = parts.first else { throw MergeError(message: "no parts to merge") }
        let count = first.part.shard.count
        // Two models' rows never mix, whatever else is wrong with the parts: said first.
        let model = first.part.header.experiment.model
        if let other = parts.first(where: { $0.part.header.experiment.model != model }) {
            throw MergeError.modelMismatch(
                file: other.file, model: other.part.header.experiment.model, other: first.file, model)
        }
        var seen: [Int: String] = [:]
        for (file, part) in parts {
            guard part.header == first.part.header else {
                throw MergeError(
                    file: file, message: "belongs to another sensitivity study than \(first.file)",
                    fix: "merge the parts of one command (same scenario, flags and seed)")
            }
            guard part.shard.count == count else {
                throw MergeError(
                    file: file, message: "is shard \(part.shard) but \(first.file) is one of \(count)",
                    fix: "merge the parts of one split")
            }
            if let earlier = seen[part.shard.index] {
                throw MergeError(
                    file: file, message: "is shard \(part.shard) again (also \(earlier))", fix: "give each part once")
            }
            seen[part.shard.index] = file
            guard part.rows.map(\.unit) == part.units,
                let study = try? part.header.design(),
                part.units == part.shard.items(workCount: study.design.pointCount + 1)
            else {
                throw MergeError(
                    file: file, message: "its units or rows do not match shard \(part.shard) of the study",
                    fix: "rerun that shard")
            }
        }
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw MergeError(
                message: "shard(s) " + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + " missing",
                fix: "run them with --shard K/\(count) and merge every part")
        }
        do {
            return try SensitivityResults(header: first.part.header, rows: parts.flatMap(\.part.rows))
        } catch {
            throw MergeError(message: error.description, fix: "rerun the shards")
        }
    }
}

extension ResultsDecoding.Kind {
    /// The `format` member a file of this kind must hold; nil for the sweep kinds, told apart by shape.
    var format: String? {
        switch self {
        case .results, .part: nil
        case .sensitivityPart: SensitivityPart.formatName
        case .sensitivityResults: SensitivityResults.formatName
        case .calibrationResults: CalibrationResults.formatName
        case .optimizationResults: OptimizationResults.formatName
        case .calibrationPart: CalibrationPart.formatName
        case .optimizationPart: OptimizationPart.formatName
        }
    }
}

/// Whether `bytes` are a JSON object whose `format` member is `format`.
func hasFormat(_ bytes: [UInt8], _ format: String) -> Bool {
    guard let text = try? UTF8Text.decode(bytes), let document = try? JSONParser.parse(text) else { return false }
    return document.value["format"].map { $0.value == .string(format) } ?? false
}

extension SensitivityResults {
    /// Whether `bytes` hold sensitivity results (their `format` member), so `report` can tell the kinds apart.
    public static func isResults(_ bytes: [UInt8]) -> Bool { hasFormat(bytes, formatName) }

    /// Reads a sensitivity results file (errors name the file and the JSON path; exit status 2).
    public static func read(path: String) throws(ScenarioError) -> SensitivityResults {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw ScenarioError(
                file: path, path: "", message: "cannot be read (\(error.reason))", fix: "check the path")
        }
        return try decode(bytes, file: path)
    }

    /// Decodes sensitivity results from `bytes` read from `file` (errors name the file and the JSON path).
    public static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> SensitivityResults {
        do throws(ResultsFileProblem) {
            return try ResultsDecoding.decode(SensitivityResults.self, bytes, kind: .sensitivityResults)
        } catch {
            throw ScenarioError(file: file, path: error.path, message: error.message, fix: error.fix)
        }
    }
}
