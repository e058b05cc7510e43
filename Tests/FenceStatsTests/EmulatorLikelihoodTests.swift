import Foundation
import Testing

@testable import FenceStats

/// The (restricted) log-likelihood against a direct computation with the textbook Cholesky of
/// ``EmulatorReferences``, and its analytic gradient against central finite differences.
@Suite("Emulator likelihood")
struct EmulatorLikelihoodTests {
    /// A training set of `count` points in 2 inputs (12 by default), heteroscedastic noise.
    static func data(count: Int = 12) throws -> (points: [[Double]], values: [Double], noise: [Double]) {
        let points = try QuasiRandomSequence.sobol.points(count: count, dimensions: 2, skipping: 1)
        let values = points.map { sin(5 * $0[0]) + $0[1] * $0[1] }
        let noise = points.indices.map { 0.01 * Double(1 + $0 % 3) }
        return (points, values, noise)
    }

    static func workspace(
        _ likelihood: EmulatorSettings.Likelihood, _ correlation: CorrelationFunction, count: Int = 12
    ) throws -> LikelihoodWorkspace {
        let (points, values, noise) = try data(count: count)
        return LikelihoodWorkspace(
            scaledPoints: points.flatMap { $0 }, values: values, noise: noise, dimensions: 2, mean: .linear,
            correlation: correlation, likelihood: likelihood)
    }

    @Test(
        "log L and log L_R equal the direct Gaussian computation",
        arguments: EmulatorSettings.Likelihood.allCases)
    func likelihoodDirect(_ likelihood: EmulatorSettings.Likelihood) throws {
        let (points, values, noise) = try Self.data()
        let hyper = EmulatorHyperparameters(processVariance: 0.7, lengthScales: [0.3, 0.6], nuggetVariance: 0.02)
        let workspace = try Self.workspace(likelihood, .matern52)
        let evaluated = try #require(workspace.evaluate(hyper, gradient: false, fitsNugget: true))
        // Direct: K (with the workspace's jitter), β̂ by GLS with A = HᵀK⁻¹H, r = y − Hβ̂,
        // log L = −½ rᵀK⁻¹r − ½ log|K| − n/2 log 2π; log L_R = log L − ½ log|A| + q/2 log 2π.
        let jitter = 1e-10 * hyper.processVariance
        let k = EmulatorReferences.covariance(
            .matern52, points, lengthScales: hyper.lengthScales, variance: hyper.processVariance,
            noise: noise.map { $0 + hyper.nuggetVariance + jitter })
        let l = EmulatorReferences.cholesky(k)
        let h = points.map { [1, $0[0] - 0.5, $0[1] - 0.5] }
        func inverseTimes(_ v: [Double]) -> [Double] {
            EmulatorReferences.backward(l, EmulatorReferences.forward(l, v))
        }
        let kInvH = (0..<3).map { c in inverseTimes(h.map { $0[c] }) }
        let a = (0..<3).map { r in (0..<3).map { c in zip(h.map { $0[r] }, kInvH[c]).map(*).reduce(0, +) } }
        let kInvY = inverseTimes(values)
        let b = (0..<3).map { r in zip(h.map { $0[r] }, kInvY).map(*).reduce(0, +) }
        let la = EmulatorReferences.cholesky(a)
        let beta = EmulatorReferences.backward(la, EmulatorReferences.forward(la, b))
        let residual = values.indices.map { values[$0] - zip(h[$0], beta).map(*).reduce(0, +) }
        let quadratic = zip(residual, inverseTimes(residual)).map(*).reduce(0, +)
        let logDetK = l.indices.reduce(0) { $0 + 2 * log(l[$1][$1]) }
        let logDetA = la.indices.reduce(0) { $0 + 2 * log(la[$1][$1]) }
        let n = Double(points.count)
        var expected = -0.5 * quadratic - 0.5 * logDetK - 0.5 * n * log(2 * Double.pi)
        if likelihood == .restricted { expected += -0.5 * logDetA + 1.5 * log(2 * Double.pi) }
        #expect(abs(evaluated.logLikelihood - expected) < 1e-9 * max(1, abs(expected)))
    }

    @Test(
        "The analytic gradient matches central differences",
        arguments: [
            (EmulatorSettings.Likelihood.restricted, CorrelationFunction.matern52, 12),
            (.marginal, .matern52, 12), (.restricted, .squaredExponential, 12), (.marginal, .squaredExponential, 12),
            // Above LikelihoodWorkspace.solveInverseAbove, where K⁻¹ comes from triangular solves.
            (.restricted, .matern52, LikelihoodWorkspace.solveInverseAbove + 10),
        ])
    func gradient(_ likelihood: EmulatorSettings.Likelihood, _ correlation: CorrelationFunction, count: Int) throws {
        let workspace = try Self.workspace(likelihood, correlation, count: count)
        let logs = [log(0.7), log(0.3), log(0.6), log(0.02)]
        func hyper(_ values: [Double]) -> EmulatorHyperparameters {
            EmulatorHyperparameters(
                processVariance: exp(values[0]), lengthScales: [exp(values[1]), exp(values[2])],
                nuggetVariance: exp(values[3]))
        }
        let analytic = try #require(workspace.evaluate(hyper(logs), gradient: true, fitsNugget: true)).gradient
        let step = 1e-5
        for index in logs.indices {
            var up = logs
            var down = logs
            up[index] += step
            down[index] -= step
            let high = try #require(workspace.evaluate(hyper(up), gradient: false, fitsNugget: true)).logLikelihood
            let low = try #require(workspace.evaluate(hyper(down), gradient: false, fitsNugget: true)).logLikelihood
            let numeric = (high - low) / (2 * step)
            // The jitter is 10⁻¹⁰ σ², whose own derivative the analytic gradient leaves out: negligible here.
            #expect(abs(analytic[index] - numeric) < 1e-5 * max(1, abs(numeric)), "coordinate \(index)")
        }
    }
}
