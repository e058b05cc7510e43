import CGSL
import Foundation

/// An emulator of the simulator's spread between replications, σ²(x): the variance of one realisation around
/// the simulator's mean, V_s(x) in the implausibility of an observation that is one realisation (as the
/// hierarchical emulators of [@hmer] and [@Andrianakis2015] emulate it).
///
/// It emulates log s², where the sample variance of n normal replications satisfies (n − 1)s²/σ² ~ χ²ₙ₋₁, so
/// log s² = log σ² + ψ(k/2) − log(k/2) + ε with k = n − 1, Var ε = ψ′(k/2) (ψ, ψ′: digamma and trigamma, GSL's
/// `gsl_sf_psi` and `gsl_sf_psi_1`). The bias is removed from each point and ψ′(k/2) is its known noise. Its
/// prediction is the log-normal mean, σ²(x) ≈ exp(m(x) + V(x)/2).
public struct ReplicationVarianceEmulator: Sendable {
    /// The emulator of log σ² (natural log of output units squared).
    public let logVariance: GaussianProcessEmulator

    /// Fits σ²(x) from each point's replications' sample variance (divisor n − 1) and number (at least 2).
    /// A sample variance of 0 (replications that all agreed) is raised to a tenth of the smallest positive one:
    /// the log scale cannot hold 0, and agreement in a few replications does not show the spread is 0.
    /// Throws ``EmulatorError/constantOutput(value:)`` when every sample variance is 0.
    public static func fit(
        points: [[Double]], sampleVariances: [Double], replications: [Int], over space: EmulatorInputSpace,
        settings: EmulatorSettings = EmulatorSettings()
    ) throws(EmulatorError) -> ReplicationVarianceEmulator {
        guard points.count == sampleVariances.count, sampleVariances.count == replications.count else {
            throw .lengthMismatch(
                points: points.count, means: sampleVariances.count, noiseVariances: replications.count)
        }
        for (index, (variance, count)) in zip(sampleVariances, replications).enumerated() {
            guard variance.isFinite, variance >= 0 else {
                throw .invalidValue(point: index, field: "sample variance", value: variance)
            }
            guard count >= 2 else { throw .invalidValue(point: index, field: "replications", value: Double(count)) }
        }
        guard let smallest = sampleVariances.filter({ $0 > 0 }).min() else { throw .constantOutput(value: 0) }
        GSL.configure()
        var values: [Double] = []
        var noise: [Double] = []
        for (variance, count) in zip(sampleVariances, replications) {
            let half = Double(count - 1) / 2
            values.append(log(variance > 0 ? variance : smallest / 10) - (gsl_sf_psi(half) - log(half)))
            noise.append(gsl_sf_psi_1(half))
        }
        let data = EmulatorTrainingData(points: points, means: values, noiseVariances: noise)
        return ReplicationVarianceEmulator(
            logVariance: try GaussianProcessEmulator.fit(data, over: space, settings: settings))
    }

    public init(logVariance: GaussianProcessEmulator) {
        self.logVariance = logVariance
    }

    /// σ²(x) at `point` (input units): output units squared.
    public func variance(at point: [Double]) -> Double {
        let prediction = logVariance.prediction(at: point)
        return exp(prediction.mean + prediction.variance / 2)
    }
}

/// How the simulator's spread between realisations, V_s(x), is known at a point.
public enum EnsembleVariance: Sendable {
    /// Not needed (no target of this output is a single realisation) or zero.
    case none
    /// The same everywhere (output units squared), for example the replications' pooled variance.
    case constant(Double)
    /// Emulated over the inputs.
    case emulated(ReplicationVarianceEmulator)
}
