/// What a metric's summary and its 95 % interval are, in words: the one place the report's Definitions, the
/// terminal legend and the docs take it from (`docs/intervals.md` argues each choice and measures it).
extension MetricEstimator {
    /// The summary's estimate and its interval, in a sentence fragment ("mean over replications; 95 %
    /// interval: …").
    public var intervalDescription: String {
        switch self {
        case .mean:
            "mean over replications; 95 % interval: Student t widened by Hall's skewness correction, cut at 0 "
                + "(none when every replication has the same value)"
        case .pooledShare(_, _, .designEffect):
            "pooled over replications (successes over trials); 95 % interval: Clopper–Pearson over the effective "
                + "sample size the replications' spread leaves (Korn–Graubard), upper bound exactly 1 when every "
                + "trial succeeded"
        case .pooledShare(_, _, .skewOrDesignEffect):
            "pooled over replications (successes over trials); 95 % interval: the union of Hall's skew-adjusted "
                + "interval of the linearised ratio and the Korn–Graubard one, cut to [0, 1]; Clopper–Pearson of "
                + "the pooled count when the replications show no spread"
        case .pooledRate:
            "pooled over replications (events over simulated days); 95 % interval: the union of Hall's "
                + "skew-adjusted interval of the linearised ratio and Garwood's over the effective exposure, cut "
                + "at 0; the exact Poisson interval of the pooled count when no replication had an event"
        case .meanRate:
            "mean of each replication's own rate; 95 % interval: Student t widened by Hall's skewness "
                + "correction, or Fay and Feuer's gamma bound when no replication had an event"
        }
    }

    /// The interval's short name, for a legend ("t with Hall's correction", "Korn–Graubard").
    public var intervalName: String {
        switch self {
        case .mean: "mean, t with Hall's skewness correction"
        case .meanRate: "mean of per-replication rates, t with Hall's correction or Fay–Feuer's bound"
        case .pooledShare(_, _, .designEffect): "pooled, Clopper–Pearson over the effective sample size"
        case .pooledShare(_, _, .skewOrDesignEffect), .pooledRate: "pooled, Hall's ∪ Korn–Graubard"
        }
    }

    /// What a paired difference against the baseline is and its interval (``PairedDifference``).
    public static let pairedDescription =
        "per replication, strategy minus baseline on the same world and source errors (common random numbers); "
        + "mean difference with the paired t interval widened by Hall's skewness correction (a share's "
        + "difference that shows no spread gets the Clopper–Pearson bound of a rare difference); its p-value is "
        + "below 0.05 exactly when 0 lies outside the interval"
}
