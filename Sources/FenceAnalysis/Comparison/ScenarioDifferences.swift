import FenceExperiment
import FenceFiles

/// Where the scenarios of two results differ beyond what `fencesim compare` lets them: every JSON path of
/// the echoed scenario documents whose value differs, besides the seed and the replications (`run.seed`,
/// `run.replications`: a comparison may pair or add replications) and the labels that change no run
/// (`$schema`, `name`, `description`); and the horizon. Each difference reads `PATH: base VALUE, new VALUE` (or `only in base` / `only in new`).
public struct ScenarioDifferences: Sendable, Equatable, Codable {
    /// The paths a comparison ignores.
    public static let ignored: Set<String> = ["run.seed", "run.replications", "$schema", "name", "description"]

    /// Every difference, in document order.
    public var differences: [String]

    /// The differences between the scenarios of `base` and `new`.
    public init(base: ExperimentResults, new: ExperimentResults) {
        var found: [String] = []
        Self.collect(base.scenarioDocument, new.scenarioDocument, path: "", into: &found)
        if base.horizonHours != new.horizonHours {
            found.append("the horizon: base \(base.horizonHours) h, new \(new.horizonHours) h")
        }
        differences = found
    }

    /// Appends to `found` every path under `path` where `a` and `b` differ.
    static func collect(_ a: JSONValue, _ b: JSONValue, path: String, into found: inout [String]) {
        switch (a, b) {
        case (.object(let left), .object(let right)):
            var keys: [String] = []
            for key in left.map(\.key) + right.map(\.key) where !keys.contains(key) { keys.append(key) }
            for key in keys {
                let inner = path.isEmpty ? key : "\(path).\(key)"
                if ignored.contains(inner) { continue }
                switch (a[key]?.value, b[key]?.value) {
                case (let x?, let y?): collect(x, y, path: inner, into: &found)
                case (let x?, nil): found.append("\(inner): only in base (\(shown(x)))")
                case (nil, let y?): found.append("\(inner): only in new (\(shown(y)))")
                case (nil, nil): break
                }
            }
        case (.array(let left), .array(let right)) where left.count == right.count:
            for (index, pair) in zip(left, right).enumerated() {
                collect(pair.0.value, pair.1.value, path: "\(path)[\(index)]", into: &found)
            }
        default:
            if a != b {
                found.append("\(path): base \(shown(a)), new \(shown(b))")
            }
        }
    }

    /// A value as compact JSON, cut to 60 characters.
    static func shown(_ value: JSONValue) -> String {
        let text = JSONWriter.compact(value)
        return text.count <= 60 ? text : String(text.prefix(59)) + "…"
    }
}
