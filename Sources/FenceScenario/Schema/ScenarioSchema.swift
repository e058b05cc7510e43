import FenceDevice
import FenceFiles
import FencePlatform
import FenceStrategies
import FenceWorld

/// Generates the JSON Schema of scenario files (`scenarios/schema.json`) from the real defaults, the
/// strategies' parameter declarations and ``ScenarioFieldDocs``, so the schema cannot drift from the code
/// (a test regenerates it and compares with the committed file).
public enum ScenarioSchema {
    /// The schema document (JSON Schema draft 2020-12).
    public static func document(registry: StrategyRegistry = .builtIn) -> JSONValue {
        let canonical = canonicalDefaults(registry: registry)
        func section(_ key: String) -> JSONValue { schema(for: canonical.value[key]?.value ?? .null, path: key) }
        let device = object(
            [
                (
                    "profile",
                    describe(
                        JSONValue.fields([
                            ("type", str("string")), ("enum", strings(DeviceProfile.builtIn.keys.sorted())),
                            ("default", str("iphone4s-2012")),
                        ]), "device.profile")
                ),
                ("powerProfileFile", describe(JSONValue.fields([("type", str("string"))]), "device.powerProfileFile")),
                (
                    "overrides",
                    schema(for: canonical.value["device"]?.value["overrides"]?.value ?? .null, path: "device.overrides")
                ),
                ("app", JSONValue.fields([("$ref", str("#/$defs/app"))])),
            ], path: "device")
        var world = schema(for: canonical.value["world"]?.value ?? .null, path: "world")
        world = adding(
            [
                ("origin", describe(coordinateSchema(), "world.origin")),
                ("movement", movementSchema(canonical: canonical)),
            ], to: world)
        let metrics = section("metrics")
        let run = adding([("chargeHours", describe(number(nil), "run.chargeHours"))], to: section("run"))
        let root: [(String, JSONValue)] = [
            ("$schema", str("https://json-schema.org/draft/2020-12/schema")),
            ("$id", str("https://fencesim.example/scenarios/schema.json")),
            ("title", str("FenceSim scenario")),
            (
                "description",
                str(
                    "A FenceSim scenario: device, platform, world, strategies, run, metrics and an optional sweep. See docs/scenarios.md."
                )
            ),
            ("type", str("object")),
            ("additionalProperties", .bool(false)),
            ("required", strings(["strategies"])),
            (
                "properties",
                .object(
                    nodes([
                        (
                            "$schema",
                            JSONValue.fields([
                                ("type", str("string")),
                                ("description", str("Path or URL of this schema, for editors.")),
                            ])
                        ),
                        ("name", describe(JSONValue.fields([("type", str("string"))]), "name")),
                        ("description", describe(JSONValue.fields([("type", str("string"))]), "description")),
                        ("device", device),
                        ("platform", section("platform")),
                        ("world", world),
                        ("strategies", strategiesSchema(registry: registry)),
                        ("run", run),
                        ("metrics", metrics),
                        ("sweep", sweepSchema()),
                    ]))
            ),
            (
                "$defs",
                JSONValue.fields(
                    [("app", schema(for: canonical.value["device"]?.value["app"]?.value ?? .null, path: "device.app"))]
                        + structuredDefinitions(registry: registry))
            ),
        ]
        return .object(nodes(root))
    }

    /// The schemas that structured strategy parameters refer to (`#/$defs/NAME`), by name.
    static func structuredDefinitions(registry: StrategyRegistry) -> [(String, JSONValue)] {
        var definitions: [String: ParameterValue] = [:]
        for spec in registry.descriptors.flatMap(\.parameters) {
            if case .structured(_, let more) = spec.kind { definitions.merge(more) { first, _ in first } }
        }
        return definitions.sorted { $0.key < $1.key }.map { ($0.key, parameterValue($0.value)) }
    }

    /// The defaults of every section, as written out by a minimal scenario.
    static func canonicalDefaults(registry: StrategyRegistry) -> JSONNode {
        let name = registry.names.first ?? "continuous"
        guard let scenario = try? Scenario.parse("{\"strategies\": [{\"name\": \"\(name)\"}]}", registry: registry)
        else {
            preconditionFailure("a minimal scenario must decode")
        }
        return scenario.canonicalDocument()
    }

    // MARK: Generic walk over the defaults

    /// The schema of a default value at `path` (a dotted path with `*` for map keys).
    static func schema(for value: JSONValue, path: String) -> JSONValue {
        switch value {
        case .number(let number, _): return describe(self.number(number), path)
        case .bool(let flag):
            return describe(JSONValue.fields([("type", str("boolean")), ("default", .bool(flag))]), path)
        case .string(let text):
            var members: [(String, JSONValue)] = [("type", str("string")), ("default", str(text))]
            if let choices = enumerations[path] ?? ParameterRegistry.row(at: path)?.options, !choices.isEmpty {
                members.append(("enum", strings(choices)))
            }
            return describe(.object(nodes(members)), path)
        case .array(let items):
            return describe(arraySchema(path: path, defaults: items.map(\.value)), path)
        case .object(let members):
            if Set(members.map(\.key)) == ["lower", "upper"] {
                let lower = members.first { $0.key == "lower" }?.node.value
                let upper = members.first { $0.key == "upper" }?.node.value
                return describe(
                    rangeSchema(lower: lower, upper: upper), path,
                    suffix: " A range {lower, upper}: drawn uniformly; equal bounds give a fixed value.")
            }
            if path == "world.environment.overrides" { return describe(overridesSchema(), path) }
            // Table parameters whose default is absent (null) are not in the defaults' encoding; a row named
            // `member.key` (an entry of a map) lies inside its member.
            let absent = ParameterRegistry.rows.filter { row in
                row.section == path && !members.contains { row.name == $0.key || row.name.hasPrefix($0.key + ".") }
            }
            return object(
                members.sorted { $0.key < $1.key }.map {
                    ($0.key, schema(for: $0.node.value, path: path + "." + $0.key))
                } + absent.map { ($0.name, describe(number(nil), $0.path)) }, path: path)
        case .null:
            return .object([])
        }
    }

    static let environmentNames = EnvironmentClass.allCases.map(\.rawValue)
    static let enumerations: [String: [String]] = [
        "platform.kind": PlatformKind.names,
        "world.environment.city.outside": environmentNames,
        "world.environment.defaultEnvironment": environmentNames,
        "world.environment.preset": ["city", "uniform"],
    ]

    static func arraySchema(path: String, defaults: [JSONValue]) -> JSONValue {
        let items: JSONValue
        switch path {
        case "world.fences.onRouteRoles":
            items = JSONValue.fields([("type", str("string")), ("enum", strings(FenceRole.allCases.map(\.rawValue)))])
        case "world.fences.explicit": items = fenceSpecSchema()
        case "world.environment.zones": items = zoneSchema()
        default: items = .object([])
        }
        return .object(
            nodes([("type", str("array")), ("items", items), ("default", .array(defaults.map { JSONNode($0) }))]))
    }

    static func rangeSchema(lower: JSONValue?, upper: JSONValue?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", str("object")), ("additionalProperties", .bool(false)), ("required", strings(["lower", "upper"])),
            ("properties", .object(nodes([("lower", number(nil)), ("upper", number(nil))]))),
        ]
        if let lower, let upper {
            members.append(("default", .object(nodes([("lower", lower), ("upper", upper)]))))
        }
        return .object(nodes(members))
    }
}
