/// How a region's design coordinates become its emulators' inputs, for a design that mixes numbers and
/// structural choices.
///
/// A design point is a point of the unit cube [0, 1]^D, one coordinate per parameter (its prior quantile). A
/// number's coordinate is an emulator input as it stands. A choice's coordinate picks an option by its
/// cumulative weight (as ``SensitivityParameter/value(atQuantile:)`` does) and enters the emulators as the
/// option's indicator variables with the first option as the baseline (treatment coding): m options give m − 1
/// inputs, each 0 or 1, so the linear mean fits one shift per option (an intercept plus all m indicators would
/// be collinear) and the correlation has one length-scale per option. A choice is a categorical input, not an
/// ordered one: no option lies between two others.
public struct InputEncoding: Sendable, Equatable, Codable {
    /// One design coordinate.
    public enum Coordinate: Sendable, Equatable, Codable {
        /// A number: its quantile is the emulator's input.
        case number
        /// A choice among options with these prior weights (summing to 1).
        case choice(weights: [Double])

        /// The emulator inputs this coordinate takes.
        var featureCount: Int {
            switch self {
            case .number: 1
            case .choice(let weights): weights.count - 1
            }
        }
    }

    /// The design's coordinates, in order.
    public let coordinates: [Coordinate]

    public init(coordinates: [Coordinate]) {
        self.coordinates = coordinates
    }

    /// Every coordinate a number (the design cube is the emulators' scaled input space).
    public static func numbers(_ dimensions: Int) -> InputEncoding {
        InputEncoding(coordinates: Array(repeating: .number, count: dimensions))
    }

    /// D, the design's dimensions.
    public var designDimensions: Int { coordinates.count }
    /// The emulators' inputs.
    public var featureDimensions: Int { coordinates.reduce(0) { $0 + $1.featureCount } }
    /// Whether some coordinate is a choice.
    public var hasChoices: Bool { coordinates.contains { $0 != .number } }

    /// The inputs' names: a number's `name`, a choice's `name=option k` for options 2 … m.
    public func featureNames(_ names: [String]) -> [String] {
        zip(coordinates, names).flatMap { coordinate, name -> [String] in
            switch coordinate {
            case .number: [name]
            case .choice(let weights): (1..<weights.count).map { "\(name)=\($0)" }
            }
        }
    }

    /// The option that quantile `u` picks among options of `weights`: the first whose cumulative weight
    /// exceeds `u`, the last for u at or above the total.
    public static func option(atQuantile u: Double, weights: [Double]) -> Int {
        var cumulative = 0.0
        for (index, weight) in weights.enumerated().dropLast() {
            cumulative += weight
            if u < cumulative { return index }
        }
        return weights.count - 1
    }

    /// The emulators' inputs at design point `point` (D coordinates in [0, 1]).
    public func features(_ point: [Double]) -> [Double] {
        var result = [Double](repeating: 0, count: featureDimensions)
        point.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { encode(source.baseAddress!, into: $0.baseAddress!) }
        }
        return result
    }

    /// Writes the inputs of the design point at `point` to `features` (``featureDimensions`` values).
    func encode(_ point: UnsafePointer<Double>, into features: UnsafeMutablePointer<Double>) {
        var position = 0
        for (c, coordinate) in coordinates.enumerated() {
            switch coordinate {
            case .number:
                features[position] = point[c]
                position += 1
            case .choice(let weights):
                let option = Self.option(atQuantile: point[c], weights: weights)
                for k in 1..<weights.count { features[position + k - 1] = option == k ? 1 : 0 }
                position += weights.count - 1
            }
        }
    }

    /// The inputs of `count` design points (row-major, D each), row-major.
    func encode(_ points: UnsafePointer<Double>, count: Int) -> [Double] {
        let f = featureDimensions
        var result = [Double](repeating: 0, count: count * f)
        result.withUnsafeMutableBufferPointer { buffer in
            for b in 0..<count { encode(points + b * designDimensions, into: buffer.baseAddress! + b * f) }
        }
        return result
    }
}
