import FenceFiles

/// One swept parameter: a scenario path and the values it takes
/// (`strategies[three-manager].outerRadius` over 250, 500 … 3000).
public struct SweepDimension: Sendable, Equatable, Codable {
    /// The largest sweep grid accepted, points.
    public static let maximumPointCount = 100_000

    /// The path as the user wrote it.
    public var path: String
    /// The values, in order.
    public var values: [Double]

    public init(path: String, values: [Double]) {
        self.path = path
        self.values = values
    }
}

extension SweepDimension {
    /// Reads `{"path": …, "values": [ … ]}` or `{"path": …, "from": …, "to": …, "step": …}`.
    init(_ json: JSONValue) throws(ScenarioError) {
        guard case .object(let members) = json else {
            throw .invalid(
                path: "", message: "expected an object, got \(json.typeDescription)",
                fix: "write {\"path\": …, \"values\": [ … ]} or {\"path\": …, \"from\": …, \"to\": …, \"step\": …}")
        }
        if let unknown = members.first(where: { !Self.keys.contains($0.key) }) {
            throw .invalid(
                at: JSONPath([.key(unknown.key)]), message: "unknown field \"\(unknown.key)\"",
                fix: "a sweep dimension has " + Self.keys.joined(separator: ", "))
        }
        guard case .string(let path)? = json["path"]?.value, !path.isEmpty else {
            throw .invalid(
                at: JSONPath([.key("path")]),
                message: "needs \"path\": the scenario value to vary (a non-empty string)",
                fix: "e.g. \"path\": \"strategies[three-manager].outerRadius\"")
        }
        let hasValues = json["values"] != nil
        let hasRange = ["from", "to", "step"].contains { json[$0] != nil }
        guard hasValues != hasRange else {
            throw .invalid(
                path: "", message: "needs either \"values\": [ … ] or \"from\", \"to\" and \"step\", not both",
                fix: "keep one of the two forms")
        }
        if let valuesNode = json["values"] {
            guard case .array(let items) = valuesNode.value else {
                throw .invalid(
                    at: JSONPath([.key("values")]),
                    message: "expected an array of numbers, got \(valuesNode.value.typeDescription)")
            }
            var values: [Double] = []
            for (index, item) in items.enumerated() {
                guard case .number(let value, _) = item.value else {
                    throw .invalid(
                        at: JSONPath([.key("values"), .index(index)]),
                        message: "expected a number, got \(item.value.typeDescription)",
                        fix: "booleans are swept over 0 and 1")
                }
                values.append(value)
            }
            try self.init(checking: path, values)
            return
        }
        var bounds: [Double] = []
        for key in ["from", "to", "step"] {
            guard case .number(let value, _)? = json[key]?.value else {
                let fix = "e.g. \"from\": 250, \"to\": 3000, \"step\": 250"
                guard let node = json[key] else {
                    throw .invalid(
                        path: "", message: "needs \"from\", \"to\" and \"step\" (\"\(key)\" is missing)", fix: fix)
                }
                throw .invalid(
                    at: JSONPath([.key(key)]), message: "expected a number, got \(node.value.typeDescription)", fix: fix
                )
            }
            bounds.append(value)
        }
        let (from, to, step) = (bounds[0], bounds[1], bounds[2])
        try self.init(checking: path, try Self.range(from: from, to: to, step: step))
    }

    /// `from`, `from + step`, … up to `to` (included when it lies on the grid, within 1e-9 of a step).
    /// Refuses steps of 0 or below, infinite bounds and grids of more than ``maximumValueCount`` values
    /// (checked as a floating-point count before it becomes an integer: a denormal step or bounds of
    /// ±1e308 give an infinite count).
    static func range(from: Double, to: Double, step: Double) throws(ScenarioError) -> [Double] {
        guard from.isFinite, to.isFinite, step.isFinite, step > 0, to >= from else {
            throw .invalid(
                path: "", message: "a range needs finite from ≤ to and a positive step, got \(from):\(to):\(step)",
                fix: "e.g. 250:3000:250")
        }
        let count = ((to - from) / step + 1e-9).rounded(.down) + 1
        guard count.isFinite, count <= Double(maximumValueCount) else {
            throw .invalid(
                path: "",
                message: "the range \(from):\(to):\(step) has "
                    + (count.isFinite && count < 1e15 ? "\(Int64(count))" : "too many")
                    + " values; at most \(maximumValueCount)",
                fix: "use a larger step or a narrower range")
        }
        return (0..<Int(count)).map { from + Double($0) * step }
    }

    /// The most values one dimension may have.
    public static let maximumValueCount = 10_000

    /// The members a sweep dimension object may have.
    static let keys = ["path", "values", "from", "to", "step"]

    init(checking path: String, _ values: [Double]) throws(ScenarioError) {
        guard !values.isEmpty else {
            throw .invalid(
                path: "", message: "a sweep dimension needs at least one value", fix: "list 1 or more values")
        }
        guard values.count <= Self.maximumValueCount else {
            throw .invalid(
                path: "", message: "\(values.count) values; at most \(Self.maximumValueCount)",
                fix: "sweep fewer values")
        }
        guard Set(values).count == values.count else {
            throw .invalid(path: "", message: "values repeat", fix: "list each value once")
        }
        self.init(path: path, values: values)
    }
}
