import Foundation

/// A scalar Ornstein–Uhlenbeck (first-order Gauss–Markov) process with mean zero,
/// stationary standard deviation `sigma` and correlation time `tauSeconds`:
///
///     dX = −X/τ dt + σ·√(2/τ) dW,   Corr(X(t), X(t+Δ)) = exp(−Δ/τ).
///
/// Sampled at arbitrary increasing times with the exact transition
///
///     X(t+Δ) = X(t)·e^(−Δ/τ) + σ·√(1 − e^(−2Δ/τ))·Z,   Z ~ N(0, 1),
///
/// so the result does not depend on how finely it is sampled (no Euler discretisation error).
/// The first sample is drawn from the stationary distribution N(0, σ²).
public struct OrnsteinUhlenbeck: Sendable {
    /// Stationary standard deviation (same unit as the process values).
    public let sigma: Double
    /// Correlation time τ in seconds.
    public let tauSeconds: Double
    /// The last sampled (time in seconds, value), or nil before the first sample.
    public private(set) var last: (timeSeconds: Double, value: Double)?

    public init(sigma: Double, tauSeconds: Double) {
        precondition(sigma >= 0 && tauSeconds > 0, "OrnsteinUhlenbeck: sigma ≥ 0 and tau > 0")
        self.sigma = sigma
        self.tauSeconds = tauSeconds
    }

    /// The process value at `timeSeconds`, which must not precede the previous sample's time.
    public mutating func sample(atSeconds timeSeconds: Double, using stream: RandomStream) -> Double {
        let z = stream.normal()
        let value: Double
        if let last {
            precondition(timeSeconds >= last.timeSeconds, "OrnsteinUhlenbeck: times must not decrease")
            let rho = exp(-(timeSeconds - last.timeSeconds) / tauSeconds)
            value = last.value * rho + sigma * (1 - rho * rho).squareRoot() * z
        } else {
            value = sigma * z
        }
        last = (timeSeconds, value)
        return value
    }
}
