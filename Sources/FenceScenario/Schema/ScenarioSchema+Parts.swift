import FenceDevice
import FenceFiles
import FencePlatform
import FenceStrategies
import FenceWorld

/// The parts of the scenario schema that defaults cannot show: alternatives, open maps, array items,
/// strategies and sweeps.
extension ScenarioSchema {
    static func movementSchema(canonical: JSONNode) -> JSONValue {
        let commute = schema(
            for: canonical.value["world"]?.value["movement"]?.value["commute"]?.value ?? .null,
            path: "world.movement.commute")
        let options = object(
            [
                (
                    "maximumSpeedMetersPerSecond",
                    describe(number(200 / 3.6), "world.movement.recordedTrack.options.maximumSpeedMetersPerSecond")
                ),
                ("gapSeconds", describe(number(30), "world.movement.recordedTrack.options.gapSeconds")),
                (
                    "mode",
                    describe(
                        JSONValue.fields([
                            ("type", str("string")), ("enum", strings(TravelMode.allCases.map(\.rawValue))),
                        ]), "world.movement.recordedTrack.options.mode")
                ),
                (
                    "timeOrigin",
                    describe(
                        JSONValue.fields([("type", str("string")), ("enum", strings(["firstFix", "midnightUTC"]))]),
                        "world.movement.recordedTrack.options.timeOrigin")
                ),
            ], path: "world.movement.recordedTrack.options")
        var track = object(
            [
                ("path", describe(JSONValue.fields([("type", str("string"))]), "world.movement.recordedTrack.path")),
                (
                    "format",
                    describe(
                        JSONValue.fields([
                            ("type", str("string")), ("enum", strings(["gpx", "csv", "geojson", "barefoot"])),
                        ]), "world.movement.recordedTrack.format")
                ),
                ("options", options),
                (
                    "afterEnd",
                    describe(
                        JSONValue.fields([
                            ("type", str("string")), ("enum", strings(AfterTrackEnd.allCases.map(\.rawValue))),
                        ]), "world.movement.recordedTrack.afterEnd")
                ),
            ], path: "world.movement.recordedTrack")
        track = adding([], to: track, required: ["path"])
        let alternatives: [JSONValue] = [
            object([("commute", commute)], path: "world.movement", required: ["commute"]),
            object([("recordedTrack", track)], path: "world.movement", required: ["recordedTrack"]),
        ]
        return describe(.object(nodes([("oneOf", .array(alternatives.map { JSONNode($0) }))])), "world.movement")
    }

    static func overridesSchema() -> JSONValue {
        let fields = [
            "gpsVisibility", "gpsErrorScale", "gpsMultipathProbability", "gpsMultipathMedianMeters",
            "cellTowerDensityPerSquareKm", "cellTowerRangeMeters", "wifiAccessPointDensityPerSquareKm",
            "wifiRangeMeters",
            "dataCoverage",
        ]
        let patch = object(
            fields.map { ($0, describe(number(nil), "world.environment.overrides.*.\($0)")) },
            path: "world.environment.overrides.*")
        return .object(
            nodes([
                ("type", str("object")), ("propertyNames", .object(nodes([("enum", strings(environmentNames))]))),
                ("additionalProperties", patch),
            ]))
    }

    static func coordinateSchema() -> JSONValue {
        .object(
            nodes([
                ("type", str("object")), ("additionalProperties", .bool(false)),
                ("required", strings(["latitude", "longitude"])),
                ("properties", .object(nodes([("latitude", number(nil)), ("longitude", number(nil))]))),
            ]))
    }

    static func pointSchema() -> JSONValue {
        .object(
            nodes([
                ("type", str("object")), ("additionalProperties", .bool(false)), ("required", strings(["x", "y"])),
                ("properties", .object(nodes([("x", number(nil)), ("y", number(nil))]))),
            ]))
    }

    static func zoneSchema() -> JSONValue {
        let circle = object(
            [
                (
                    "circle",
                    object(
                        [("center", pointSchema()), ("radiusMeters", number(nil))], path: "",
                        required: ["center", "radiusMeters"])
                )
            ],
            path: "", required: ["circle"])
        let polygon = object(
            [
                (
                    "polygon",
                    object(
                        [
                            (
                                "vertices",
                                .object(
                                    nodes([
                                        ("type", str("array")), ("items", pointSchema()),
                                        ("minItems", JSONWriter.number(3)),
                                    ]))
                            )
                        ], path: "", required: ["vertices"])
                )
            ],
            path: "", required: ["polygon"])
        return object(
            [
                ("environment", .object(nodes([("type", str("string")), ("enum", strings(environmentNames))]))),
                ("shape", .object(nodes([("oneOf", .array([JSONNode(circle), JSONNode(polygon)]))]))),
            ], path: "world.environment.zones[]", required: ["environment", "shape"])
    }

