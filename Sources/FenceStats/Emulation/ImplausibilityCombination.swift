/// How one wave combines its outputs' implausibilities into one ([@Vernon2010]): a point is ruled out when the
/// k-th largest exceeds the cut-off.
public enum ImplausibilityCombination: String, Sendable, Codable, CaseIterable {
    /// The largest (k = 1).
    case maximum
    /// The second largest (k = 2): one poorly emulated output cannot rule a point out alone.
    case secondMaximum
    /// The largest below 10 outputs, the second largest from 10 on ([@hmer]'s default).
    case automatic

    /// k for `outputs` outputs (never more than `outputs`).
    public func rank(outputs: Int) -> Int {
        let k: Int
        switch self {
        case .maximum: k = 1
        case .secondMaximum: k = 2
        case .automatic: k = outputs >= 10 ? 2 : 1
        }
        return min(k, max(outputs, 1))
    }

    /// The k-th largest of `values` (0 for none).
    public func combined(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted(by: >)[rank(outputs: values.count) - 1]
    }
}
