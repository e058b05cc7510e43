/// Why an emulator could not be fitted, conditioned or used.
///
/// Each description says what was found, what was expected and how to fix it, so a calibration can show it
/// as is. Points are 0-based indices into the training data; inputs are 0-based indices into the input space
/// and are named when the space has names.
public enum EmulatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Fewer training points than the regression and one residual degree of freedom need.
    case tooFewPoints(count: Int, minimum: Int, regressors: Int)
    /// A point has the wrong number of coordinates.
    case dimensionMismatch(point: Int, expected: Int, got: Int)
    /// The per-point arrays (points, means, noise variances) differ in length.
    case lengthMismatch(points: Int, means: Int, noiseVariances: Int)
    /// An input's range is empty, inverted or not finite.
    case invalidInputRange(input: String, lower: Double, upper: Double)
    /// A point lies outside the input space (beyond rounding).
    case pointOutsideInputSpace(point: Int, input: String, value: Double, lower: Double, upper: Double)
    /// A coordinate, mean or noise variance is NaN or infinite, or a noise variance is negative.
    case invalidValue(point: Int, field: String, value: Double)
    /// Every training mean is the same value: there is nothing to emulate.
    case constantOutput(value: Double)
    /// One input takes a single value at every training point, so its regression slope cannot be estimated.
    case constantInput(input: String, value: Double)
    /// The regression's design matrix is rank-deficient (inputs collinear over the training points).
    case singularDesign(reason: String)
    /// Two training points coincide while neither has a noise variance and no nugget is fitted.
    case duplicatePoints(first: Int, second: Int)
    /// The covariance matrix stayed non-positive-definite after the largest jitter.
    case notPositiveDefinite(jitter: Double)
    /// No start of the likelihood search reached a finite likelihood.
    case fitFailed(starts: Int, reason: String)
    /// A setting is out of its domain.
    case invalidSetting(setting: String, reason: String)
    /// Emulators combined in one region do not share one input space.
    case inputSpaceMismatch(output: String)

    public var description: String {
        switch self {
        case .tooFewPoints(let count, let minimum, let regressors):
            "\(count) training points, but the emulator's regression has \(regressors) coefficients and needs at "
                + "least \(minimum) points: run more design points (about 10 per input is the usual wave size), or "
                + "use a constant mean"
        case .dimensionMismatch(let point, let expected, let got):
            "training point \(point) has \(got) coordinates, the input space has \(expected)"
        case .lengthMismatch(let points, let means, let noiseVariances):
            "\(points) points, \(means) means and \(noiseVariances) noise variances: give one of each per point"
        case .invalidInputRange(let input, let lower, let upper):
            "input \(input): range [\(lower), \(upper)] must be finite with lower < upper"
        case .pointOutsideInputSpace(let point, let input, let value, let lower, let upper):
            "training point \(point): input \(input) is \(value), outside the input space [\(lower), \(upper)]"
        case .invalidValue(let point, let field, let value):
            "training point \(point): \(field) is \(value); expected a finite value"
                + (field == "noise variance" ? " ≥ 0 (the replications' variance of the mean, s²/n)" : "")
        case .constantOutput(let value):
            "the output is \(value) at every training point: there is nothing to emulate; judge it by its value "
                + "directly (its implausibility is the same everywhere in the region sampled)"
        case .constantInput(let input, let value):
            "input \(input) is \(value) at every training point, so the regression cannot estimate its slope: "
                + "spread the design over that input or leave the input out of the emulator"
        case .singularDesign(let reason):
            "the regression design is singular (\(reason)): use a space-filling design or a constant mean"
        case .duplicatePoints(let first, let second):
            "training points \(first) and \(second) coincide and neither has a noise variance: pool their "
                + "replications into one point, give their replication variances, or fit a nugget"
        case .notPositiveDefinite(let jitter):
            "the covariance matrix is not positive definite even with jitter \(jitter) × its diagonal: the design "
                + "has (nearly) coincident points; thin the design or fit a nugget"
        case .fitFailed(let starts, let reason):
            "none of \(starts) likelihood searches reached a finite likelihood (\(reason))"
        case .invalidSetting(let setting, let reason):
            "\(setting): \(reason)"
        case .inputSpaceMismatch(let output):
            "the emulator of \(output) is defined over another input space than the region's first emulator: "
                + "fit every emulator of a region over the same input ranges"
        }
    }
}
