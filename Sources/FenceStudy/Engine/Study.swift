import FenceExperiment
import FenceFiles

/// A unit of a study's work, run, checkpointed and sharded on its own: a sweep's work item (point ×
/// replication), a sensitivity study's design point, a calibration's point, an optimisation's run.
public protocol StudyUnit: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A number no other unit of the study has: its checkpoint file is `unit-NUMBER.json`.
    var number: Int { get }
}

extension Int: StudyUnit {
    public var number: Int { self }
}

/// What a study is, as its checkpoint and each shard's part record it: enough to name its work batch by batch
/// and to assemble its results from its units' rows without running anything. A row is a pure function of the
/// header and its unit, so a resumed study, or the merged parts of a sharded one, end with exactly the results
/// of one uninterrupted process, whatever the thread count.
public protocol StudyHeader: Codable, Equatable, Sendable {
    associatedtype Unit: StudyUnit
    /// What running a unit gives.
    associatedtype Row: Codable, Equatable, Sendable
    associatedtype Batch: StudyBatch where Batch.Unit == Unit
    associatedtype Results: StudyResults

    static var kind: StudyKind { get }
    /// The model that runs the units (nil in files written before results named their model).
    var modelIdentity: ModelIdentity? { get }
    /// The most units the study runs, whatever their rows.
    var maximumUnits: Int { get }
    /// Where a header read from a file does not hold together (so that replaying it stays small and cannot
    /// trap), at a JSON path within it; nil when it does.
    func shapeProblem() -> ResultsFileProblem?
    /// The first batch with a unit `known` lacks; nil when `known` finishes the study.
    func pendingBatch(known: [Unit: Row]) -> Batch?
    /// Whether `row` can be `unit`'s: a checkpoint file or a part's row that cannot is damaged.
    func accepts(_ row: Row, of unit: Unit) -> Bool
    /// The results of the finished study from its units' rows.
    func results(known: [Unit: Row]) throws(AnalysisError) -> Results
}

/// A study's results as the files they are written as, `results.json` first.
public protocol StudyResults: Sendable {
    func files() throws -> [(name: String, text: String)]
}

/// A study that runs: its header and how a batch's units run.
public protocol Study: Sendable {
    associatedtype Header: StudyHeader
    var header: Header { get }
    /// The rows of `units` (some of `batch`'s), in order, run as `execution` says.
    func rows(of units: [Header.Unit], in batch: Header.Batch, _ execution: UnitExecution<Header>)
        throws(ExperimentError) -> [Header.Row]
    /// The header's ``StudyHeader/pendingBatch(known:)`` and ``StudyHeader/maximumUnits``, from what the study
    /// holds already where the header would rebuild it (a sensitivity study's design).
    func pendingBatch(known: [Header.Unit: Header.Row]) -> Header.Batch?
    var maximumUnits: Int { get }
    /// Whether `row`, checkpointed for `unit` by an earlier process, serves this one as it is (a run that keeps
    /// more of each unit than the checkpoint's runs did runs the unit again); by default every row the header
    /// accepts does.
    func reuses(_ row: Header.Row, of unit: Header.Unit) -> Bool
    /// The header's ``StudyHeader/results(known:)``, from what the study holds already where the header would
    /// rebuild it.
    func assembled(known: [Header.Unit: Header.Row]) throws(AnalysisError) -> Header.Results
}

extension Study {
    public func reuses(_ row: Header.Row, of unit: Header.Unit) -> Bool { true }
    public func pendingBatch(known: [Header.Unit: Header.Row]) -> Header.Batch? { header.pendingBatch(known: known) }
    public var maximumUnits: Int { header.maximumUnits }
    public func assembled(known: [Header.Unit: Header.Row]) throws(AnalysisError) -> Header.Results {
        try header.results(known: known)
    }

