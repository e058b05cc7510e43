import CGSL
import Foundation

/// The log hyperparameters ψ = (log σ², log ℓ₁ … log ℓ_d[, log ν]) as bounded functions of unbounded search
/// coordinates u: ψⱼ = loⱼ + (hiⱼ − loⱼ)·s(uⱼ) with s the logistic function, so every search stays inside the
/// bounds of ``EmulatorSettings`` without constraints (GSL's minimisers have none, [@GSLMultimin]).
struct HyperparameterBox {
    /// loⱼ and hiⱼ, natural logs.
    let lower: [Double]
    let upper: [Double]
    let dimensions: Int
    let fitsNugget: Bool
    /// The log of the training means' sample variance, the scale of the variance ranges.
    let outputLogVariance: Double

    /// The box for `dimensions` inputs; `outputVariance` (the training means' sample variance) scales the
    /// process variance's and nugget's ranges.
    init(settings: EmulatorSettings, dimensions: Int, outputVariance: Double) {
        self.dimensions = dimensions
        fitsNugget = settings.fitsNugget
        let scale = log(outputVariance)
        outputLogVariance = scale
        var lower = [scale + log(settings.processVarianceRange.lowerBound)]
        var upper = [scale + log(settings.processVarianceRange.upperBound)]
        lower += Array(repeating: log(settings.lengthScaleRange.lowerBound), count: dimensions)
        upper += Array(repeating: log(settings.lengthScaleRange.upperBound), count: dimensions)
        if fitsNugget {
            lower.append(scale + log(settings.nuggetRange.lowerBound))
            upper.append(scale + log(settings.nuggetRange.upperBound))
        }
        self.lower = lower
        self.upper = upper
    }

    /// The number of search coordinates.
    var count: Int { lower.count }

    /// ψⱼ at search coordinate uⱼ.
    func logValue(_ u: Double, _ index: Int) -> Double {
        lower[index] + (upper[index] - lower[index]) / (1 + exp(-u))
    }

    /// dψⱼ/duⱼ = (ψⱼ − loⱼ)(hiⱼ − ψⱼ)/(hiⱼ − loⱼ).
    func derivative(_ u: Double, _ index: Int) -> Double {
        let value = logValue(u, index)
        return (value - lower[index]) * (upper[index] - value) / (upper[index] - lower[index])
    }

    /// The search coordinate of a point at fraction `t` ∈ (0, 1) of coordinate `index`'s log range.
    func coordinate(fraction t: Double) -> Double { log(t / (1 - t)) }

    /// The search coordinate of log hyperparameter value `value` (clamped inside the box).
    func coordinate(logValue value: Double, _ index: Int) -> Double {
        let t = (value - lower[index]) / (upper[index] - lower[index])
        return coordinate(fraction: min(max(t, 1e-6), 1 - 1e-6))
    }

    /// The hyperparameters at search coordinates `u`.
    func hyperparameters(_ u: [Double]) -> EmulatorHyperparameters {
        EmulatorHyperparameters(
            processVariance: exp(logValue(u[0], 0)),
            lengthScales: (0..<dimensions).map { exp(logValue(u[1 + $0], 1 + $0)) },
            nuggetVariance: fitsNugget ? exp(logValue(u[1 + dimensions], 1 + dimensions)) : 0)
    }

    /// Search coordinates of `hyper`, clamped into the box (the nugget ignored when not fitted; a zero nugget
    /// starts at its lower bound).
    func coordinates(_ hyper: EmulatorHyperparameters) -> [Double] {
        var values = [log(hyper.processVariance)] + hyper.lengthScales.map { log($0) }
        if fitsNugget { values.append(log(max(hyper.nuggetVariance, 1e-300))) }
        return values.enumerated().map { coordinate(logValue: $1, $0) }
    }

    /// Indices of the coordinates within 1 % of either end of their log range at `u`.
    func atBounds(_ u: [Double]) -> [Int] {
        u.indices.filter {
            let t = (logValue(u[$0], $0) - lower[$0]) / (upper[$0] - lower[$0])
            return t < 0.01 || t > 0.99
        }
    }
}

/// One maximisation of the likelihood from one start, by GSL's BFGS (`vector_bfgs2`, [@GSLMultimin]) on
/// −log L/n over the search coordinates of a ``HyperparameterBox``.
final class HyperparameterSearch {
    let workspace: LikelihoodWorkspace
    let box: HyperparameterBox
    /// Likelihood evaluations so far (with or without gradient).
    private(set) var evaluations = 0
    /// −log L/n where K cannot be factorised: large, finite (GSL's line search rejects the step).
    static let failedValue = 1e30
    /// The stall rule: stop when `stallIterations` iterations gained less than `stallLogLikelihood` in log L.
    static let stallIterations = 5
    static let stallLogLikelihood = 1e-2
    /// The line search's curvature tolerance (σ of the Wolfe conditions): 0.9, the usual choice for
    /// quasi-Newton methods ([@NocedalWright2006], §3.1), where GSL suggests 0.1 for its minimisers in general;
    /// measured on a 10-input test function with 128 points, 0.9 halves the likelihood evaluations.
    static let lineSearchTolerance = 0.9

