/// How an emulator is built: its mean, correlation, noise, likelihood and the search for its hyperparameters.
///
/// The defaults follow the practice of history matching with stochastic simulators ([@Andrianakis2015];
/// [@hmer]): a linear mean in every input, Matérn 5/2 correlation with one length-scale per input, the
/// replications' variance of the mean as a known per-point nugget, hyperparameters by restricted likelihood.
/// Bounds and search sizes are FenceSim's assumptions, stated with each.
public struct EmulatorSettings: Sendable, Equatable, Codable {
    /// The regression part of the emulator's mean.
    public enum MeanFunction: String, Sendable, Codable, CaseIterable {
        /// A constant (ordinary kriging): q = 1 coefficient.
        case constant
        /// A constant plus a slope per input (scaled coordinates): q = d + 1 coefficients. The default.
        case linear
    }

    /// Which likelihood the hyperparameters maximise.
    public enum Likelihood: String, Sendable, Codable, CaseIterable {
        /// The marginal likelihood with the regression coefficients at their generalised-least-squares estimate
        /// ([@Rasmussen2006], §2.7 and §5.4.1).
        case marginal
        /// The restricted (residual) likelihood, which integrates the regression coefficients out under a flat
        /// prior and so does not shrink the process variance by the q coefficients fitted ([@Rasmussen2006],
        /// §2.7; [@Harville1974]). The default: it allows for the q coefficients the mean estimates (11 for a
        /// linear mean in 10 inputs), which the marginal likelihood's variance estimate ignores.
        case restricted
    }

    /// The regression part of the mean (default linear).
    public var mean: MeanFunction
    /// The residual correlation (default Matérn 5/2).
    public var correlation: CorrelationFunction
    /// The likelihood maximised (default restricted).
    public var likelihood: Likelihood
    /// Whether a nugget variance, common to every point, is fitted on top of the known replication variances:
    /// for variation the inputs do not explain (inputs left out, a noise estimate too small). Default off.
    public var fitsNugget: Bool
    /// The range each length-scale is searched in, in scaled units (fractions of the input's range). Default
    /// 0.02 … 50, an assumption: below 0.02 a design of a few hundred points in d ≈ 10 inputs sees no
    /// correlation between neighbours (the emulator falls back on its mean with its full variance); above
    /// 50 the correlation across the whole range exceeds 0.999 (an inactive input, left to the linear mean).
    public var lengthScaleRange: ClosedRange<Double>
    /// The range the process variance is searched in, as multiples of the training means' sample variance.
    /// Default 1e-6 … 1e2, an assumption wide enough for a nearly linear output and for one whose residual
    /// wanders further than the sample shows.
    public var processVarianceRange: ClosedRange<Double>
    /// The range of the fitted nugget, as multiples of the training means' sample variance (used when
    /// `fitsNugget`). Default 1e-8 … 1.
    public var nuggetRange: ClosedRange<Double>
    /// The number of likelihood searches, from deterministic starting points (default 8): the first at
    /// length-scales 0.5 and the process variance of the sample, the others from Sobol points over the
    /// middle three-fifths of the (log) search box.
    public var starts: Int
    /// With more training points than this, the starts search a maximin subset of this many points and only
    /// the best result is refined on every point (default 160; the multi-start's cost grows as n³).
    public var searchSubsetSize: Int
    /// The BFGS iterations allowed per search (default 200).
    public var maximumIterations: Int

    public init(
        mean: MeanFunction = .linear, correlation: CorrelationFunction = .matern52,
        likelihood: Likelihood = .restricted, fitsNugget: Bool = false,
        lengthScaleRange: ClosedRange<Double> = 0.02...50, processVarianceRange: ClosedRange<Double> = 1e-6...1e2,
        nuggetRange: ClosedRange<Double> = 1e-8...1, starts: Int = 8, searchSubsetSize: Int = 160,
        maximumIterations: Int = 200
    ) {
        self.mean = mean
        self.correlation = correlation
        self.likelihood = likelihood
        self.fitsNugget = fitsNugget
        self.lengthScaleRange = lengthScaleRange
        self.processVarianceRange = processVarianceRange
        self.nuggetRange = nuggetRange
        self.starts = starts
        self.searchSubsetSize = searchSubsetSize
        self.maximumIterations = maximumIterations
    }

    /// The number of regression coefficients for `dimensions` inputs.
    public func regressorCount(dimensions: Int) -> Int { mean == .linear ? dimensions + 1 : 1 }

    /// Throws unless every range is positive and ordered and the search sizes are usable.
    func validate() throws(EmulatorError) {
        for (name, range) in [
            ("lengthScaleRange", lengthScaleRange), ("processVarianceRange", processVarianceRange),
            ("nuggetRange", nuggetRange),
        ] where !(range.lowerBound > 0 && range.upperBound.isFinite && range.lowerBound < range.upperBound) {
            throw .invalidSetting(setting: name, reason: "must be finite and positive with lower < upper")
        }
        guard starts >= 1 else { throw .invalidSetting(setting: "starts", reason: "must be at least 1") }
        guard searchSubsetSize >= 2 else {
            throw .invalidSetting(setting: "searchSubsetSize", reason: "must be at least 2")
        }
        guard maximumIterations >= 1 else {
            throw .invalidSetting(setting: "maximumIterations", reason: "must be at least 1")
        }
    }
}

/// The emulator's covariance hyperparameters, in the output's units (variances) and scaled input units
/// (length-scales: fractions of each input's range).
public struct EmulatorHyperparameters: Sendable, Equatable, Codable {
    /// σ², the residual process's variance (output units squared).
    public var processVariance: Double
    /// ℓₖ, one correlation length per input (scaled units).
    public var lengthScales: [Double]
    /// ν, the fitted nugget's variance (output units squared; 0 when no nugget is fitted).
    public var nuggetVariance: Double

    public init(processVariance: Double, lengthScales: [Double], nuggetVariance: Double = 0) {
        self.processVariance = processVariance
        self.lengthScales = lengthScales
        self.nuggetVariance = nuggetVariance
    }
}
