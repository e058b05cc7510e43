import FenceExperiment
import FenceFiles
import FenceScenario
import Foundation

extension Observation {
    /// The fields an observation file may hold.
    static let fields: Swift.Set<String> = [
        "$schema", "reference", "reading", "scenario", "strategy", "quantity", "value", "scale", "uncertainty",
        "discrepancyStandardDeviation", "realisation", "set",
    ]

    /// Reads the observation file at `path`, its quantity one of `catalogue`'s metrics; every problem is a
    /// ``ScenarioError`` naming the file, the JSON path, what was expected and how to fix it (the command line
    /// exits with status 2).
    public static func read(path: String, catalogue: MetricCatalogue = .standard) throws(ScenarioError)
        -> Observation
    {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw ScenarioError(
                file: path, path: "", message: "cannot read the observation file: \(error.reason)",
                fix: "give the path of a JSON file in observations/")
        }
        return try parse(bytes, file: path, catalogue: catalogue)
    }

    /// Parses an observation from the bytes of `file` (its path: the observation's name and the directory its
    /// scenario path is relative to; nothing is read from it).
    public static func parse(_ bytes: [UInt8], file: String, catalogue: MetricCatalogue = .standard)
        throws(ScenarioError) -> Observation
    {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            throw ScenarioError(
                file: file, path: "line \(error.line), column \(error.column)", message: error.message,
                fix: error.fix ?? "write the file as JSON")
        }
        do { return try decode(root, file: file, catalogue: catalogue) } catch { throw error.inFile(file) }
    }

    /// Decodes an observation from its JSON tree (`file` is its path, for the name and the scenario's
    /// directory; its quantity one of `catalogue`'s metrics).
    static func decode(_ root: JSONNode, file: String, catalogue: MetricCatalogue = .standard) throws(ScenarioError)
        -> Observation
    {
        guard case .object(let members) = root.value else {
            throw .invalid(
                path: "", message: "expected an object, found \(root.value.typeDescription)",
                fix: "write one observation as a JSON object")
        }
        for member in members where !fields.contains(member.key) {
            throw .invalid(
                path: member.key, message: "'\(member.key)' is not a field of an observation",
                fix: "use only \(fields.sorted().filter { $0 != "$schema" }.joined(separator: ", "))")
        }
        let scenario = try string(root, "scenario")
        let directory = (file as NSString).deletingLastPathComponent
        let scenarioPath =
            scenario.hasPrefix("/") || directory.isEmpty
            ? scenario : (directory as NSString).appendingPathComponent(scenario)
        let quantity = try metric(root, "quantity", in: catalogue)
        let scale = try choice(root, "scale", Scale.self)
        if scale == .log && quantity.canBeZero {
            throw .invalid(
                path: "scale", message: "\(quantity.name) can be 0 in a run, which has no logarithm",
                fix: "use scale \"linear\", with the standard deviations in the quantity's own unit")
        }
        let target = try self.target(root, scale: scale, quantity: quantity)
        guard let uncertainty = root["uncertainty"], case .object = uncertainty.value else {
            throw .invalid(
                path: "uncertainty", message: "expected an object {standardDeviation, reasoning}",
                fix: "give the observation's standard deviation on its scale and why")
        }
        let sd = try number(uncertainty, "standardDeviation", path: "uncertainty.standardDeviation")
        // A variance that overflows would make every implausibility 0: the observation would constrain nothing.
        guard sd >= 0, (sd * sd).isFinite else {
            throw .invalid(
                path: "uncertainty.standardDeviation",
                message: "expected a standard deviation ≥ 0 whose square is a finite number, found \(sd)",
                fix: "give the spread on the observation's scale (0.1 on the log scale is 10 %)")
        }
        let reasoning = try string(uncertainty, "reasoning", path: "uncertainty.reasoning")
        var discrepancy = defaultDiscrepancyStandardDeviation(quantity, scale: scale)
        if root["discrepancyStandardDeviation"] != nil {
            discrepancy = try number(root, "discrepancyStandardDeviation")
            guard discrepancy >= 0, (discrepancy * discrepancy).isFinite else {
                throw .invalid(
                    path: "discrepancyStandardDeviation",
                    message: "expected a value ≥ 0 whose square is a finite number, found \(discrepancy)",
                    fix: "give the model discrepancy's standard deviation on the observation's scale, or leave it out")
            }
        }
        return Observation(
            name: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, file: file,
            reference: try string(root, "reference"), reading: try string(root, "reading"), scenario: scenario,
            scenarioPath: scenarioPath, strategy: try string(root, "strategy"), quantity: quantity, target: target,
            scale: scale, observationStandardDeviation: sd, uncertaintyReasoning: reasoning,
            discrepancyStandardDeviation: discrepancy, realisation: try choice(root, "realisation", Realisation.self),
            set: try choice(root, "set", Set.self))
    }

    /// The largest magnitude an observed value may have in its quantity's unit, and on the log scale the
    /// smallest: no FenceSim quantity comes near 10⁹ of its unit (10⁹ h of battery is 114 000 years, 10⁹ m is
    /// beyond the Moon, 10⁹ s is 31 years) or, on the log scale, 10⁻⁹ of it. A value beyond them is a typo or a
    /// unit mistaken, and near Double's limit its difference from the model overflows (a point of 1e308 made
    /// every implausibility against it infinite, so the observation ruled out the whole space).
    static let magnitudeLimit = 1e9

    /// The values an observation of `quantity` on `scale` may state: the quantity's own bounds (a share in
    /// [0, 1], anything else ≥ 0) within ``magnitudeLimit``, above 10⁻⁹ on the log scale.
    static func admissibleValues(_ quantity: Metric, scale: Scale) -> ClosedRange<Double> {
        let lower = scale == .log ? max(quantity.bounds.lowerBound, 1 / magnitudeLimit) : quantity.bounds.lowerBound
        return lower...min(quantity.bounds.upperBound, magnitudeLimit)
    }

    /// The `value` object: exactly one of `point`, `interval`, `atLeast`, `atMost`, valid on `scale` and within
    /// the values `quantity` can take (``admissibleValues(_:scale:)``).
    private static func target(_ root: JSONNode, scale: Scale, quantity: Metric) throws(ScenarioError) -> Target {
        let fix = "write {\"point\": V}, {\"interval\": [LOWER, UPPER]}, {\"atLeast\": V} or {\"atMost\": V}"
        guard let node = root["value"], case .object(let members) = node.value, members.count == 1,
            let member = members.first
        else {
            throw .invalid(
                path: "value", message: "expected an object with exactly one of point, interval, atLeast, atMost",
                fix: fix)
        }
        let path = "value.\(member.key)"
        let target: Target
        switch member.key {
        case "point": target = .point(try finite(member.node, path: path))
        case "atLeast": target = .atLeast(try finite(member.node, path: path))
        case "atMost": target = .atMost(try finite(member.node, path: path))
        case "interval":
            guard let items = member.node.array, items.count == 2 else {
                throw .invalid(path: path, message: "expected [LOWER, UPPER]", fix: fix)
            }
            let lower = try finite(items[0], path: path + "[0]")
            let upper = try finite(items[1], path: path + "[1]")
            guard lower < upper else {
                throw .invalid(
                    path: path, message: "expected LOWER < UPPER, found [\(lower), \(upper)]",
                    fix: "write the smaller end first, or a point for a single value")
            }
            target = .interval(lower: lower, upper: upper)
        default:
            throw .invalid(path: path, message: "'\(member.key)' is not a kind of value", fix: fix)
        }
        let (lower, upper) = target.bounds
        let admissible = admissibleValues(quantity, scale: scale)
        for (end, value) in [("lower", lower), ("upper", upper)] where value.isFinite {
            if scale == .log && value <= 0 {
                throw .invalid(
                    path: path, message: "the \(end) end \(value) has no logarithm (scale \"log\")",
                    fix: "use scale \"linear\" for a value that can be 0 or negative")
            }
            guard admissible.contains(value) else {
                let unit = quantity.unit.axisUnit.map { " \($0)" } ?? ""
                throw .invalid(
                    path: path,
                    message: "\(String(format: "%g", value)) is outside \(String(format: "%g", admissible.lowerBound))–"
                        + "\(String(format: "%g", admissible.upperBound))\(unit), the values \(quantity.name) can take "
                        + "on scale \"\(scale.rawValue)\"",
                    fix: "write the measured value in the quantity's unit, e.g. {\"point\": "
                        + "\(quantity.unit == .share ? "0.9" : "9")}")
            }
        }
        return target
    }

    private static func finite(_ node: JSONNode, path: String) throws(ScenarioError) -> Double {
        guard let value = node.number, value.isFinite else {
            throw .invalid(
                path: path, message: "expected a number, found \(node.value.typeDescription)",
                fix: "write the value as a number")
        }
        return value
    }

    private static func number(_ node: JSONNode, _ key: String, path: String? = nil) throws(ScenarioError) -> Double {
        guard let value = node[key] else {
            throw .invalid(path: path ?? key, message: "missing", fix: "add '\(key)'")
        }
        return try finite(value, path: path ?? key)
    }

    private static func string(_ node: JSONNode, _ key: String, path: String? = nil) throws(ScenarioError) -> String {
        guard let value = node[key]?.string, !value.isEmpty else {
            throw .invalid(
                path: path ?? key,
                message: node[key] == nil
                    ? "missing" : "expected a non-empty string, found \(node[key]!.value.typeDescription)",
                fix: "add '\(key)' as a string")
        }
        return value
    }

    private static func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode, _ key: String, _: T.Type)
        throws(ScenarioError) -> T where T.RawValue == String
    {
        let text = try string(node, key)
        guard let value = T(rawValue: text) else {
            throw .invalid(
                path: key, message: "'\(text)' is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))",
                fix: "write one of those")
        }
        return value
    }

    /// `catalogue`'s metric named by `key`'s string.
    private static func metric(_ node: JSONNode, _ key: String, in catalogue: MetricCatalogue) throws(ScenarioError)
        -> Metric
    {
        let text = try string(node, key)
        guard let metric = catalogue.named(text) else {
            throw .invalid(
                path: key, message: "'\(text)' is not one of \(catalogue.names)",
                fix: "write one of those")
        }
        return metric
    }
}