    /// The results of the study run in this process: the rows in `known` taken as they are, every batch they do
    /// not finish run as `execution` says (its progress counting the units run across batches).
    public func results(known: [Header.Unit: Header.Row] = [:], _ execution: UnitExecution<Header>) throws
        -> Header.Results
    {
        var known = known
        var done = 0
        while let batch = pendingBatch(known: known) {
            let units = (0..<batch.count).map(batch.unit(at:)).filter { known[$0] == nil }
            var step = execution
            let before = done
            step.progress = execution.progress.map { progress in { @Sendable in progress(before + $0) } }
            for (unit, row) in zip(units, try rows(of: units, in: batch, step)) { known[unit] = row }
            done += units.count
        }
        return try assembled(known: known)
    }
}

extension StudyHeader {
    /// What tells this study from `other`: the first member of their JSON, in name order, whose values differ
    /// ("its experiment.seed (12 vs 11) differs"); nil when they are the same study (as their files say it: a
    /// scenario echo's members in another order are the same).
    public func difference(from other: Self) -> String? {
        guard self != other else { return nil }
        guard let mine = try? JSONParser.parse(ResultsFile.json(self)),
            let theirs = try? JSONParser.parse(ResultsFile.json(other))
        else { return "its header differs" }
        return Self.difference(mine.value, theirs.value, at: "").map { "its \($0) differs" }
    }

    /// The path of the first value of `mine` that is not `theirs`, with both values when they are short.
    static func difference(_ mine: JSONValue, _ theirs: JSONValue, at path: String) -> String? {
        switch (mine, theirs) {
        case (.object(let a), .object(let b)):
            for key in Set(a.map(\.key) + b.map(\.key)).sorted() {
                let (x, y) = (mine[key]?.value ?? .null, theirs[key]?.value ?? .null)
                if let found = difference(x, y, at: path.isEmpty ? key : "\(path).\(key)") { return found }
            }
            return nil
        case (.array(let a), .array(let b)) where a.count == b.count:
            return zip(a, b).enumerated().lazy.compactMap { difference($1.0.value, $1.1.value, at: "\(path)[\($0)]") }
                .first
        default:
            guard mine != theirs else { return nil }
            let short = [mine, theirs].map(Self.short)
            return path + (short[0].flatMap { a in short[1].map { " (\(a) vs \($0))" } } ?? "")
        }
    }

    /// A number, a boolean or a string of up to 40 characters as written; nil for anything longer.
    static func short(_ value: JSONValue) -> String? {
        switch value {
        case .number(_, let text): text
        case .bool(let flag): "\(flag)"
        case .string(let text) where text.count <= 40: text
        case .null: "none"
        default: nil
        }
    }
}

/// The units a study asks for together, in order: a sweep's or a sensitivity study's only batch, a
/// calibration's wave, an optimisation's halving or confirmation stage. Shard K of N runs those at positions i
/// with i mod N = K − 1.
public protocol StudyBatch: Sendable {
    associatedtype Unit: StudyUnit
    /// From 1: the batches the study asked for before it, plus one.
    var number: Int { get }
    var count: Int { get }
    func unit(at position: Int) -> Unit
    /// The position of `unit`; nil when it is not one of the batch's.
    func position(of unit: Unit) -> Int?
}

/// The units `first..<first + count` as batch `number`.
public struct UnitRange: StudyBatch {
    public var number: Int
    public var first: Int
    public var count: Int

    public init(number: Int, first: Int, count: Int) {
        (self.number, self.first, self.count) = (number, first, count)
    }

    public func unit(at position: Int) -> Int { first + position }
    public func position(of unit: Int) -> Int? { unit >= first && unit - first < count ? unit - first : nil }

    /// A study's only batch, units `0..<count`, when `known` lacks one of them; nil when it holds them all.
    public static func only<Row>(count: Int, known: [Int: Row]) -> UnitRange? {
        (0..<count).contains { known[$0] == nil } ? UnitRange(number: 1, first: 0, count: count) : nil
    }
}
