import FenceFiles
import FenceParameters
import FenceStats

/// A device profile or app-behaviour parameter outside its domain.
public struct DeviceParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field's path, e.g. `gps.biasSigmaMeters` or `wifi.medianErrorMeters.urban`.
    public var field: JSONPath
    /// The offending value, as text.
    public var value: String
    /// What the field must be, e.g. "a number in 0 ... 1".
    public var expected: String

    /// An error for `field`.
    public init(field: JSONPath, value: String, expected: String) {
        self.field = field
        self.value = value
        self.expected = expected
    }

    public var description: String {
        "device parameter '\(field)' is \(value), expected \(expected): set '\(field)' to \(expected)"
    }

    /// Throws unless `value` is finite and in `range`.
    static func check(_ value: Double, in range: ClosedRange<Double>, field: JSONPath) throws(DeviceParameterError) {
        guard value.isFinite, range.contains(value) else {
            throw DeviceParameterError(
                field: field, value: "\(value)",
                expected: "a number in \(range.lowerBound) ... \(range.upperBound)")
        }
    }

    /// The largest value a field without a tighter documented bound accepts (metres, seconds, volts):
    /// far beyond any phone, small enough that positions and times stay exact.
    static let defaultMaximum = 1_000_000.0

    /// Throws unless `value` is finite, > 0 and ≤ `maximum`.
    static func checkPositive(_ value: Double, field: JSONPath, maximum: Double = defaultMaximum)
        throws(DeviceParameterError)
    {
        guard value.isFinite, value > 0, value <= maximum else {
            throw DeviceParameterError(field: field, value: "\(value)", expected: "a number in (0, \(maximum)]")
        }
    }

    /// Throws unless `value` is finite, ≥ 0 and ≤ `maximum`.
    static func checkNonNegative(_ value: Double, field: JSONPath, maximum: Double = defaultMaximum)
        throws(DeviceParameterError)
    {
        guard value.isFinite, value >= 0, value <= maximum else {
            throw DeviceParameterError(field: field, value: "\(value)", expected: "a number in 0 ... \(maximum)")
        }
    }
}

extension ParameterTable {
    /// Throws for the first parameter of `root` outside its valid range; `path` prefixes field names.
    func check(_ root: Root, path: JSONPath) throws(DeviceParameterError) {
        guard let (spec, value) = firstInvalid(in: root), let valid = spec.valid else { return }
        throw DeviceParameterError(
            field: JSONPath(path.components + spec.keys.map(JSONPath.Component.key)), value: "\(value)",
            expected: valid.expected)
    }
}
