import Foundation

/// An axis with its data range and ticks decided, before pixels are assigned (the tick labels decide the
/// margins, the margins decide the pixels).
struct ResolvedAxis: Sendable {
    /// The axis description.
    let axis: Axis
    /// Smallest value shown.
    let lower: Double
    /// Largest value shown.
    let upper: Double
    /// Tick values and their decimals.
    let ticks: Ticks
    /// Whether the axis places values by their logarithm.
    var logarithmic = false

    /// Printed tick labels, one per tick value; on a logarithmic axis each with the decimals it needs (0.001,
    /// 0.01, …, 1, 10).
    var tickLabels: [String] {
        ticks.values.map {
            axis.tickLabel($0, decimals: logarithmic ? max(0, Int(-floor(log10($0)))) : ticks.decimals)
        }
    }

    /// The scale mapping `lower…upper` onto `pixelStart…pixelEnd`.
    func scale(pixelStart: Double, pixelEnd: Double) -> DataScale {
        DataScale(
            domainLower: lower, domainUpper: upper, pixelStart: pixelStart, pixelEnd: pixelEnd, logarithmic: logarithmic
        )
    }
}

extension Axis {
    /// Decides range and ticks for data spanning `dataLower…dataUpper` (nil when there is no data), whose
    /// smallest positive value is `smallestPositive` (default: `dataLower` when positive).
    ///
    /// A fitted range that is a single value is widened by 5 % of it (or ±0.5 around zero) so it has a
    /// width. A logarithmic axis (``AxisScaling``) spans whole decades from the smallest positive value to the
    /// largest. `field` names the axis in errors, e.g. "xAxis".
    func resolve(
        dataLower: Double?, dataUpper: Double?, smallestPositive: Double? = nil, check: DataCheck, field: String
    ) throws(ChartDataError) -> ResolvedAxis {
        if range == nil, let positive = smallestPositive ?? dataLower.flatMap({ $0 > 0 ? $0 : nil }),
            let largest = dataUpper, positive.isFinite, largest.isFinite, positive > 0, largest > positive,
            scaling == .logarithmic || (scaling == .automatic && largest / positive > Self.logarithmicSpan)
        {
            return logarithmicAxis(from: positive, to: largest)
        }
        guard targetTickCount >= 1 else {
            throw check.error("\(field).targetTickCount", .outOfRange(Double(targetTickCount), allowed: "1 or more"))
        }
        if let range {
            try check.interval(lower: range.lower, upper: range.upper, "\(field).range")
            guard range.lower < range.upper else {
                throw check.error(
                    "\(field).range", .invalidParameter("lower and upper are equal; give the range a width"))
            }
            let step = try tickStep(span: range.upper - range.lower, check: check, field: field)
            try checkMagnitude(range.lower, range.upper, step: step, check: check, field: field)
            let ticks = NiceTicks.ticks(from: range.lower, to: range.upper, step: step)
            return ResolvedAxis(axis: self, lower: range.lower, upper: range.upper, ticks: ticks)
        }
        var lower = dataLower ?? 0
        var upper = dataUpper ?? 1
        if includesZero {
            lower = min(lower, 0)
            upper = max(upper, 0)
        }
        if lower == upper {
            let half = lower == 0 ? 0.5 : abs(lower) * 0.05
            lower -= half
            upper += half
        }
        let step = try tickStep(span: upper - lower, check: check, field: field)
        try checkMagnitude(lower, upper, step: step, check: check, field: field)
        let domain = NiceTicks.niceDomain(lower: lower, upper: upper, step: step)
        let ticks = NiceTicks.ticks(from: domain.lower, to: domain.upper, step: step)
        return ResolvedAxis(axis: self, lower: domain.lower, upper: domain.upper, ticks: ticks)
    }

    /// A logarithmic axis over whole decades around `smallest…largest` (both positive; at most
    /// ``Axis/maximumDecades`` decades, the smallest values clamped to the lowest), ticks at 1, 2 and 5 times a
    /// power of ten over up to two decades and at powers of ten beyond; the unit reads "…, log scale".
    private func logarithmicAxis(from smallest: Double, to largest: Double) -> ResolvedAxis {
        let upperExponent = ceil(log10(largest))
        let lowerExponent = max(min(floor(log10(smallest)), upperExponent - 1), upperExponent - Self.maximumDecades)
        let mantissas: [Double] = upperExponent - lowerExponent <= 2 ? [1, 2, 5] : [1]
        let values = stride(from: lowerExponent, through: upperExponent, by: 1).flatMap { exponent in
            mantissas.map { $0 * pow(10, exponent) }
        }.filter { $0 <= pow(10, upperExponent) }
        var shown = self
        shown.unit = (unit.map { "\($0), " } ?? "") + "log scale"
        return ResolvedAxis(
            axis: shown, lower: pow(10, lowerExponent), upper: pow(10, upperExponent),
            ticks: Ticks(step: 10, decimals: max(0, Int(-lowerExponent)), values: values), logarithmic: true)
    }

    /// The explicit tick step, checked, or the 1-2-5 step for `span`.
    private func tickStep(span: Double, check: DataCheck, field: String) throws(ChartDataError) -> Double {
        guard let tickStep else { return NiceTicks.step(forSpan: span, targetCount: targetTickCount) }
        guard tickStep > 0 && tickStep.isFinite else {
            throw check.error("\(field).tickStep", .outOfRange(tickStep, allowed: "(0, ∞)"))
        }
        return tickStep
    }

    /// Throws when the range needs more than ``NiceTicks/maximumTickCount`` ticks or its ends are too
    /// large multiples of the step to count ticks exactly.
    private func checkMagnitude(_ lower: Double, _ upper: Double, step: Double, check: DataCheck, field: String)
        throws(ChartDataError)
    {
        guard (upper - lower) / step <= Double(NiceTicks.maximumTickCount) else {
            throw check.error(
                "\(field).tickStep",
                .invalidParameter(
                    "\(step) gives more than \(NiceTicks.maximumTickCount) ticks over \(lower)…\(upper); use a larger step"
                ))
        }
        guard max(abs(lower), abs(upper)) / step < 1e15 else {
            throw check.error(
                field, .invalidParameter("values up to \(max(abs(lower), abs(upper))) are too large for step \(step)"))
        }
    }
}
