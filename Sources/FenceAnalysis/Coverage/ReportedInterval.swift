import FenceFiles

/// One interval a results document holds: an object with a point estimate and lower and upper bounds, found
/// by its place in the document, whatever it estimates.
///
/// The estimate is the object's `mean`, `estimate`, `difference` or `value` member; each bound is a number,
/// or (a sweep's recall crossing) an object `{"position": "belowRange" | "inside" | "aboveRange", "value"}`,
/// read as −∞, the value, +∞. A summary without an interval (a mean of fewer than two values) has an
/// estimate and no bounds.
public struct ReportedInterval: Sendable, Equatable {
    /// Where the object lies: `results.json: points[0].strategies[three-manager].entryRecall` — array
    /// elements named by their `label`, `strategy` or `parameter` member where they have one, else by index.
    public var path: String
    /// What the object is, by its members: ``Shape``.
    public var shape: Shape
    /// The point estimate.
    public var estimate: Double
    /// The bounds (nil when the object has none).
    public var lower: Double?
    public var upper: Double?

    /// What kind of summary holds the interval, told by its members.
    public enum Shape: String, Sendable, Codable, CaseIterable {
        /// A share pooled over replications (`successes`, `trials`).
        case pooledShare
        /// A mean or a pooled rate over replications (`mean`, `count`).
        case mean
        /// A paired difference against the baseline (`difference`, `pValue`).
        case pairedDifference
        /// A sweep's recall crossing (`value`, bounds that may lie outside the swept range).
        case crossing
        /// Any other estimate with bounds (`estimate`, `lower`, `upper`: a sensitivity index).
        case interval
    }

    /// Every interval in `document`, in document order, with paths prefixed by `file` ("results.json").
    /// Not searched: the scenario's echo (`scenarioDocument`) and the per-run rows, which hold inputs and
    /// single runs; a sweep analysis's `candidates`, which repeat the results' summaries; and its `best` and
    /// `frontier`, which pick among the candidates — the point picked changes from one experiment to the
    /// next, so an interval found there has no fixed truth to cover.
    public static func all(in document: JSONNode, file: String) -> [ReportedInterval] {
        var found: [ReportedInterval] = []
        collect(document, path: "", into: &found)
        return found.map {
            var interval = $0
            interval.path = file + ": " + interval.path
            return interval
        }
    }

    private static let skipped: Set<String> = [
        "scenarioDocument", "rows", "candidates", "best", "bestOverall", "frontier",
    ]

    private static func collect(_ node: JSONNode, path: String, into found: inout [ReportedInterval]) {
        switch node.value {
        case .object(let members):
            if let interval = ReportedInterval(node, path: path) { found.append(interval) }
            for (key, member) in members where !skipped.contains(key) {
                collect(member, path: path.isEmpty ? key : path + "." + key, into: &found)
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                let name = ["label", "strategy", "parameter"].lazy.compactMap { item[$0]?.string }.first
                collect(item, path: path + "[\(name ?? String(index))]", into: &found)
            }
        default:
            return
        }
    }

    /// The interval of one object, or nil when it has no estimate or has only one bound.
    init?(_ node: JSONNode, path: String) {
        guard let estimate = ["mean", "estimate", "difference", "value"].lazy.compactMap({ node[$0]?.number }).first
        else { return nil }
        let lower = node["lower"].map(Self.bound)
        let upper = node["upper"].map(Self.bound)
        guard (lower == nil) == (upper == nil), lower != nil || node["count"] != nil else { return nil }
        self.path = path
        self.estimate = estimate
        self.lower = lower ?? nil
        self.upper = upper ?? nil
        shape =
            node["successes"] != nil
            ? .pooledShare
            : node["pValue"] != nil
                ? .pairedDifference : node["count"] != nil ? .mean : node["rangeLower"] != nil ? .crossing : .interval
    }

    /// A bound: a number, or a crossing's `{"position", "value"}` (−∞ below the range, +∞ above).
    private static func bound(_ node: JSONNode) -> Double? {
        if let number = node.number { return number }
        switch node["position"]?.string {
        case "belowRange": return -.infinity
        case "aboveRange": return .infinity
        case "inside": return node["value"]?.number
        default: return nil
        }
    }
}
