extension PooledRatio {
    /// What a pooled ratio counts, which sets its range and its exact interval at the edge.
    public enum Kind: Sendable {
        /// Successes over trials: a share in [0, 1]; at the edge the Clopper–Pearson interval of the pooled
        /// count.
        case share
        /// Events over an exposure: a rate in [0, ∞); at the edge the exact Poisson (Garwood) interval.
        case rate
    }

    /// The interval of a pooled ratio from its linearised values with Hall's skewness correction
    /// ([@Hall1992]), allowed only to widen the t interval (as ``Summary/skewAdjustedMeanInterval(level:)``),
    /// cut to the ratio's range, for ratios whose replications have a long tail.
    ///
    /// R's t statistic over replications is (R − ρ) / √v(R) with v(R) = Σ zᵢ² / (n (n − 1)) from the linearised
    /// values zᵢ (``linearised``); a count with a long right tail (one replication that flaps hundreds of
    /// times at a fence) makes it skewed, so the symmetric interval misses above. Hall's transformation with
    /// a = γ / √n, γ = (Σ zᵢ³ / n) / (Σ zᵢ² / n)^{3/2}, corrects that skewness (see
    /// ``Summary/skewAdjustedMeanInterval(level:)``):
    ///
    ///     ρ ∈ [R − √v(R) g⁻¹(q), R − √v(R) g⁻¹(−q)],   g⁻¹(u) = (3 / a) (∛(1 + a (u − a/6)) − 1),
    ///
    /// q = t(1 − α/2, n − 1), joined with R ± q √v(R), cut to [0, 1] for a share and [0, ∞) for a rate. The rare event is exactly
    /// what a family with a fixed mean–variance relation (binomial, Poisson, or either scaled by a design
    /// effect) gets wrong: its interval assumes a tail no heavier than its own.
    ///
    /// When the replications show no spread (every zᵢ = 0: no event at all, every trial a success or none)
    /// the data say nothing about the tail, and the interval is the exact one of the pooled count — the
    /// Clopper–Pearson interval ([@ClopperPearson1934]) of Σ yᵢ of Σ xᵢ for a share (upper bound exactly 1 at
    /// p = 1), the Garwood interval of
    /// Σ yᵢ events over Σ xᵢ for a rate ([@Garwood1936]; 0 events give [0, 3.689 / Σ xᵢ], never [0, 0]).
    public func skewAdjustedInterval(_ kind: Kind, level: Double = 0.95) throws(StatsError) -> ConfidenceInterval {
        if kind == .share { try checkShare() }
        guard level > 0 && level < 1 else { throw .invalidParameter("level must be in (0, 1)") }
        let z = linearised
        let n = Double(replications)
        let m2 = z.reduce(0) { $0 + $1 * $1 } / n
        guard m2 > 0 else { return exactInterval(kind, level: level) }
        let m3 = z.reduce(0) { $0 + $1 * $1 * $1 } / n
        let q = try Quantiles.studentT(1 - (1 - level) / 2, degreesOfFreedom: n - 1)
        let se = variance.squareRoot()
        let symmetric = ConfidenceInterval(estimate: ratio, lower: ratio - q * se, upper: ratio + q * se, level: level)
        return widenedBySkewness(
            symmetric, standardError: se, skewness: m3 / (m2 * m2.squareRoot()), count: replications, quantile: q
        ).cut(to: kind == .share ? 0...1 : 0...Double.infinity)
    }

    /// The exact interval of the pooled count, as if every trial or unit of exposure were independent.
    func exactInterval(_ kind: Kind, level: Double) -> ConfidenceInterval {
        switch kind {
        case .share:
            return clopperPearsonInterval(share: ratio, trials: denominatorTotal, level: level)
        case .rate:
            return poissonRateInterval(count: numeratorTotal, exposure: denominatorTotal, level: level)
        }
    }
}
