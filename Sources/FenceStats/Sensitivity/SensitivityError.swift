/// Errors of the sensitivity designs and estimators: a design that cannot be built as asked, or
/// per-point results that do not fit the design they claim to come from.
///
/// Each description says what was expected and how to fix it, so the command line can show it as is.
public enum SensitivityError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A quasi-random sequence was asked for more dimensions than it supports.
    case tooManyDimensions(sequence: QuasiRandomSequence, requested: Int, maximum: Int)
    /// Saltelli sampling of `parameters` needs twice as many dimensions as `sequence` has.
    case tooManyParametersForSaltelli(parameters: Int, sequence: QuasiRandomSequence)
    /// The first `count` points of a Halton sequence in `dimension` dimensions do not cover the last one:
    /// its base, the `dimension`-th prime `base`, exceeds `count`, so its coordinates are `n / base`
    /// (n = 1…count), all in [0, count/base] and rising with n like every other such dimension.
    case haltonTooFewPoints(sequence: QuasiRandomSequence, count: Int, dimension: Int, base: Int)
    /// A parameter's range or distribution is unusable (`reason` says why).
    case invalidParameter(name: String, reason: String)
    /// A design setting is out of its domain (`setting` names it, `reason` says what is allowed).
    case invalidSetting(setting: String, reason: String)
    /// A result row names a point the design does not have.
    case pointOutOfRange(index: Int, pointCount: Int)
    /// Two result rows name the same point.
    case duplicatePoint(index: Int)
    /// Results are missing for `count` points, the first of them `firstIndex`.
    case missingPoints(count: Int, firstIndex: Int)
    /// A result row has the wrong number of metric values.
    case metricCountMismatch(index: Int, expected: Int, got: Int)
    /// A result row holds NaN or an infinite value.
    case nonFiniteMetric(index: Int, metric: Int)
    /// The quasi-random generator reported a failure (for example, the sequence is exhausted).
    case gsl(GSLError)

    public var description: String {
        switch self {
        case .tooManyDimensions(let sequence, let requested, let maximum):
            "the \(sequence.rawValue) sequence supports at most \(maximum) dimensions, \(requested) were asked for"
                + (sequence == .sobol ? " (GSL returns all-zero points beyond 40): use the Halton sequence" : "")
        case .tooManyParametersForSaltelli(let parameters, let sequence):
            "Saltelli sampling of \(parameters) parameters needs \(2 * parameters) quasi-random dimensions, but "
                + "the \(sequence.rawValue) sequence has at most \(sequence.maximumDimensions) "
                + "(\(sequence.maximumDimensions / 2) parameters): select fewer parameters (for example the "
                + "ones Morris screening ranks highest) or use the Halton sequence (up to "
                + "\(QuasiRandomSequence.halton.maximumDimensions / 2) parameters)"
        case .haltonTooFewPoints(let sequence, let count, let dimension, let base):
            "the first \(count) points of the \(sequence.rawValue) sequence leave its dimension \(dimension) (base "
                + "\(base)) in [0, \(count)/\(base)], rising with the point index like every dimension whose base "
                + "exceeds \(count): most parameters would be sampled at the bottom of their ranges only, all "
                + "together. Give at least \(base) points, fewer parameters, or another sequence (random sampling "
                + "for an uncertainty band)"
        case .invalidParameter(let name, let reason):
            "parameter \"\(name)\": \(reason)"
        case .invalidSetting(let setting, let reason):
            "\(setting): \(reason)"
        case .pointOutOfRange(let index, let pointCount):
            "result for point \(index), but the design has points 0..<\(pointCount)"
        case .duplicatePoint(let index):
            "two results for point \(index): each point is evaluated once (check that shards do not overlap)"
        case .missingPoints(let count, let firstIndex):
            "results are missing for \(count) point(s), the first is point \(firstIndex): run or merge every shard"
        case .metricCountMismatch(let index, let expected, let got):
            "point \(index) has \(got) metric value(s), expected \(expected)"
        case .nonFiniteMetric(let index, let metric):
            "point \(index), metric \(metric) is NaN or infinite"
        case .gsl(let error):
            error.description
        }
    }
}
