/// Direction of the bars.
public enum BarOrientation: Sendable, Equatable {
    /// Bars grow to the right; category labels on the left (best for long strategy names).
    case horizontal
    /// Bars grow upwards; category labels below (rotated when they do not fit).
    case vertical
}

/// What the bar lengths show.
public enum StackScale: Sendable, Equatable {
    /// The values as given (e.g. mAh per component).
    case absolute
    /// Each value as a percentage of its category's total, so every bar reaches 100.
    case percentOfTotal
}

/// One stacked component (e.g. "GPS"), with one value per category.
public struct BarComponent: Sendable, Equatable {
    /// Legend label.
    public var label: String
    /// Values, one per category in category order, each ≥ 0.
    public var values: [Double]
    /// Style (colour and hatch are used); nil for the automatic style of the component's position.
    public var style: SeriesStyle?

    /// A component labelled `label` with one value per category.
    public init(label: String, values: [Double], style: SeriesStyle? = nil) {
        self.label = label
        self.values = values
        self.style = style
    }
}

/// Stacked bars, one per category, split into components — the energy breakdown per strategy by
/// component, in mAh or as shares of the total.
///
/// Components keep their order in every bar (first component at the base) and carry colour *and* a
/// hatch pattern, so adjacent segments stay apart in grey. In ``StackScale/percentOfTotal`` mode the value
/// axis defaults to 0…100 (give it the unit "%").
///
/// ```swift
/// let chart = StackedBarChart(
///     title: "Energy by component", summary: "Mean energy per day by component and strategy.",
///     categories: ["continuous", "three-manager"],
///     components: [BarComponent(label: "GPS", values: [1150, 190]),
///                  BarComponent(label: "CPU", values: [240, 60])],
///     valueAxis: Axis(title: "Energy", unit: "mAh"))
/// ```
public struct StackedBarChart: Chart {
    /// Title drawn at the top.
    public var title: String
    /// Description for screen readers.
    public var summary: String
    /// Category names (bars), in drawing order (top to bottom, or left to right).
    public var categories: [String]
    /// Components stacked in each bar, base first.
    public var components: [BarComponent]
    /// The value axis (its zero is always shown).
    public var valueAxis: Axis
    /// Bar direction.
    public var orientation: BarOrientation
    /// Absolute values or shares.
    public var scale: StackScale
    /// Whether to print each bar's total at its end (absolute scale only).
    public var showsTotals: Bool
    /// Canvas size; nil sizes a horizontal chart by its number of bars (and a vertical one 760 × 480).
    public var size: ChartSize?

    /// A stacked bar chart; see the properties.
    public init(
        title: String, summary: String, categories: [String], components: [BarComponent], valueAxis: Axis,
        orientation: BarOrientation = .horizontal, scale: StackScale = .absolute, showsTotals: Bool = true,
        size: ChartSize? = nil
    ) {
        self.title = title
        self.summary = summary
        self.categories = categories
        self.components = components
        self.valueAxis = valueAxis
        self.orientation = orientation
        self.scale = scale
        self.showsTotals = showsTotals
        self.size = size
    }

    /// The size used: the given one, or 760 wide and tall enough for 44 units per horizontal bar.
    var resolvedSize: ChartSize {
        if let size { return size }
        switch orientation {
        case .horizontal: return ChartSize(width: 760, height: 190 + 44 * Double(max(categories.count, 1)))
        case .vertical: return ChartSize(width: 760, height: 480)
        }
    }

    /// The plotted value of component `component` in category `category`: as given, or its percentage
    /// of the category total.
    func plottedValue(component: Int, category: Int, totals: [Double]) -> Double {
        let value = components[component].values[category]
        return scale == .percentOfTotal ? 100 * value / totals[category] : value
    }

    /// Checks shapes and values; returns the category totals.
    func validatedTotals(_ check: DataCheck) throws(ChartDataError) -> [Double] {
        try check.nonEmpty(categories, "categories")
        try check.nonEmpty(components, "components")
        var totals = [Double](repeating: 0, count: categories.count)
        for (c, component) in components.enumerated() {
            let name = "components[\(c)] \"\(component.label)\".values"
            guard component.values.count == categories.count else {
                throw check.error(name, .lengthMismatch(expected: categories.count, got: component.values.count))
            }
            for (k, value) in component.values.enumerated() {
                try check.nonNegative(value, "\(name)[\(k)]")
                totals[k] += value
            }
        }
        if scale == .percentOfTotal, let empty = totals.firstIndex(of: 0) {
            throw check.error(
                "categories[\(empty)] \"\(categories[empty])\"",
                .invalidParameter("its components sum to 0, so it has no shares; use the absolute scale or drop it"))
        }
        return totals
    }
}
