import FenceFiles
import FencePlatform
import FenceStrategies

extension Scenario {
    /// This scenario with each swept path set to its value, re-validated.
    ///
    /// Paths address the scenario as written (`run.days`, `device.app.uploadEachFix`,
    /// `world.fences.onRouteRadiusMeters`), with two conveniences: `strategies[LABEL]` selects a strategy
    /// by label or name (or `strategies[1]` by index), and a strategy's parameters may be named
    /// directly (`strategies[three-manager].outerRadius`). A number sets a number; 0/1 set a boolean;
    /// a `{lower, upper}` range gets the value as both bounds; a structural choice of the parameter table
    /// (`platform.cpuHoldRule`) takes the option of that index (0, 1, … in the table's order). Paths the file does not mention are
    /// added with their default's type.
    public func applying(_ values: [String: Double]) throws(ScenarioError) -> Scenario {
        try applying(values, worlds: nil)
    }

    /// ``applying(_:)``, the build check taking replication 0's world from `worlds` when it holds it (and
    /// leaving it there for the runs).
    ///
    /// `targets` holds paths already resolved against this scenario (``resolve(_:)``); a path not there is
    /// resolved now. `previous`, a point of the same paths applied to this scenario, is where the point
    /// starts from: only the paths whose values differ are set again, and the sections they leave alone
    /// (with everything those sections' decoding reads) are taken from it instead of decoded again. The
    /// scenario, and any error, is the same as from applying every path to this scenario.
    package func applying(
        _ values: [String: Double], worlds: WorldCache?, targets: [String: SweptTarget] = [:],
        previous: AppliedPoint? = nil
    ) throws(ScenarioError) -> Scenario {
        guard !values.isEmpty else { return self }
        let start = previous.flatMap {
            $0.values.count == values.count && $0.values.keys.allSatisfy { values[$0] != nil } ? $0 : nil
        }
        let sorted = values.sorted(by: { $0.key < $1.key })
        do throws(ScenarioError) {
            var document = start?.scenario.document ?? self.document
            var sections: Set<String> = []
            // Encoded once for all the paths (a sensitivity point sets every parameter at once).
            var canonical: JSONNode?
            for (path, value) in sorted {
                if start?.values[path]?.bitPattern == value.bitPattern { continue }
                let target: SweptTarget
                if let resolved = targets[path] {
                    target = resolved
                } else {
                    target = try resolve(path, canonical: &canonical)
                }
                let replacement = try target.kind.value(value, path: path)
                guard let updated = document.setting(target.path, to: replacement) else {
                    throw ScenarioError.invalid(
                        path: path, message: "cannot be set in this scenario (\(target.path) does not exist)")
                }
                document = updated
                if case .key(let section)? = target.path.components.first { sections.insert(section) }
            }
            return try Scenario(
                document: document, file: file, baseDirectory: baseDirectory, registry: registry, builtFrom: self,
                worlds: worlds, reusing: start.map { SectionReuse(scenario: $0.scenario, changedSections: sections) })
        } catch {
            // The values at fault: those at or inside the path the error names (all when none is).
            let atFault = sorted.filter { Self.related($0.key, error.path) }
            let shown = atFault.isEmpty ? sorted : atFault
            let point = shown.map { "\($0.key) = " + JSONWriter.compact(JSONWriter.number($0.value)) }
            var located = error
            located.message +=
                shown.count == sorted.count
                ? " (at the sweep point " + point.joined(separator: ", ") + ")"
                : " (at " + point.joined(separator: ", ") + ", with the point's \(sorted.count - shown.count) other "
                    + "values)"
            throw file.map { located.inFile($0) } ?? located
        }
    }

    /// Whether the value at user path `path` is the one at, or inside, or holding, the document path
    /// `errorPath` of an error (`strategies[LABEL].x` matches by the parameter's name after the selector).
    static func related(_ path: String, _ errorPath: String) -> Bool {
        guard !errorPath.isEmpty else { return false }
        func within(_ inner: String, _ outer: String) -> Bool {
            inner == outer || inner.hasPrefix(outer + ".") || inner.hasPrefix(outer + "[")
        }
        if within(path, errorPath) || within(errorPath, path) { return true }
        guard path.hasPrefix("strategies["), errorPath.hasPrefix("strategies["),
            let name = path.split(separator: ".").last
        else { return false }
        return errorPath.hasSuffix("." + name)
    }

