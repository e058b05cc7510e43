import CGSL
import Foundation

/// Draws from the standard distributions, each a thin wrapper over GSL's `gsl_ran_*` sampler.
///
/// Parameters are checked with `precondition`: a negative standard deviation is a programming
/// error, not bad user input (scenario values are validated before they reach a sampler).
extension RandomStream {
    /// Uniform on [0, 1).
    @inlinable
    public func uniform() -> Double { gsl_rng_uniform(rng) }

    /// Uniform on [lower, upper).
    @inlinable
    public func uniform(_ lower: Double, _ upper: Double) -> Double {
        precondition(upper >= lower, "uniform: upper < lower")
        return gsl_ran_flat(rng, lower, upper)
    }

    /// A uniformly chosen integer in 0 ..< `count`.
    @inlinable
    public func index(below count: Int) -> Int {
        precondition(count > 0, "index(below:) needs a positive count")
        return Int(gsl_rng_uniform_int(rng, UInt(count)))
    }

    /// Normal with the given mean and standard deviation (ziggurat method).
    @inlinable
    public func normal(mean: Double = 0, sd: Double = 1) -> Double {
        precondition(sd >= 0, "normal: negative standard deviation")
        return mean + gsl_ran_gaussian_ziggurat(rng, sd)
    }

    /// Log-normal: `exp(N(mu, sigma))`, so the median is `exp(mu)`.
    @inlinable
    public func logNormal(mu: Double, sigma: Double) -> Double {
        precondition(sigma >= 0, "logNormal: negative sigma")
        return gsl_ran_lognormal(rng, mu, sigma)
    }

    /// Log-normal parameterised by its median (`exp(mu)`) and the log-space sigma.
    @inlinable
    public func logNormal(median: Double, sigma: Double) -> Double {
        precondition(median > 0, "logNormal: median must be positive")
        return logNormal(mu: log(median), sigma: sigma)
    }

    /// Exponential with the given mean (= 1 / rate).
    @inlinable
    public func exponential(mean: Double) -> Double {
        precondition(mean > 0, "exponential: mean must be positive")
        return gsl_ran_exponential(rng, mean)
    }

    /// Gamma with shape k and scale θ (mean kθ, variance kθ²).
    @inlinable
    public func gamma(shape: Double, scale: Double) -> Double {
        precondition(shape > 0 && scale > 0, "gamma: shape and scale must be positive")
        return gsl_ran_gamma(rng, shape, scale)
    }

    /// Poisson with the given mean.
    @inlinable
    public func poisson(mean: Double) -> Int {
        precondition(mean >= 0, "poisson: negative mean")
        return Int(gsl_ran_poisson(rng, mean))
    }

    /// Bernoulli: `true` with probability `p`.
    @inlinable
    public func bernoulli(_ p: Double) -> Bool {
        precondition(p >= 0 && p <= 1, "bernoulli: p outside [0, 1]")
        return gsl_ran_bernoulli(rng, p) == 1
    }

    /// Rayleigh with scale σ (the radial distance of a 2-D isotropic normal with per-axis sd σ):
    /// median σ·√(2 ln 2) ≈ 1.177σ, mean σ·√(π/2) ≈ 1.253σ.
    @inlinable
    public func rayleigh(sigma: Double) -> Double {
        precondition(sigma >= 0, "rayleigh: negative sigma")
        return gsl_ran_rayleigh(rng, sigma)
    }

    /// A direction in radians, uniform on [0, 2π).
    @inlinable
    public func angle() -> Double { 2 * Double.pi * uniform() }
}
