/// What an emulator is trained on: the simulator's estimated mean at each design point and the variance of
/// that estimate.
public struct EmulatorTrainingData: Sendable, Equatable, Codable {
    /// The design points, in the inputs' units (one array of d coordinates per point).
    public var points: [[Double]]
    /// The simulator's mean output at each point (the replications' average), in the output's units.
    public var means: [Double]
    /// The variance of each mean, s²ᵢ/nᵢ (output units squared): the replications' sample variance over their
    /// number. 0 for a deterministic output.
    public var noiseVariances: [Double]

    /// Training data with known variances of the means (`noiseVariances`; all 0 when omitted).
    public init(points: [[Double]], means: [Double], noiseVariances: [Double]? = nil) {
        self.points = points
        self.means = means
        self.noiseVariances = noiseVariances ?? Array(repeating: 0, count: means.count)
    }

    /// Training data from replications: at each point, the replications' mean, their sample variance s²
    /// (divisor n − 1) and their number n; the variance of the mean is s²/n.
    public init(points: [[Double]], means: [Double], sampleVariances: [Double], replications: [Int]) {
        self.init(
            points: points, means: means,
            noiseVariances: zip(sampleVariances, replications).map { $0 / Double(max($1, 1)) })
    }

    /// The number of points.
    public var count: Int { points.count }

    /// The average variance of the means (0 without points).
    public var averageNoiseVariance: Double {
        noiseVariances.isEmpty ? 0 : noiseVariances.reduce(0, +) / Double(noiseVariances.count)
    }

    /// Throws unless the data fit `space`: one mean and variance per point, d finite coordinates inside the
    /// space, finite means, finite non-negative variances.
    func validate(in space: EmulatorInputSpace) throws(EmulatorError) {
        guard points.count == means.count, means.count == noiseVariances.count else {
            throw .lengthMismatch(points: points.count, means: means.count, noiseVariances: noiseVariances.count)
        }
        for (index, point) in points.enumerated() {
            guard point.count == space.dimensions else {
                throw .dimensionMismatch(point: index, expected: space.dimensions, got: point.count)
            }
            for (input, value) in point.enumerated() {
                guard value.isFinite else { throw .invalidValue(point: index, field: space.names[input], value: value) }
                // Rounding slack: a point built from scaled coordinates may land a few ulps outside.
                let slack = 1e-9 * (space.upper[input] - space.lower[input])
                guard value >= space.lower[input] - slack, value <= space.upper[input] + slack else {
                    throw .pointOutsideInputSpace(
                        point: index, input: space.names[input], value: value, lower: space.lower[input],
                        upper: space.upper[input])
                }
            }
            guard means[index].isFinite else { throw .invalidValue(point: index, field: "mean", value: means[index]) }
            let noise = noiseVariances[index]
            guard noise.isFinite, noise >= 0 else {
                throw .invalidValue(point: index, field: "noise variance", value: noise)
            }
        }
    }
}
