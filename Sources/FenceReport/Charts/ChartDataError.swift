/// Data a chart cannot draw, naming the chart, the offending field and how to fix it.
///
/// Charts validate everything they are given (values from result files, labels from scenario files)
/// before drawing, so bad input is reported instead of producing a broken picture or a trap.
public struct ChartDataError: Error, Equatable, CustomStringConvertible {
    /// The chart's title.
    public var chart: String
    /// Path of the offending field, e.g. `series[1] "three-manager".points[3].y.lower`.
    public var field: String
    /// What is wrong.
    public var issue: Issue

    /// The kinds of problem a chart can find in its data.
    public enum Issue: Equatable, Sendable {
        /// A value that must be finite is NaN or infinite.
        case nonFinite(Double)
        /// An interval whose lower bound exceeds its upper bound.
        case invertedInterval(lower: Double, upper: Double)
        /// A list that must not be empty is empty.
        case empty
        /// A list whose length must match another one does not.
        case lengthMismatch(expected: Int, got: Int)
        /// A value that must be zero or positive is negative.
        case negative(Double)
        /// A value outside the range the chart can show.
        case outOfRange(Double, allowed: String)
        /// A parameter that makes the chart impossible to lay out.
        case invalidParameter(String)
    }

    /// Creates an error for `field` of the chart titled `chart`.
    public init(chart: String, field: String, issue: Issue) {
        self.chart = chart
        self.field = field
        self.issue = issue
    }

    /// One line: chart, field, problem and fix.
    public var description: String {
        "chart \"\(chart)\": \(field) \(problemAndFix)"
    }

    private var problemAndFix: String {
        switch issue {
        case .nonFinite(let value):
            "is \(value); expected a finite number. Drop the point or fix the result that produced it."
        case .invertedInterval(let lower, let upper):
            "has lower bound \(lower) above upper bound \(upper); expected lower ≤ upper. Swap or recompute the interval."
        case .empty:
            "is empty; expected at least one entry. Add data or leave this chart out of the report."
        case .lengthMismatch(let expected, let got):
            "has \(got) entries; expected \(expected), one per category. Give every category a value."
        case .negative(let value):
            "is \(value); expected zero or more. Stacked quantities must not be negative."
        case .outOfRange(let value, let allowed):
            "is \(value); expected a value in \(allowed)."
        case .invalidParameter(let reason):
            "is invalid: \(reason)."
        }
    }
}

/// Validation helpers shared by the charts: each throws a ``ChartDataError`` naming `field`.
struct DataCheck {
    /// The chart's title, copied into every error.
    let chart: String

    /// Throws unless `value` is finite.
    func finite(_ value: Double, _ field: @autoclosure () -> String) throws(ChartDataError) {
        guard value.isFinite else { throw ChartDataError(chart: chart, field: field(), issue: .nonFinite(value)) }
    }

    /// Throws unless both bounds are finite and `lower ≤ upper`.
    func interval(lower: Double, upper: Double, _ field: @autoclosure () -> String) throws(ChartDataError) {
        try finite(lower, "\(field()).lower")
        try finite(upper, "\(field()).upper")
        guard lower <= upper else {
            throw ChartDataError(chart: chart, field: field(), issue: .invertedInterval(lower: lower, upper: upper))
        }
    }

    /// Throws when `collection` is empty.
    func nonEmpty<C: Collection>(_ collection: C, _ field: @autoclosure () -> String) throws(ChartDataError) {
        guard !collection.isEmpty else { throw ChartDataError(chart: chart, field: field(), issue: .empty) }
    }

    /// Throws unless `value` is finite and not negative.
    func nonNegative(_ value: Double, _ field: @autoclosure () -> String) throws(ChartDataError) {
        try finite(value, field())
        guard value >= 0 else { throw ChartDataError(chart: chart, field: field(), issue: .negative(value)) }
    }

    /// An error for `field` with `issue`, for checks that do not fit the helpers above.
    func error(_ field: String, _ issue: ChartDataError.Issue) -> ChartDataError {
        ChartDataError(chart: chart, field: field, issue: issue)
    }
}
