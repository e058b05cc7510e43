/// Morris's screening statistics of one parameter for one metric ([@Morris1991]; μ* from
/// [@Campolongo2007]).
///
/// An elementary effect is the change of the metric per unit change of the parameter's quantile:
/// EE = (y(after the step) − y(before)) / (signed change of the quantile, ±Δ). Its unit is the
/// metric's unit per full parameter range (quantile 0 → 1): for y = β·x with x uniform on [a, b], every
/// elementary effect is β·(b − a).
///
/// A categorical parameter's step changes its option (or keeps it, when both quantiles fall on the same
/// option of its weights); its elementary effect is the change of the metric itself, signed by the step's
/// direction (y(after) − y(before), negated for a step down): the effect of switching options, on the
/// same scale as a number's full-range effect.
public struct MorrisEffects: Sendable, Equatable, Codable {
    /// The parameter's name.
    public var parameter: String
    /// μ: the mean elementary effect (signed; effects of opposite sign cancel).
    public var mean: Double
    /// μ*: the mean absolute elementary effect, the ranking measure of importance.
    public var meanAbsolute: Double
    /// σ: the sample standard deviation of the elementary effects (divisor r − 1); large when the
    /// effect depends on where the others are (non-linearity or interaction).
    public var standardDeviation: Double
    /// r: the number of elementary effects (one per trajectory).
    public var count: Int
    /// The 95 % interval of μ*: the skew-adjusted interval of the mean of the r absolute effects
    /// (``Summary/skewAdjustedMeanInterval(level:)``: the trajectories start at independent random points,
    /// so their effects are independent, and absolute effects are skewed right), cut at 0. Nil with fewer
    /// than two trajectories, and in results written before μ* had an interval.
    public var meanAbsoluteLower: Double? = nil
    public var meanAbsoluteUpper: Double? = nil
}

extension MorrisDesign {
    /// The elementary-effect statistics of every parameter for every metric.
    ///
    /// `table[i]` holds the metric values of point `i` (``PointResults/table()``); the result's
    /// element `m` lists metric `m`'s statistics per parameter, in the design's parameter order.
    public func effects(_ table: [[Double]]) throws(SensitivityError) -> [[MorrisEffects]] {
        let metricCount = try validateTable(table, pointCount: pointCount)
        let d = parameters.count
        // effects[metric][parameter] collects one elementary effect per trajectory.
        var effects = [[[Double]]](repeating: [[Double]](repeating: [], count: d), count: metricCount)
        for (t, trajectory) in trajectories.enumerated() {
            let base = t * pointsPerTrajectory
            // A number's effect is per unit quantile; a choice's is the change itself, signed.
            let divisors = zip(parameters, trajectory.steps).map { $0.isCategorical ? ($1 < 0 ? -1 : 1) : $1 }
            for (s, parameter) in trajectory.order.enumerated() {
                let before = table[base + s]
                let after = table[base + s + 1]
                for m in 0..<metricCount {
                    effects[m][parameter].append((after[m] - before[m]) / divisors[parameter])
                }
            }
        }
        return effects.map { perParameter in
            zip(parameters, perParameter).map { parameter, values in
                let r = Double(values.count)
                let mean = values.reduce(0, +) / r
                let meanAbsolute = values.reduce(0) { $0 + abs($1) } / r
                let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (r - 1)
                // The interval is centred on GSL's mean of the absolute effects, which may differ from μ* (a
                // plain sum) in the last bit: the bounds take μ* in.
                let interval = try? Summary(values.map(abs)).skewAdjustedMeanInterval().cut(to: 0...Double.infinity)
                return MorrisEffects(
                    parameter: parameter.name, mean: mean, meanAbsolute: meanAbsolute,
                    standardDeviation: variance.squareRoot(), count: values.count,
                    meanAbsoluteLower: interval.map { Swift.min($0.lower, meanAbsolute) },
                    meanAbsoluteUpper: interval.map { Swift.max($0.upper, meanAbsolute) })
            }
        }
    }
}