    init(workspace: LikelihoodWorkspace, box: HyperparameterBox) {
        self.workspace = workspace
        self.box = box
    }

    /// The outcome of one search.
    struct Outcome {
        /// The search coordinates reached.
        var coordinates: [Double]
        /// The log-likelihood there.
        var logLikelihood: Double
        /// BFGS iterations taken.
        var iterations: Int
    }

    /// −log L/n and its gradient in u at `u` (gradient empty unless asked); `failedValue` when K is singular.
    func objective(_ u: [Double], gradient: Bool) -> (value: Double, gradient: [Double]) {
        evaluations += 1
        let hyper = box.hyperparameters(u)
        guard let result = workspace.evaluate(hyper, gradient: gradient, fitsNugget: box.fitsNugget) else {
            return (Self.failedValue, Array(repeating: 0, count: gradient ? u.count : 0))
        }
        let scale = -1 / Double(workspace.n)
        let value = scale * result.logLikelihood
        guard gradient else { return (value, []) }
        return (value, u.indices.map { scale * result.gradient[$0] * box.derivative(u[$0], $0) })
    }

    /// Maximises the likelihood from `start`; nil when the start itself cannot be evaluated.
    func run(from start: [Double], maximumIterations: Int) -> Outcome? {
        guard objective(start, gradient: false).value < Self.failedValue else { return nil }
        let count = start.count
        guard let minimizer = gsl_multimin_fdfminimizer_alloc(cgsl_multimin_fdfminimizer_vector_bfgs2(), count),
            let x = gsl_vector_alloc(count)
        else { fatalError("gsl_multimin_fdfminimizer_alloc: out of memory") }
        defer {
            gsl_multimin_fdfminimizer_free(minimizer)
            gsl_vector_free(x)
        }
        for (index, value) in start.enumerated() { gsl_vector_set(x, index, value) }
        var function = gsl_multimin_function_fdf(
            f: { x, params in
                let search = Unmanaged<HyperparameterSearch>.fromOpaque(params!).takeUnretainedValue()
                return search.objective(HyperparameterSearch.array(x!), gradient: false).value
            },
            df: { x, params, g in
                let search = Unmanaged<HyperparameterSearch>.fromOpaque(params!).takeUnretainedValue()
                HyperparameterSearch.store(
                    search.objective(HyperparameterSearch.array(x!), gradient: true).gradient, in: g!)
            },
            fdf: { x, params, f, g in
                let search = Unmanaged<HyperparameterSearch>.fromOpaque(params!).takeUnretainedValue()
                let result = search.objective(HyperparameterSearch.array(x!), gradient: true)
                f!.pointee = result.value
                HyperparameterSearch.store(result.gradient, in: g!)
            },
            n: count, params: Unmanaged.passUnretained(self).toOpaque())
        // First step 0.3 in u (about a 7 % move along a coordinate's log range at its middle).
        guard gsl_multimin_fdfminimizer_set(minimizer, &function, x, 0.3, Self.lineSearchTolerance) == GSL_SUCCESS
        else { return nil }
        var iterations = 0
        var history: [Double] = []
        while iterations < maximumIterations {
            iterations += 1
            // GSL_ENOPROG (no further progress along the line) ends the search where it stands.
            guard gsl_multimin_fdfminimizer_iterate(minimizer) == GSL_SUCCESS else { break }
            if gsl_multimin_test_gradient(gsl_multimin_fdfminimizer_gradient(minimizer), 1e-6) == GSL_SUCCESS { break }
            // Along a flat ridge (σ² against ℓ when the length-scales are long) BFGS creeps: stop once
            // `stallIterations` iterations have gained less than `stallLogLikelihood` in log L together.
            history.append(gsl_multimin_fdfminimizer_minimum(minimizer) * Double(workspace.n))
            if history.count > Self.stallIterations,
                history[history.count - 1 - Self.stallIterations] - history[history.count - 1] < Self.stallLogLikelihood
            {
                break
            }
        }
        let reached = Self.array(gsl_multimin_fdfminimizer_x(minimizer))
        let value = gsl_multimin_fdfminimizer_minimum(minimizer)
        guard value < Self.failedValue, value.isFinite else { return nil }
        return Outcome(coordinates: reached, logLikelihood: -value * Double(workspace.n), iterations: iterations)
    }

    fileprivate static func array(_ vector: UnsafePointer<gsl_vector>) -> [Double] {
        (0..<vector.pointee.size).map { gsl_vector_get(vector, $0) }
    }

    fileprivate static func store(_ values: [Double], in vector: UnsafeMutablePointer<gsl_vector>) {
        for (index, value) in values.enumerated() { gsl_vector_set(vector, index, value) }
    }
}
