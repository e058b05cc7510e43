/// An observation an output is matched to, on the output's scale, with the variances history matching puts in
/// the implausibility's denominator ([@Vernon2010]; [@Andrianakis2015]).
public struct HistoryMatchingTarget: Sendable, Equatable, Codable {
    /// The lower and upper ends of the observed value (equal for a point observation z; an interval target has
    /// implausibility 0 inside, as in [@hmer]). Output units; −∞ or +∞ for a one-sided bound.
    public var lower: Double
    public var upper: Double
    /// V_obs, the observation's error variance (output units squared).
    public var observationVariance: Double
    /// V_md, the model discrepancy's variance (output units squared).
    public var discrepancyVariance: Double
    /// κ: 1 when the observation is one realisation (one phone, one day), so the simulator's spread between
    /// realisations V_s(x) enters the denominator; 0 when it is an average over many (the spread averages out).
    public var realisationWeight: Double

    /// A point observation z.
    public init(value: Double, observationVariance: Double, discrepancyVariance: Double, realisationWeight: Double = 0)
    {
        self.init(
            lower: value, upper: value, observationVariance: observationVariance,
            discrepancyVariance: discrepancyVariance, realisationWeight: realisationWeight)
    }

    /// An interval (or one-sided) observation [lower, upper].
    public init(
        lower: Double, upper: Double, observationVariance: Double, discrepancyVariance: Double,
        realisationWeight: Double = 0
    ) {
        self.lower = lower
        self.upper = upper
        self.observationVariance = observationVariance
        self.discrepancyVariance = discrepancyVariance
        self.realisationWeight = realisationWeight
    }

    /// The distance of `value` from the observation: 0 inside [lower, upper], else to the nearer end.
    @inline(__always)
    public func distance(_ value: Double) -> Double {
        value < lower ? lower - value : value > upper ? value - upper : 0
    }

    /// I = distance / √`variance`: 0 at distance 0, +∞ when a positive distance meets no variance.
    @inline(__always)
    static func implausibility(distance: Double, variance: Double) -> Double {
        guard distance > 0 else { return 0 }
        return variance > 0 ? distance / variance.squareRoot() : .infinity
    }
}
