/// Saltelli's sampling design for first-order and total Sobol indices ([@Saltelli2010]; indices of
/// [@Sobol2001]).
///
/// Row j (0 ..< N) of a 2d-dimensional quasi-random sequence gives row j of two matrices: A (its first d
/// coordinates) and B (its last d). The design evaluates, for every base row j, d + 2 points: A_j, B_j
/// and A_B^(i)_j for each parameter i (A_j with coordinate i taken from B_j). Points are numbered row
/// by row: index = j·(d + 2) + k, where k = 0 is A_j, k = 1 is B_j and k = 2 + i is A_B^(i)_j — so a
/// contiguous shard holds whole rows, and bootstrap resampling draws rows.
///
/// GSL's Sobol sequence has at most 40 dimensions, so Sobol sampling takes at most 20 parameters;
/// beyond that the design refuses (it never switches silently) and the Halton sequence must be named — with
/// at least as many base rows as the 2d-th prime (``QuasiRandomSequence/checkCoverage(count:dimensions:)``).
public struct SaltelliDesign: SensitivityDesign {
    public let parameters: [SensitivityParameter]
    /// N: the number of base rows (points of the 2d-dimensional sequence).
    public let baseRows: Int
    /// The quasi-random sequence the rows come from.
    public let sequence: QuasiRandomSequence
    /// The N × 2d quasi-random rows: A in columns 0 ..< d, B in columns d ..< 2d.
    private let rows: [[Double]]

    /// The design of `baseRows` rows (N(d + 2) points) from `sequence`'s first points.
    public init(
        parameters: [SensitivityParameter], baseRows: Int, sequence: QuasiRandomSequence = .sobol
    ) throws(SensitivityError) {
        try parameters.validateNames()
        guard 2 * parameters.count <= sequence.maximumDimensions else {
            throw .tooManyParametersForSaltelli(parameters: parameters.count, sequence: sequence)
        }
        guard baseRows >= 2 else {
            throw .invalidSetting(setting: "samples", reason: "needs at least 2 base rows, got \(baseRows)")
        }
        try sequence.checkCoverage(count: baseRows, dimensions: 2 * parameters.count)
        self.parameters = parameters
        self.baseRows = baseRows
        self.sequence = sequence
        rows = try sequence.points(count: baseRows, dimensions: 2 * parameters.count)
    }

    /// Points per base row: d + 2.
    public var pointsPerRow: Int { parameters.count + 2 }

    public var pointCount: Int { baseRows * pointsPerRow }

    public func unitPoint(at index: Int) -> [Double] {
        checkIndex(index)
        let d = parameters.count
        let row = rows[index / pointsPerRow]
        switch index % pointsPerRow {
        case 0: return Array(row[0..<d])
        case 1: return Array(row[d..<(2 * d)])
        case let k:
            var point = Array(row[0..<d])
            point[k - 2] = row[d + k - 2]
            return point
        }
    }
}
