import Foundation

/// The result of a two-sample t-test.
public struct TTestResult: Sendable, Equatable, Codable {
    /// Estimated difference of means (first − second).
    public var difference: Double
    /// The t statistic.
    public var t: Double
    /// Degrees of freedom (fractional for Welch's test).
    public var degreesOfFreedom: Double
    /// Two-sided p-value.
    public var pValue: Double
    /// Confidence interval for the difference.
    public var interval: ConfidenceInterval
}

/// Paired t-test of `first[i] − second[i]` against zero — the right test under common random
/// numbers, where both samples come from the same replications.
public func pairedTTest(_ first: [Double], _ second: [Double], level: Double = 0.95) throws(StatsError) -> TTestResult {
    guard first.count == second.count else { throw .lengthMismatch(first.count, second.count) }
    let differences = zip(first, second).map { $0 - $1 }
    let summary = try Summary(differences)
    guard summary.count >= 2 else { throw .tooFewObservations(needed: 2, got: summary.count) }
    let df = Double(summary.count - 1)
    let se = summary.standardError
    let interval = try summary.meanInterval(level: level)
    // Identical differences: no sampling error, so the test is decided exactly.
    guard se > 0 else {
        let t: Double = summary.mean == 0 ? 0 : (summary.mean > 0 ? .infinity : -.infinity)
        return TTestResult(
            difference: summary.mean, t: t, degreesOfFreedom: df, pValue: summary.mean == 0 ? 1 : 0,
            interval: interval)
    }
    let t = summary.mean / se
    return TTestResult(
        difference: summary.mean, t: t, degreesOfFreedom: df,
        pValue: Quantiles.twoSidedP(t: t, degreesOfFreedom: df), interval: interval)
}

/// Welch's unequal-variance t-test ([@Welch1947]) of mean(first) − mean(second), with the
/// Welch–Satterthwaite degrees of freedom. Two constant samples have no sampling error, so the test is
/// decided exactly: equal means give t = 0 and p = 1, different means t = ±∞ and p = 0, with the
/// interval the difference itself and n₁ + n₂ − 2 degrees of freedom (Welch's are 0 / 0 there).
public func welchTTest(_ first: [Double], _ second: [Double], level: Double = 0.95) throws(StatsError) -> TTestResult {
    let a = try Summary(first)
    let b = try Summary(second)
    guard a.count >= 2 else { throw .tooFewObservations(needed: 2, got: a.count) }
    guard b.count >= 2 else { throw .tooFewObservations(needed: 2, got: b.count) }
    let va = a.variance / Double(a.count)
    let vb = b.variance / Double(b.count)
    let se = (va + vb).squareRoot()
    let difference = a.mean - b.mean
    guard se > 0 else {
        return TTestResult(
            difference: difference, t: difference == 0 ? 0 : (difference > 0 ? .infinity : -.infinity),
            degreesOfFreedom: Double(a.count + b.count - 2), pValue: difference == 0 ? 1 : 0,
            interval: ConfidenceInterval(estimate: difference, lower: difference, upper: difference, level: level))
    }
    let t = difference / se
    let df = (va + vb) * (va + vb) / (va * va / Double(a.count - 1) + vb * vb / Double(b.count - 1))
    let q = try Quantiles.studentT(1 - (1 - level) / 2, degreesOfFreedom: df)
    return TTestResult(
        difference: difference, t: t, degreesOfFreedom: df,
        pValue: Quantiles.twoSidedP(t: t, degreesOfFreedom: df),
        interval: ConfidenceInterval(
            estimate: difference, lower: difference - q * se, upper: difference + q * se, level: level))
}
