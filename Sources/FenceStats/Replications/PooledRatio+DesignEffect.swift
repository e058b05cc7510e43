extension PooledRatio {
    /// The design effect of a pooled share: its variance from the replications over the binomial variance
    /// p(1 − p) / Σ xᵢ its trials would have if they were independent ([@Kish1965] §8.2). Nil at p = 0 or 1,
    /// or when the replications show no spread: the data then say nothing about the clustering.
    public var shareDesignEffect: Double? {
        let p = ratio
        let v = variance
        guard p > 0 && p < 1 && v > 0 else { return nil }
        return v / (p * (1 - p) / denominatorTotal)
    }

    /// The interval of a pooled share (successes over trials per replication) from its effective sample
    /// size, Korn and Graubard's construction ([@KornGraubard1998]):
    ///
    ///     n* = p(1 − p) / v(p) · (z / t)²,   z = z(1 − α/2),  t = t(1 − α/2, n − 1),
    ///
    /// the trials' count divided by the design effect and by the t-to-z penalty of a variance estimated
    /// from n replications; the Clopper–Pearson interval ([@ClopperPearson1934]) of p over n* trials, with
    /// x* = p n* successes. Where the design effect is undefined (p = 0 or 1, or no spread between
    /// replications) n* = Σ xᵢ: the exact interval of the pooled count, upper bound exactly 1 when every
    /// trial succeeded and lower bound exactly 0 when none did, never outside [0, 1]. Throws when a
    /// numerator exceeds its denominator.
    public func designEffectShareInterval(level: Double = 0.95) throws(StatsError) -> ConfidenceInterval {
        try checkShare()
        guard level > 0 && level < 1 else { throw .invalidParameter("level must be in (0, 1)") }
        var trials = denominatorTotal
        if let effect = shareDesignEffect {
            let z = try Quantiles.normal(1 - (1 - level) / 2)
            let t = try Quantiles.studentT(1 - (1 - level) / 2, degreesOfFreedom: Double(replications - 1))
            trials = denominatorTotal / effect * (z / t) * (z / t)
        }
        return clopperPearsonInterval(share: ratio, trials: trials, level: level)
    }

    /// Throws unless every numerator is at most its denominator (successes of trials).
    func checkShare() throws(StatsError) {
        guard zip(numerators, denominators).allSatisfy({ $0 <= $1 }) else {
            throw .invalidParameter("a share's successes exceed its trials")
        }
    }
}
