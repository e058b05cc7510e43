/// How large a bad change must be before `compare` calls it a regression: an absolute amount in the
/// metric's unit (`batteryLifeHours=0.5`) or a percentage of the base value (`batteryLifeHours=5%`).
public struct Tolerance: Sendable, Equatable {
    /// The metric's name.
    public var metric: String
    /// The allowed bad change (≥ 0): in the metric's unit, or percent of the base mean.
    public var amount: Double
    /// Whether ``amount`` is a percentage of the base mean.
    public var isRelative: Bool

    /// A tolerance of `amount` on `metric`.
    public init(metric: String, amount: Double, isRelative: Bool) {
        self.metric = metric
        self.amount = amount
        self.isRelative = isRelative
    }

    /// Parses `METRIC=VALUE` or `METRIC=VALUE%` for one of the `catalogue`'s compared metrics; the error
    /// names what is wrong.
    public init(parsing text: String, catalogue: MetricCatalogue = .standard) throws(ComparisonError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let compared = catalogue.with(.compared)
        let names = compared.map(\.name).joined(separator: ", ")
        guard parts.count == 2, compared.contains(where: { $0.name == parts[0] }) else {
            throw ComparisonError(
                problems: ["--tolerance \(text): expected METRIC=VALUE or METRIC=VALUE% with METRIC one of \(names)"])
        }
        var number = parts[1]
        let relative = number.hasSuffix("%")
        if relative { number.removeLast() }
        guard let amount = Double(number), amount.isFinite, amount >= 0 else {
            throw ComparisonError(
                problems: ["--tolerance \(text): expected a non-negative number (or percentage), got '\(parts[1])'"])
        }
        self.init(metric: parts[0], amount: amount, isRelative: relative)
    }

    /// The allowed bad change in the metric's unit, given the base mean.
    public func allowance(baseMean: Double) -> Double { isRelative ? amount / 100 * abs(baseMean) : amount }
}
