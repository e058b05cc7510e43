/// A column of `results.csv`: one value of each run, written as text (numbers in Swift's shortest
/// round-trip form, an undefined value as an empty field).
struct RunColumn {
    /// The header.
    var name: String
    /// The catalogue metric the column shows, if it is one.
    var metricName: String?
    /// The field of one run.
    var value: (RunMetrics) -> String

    /// A metric's value per run.
    static func metric(_ metric: Metric) -> RunColumn {
        RunColumn(name: metric.name, metricName: metric.name) { format(metric.value($0)) }
    }

    /// A count.
    static func count(_ name: String, _ value: @escaping (RunMetrics) -> Int) -> RunColumn {
        RunColumn(name: name) { String(value($0)) }
    }

    /// A count that may be missing (results written before it existed).
    static func optionalCount(_ name: String, _ value: @escaping (RunMetrics) -> Int?) -> RunColumn {
        RunColumn(name: name) { value($0).map(String.init) ?? "" }
    }

    /// A number that may be missing.
    static func number(_ name: String, _ value: @escaping (RunMetrics) -> Double?) -> RunColumn {
        RunColumn(name: name) { format(value($0)) }
    }

    /// `true` or `false`.
    static func flag(_ name: String, _ value: @escaping (RunMetrics) -> Bool) -> RunColumn {
        RunColumn(name: name) { String(value($0)) }
    }

    /// Free text.
    static func text(_ name: String, _ value: @escaping (RunMetrics) -> String) -> RunColumn {
        RunColumn(name: name, value: value)
    }

    /// A number as written: Swift's shortest round-trip form, empty for nil.
    static func format(_ value: Double?) -> String { value.map { "\($0)" } ?? "" }
}
