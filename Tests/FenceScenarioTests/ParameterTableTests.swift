import FenceDevice
import FenceFiles
import FencePlatform
import FenceStats
import FenceStrategies
import FenceTestSupport
import FenceWorld
import Foundation
import Testing

@testable import FenceParameters
@testable import FenceScenario

/// The parameter table (``ParameterRegistry``) is the single source of the model parameters' meanings,
/// ranges and provenance: every row is a real scenario path that decodes and validates as the table
/// says, every default lies in its ranges, and the documents generated from it are current.
@Suite("Parameter table")
struct ParameterTableTests {
    /// A minimal scenario that sets `value` (JSON text) at the dotted `path`.
    static func scenario(setting path: String, to value: String) -> String {
        var object = value
        for key in path.split(separator: ".").reversed() { object = "{\"\(key)\": \(object)}" }
        // Merge the section object with the required strategies member.
        return String(object.dropLast()) + ", \"strategies\": [{\"name\": \"continuous\"}]}"
    }

    /// The value decoded at `path` of a parsed scenario, as a number.
    static func decodedNumber(_ scenario: Scenario, at path: String) -> Double? {
        let jsonPath = JSONPath(path.split(separator: ".").map { .key(String($0)) })
        guard case .number(let value, _)? = scenario.canonicalDocument().node(at: jsonPath)?.value else { return nil }
        return value
    }

    /// The rows of the model's parameter structs, set at their dotted paths (a strategy's rows are set
    /// in a strategy entry: ``strategyRowsApply()``).
    static var modelRows: [ParameterRow] { ParameterRegistry.rows.filter { !$0.path.hasPrefix("strategies[") } }

    static func text(_ value: Double, whole: Bool) -> String {
        whole ? String(Int64(value.rounded())) : "\(value)"
    }

    @Test("Every row decodes at its path: the default and the plausible bounds are accepted and read back")
    func rowsDecode() throws {
        for row in Self.modelRows {
            let whole: Bool
            switch row.defaultValue {
            case .flag(let flag):
                for value in [flag, !flag] {
                    let parsed = try Scenario.parse(Self.scenario(setting: row.path, to: "\(value)"))
                    let node = parsed.canonicalDocument().node(
                        at: JSONPath(row.path.split(separator: ".").map { .key(String($0)) }))
                    #expect(node?.value == .bool(value), "\(row.path)")
                }
                continue
            case .whole: whole = true
            case .number, .none: whole = false
            case .option:
                // A structural choice: every option is accepted and read back, and the prior covers them.
                #expect(row.prior?.names == row.options, "\(row.path)")
                for option in row.options {
                    let parsed = try Scenario.parse(Self.scenario(setting: row.path, to: "\"\(option)\""))
                    let node = parsed.canonicalDocument().node(
                        at: JSONPath(row.path.split(separator: ".").map { .key(String($0)) }))
                    #expect(node?.value == .string(option), "\(row.path) = \(option)")
                }
                continue
            }
            var values = [row.defaultValue.number].compactMap { $0 }
            if let plausible = row.plausible { values += [plausible.lower, plausible.upper] }
            for value in values {
                let text = Self.text(value, whole: whole)
                let parsed = try Scenario.parse(Self.scenario(setting: row.path, to: text))
                #expect(Self.decodedNumber(parsed, at: row.path) == Double(text), "\(row.path) = \(text)")
            }
        }
    }

    @Test("Values outside a row's valid range are refused, naming the path")
    func outsideValidRangeRefused() {
        for row in Self.modelRows {
            guard let valid = row.valid else { continue }
            let whole = { if case .whole = row.defaultValue { true } else { false } }()
            let above = valid.upper + max(1, abs(valid.upper))
            var outside = [above]
            if valid.lower > -Double.greatestFiniteMagnitude {
                outside.append(
                    valid.excludesLower ? valid.lower : valid.lower - (whole ? 1 : max(0.001, abs(valid.lower) / 2)))
            }
            for value in outside {
                let text = Self.text(value, whole: whole)
                do {
                    _ = try Scenario.parse(Self.scenario(setting: row.path, to: text))
                    Issue.record("\(row.path) = \(text) was accepted; valid is \(valid)")
                } catch {
                    let field = row.name.replacingOccurrences(of: ".lower", with: "").replacingOccurrences(
                        of: ".upper", with: "")
                    #expect(error.description.contains(field), "\(row.path) = \(text): \(error.description)")
                }
            }
        }
    }

