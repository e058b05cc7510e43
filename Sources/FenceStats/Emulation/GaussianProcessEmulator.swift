import CGSL
import Foundation

/// A Gaussian-process emulator of one simulator output: a regression on the inputs plus a correlated residual,
/// conditioned on the simulator's estimated means with their known noise (universal kriging).
///
/// Prediction at x (scaled coordinates, k(x) = σ² r(x, xᵢ), u = h(x) − HᵀK⁻¹k(x)), from [@Rasmussen2006], §2.7,
/// in the limit of a vague prior on β:
///
///     m(x) = h(x)ᵀβ̂ + k(x)ᵀK⁻¹(y − Hβ̂)
///     V(x) = σ² − k(x)ᵀK⁻¹k(x) + uᵀ(HᵀK⁻¹H)⁻¹u
///
/// V(x) is the variance of the simulator's *mean* at x: it includes the uncertainty of β̂ but neither the
/// replications' noise nor the fitted nugget ν (add ν where the emulator's whole uncertainty is wanted, as
/// ``EmulatedOutput`` does for implausibility).
///
/// A value type: it holds the training data, the hyperparameters and the factors predictions need (L, the
/// Cholesky factor of K; L⁻¹H; the factor of HᵀK⁻¹H; β̂; α = K⁻¹(y − Hβ̂)), about n² + nq doubles. Conditioning
/// is deterministic, so an emulator rebuilt from its ``record`` predicts the same numbers bit for bit.
public struct GaussianProcessEmulator: Sendable {
    /// The box the emulator is defined over (predictions outside it extrapolate).
    public let inputSpace: EmulatorInputSpace
    /// How it was built.
    public let settings: EmulatorSettings
    /// The training data (input and output units).
    public let trainingData: EmulatorTrainingData
    /// σ², ℓ and ν.
    public let hyperparameters: EmulatorHyperparameters
    /// The log-likelihood (marginal or restricted, as `settings.likelihood`) at the hyperparameters.
    public let logLikelihood: Double
    /// The jitter added to K's diagonal (output units squared; at least 10⁻¹⁰ σ², more when K needed it).
    public let jitter: Double
    /// The hyperparameter search, when the emulator was fitted (nil when conditioned on given hyperparameters).
    public let fit: EmulatorFitSummary?

    /// n, d, q.
    let count: Int
    let dimensions: Int
    let regressorCount: Int
    /// Scaled points, n × d row-major.
    let scaledPoints: [Double]
    /// β̂ for the regressors (1, x₁ − 0.5, …, x_d − 0.5) in scaled coordinates.
    let coefficients: [Double]
    /// α = K⁻¹(y − Hβ̂).
    let weights: [Double]
    /// L, n × n row-major lower triangle.
    let cholesky: [Double]
    /// L⁻¹H, n × q row-major.
    let whitenedRegressors: [Double]
    /// L_A, the Cholesky factor of HᵀK⁻¹H, q × q row-major lower triangle.
    let regressionCholesky: [Double]
    /// The diagonal of P = K⁻¹ − K⁻¹HA⁻¹HᵀK⁻¹ (leave-one-out, ``leaveOneOut()``).
    let projectionDiagonal: [Double]

    /// Conditions on `data` at given `hyperparameters`, without a search (a previous fit's hyperparameters on
    /// new data, or a record read back). Throws what ``fit(_:over:settings:)`` throws for bad data, and
    /// ``EmulatorError/notPositiveDefinite(jitter:)`` when K stays singular.
    public init(
        conditioning data: EmulatorTrainingData, over space: EmulatorInputSpace,
        hyperparameters: EmulatorHyperparameters, settings: EmulatorSettings = EmulatorSettings()
    ) throws(EmulatorError) {
        try self.init(
            data: data, space: space, hyperparameters: hyperparameters, settings: settings, fit: nil, checked: false)
    }

    /// Rebuilds the emulator a record describes (bit for bit the same predictions).
    public init(_ record: EmulatorRecord) throws(EmulatorError) {
        try self.init(
            conditioning: record.trainingData, over: record.inputSpace, hyperparameters: record.hyperparameters,
            settings: record.settings)
    }

    /// What rebuilds this emulator: the input space, settings, training data and hyperparameters.
    public var record: EmulatorRecord {
        EmulatorRecord(
            inputSpace: inputSpace, settings: settings, trainingData: trainingData, hyperparameters: hyperparameters)
    }

    init(
        data: EmulatorTrainingData, space: EmulatorInputSpace, hyperparameters: EmulatorHyperparameters,
        settings: EmulatorSettings, fit: EmulatorFitSummary?, checked: Bool
    ) throws(EmulatorError) {
        if !checked { try Self.check(data, over: space, settings: settings) }
        guard hyperparameters.lengthScales.count == space.dimensions,
            hyperparameters.processVariance > 0, hyperparameters.processVariance.isFinite,
            hyperparameters.nuggetVariance >= 0, hyperparameters.nuggetVariance.isFinite,
            hyperparameters.lengthScales.allSatisfy({ $0 > 0 && $0.isFinite })
        else {
            throw .invalidSetting(
                setting: "hyperparameters",
                reason: "need a positive process variance, \(space.dimensions) positive length-scales and a "
                    + "non-negative nugget")
        }
        let scaled = data.points.flatMap { space.scaled($0) }
        let workspace = LikelihoodWorkspace(
            scaledPoints: scaled, values: data.means, noise: data.noiseVariances, dimensions: space.dimensions,
            mean: settings.mean, correlation: settings.correlation, likelihood: settings.likelihood)
        let factors = try workspace.condition(hyperparameters)
        inputSpace = space
        self.settings = settings
        trainingData = data
        self.hyperparameters = hyperparameters
        self.fit = fit
        logLikelihood = factors.logLikelihood
        jitter = factors.jitter
        count = data.count
        dimensions = space.dimensions
        regressorCount = workspace.q
        scaledPoints = scaled
        coefficients = factors.coefficients
        weights = factors.weights
        cholesky = factors.cholesky
        regressionCholesky = factors.regressionCholesky
        projectionDiagonal = factors.projectionDiagonal
        whitenedRegressors = factors.whitenedRegressors
    }

    /// The regressors h(x) at scaled point `unit` into `h` (q values).
    @inline(__always)
    func regressors(_ unit: UnsafePointer<Double>, into h: UnsafeMutablePointer<Double>) {
        h[0] = 1
        if regressorCount > 1 { for c in 0..<dimensions { h[c + 1] = unit[c] - 0.5 } }
    }
}

/// What rebuilds an emulator exactly: its input space, settings, training data and hyperparameters (a few
/// numbers per point, where the emulator itself holds an n × n factor). Codable for checkpoints and reports.
public struct EmulatorRecord: Sendable, Equatable, Codable {
    public var inputSpace: EmulatorInputSpace
    public var settings: EmulatorSettings
    public var trainingData: EmulatorTrainingData
    public var hyperparameters: EmulatorHyperparameters

    public init(
        inputSpace: EmulatorInputSpace, settings: EmulatorSettings, trainingData: EmulatorTrainingData,
        hyperparameters: EmulatorHyperparameters
    ) {
        self.inputSpace = inputSpace
        self.settings = settings
        self.trainingData = trainingData
        self.hyperparameters = hyperparameters
    }
}
