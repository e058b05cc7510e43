import FenceFiles

/// Errors of the world layer: invalid parameters or inconsistent inputs, each naming the field or
/// item at fault, what was expected and how to fix it.
public enum WorldError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter or table field has a value outside its allowed range.
    /// `field` is the field's JSON path inside the world parameters, such as
    /// `environment.overrides.urban.gpsVisibility`.
    case invalidValue(field: JSONPath, value: String, expected: String)
    /// A trajectory cannot be built from the given legs or waypoints.
    case invalidTrajectory(location: String, problem: String)
    /// A fence list is inconsistent (duplicate id, bad radius, …).
    case invalidFence(id: String, problem: String)
    /// A fence whose centre lies beyond the local map's reach (``Fence/maximumOffsetMeters`` from the origin),
    /// as a latitude or longitude with a lost sign puts it.
    case fenceBeyondMap(id: String, distanceMeters: Double)
    /// The world could not be written in an export format (e.g. a coordinate that is not a finite number).
    case exportFailed(format: String, reason: String)

    public var description: String {
        switch self {
        case .invalidValue(let field, let value, let expected):
            "\(field) = \(value) is invalid: expected \(expected)"
        case .invalidTrajectory(let location, let problem):
            "trajectory \(location): \(problem)"
        case .invalidFence(let id, let problem):
            "fence '\(id)': \(problem)"
        case .fenceBeyondMap(let id, let distance):
            "fence '\(id)': its centre lies \(Int((distance / 1_000).rounded())) km from the world's origin, beyond the "
                + "\(Int(Fence.maximumOffsetMeters / 1_000)) km the local map covers"
        case .exportFailed(let format, let reason):
            "cannot write the world as \(format): \(reason)"
        }
    }
}

extension WorldError {
    /// Throws ``invalidValue(field:value:expected:)`` unless `value` is finite and in `range`.
    static func check(_ value: Double, in range: ClosedRange<Double>, field: JSONPath) throws(WorldError) {
        guard value.isFinite, range.contains(value) else {
            throw .invalidValue(
                field: field, value: "\(value)", expected: "a number in [\(range.lowerBound), \(range.upperBound)]")
        }
    }

    /// Throws ``invalidValue(field:value:expected:)`` unless `value` is finite, > 0 and ≤ `maximum`.
    static func checkPositive(_ value: Double, field: JSONPath, maximum: Double = .greatestFiniteMagnitude)
        throws(WorldError)
    {
        guard value.isFinite, value > 0, value <= maximum else {
            throw .invalidValue(
                field: field, value: "\(value)",
                expected: maximum.isFinite && maximum < .greatestFiniteMagnitude
                    ? "a number in (0, \(maximum)]" : "a finite number > 0")
        }
    }

    /// Throws ``invalidValue(field:value:expected:)`` unless `value` is finite and ≥ 0.
    static func checkNonNegative(_ value: Double, field: JSONPath) throws(WorldError) {
        guard value.isFinite, value >= 0 else {
            throw .invalidValue(field: field, value: "\(value)", expected: "a finite number ≥ 0")
        }
    }
}