    @Test("Defaults lie in the valid range; assumed and calibrated rows have a plausible range around the default")
    func rangesHoldTheDefaults() {
        for row in ParameterRegistry.rows {
            if let prior = row.prior {
                // A structural choice: options with evidence and weights the designs accept.
                #expect(prior.options.allSatisfy { !$0.evidence.isEmpty }, "\(row.path)")
                #expect(
                    (try? SensitivityParameter(name: row.path, categoricalWeights: prior.weights)) != nil, "\(row.path)"
                )
                continue
            }
            if let value = row.defaultValue.number, let valid = row.valid {
                #expect(valid.contains(value), "\(row.path): default \(value) outside \(valid)")
            }
            guard let plausible = row.plausible else {
                #expect(!row.provenance.needsPlausibleRange, "\(row.path) is \(row.provenance.tag) without a range")
                continue
            }
            #expect(plausible.lower < plausible.upper, "\(row.path)")
            #expect(plausible.distribution == .uniform || plausible.lower > 0, "\(row.path): log-uniform needs > 0")
            #expect(!plausible.reasoning.isEmpty, "\(row.path)")
            if let value = row.defaultValue.number {
                #expect(plausible.lower <= value && value <= plausible.upper, "\(row.path): default \(value)")
            }
            if let valid = row.valid {
                #expect(valid.contains(plausible.upper), "\(row.path): plausible high end not valid")
                #expect(valid.contains(plausible.lower) || (valid.excludesLower && plausible.lower > valid.lower))
            }
            // The sensitivity designs accept the range as it is.
            #expect(
                (try? SensitivityParameter(
                    name: row.path, lower: plausible.lower, upper: plausible.upper,
                    distribution: plausible.distribution)) != nil, "\(row.path)")
        }
    }

    @Test(
        "Every built-in strategy parameter is a row at strategies[NAME].parameters: a scenario choice with no plausible range"
    )
    func strategyParametersAreRows() throws {
        for descriptor in StrategyRegistry.builtIn.descriptors {
            let rows = ParameterRegistry.rows.filter { $0.section == "strategies[\(descriptor.name)].parameters" }
            // A structured parameter (the `machine` strategy's states) is a definition, not a number to vary.
            let scalars = descriptor.parameters.filter {
                if case .structured = $0.kind { false } else { true }
            }
            #expect(rows.map(\.name) == scalars.map(\.name), "\(descriptor.name)")
            for row in rows {
                #expect(row.provenance == .choice && row.plausible == nil, "\(row.path)")
            }
        }
        // By hand, from the strategy guide: the paper's 1.5 km outer radius, the low manager's 100 m
        // accuracy, region monitoring's 20 regions and the accuracy-aware significant-change strategy.
        let outer = try #require(ParameterRegistry.row(at: "strategies[three-manager].parameters.outerRadius"))
        #expect(outer.defaultValue == .number(1_500) && outer.unit == "m" && outer.valid == ValidRange(0...100_000))
        let low = try #require(ParameterRegistry.row(at: "strategies[three-manager].parameters.lowAccuracy"))
        #expect(low.defaultValue == .option("hundredMeters") && low.options == DesiredAccuracy.names)
        #expect(
            ParameterRegistry.row(at: "strategies[region-monitoring].parameters.maximumRegions")?.defaultValue
                == .whole(20))
        #expect(
            ParameterRegistry.row(at: "strategies[significant-change].parameters.considerAccuracy")?.defaultValue
                == .flag(true))
        // Not among the assumptions a sensitivity study samples.
        #expect(
            ParameterRegistry.rows.filter { $0.path.hasPrefix("strategies[") && $0.provenance.needsPlausibleRange }
                .isEmpty)
    }

    @Test(
        "A strategy row's path sets the parameter: numbers and flags through the sweep path, options through the strategy"
    )
    func strategyRowsApply() throws {
        for descriptor in StrategyRegistry.builtIn.descriptors
        where !descriptor.parameterRows(section: ParameterRegistry.strategySection(descriptor.name)).isEmpty {
            let platform = descriptor.platforms.map(\.rawValue).sorted()[0]
            let scenario = try Scenario.parse(
                "{\"strategies\": [{\"name\": \"\(descriptor.name)\", \"platform\": \"\(platform)\"}]}")
            for row in ParameterRegistry.rows where row.section == ParameterRegistry.strategySection(descriptor.name) {
                switch row.defaultValue {
                case .number(let value):
                    let valid = try #require(row.valid)
                    _ = try scenario.applying([row.path: value])
                    #expect(throws: ScenarioError.self, "\(row.path)") {
                        try scenario.applying([row.path: valid.upper + 1])
                    }
                case .whole(let value):
                    _ = try scenario.applying([row.path: Double(value)])
                    #expect(throws: ScenarioError.self, "\(row.path)") {
                        try scenario.applying([row.path: row.valid!.upper + 1])
                    }
                case .flag(let flag):
                    _ = try scenario.applying([row.path: flag ? 0 : 1])
                case .option:
                    for option in row.options {
                        _ = try StrategyRegistry.builtIn.make(descriptor.name, parameters: [row.name: .string(option)])
                    }
                    #expect(throws: StrategyParameterError.self, "\(row.path)") {
                        try StrategyRegistry.builtIn.make(descriptor.name, parameters: [row.name: .string("nowhere")])
                    }
                case .none: Issue.record("\(row.path) has no default")
                }
            }
        }
    }

    @Test("Every field of every tabled struct is in its table (or named here as not a scalar parameter)")
    func tablesCoverTheStructs() throws {
        func keys<T: Encodable>(_ value: T) throws -> Set<String> {
            guard case .object(let members) = try JSONNode(encoding: value).value else { return [] }
            return Set(members.map(\.key))
        }
        func names<T>(_ table: ParameterTable<T>) -> Set<String> { Set(table.specs.map(\.name)) }
        let profile = DeviceProfile.iphone4s2012
        // Optional fields absent from the default encoding are in the table too (names ⊇ keys).
        let cases: [(String, Set<String>, Set<String>, Set<String>)] = [
            ("battery", try keys(profile.battery), names(BatteryParameters.parameterTable), []),
            ("power", try keys(profile.power), names(PowerParameters.parameterTable), []),
            ("radio", try keys(profile.radio), names(RadioParameters.parameterTable), []),
            ("gps", try keys(profile.gps), names(GPSParameters.parameterTable), []),
            ("agps", try keys(profile.agps), names(AssistedGPSParameters.parameterTable), []),
            ("wifi", try keys(profile.wifi), names(WiFiParameters.parameterTable), ["medianErrorMeters"]),
            ("cell", try keys(profile.cell), names(CellParameters.parameterTable), []),
            ("app", try keys(AppBehaviour()), names(AppBehaviour.parameterTable), []),
            (
                "platform", try keys(PlatformParameters()), names(PlatformParameters.parameterTable),
                ["kind", "android"]
            ),
            (
                "platform.android", try keys(AndroidParameters()), names(AndroidParameters.parameterTable),
                ["geofencing", "proximityAlerts"]
            ),
            (
                "platform.android.geofencing", try keys(AndroidGeofencingParameters()),
                names(AndroidGeofencingParameters.parameterTable), []
            ),
            (
                "platform.android.proximityAlerts", try keys(ProximityAlertParameters()),
                names(ProximityAlertParameters.parameterTable), []
            ),
            ("metrics", try keys(MetricParameters()), names(MetricParameters.parameterTable), []),
            (
                "environment",
                Set(
                    EnvironmentClass.allCases.flatMap { environment in
                        (try? keys(EnvironmentTable.standard[environment]))?.map { "\(environment.rawValue).\($0)" }
                            ?? []
                    }), names(EnvironmentTable.parameterTable), []
            ),
        ]
        let commuteFields = Set(CommuteParameters.parameterTable.specs.map { String($0.name.split(separator: ".")[0]) })
        for (name, fields, tabled, others) in cases + [
            ("commute", try keys(CommuteParameters()), commuteFields, ["days", "modeProbabilities"])
        ] {
            #expect(fields.subtracting(others).subtracting(tabled).isEmpty, "\(name): not in the table")
            #expect(tabled.isDisjoint(with: others), "\(name)")
        }
    }

    @Test("Meanings have one home: no field description repeats a table row")
    func oneHomeForMeanings() {
        let twice = ScenarioFieldDocs.descriptions.keys.filter { ParameterRegistry.row(at: $0) != nil }
        #expect(twice.isEmpty, "described in ScenarioFieldDocs and in a table: \(twice.sorted())")
        #expect(ParameterRegistry.rows.count == Set(ParameterRegistry.rows.map(\.path)).count)
    }

    @Test("Every citation key of the table is defined in docs/references.md")
    func referencesResolve() throws {
        let references = try String(
            contentsOfFile: Fixtures.repository.appendingPathComponent("docs/references.md").path, encoding: .utf8)
        for row in ParameterRegistry.rows {
            for key in row.referenceKeys {
                #expect(references.contains("### [@\(key)]"), "\(row.path) cites [@\(key)]")
            }
        }
    }

    @Test("Validation messages come from the table's valid range, by hand: cell cache probability 0 ... 1")
    func validationMessage() {
        var cell = CellParameters()
        cell.cacheHitProbability = 1.5
        #expect(
            throws: DeviceParameterError(
                field: JSONPath([.key("cell"), .key("cacheHitProbability")]), value: "1.5",
                expected: "a number in 0.0 ... 1.0")
        ) {
            try cell.validate()
        }
        var battery = BatteryParameters()
        battery.capacityMilliampHours = 0
        #expect(
            throws: DeviceParameterError(
                field: JSONPath([.key("battery"), .key("capacityMilliampHours")]), value: "0.0",
                expected: "a number in (0, 100000.0]")
        ) {
            try battery.validate()
        }
    }
}
