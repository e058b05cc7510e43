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

    /// Printed tick labels, one per tick value.
    var tickLabels: [String] { ticks.values.map { axis.tickLabel($0, decimals: ticks.decimals) } }

    /// The scale mapping `lower…upper` onto `pixelStart…pixelEnd`.
    func scale(pixelStart: Double, pixelEnd: Double) -> LinearScale {
        LinearScale(domainLower: lower, domainUpper: upper, pixelStart: pixelStart, pixelEnd: pixelEnd)
    }
}

extension Axis {
    /// Decides range and ticks for data spanning `dataLower…dataUpper` (nil when there is no data).
    ///
    /// A fitted range that is a single value is widened by 5 % of it (or ±0.5 around zero) so it has a
    /// width. `field` names the axis in errors, e.g. "xAxis".
    func resolve(dataLower: Double?, dataUpper: Double?, check: DataCheck, field: String) throws(ChartDataError)
        -> ResolvedAxis
    {
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
