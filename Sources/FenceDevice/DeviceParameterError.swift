/// A device profile or app-behaviour parameter outside its domain.
public struct DeviceParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field's path, e.g. `gps.biasSigmaMeters` or `wifi.medianErrorMeters.urban`.
    public var field: String
    /// The offending value, as text.
    public var value: String
    /// What the field must be, e.g. "a number in 0 ... 1".
    public var expected: String

    /// An error for `field`.
    public init(field: String, value: String, expected: String) {
        self.field = field
        self.value = value
        self.expected = expected
    }

    public var description: String {
        "device parameter '\(field)' is \(value), expected \(expected): set '\(field)' to \(expected)"
    }

    /// Throws unless `value` is finite and in `range`.
    static func check(_ value: Double, in range: ClosedRange<Double>, field: String) throws(DeviceParameterError) {
        guard value.isFinite, range.contains(value) else {
            throw DeviceParameterError(
                field: field, value: "\(value)",
                expected: "a number in \(range.lowerBound) ... \(range.upperBound)")
        }
    }

    /// Throws unless `value` is finite and > 0.
    static func checkPositive(_ value: Double, field: String) throws(DeviceParameterError) {
        guard value.isFinite, value > 0 else {
            throw DeviceParameterError(field: field, value: "\(value)", expected: "a finite number > 0")
        }
    }

    /// Throws unless `value` is finite and ≥ 0.
    static func checkNonNegative(_ value: Double, field: String) throws(DeviceParameterError) {
        guard value.isFinite, value >= 0 else {
            throw DeviceParameterError(field: field, value: "\(value)", expected: "a finite number ≥ 0")
        }
    }
}
