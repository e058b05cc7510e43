import FenceExperiment

extension OptimizationKnob {
    /// The knob's values next to `value`, the local search's steps (`Optimizer+LocalSearch`): a knob with
    /// a grid or a list takes the values before and after `value` in its order (a structural choice the
    /// option indices on either side); a continuous knob without a step moves by `stepFraction` of its
    /// range either way, within the range.
    public func neighbours(of value: Double, stepFraction: Double) -> [Double] {
        guard values.isEmpty else {
            guard let position = values.firstIndex(of: value) else { return [] }
            return [position - 1, position + 1].filter(values.indices.contains).map { values[$0] }
        }
        guard let lower, let upper else { return [] }
        let step = stepFraction * (upper - lower)
        return [value - step, value + step].filter { $0 >= lower && $0 <= upper }
    }

    /// The most values ``neighbours(of:stepFraction:)`` returns for any value: 2, or fewer for a list of
    /// one or two values.
    public var neighbourCount: Int { values.isEmpty ? 2 : min(2, values.count - 1) }
}
