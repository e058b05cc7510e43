import FenceExperiment
import FenceScenario

/// One knob of an optimisation: a scenario path and the values a candidate may give it.
///
/// A continuous knob `PATH=FROM:TO:STEP` and an integer knob (a continuous one whose bounds and step are
/// whole numbers) have the grid FROM, FROM + STEP, … TO; a continuous knob without a step, `PATH=FROM:TO`,
/// is sampled anywhere in [FROM, TO]; a categorical knob `PATH=V1,V2,…` takes one of the listed values (a
/// structural choice takes the option's index, as sweeps do: ``Scenario/applying(_:)``).
public struct OptimizationKnob: Sendable, Equatable, Codable {
    /// How the knob's values are chosen.
    public enum Kind: String, Sendable, Equatable, Codable {
        case continuous, integer, categorical
    }

    /// The scenario path, as the user wrote it.
    public var path: String
    /// The kind.
    public var kind: Kind
    /// The grid or the listed values, in order; empty for a continuous knob without a step.
    public var values: [Double]
    /// The range of a continuous knob without a step (nil otherwise).
    public var lower: Double?
    public var upper: Double?

    public init(path: String, kind: Kind, values: [Double], lower: Double? = nil, upper: Double? = nil) {
        self.path = path
        self.kind = kind
        self.values = values
        self.lower = lower
        self.upper = upper
    }

    /// Parses `PATH=FROM:TO[:STEP]` or `PATH=V1,V2,…` (the `--vary` argument of `fencesim optimize`);
    /// errors name the argument, what was expected and how to fix it.
    public init(parsing text: String) throws(ScenarioError) {
        let argument = "--vary \(text)"
        let fix = "write PATH=FROM:TO[:STEP] or PATH=V1,V2,…, e.g. strategies[three-manager].outerRadius=250:3000:250"
        let pieces = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let parts = pieces.count == 2 ? pieces[1].split(separator: ":", omittingEmptySubsequences: false) : []
        guard parts.count == 2 else {
            let dimension = try SweepDimension(parsing: text)
            let whole = text.contains(":") && dimension.values.allSatisfy { $0 == $0.rounded() }
            self.init(
                path: dimension.path, kind: text.contains(":") ? (whole ? .integer : .continuous) : .categorical,
                values: dimension.values)
            return
        }
        guard !pieces[0].isEmpty, let from = Double(parts[0]), let to = Double(parts[1]), from.isFinite, to.isFinite
        else { throw .invalid(path: argument, message: "expected PATH=FROM:TO with numbers FROM < TO", fix: fix) }
        guard from < to else {
            throw .invalid(path: argument, message: "FROM (\(from)) must be below TO (\(to))", fix: fix)
        }
        self.init(path: String(pieces[0]), kind: .continuous, values: [], lower: from, upper: to)
    }

    /// The knob's value at `u` in [0, 1): the grid value of that stratum, or the point of the range.
    public func value(at u: Double) -> Double {
        if let lower, let upper, values.isEmpty { return lower + u * (upper - lower) }
        return values[min(values.count - 1, Int(u * Double(values.count)))]
    }
}