    /// A design point applied to a scenario (``applying(_:worlds:targets:previous:)``): its values and the
    /// scenario they gave, where the next point of the same paths starts.
    package struct AppliedPoint {
        package var values: [String: Double]
        package var scenario: Scenario

        /// The point `values` that gave `scenario`.
        package init(values: [String: Double], scenario: Scenario) {
            self.values = values
            self.scenario = scenario
        }
    }

    /// A user path resolved against a scenario: the document path and the kind of value there.
    package typealias SweptTarget = (path: JSONPath, kind: SweptKind)

    /// The kind of value a swept path holds.
    package enum SweptKind {
        case number, bool, range
        /// A structural choice: the value is the index of one of these options.
        case option([String])

        func value(_ number: Double, path: String) throws(ScenarioError) -> JSONValue {
            switch self {
            case .number: return JSONWriter.number(number)
            case .bool:
                guard number == 0 || number == 1 else {
                    throw .invalid(path: path, message: "is true/false: sweep it over 0 and 1, got \(number)")
                }
                return .bool(number == 1)
            case .range:
                let bound = JSONWriter.number(number)
                return .object([("lower", JSONNode(bound)), ("upper", JSONNode(bound))])
            case .option(let names):
                guard number.rounded() == number, number >= 0, number < Double(names.count) else {
                    throw .invalid(
                        path: path,
                        message: "is a choice: give the index 0…\(names.count - 1) of one of "
                            + names.joined(separator: ", ") + ", got \(number)")
                }
                return .string(names[Int(number)])
            }
        }
    }

    /// Maps a user path to a document path and the kind of value there; errors name the scenario file
    /// (a `--vary` path is checked against it).
    package func resolve(_ userPath: String) throws(ScenarioError) -> SweptTarget {
        var canonical: JSONNode?
        return try resolve(userPath, canonical: &canonical)
    }

