/// One swept parameter: a scenario path and the values it takes
/// (`strategies[three-manager].outerRadius` over 250, 500 … 3000).
public struct SweepDimension: Sendable, Equatable, Codable {
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
        guard case .string(let path)? = json["path"]?.value, !path.isEmpty else {
            throw .invalid(path: "", message: "needs \"path\": the scenario value to vary")
        }
        if case .array(let items)? = json["values"]?.value {
            var values: [Double] = []
            for item in items {
                guard case .number(let value, _) = item.value else {
                    throw .invalid(path: "", message: "\"values\" must all be numbers")
                }
                values.append(value)
            }
            try self.init(checking: path, values)
            return
        }
        guard case .number(let from, _)? = json["from"]?.value, case .number(let to, _)? = json["to"]?.value,
            case .number(let step, _)? = json["step"]?.value
        else {
            throw .invalid(path: "", message: "needs \"values\": [ … ] or \"from\", \"to\" and \"step\"")
        }
        try self.init(checking: path, try Self.range(from: from, to: to, step: step))
    }

    /// `from`, `from + step`, … up to `to` (included when it lies on the grid, within 1e-9 of a step).
    static func range(from: Double, to: Double, step: Double) throws(ScenarioError) -> [Double] {
        guard step > 0, to >= from, from.isFinite, to.isFinite else {
            throw .invalid(path: "", message: "a range needs from ≤ to and a positive step", fix: "e.g. 250:3000:250")
        }
        let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
        guard count <= 10_000 else { throw .invalid(path: "", message: "the range has \(count) values; at most 10000") }
        return (0..<count).map { from + Double($0) * step }
    }

    init(checking path: String, _ values: [Double]) throws(ScenarioError) {
        guard !values.isEmpty else { throw .invalid(path: "", message: "a sweep dimension needs at least one value") }
        guard Set(values).count == values.count else { throw .invalid(path: "", message: "values repeat") }
        self.init(path: path, values: values)
    }
}
