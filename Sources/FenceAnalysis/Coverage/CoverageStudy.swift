import FenceExperiment
import Foundation

/// A coverage study FenceSim runs on itself: K independent experiments of R replications each (distinct
/// seeds), one reference run of N replications, and for every interval the results hold the share of the K
/// intervals that cover the reference value (``CoverageTally``), per interval and per kind of interval.
///
/// A 95 % interval is a promise that about 95 % of such experiments cover the truth; this measures it
/// instead of assuming it (`docs/intervals.md`).
public struct CoverageStudy: Sendable, Equatable, Codable {
    /// The scenario's name.
    public var scenario: String
    /// K, R and N.
    public var experiments: Int
    public var replications: Int
    public var referenceReplications: Int
    /// Experiment k runs with seed `firstSeed + k`; the reference with `referenceSeed`.
    public var firstSeed: UInt64
    public var referenceSeed: UInt64
    /// The intervals' nominal level and the coverage a kind of interval must reach.
    public var level: Double
    public var target: Double
    /// The FenceSim version and source digest that made the runs (the results' `model`).
    public var model: String
    /// Every interval, in the reference's document order.
    public var rows: [CoverageRow]
    /// The same per kind of interval: the rows whose paths differ only in their array elements
    /// (strategies, sweep points, components).
    public var kinds: [CoverageKind]
    /// What the baseline columns come from (nil without a baseline).
    public var baseline: String?

    /// The study of `tally` with its settings; `baseline`, a study of the same scenario, experiments and
    /// seeds made by other estimators, fills the baseline columns (joined by path) and is named by
    /// `baselineName`.
    public init(
        scenario: String, experiments: Int, replications: Int, referenceReplications: Int, firstSeed: UInt64,
        referenceSeed: UInt64, model: String, tally: CoverageTally, level: Double = 0.95, target: Double = 0.93,
        baseline: CoverageStudy? = nil, baselineName: String? = nil
    ) {
        self.scenario = scenario
        self.experiments = experiments
        self.replications = replications
        self.referenceReplications = referenceReplications
        self.firstSeed = firstSeed
        self.referenceSeed = referenceSeed
        self.level = level
        self.target = target
        self.model = model
        var rows = tally.rows()
        if let baseline {
            let before = Dictionary(baseline.rows.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            for index in rows.indices {
                rows[index].baselineCoverage = before[rows[index].path]?.coverage
                rows[index].baselineMeanWidth = before[rows[index].path]?.meanWidth
            }
        }
        self.rows = rows
        kinds = CoverageKind.kinds(of: rows)
        self.baseline = baseline.map { _ in baselineName ?? "baseline" }
    }

    /// The intervals whose coverage is significantly below the target: their Wilson upper bound under it.
    public var belowTarget: [CoverageRow] { rows.filter { ($0.coverageUpper ?? 1) < target } }

    /// The study as pretty-printed JSON with sorted keys (what `coverage.json` holds).
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// A study read from the `coverage.json` text of `file`; the error names the file, the JSON path and line
    /// of what is wrong (a scenario or another FenceSim file named as such) and the fix.
    public init(jsonText: String, file: String) throws(ReadError) {
        let kind = ResultsDecoding.Kind(
            name: "a coverage study written by fencesim coverage",
            fix: "give the coverage.json of an earlier fencesim coverage run of the same scenario", format: nil)
        do {
            self = try ResultsDecoding.decode(
                CoverageStudy.self, Array(jsonText.utf8), kind: kind, checkingMagnitudes: false)
        } catch {
            throw ReadError(description: "\(file): \(error.located) (fix: \(error.fix))")
        }
    }

    /// Why a coverage file could not be read.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }
}

/// The coverage of one kind of interval: every row whose path is the same once array elements are left
/// out (`results.json: points.strategies.entryRecall` gathers every strategy's entry recall at every point).
public struct CoverageKind: Sendable, Equatable, Codable {
    /// The path without array elements.
    public var name: String
    /// What summary holds it.
    public var shape: ReportedInterval.Shape
    /// Rows of this kind, and those with intervals in some experiment.
    public var intervals: Int
    /// Σ covered / Σ intervals over the rows (the rows of one experiment are not independent of each other,
    /// so no binomial interval is put on it), and the smallest row coverage with its row's path.
    public var coverage: Double?
    public var lowestCoverage: Double?
    public var lowestPath: String?
    /// The mean over rows of each row's mean width divided by its baseline mean width (nil without
    /// baseline widths).
    public var widthRatio: Double?

    /// One kind per distinct name, in the order the names first appear.
    static func kinds(of rows: [CoverageRow]) -> [CoverageKind] {
        var order: [String] = []
        var members: [String: [CoverageRow]] = [:]
        for row in rows {
            let name = Self.name(of: row.path)
            if members[name] == nil { order.append(name) }
            members[name, default: []].append(row)
        }
        return order.map { name in
            let group = members[name]!
            let measured = group.filter { $0.withInterval > 0 }
            let trials = measured.reduce(0) { $0 + $1.withInterval }
            let lowest = measured.min { ($0.coverage ?? 1) < ($1.coverage ?? 1) }
            let ratios = group.compactMap { row -> Double? in
                guard let width = row.meanWidth, let before = row.baselineMeanWidth, before > 0 else { return nil }
                return width / before
            }
            return CoverageKind(
                name: name, shape: group[0].shape, intervals: measured.count,
                coverage: trials > 0 ? Double(measured.reduce(0) { $0 + $1.covered }) / Double(trials) : nil,
                lowestCoverage: lowest?.coverage, lowestPath: lowest?.path,
                widthRatio: ratios.isEmpty ? nil : ratios.reduce(0, +) / Double(ratios.count))
        }
    }

    /// `path` without its array elements (`[…]`).
    static func name(of path: String) -> String {
        var name = ""
        var depth = 0
        for character in path {
            if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
            } else if depth == 0 {
                name.append(character)
            }
        }
        return name
    }
}