    /// ``resolve(_:)`` with the ``canonicalDocument()`` in `canonical`, made there when nil and needed (one
    /// canonical document for many paths).
    package func resolve(_ userPath: String, canonical: inout JSONNode?) throws(ScenarioError) -> SweptTarget {
        do { return try resolveInDocument(userPath, canonical: &canonical) } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    /// ``resolve(_:canonical:)`` without the file.
    private func resolveInDocument(_ userPath: String, canonical cached: inout JSONNode?) throws(ScenarioError)
        -> SweptTarget
    {
        var components = try Self.pathComponents(userPath)
        if case .key("strategies") = components.first, components.count >= 2 {
            if case .key(let selector) = components[1] {
                guard let index = strategies.firstIndex(where: { $0.label == selector || $0.name == selector }) else {
                    throw .invalid(
                        path: userPath, message: "no strategy labelled or named '\(selector)'",
                        fix: "use one of: " + strategies.map(\.label).joined(separator: ", "))
                }
                components[1] = .index(index)
            }
            guard case .index(let index) = components[1], strategies.indices.contains(index) else {
                throw .invalid(
                    path: userPath, message: "strategy index out of range",
                    fix: "use an index from 0 to \(strategies.count - 1), or the strategy's label")
            }
            if components.count == 3, case .key(let name) = components[2],
                !["name", "label", "parameters"].contains(name)
            {
                components.insert(.key("parameters"), at: 2)
            }
            guard components.count == 4, case .key(let parameter) = components[3] else {
                throw .invalid(path: userPath, message: "expected strategies[LABEL].PARAMETER")
            }
            let specs = (try? registry.descriptor(named: strategies[index].name).parameters) ?? []
            guard let spec = specs.first(where: { $0.name == parameter }) else {
                throw .invalid(
                    path: userPath, message: "strategy '\(strategies[index].name)' has no parameter '\(parameter)'",
                    fix: "use one of: " + specs.map(\.name).joined(separator: ", "))
            }
            switch spec.kind {
            case .number, .integer: return (JSONPath(components), .number)
            case .bool: return (JSONPath(components), .bool)
            case .choice(let options):
                let (name, first) = (strategies[index].name, options.first ?? "…")
                throw .invalid(
                    path: userPath, message: "is a choice, not a number: it cannot be swept",
                    fix: "list the strategy once per option (\(options.joined(separator: ", "))), each with its own "
                        + "label, e.g. {\"name\": \"\(name)\", \"label\": \"\(name)-\(first)\", \"parameters\": "
                        + "{\"\(parameter)\": \"\(first)\"}}")
            case .structured:
                throw .invalid(
                    path: userPath, message: "is a structured value, not a number: it cannot be swept",
                    fix: "list the strategy once per value, each with its own label (docs/strategy-guide.md)")
            }
        }
        let path = JSONPath(components)
        let canonical = cached ?? canonicalDocument()
        cached = canonical
        // A parameter-table row the canonical document does not spell out (an environment class's field
        // in world.environment.overrides, empty by default) is a number at its path.
        let tableDefault = ParameterRegistry.row(at: userPath)?.defaultValue.number.map(JSONWriter.number)
        guard let defaultValue = canonical.node(at: path)?.value ?? tableDefault else {
            let nearest = Self.nearest(userPath, among: Self.sweepablePaths(canonical))
            throw .invalid(
                path: userPath, message: "is not a scenario value",
                fix: nearest.map { "did you mean \($0)? (docs/scenarios.md lists the paths)" }
                    ?? "see docs/scenarios.md for the paths")
        }
        switch defaultValue {
        case .number: return (path, .number)
        case .bool: return (path, .bool)
        case .object(let members) where Set(members.map(\.key)) == ["lower", "upper"]: return (path, .range)
        case .string where ParameterRegistry.row(at: userPath)?.prior != nil:
            return (path, .option(ParameterRegistry.row(at: userPath)?.options ?? []))
        default:
            throw .invalid(
                path: userPath, message: "holds \(defaultValue.typeDescription), not a number: it cannot be swept")
        }
    }

    /// Every path of `document` that holds a number, a boolean or a `{lower, upper}` range.
    static func sweepablePaths(_ document: JSONNode) -> [String] {
        var paths: [String] = []
        func visit(_ node: JSONNode, _ path: JSONPath) {
            switch node.value {
            case .number, .bool: paths.append(path.description)
            case .object(let members) where Set(members.map(\.key)) == ["lower", "upper"]:
                paths.append(path.description)
            case .object(let members): for member in members { visit(member.node, path.appending(member.key)) }
            default: break
            }
        }
        visit(document, .root)
        return paths
    }

    /// The candidate closest to `text` by edit distance, if it is close enough to be a typo of it.
    static func nearest(_ text: String, among candidates: [String]) -> String? {
        NearestName.among(candidates, to: text)
    }

    /// `a.b[2].c` / `strategies[three-manager].x` as components (a bracket holding a non-number is a key).
    static func pathComponents(_ path: String) throws(ScenarioError) -> [JSONPath.Component] {
        var components: [JSONPath.Component] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            guard let name = rest.split(separator: "[", maxSplits: 1).first, !name.isEmpty, !rest.hasPrefix("[") else {
                throw .invalid(
                    path: path, message: "is not a valid path",
                    fix: "write it like strategies[three-manager].outerRadius")
            }
            components.append(.key(String(name)))
            rest = rest.dropFirst(name.count)
            while rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]") else {
                    throw .invalid(path: path, message: "has an unclosed '['")
                }
                let inside = String(rest[rest.index(after: rest.startIndex)..<close])
                components.append(Int(inside).map(JSONPath.Component.index) ?? .key(inside))
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty else { throw .invalid(path: path, message: "is not a valid path") }
        }
        return components
    }

    /// The scenario with every default written out: the sections as decoded, encoded again.
    func canonicalDocument() -> JSONNode {
        func encoded<T: Encodable>(_ value: T) -> JSONNode { (try? JSONNode(encoding: value)) ?? JSONNode(.null) }
        let device = JSONNode(.object([("app", encoded(app)), ("overrides", encoded(deviceProfile))]))
        return JSONNode(
            .object([
                ("device", device), ("platform", encoded(platform)), ("world", encoded(world)), ("run", encoded(run)),
                ("metrics", encoded(metrics)),
            ]))
    }
}
