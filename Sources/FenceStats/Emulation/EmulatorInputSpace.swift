/// The box an emulator is defined over: one closed range per input, in the input's own units.
///
/// The emulator works in scaled coordinates, each input mapped linearly onto [0, 1] (0 at `lower`, 1 at
/// `upper`), so its length-scales are fractions of the input's range whatever the input's unit.
public struct EmulatorInputSpace: Sendable, Equatable, Codable {
    /// The inputs' names (for messages and reports), one per input.
    public let names: [String]
    /// The lower end of each input's range, in the input's units.
    public let lower: [Double]
    /// The upper end of each input's range, in the input's units.
    public let upper: [Double]

    /// A space of `lower.count` inputs; throws unless every range is finite with lower < upper and the three
    /// arrays have one entry per input.
    public init(names: [String], lower: [Double], upper: [Double]) throws(EmulatorError) {
        guard names.count == lower.count, lower.count == upper.count else {
            throw .invalidSetting(
                setting: "input space",
                reason: "\(names.count) names, \(lower.count) lower and \(upper.count) upper ends: give one of each")
        }
        guard !names.isEmpty else { throw .invalidSetting(setting: "input space", reason: "needs at least one input") }
        for index in names.indices
        where !(lower[index].isFinite && upper[index].isFinite && lower[index] < upper[index]) {
            throw .invalidInputRange(input: names[index], lower: lower[index], upper: upper[index])
        }
        self.names = names
        self.lower = lower
        self.upper = upper
    }

    /// The unit cube [0, 1]^`dimensions`, inputs named x1, x2, ….
    public static func unitCube(dimensions: Int) throws(EmulatorError) -> EmulatorInputSpace {
        try EmulatorInputSpace(
            names: (0..<dimensions).map { "x\($0 + 1)" }, lower: Array(repeating: 0, count: dimensions),
            upper: Array(repeating: 1, count: dimensions))
    }

    /// The number of inputs.
    public var dimensions: Int { names.count }

    /// `point` (input units) in scaled coordinates ([0, 1] inside the space).
    public func scaled(_ point: [Double]) -> [Double] {
        var result = point
        for index in result.indices { result[index] = (point[index] - lower[index]) / (upper[index] - lower[index]) }
        return result
    }

    /// The point (input units) at scaled coordinates `unit`.
    public func unscaled(_ unit: [Double]) -> [Double] {
        var result = unit
        for index in result.indices { result[index] = lower[index] + unit[index] * (upper[index] - lower[index]) }
        return result
    }
}