    static func fenceSpecSchema() -> JSONValue {
        let text = JSONValue.fields([("type", str("string"))])
        return object(
            [
                ("id", describe(text, "world.fences.explicit[].id")),
                ("name", describe(text, "world.fences.explicit[].name")),
                ("x", describe(number(nil), "world.fences.explicit[].x")),
                ("y", describe(number(nil), "world.fences.explicit[].y")),
                ("latitude", describe(number(nil), "world.fences.explicit[].latitude")),
                ("longitude", describe(number(nil), "world.fences.explicit[].longitude")),
                (
                    "radiusMeters",
                    describe(
                        .object(
                            nodes([
                                ("type", str("number")),
                                ("minimum", JSONWriter.number(Fence.radiusRangeMeters.lowerBound)),
                                ("maximum", JSONWriter.number(Fence.radiusRangeMeters.upperBound)),
                            ])), "world.fences.explicit[].radiusMeters")
                ),
                (
                    "role",
                    describe(
                        .object(
                            nodes([("type", str("string")), ("enum", strings(FenceRole.allCases.map(\.rawValue)))])),
                        "world.fences.explicit[].role")
                ),
            ], path: "world.fences.explicit[]", required: ["id", "radiusMeters"])
    }

    static func strategiesSchema(registry: StrategyRegistry) -> JSONValue {
        let appSchema = JSONValue.fields([("$ref", str("#/$defs/app"))])
        let items = registry.descriptors.map { descriptor -> JSONNode in
            let parameters = descriptor.parameters.map { spec -> (String, JSONValue) in
                var members: [(String, JSONValue)] = [("description", str(spec.summary))]
                if case .structured(let schema, _) = spec.kind {
                    if case .object(let parts) = parameterValue(schema) {
                        members += parts.map { ($0.key, $0.node.value) }
                    }
                    return (spec.name, .object(nodes(members)))
                }
                members.append(("default", parameterValue(spec.defaultValue)))
                switch spec.kind {
                case .number(let range, _):
                    members += [
                        ("type", str("number")), ("minimum", JSONWriter.number(range.lowerBound)),
                        ("maximum", JSONWriter.number(range.upperBound)),
                    ]
                case .integer(let range):
                    members += [
                        ("type", str("integer")), ("minimum", JSONWriter.number(Double(range.lowerBound))),
                        ("maximum", JSONWriter.number(Double(range.upperBound))),
                    ]
                case .choice(let options): members += [("type", str("string")), ("enum", strings(options))]
                case .bool: members += [("type", str("boolean"))]
                case .structured: break
                }
                return (spec.name, .object(nodes(members)))
            }
            return JSONNode(
                .object(
                    nodes([
                        ("title", str(descriptor.name)), ("description", str(descriptor.summary)),
                        ("type", str("object")),
                        ("additionalProperties", .bool(false)), ("required", strings(["name"])),
                        (
                            "properties",
                            .object(
                                nodes([
                                    ("name", .object(nodes([("const", str(descriptor.name))]))),
                                    (
                                        "label",
                                        .object(
                                            nodes([
                                                ("type", str("string")),
                                                (
                                                    "description",
                                                    str("Label in tables and results (unique; default: the name).")
                                                ),
                                            ]))
                                    ),
                                    (
                                        "parameters",
                                        .object(
                                            nodes([
                                                ("type", str("object")), ("additionalProperties", .bool(false)),
                                                ("properties", .object(nodes(parameters))),
                                            ]))
                                    ),
                                    ("app", appSchema),
                                    (
                                        "platform",
                                        .object(
                                            nodes([
                                                ("type", str("string")),
                                                ("enum", strings(descriptor.platforms.map(\.rawValue).sorted())),
                                                (
                                                    "description",
                                                    str(
                                                        "The platform this strategy runs under (default: platform.kind)."
                                                    )
                                                ),
                                            ]))
                                    ),
                                ]))
                        ),
                    ])))
        }
        return describe(
            .object(
                nodes([
                    ("type", str("array")), ("minItems", JSONWriter.number(1)),
                    ("items", .object(nodes([("oneOf", .array(items))]))),
                ])), "strategies")
    }

    static func sweepSchema() -> JSONValue {
        let dimension = JSONValue.object(
            nodes([
                ("type", str("object")), ("additionalProperties", .bool(false)), ("required", strings(["path"])),
                (
                    "properties",
                    .object(
                        nodes([
                            (
                                "path",
                                .object(
                                    nodes([
                                        ("type", str("string")),
                                        (
                                            "description",
                                            str("A scenario path, e.g. strategies[three-manager].outerRadius.")
                                        ),
                                    ]))
                            ),
                            (
                                "values",
                                .object(
                                    nodes([
                                        ("type", str("array")), ("items", number(nil)),
                                        ("minItems", JSONWriter.number(1)),
                                    ]))
                            ),
                            ("from", number(nil)), ("to", number(nil)), ("step", number(nil)),
                        ]))
                ),
            ]))
        return describe(
            .object(
                nodes([
                    ("type", str("object")), ("additionalProperties", .bool(false)), ("required", strings(["vary"])),
                    (
                        "properties",
                        .object(nodes([("vary", .object(nodes([("type", str("array")), ("items", dimension)])))]))
                    ),
                ])), "sweep")
    }
}
