import FenceDevice
import FenceFiles
import FenceKernel
import FencePlatform
import FenceWorld
import Foundation

extension Scenario {
    /// The `device` section: `profile` (a built-in name), optional `powerProfileFile` (an Android
    /// `power_profile.xml` laid over that profile), `overrides` (any profile fields) and `app`.
    static func decodeDevice(
        _ decoder: SectionDecoder, baseDirectory: String, defaultProfile: String
    ) throws(ScenarioError) -> (DeviceProfile, [String], AppBehaviour) {
        let section = JSONPath([.key("device")])
        if let node = decoder.document.node(at: section) {
            guard case .object(let members) = node.value else {
                throw decoder.located(
                    .invalid(
                        path: "device", message: "expected an object, got \(node.value.typeDescription)",
                        fix: "write {\"profile\": …, \"overrides\": {…}, \"app\": {…}} or leave device out"), section)
            }
            let known = ["profile", "powerProfileFile", "overrides", "app"]
            if let unknown = members.first(where: { !known.contains($0.key) }) {
                throw decoder.located(
                    .invalid(
                        path: "device.\(unknown.key)", message: "unknown field \"\(unknown.key)\"",
                        fix: "use one of: " + known.joined(separator: ", ")), section.appending(unknown.key))
            }
        }
        let profileName = try decoder.decode(String.self, default: defaultProfile, at: section.appending("profile"))
        var profile: DeviceProfile
        do { profile = try DeviceProfile.named(profileName) } catch {
            throw decoder.located(
                .invalid(
                    path: "device.profile", message: "unknown profile '\(profileName)'", fix: "use \(error.expected)"),
                section.appending("profile"))
        }
        var notes: [String] = []
        if let file = try decoder.decode(String?.self, default: nil, at: section.appending("powerProfileFile")) {
            let path =
                file.hasPrefix("/") ? file : URL(fileURLWithPath: baseDirectory).appendingPathComponent(file).path
            do { try InputFile.check(path: path) } catch {
                throw decoder.located(
                    .invalid(
                        path: "device.powerProfileFile", message: "\"\(file)\": \(error.reason)",
                        fix: "give the path of an Android power_profile.xml, relative to the scenario file"),
                    section.appending("powerProfileFile"))
            }
            do {
                let imported = try DeviceProfile.importingAndroid(
                    path: path, name: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent,
                    base: profile)
                profile = imported.profile
                notes =
                    imported.defaultedKeys.map { "\(file): \($0)" }
                    + ["\(file): \(AndroidImport.alwaysFromBase) \(profileName)"]
            } catch {
                throw decoder.located(
                    .invalid(
                        path: "device.powerProfileFile", message: error.description,
                        fix: "give the path of an Android power_profile.xml, relative to the scenario file"),
                    section.appending("powerProfileFile"))
            }
        }
        profile = try decoder.decode(DeviceProfile.self, default: profile, at: section.appending("overrides"))
        do { try profile.validate() } catch {
            let path = JSONPath(section.appending("overrides").components + error.field.components)
            throw decoder.located(
                .invalid(
                    at: path, message: "is \(error.value), expected \(error.expected)",
                    fix: "set it to \(error.expected)"))
        }
        let app = try decoder.decode(AppBehaviour.self, default: AppBehaviour(), at: section.appending("app"))
        do { try app.validate(path: section.appending("app")) } catch {
            throw decoder.located(
                .invalid(
                    at: error.field, message: "is \(error.value), expected \(error.expected)",
                    fix: "set it to \(error.expected)"))
        }
        return (profile, notes, app)
    }

    /// The `world` section; a generated commute gets the run's horizon in days, a recorded track the
    /// horizon to park until (used with `afterEnd` `"park"`).
    static func decodeWorld(_ decoder: SectionDecoder, run: RunSettings) throws(ScenarioError) -> WorldParameters {
        let section = JSONPath([.key("world")])
        var world = try decoder.decode(WorldParameters.self, default: WorldParameters(), at: section)
        if case .commute(var commute) = world.movement {
            let daysPath = section.appending("movement").appending("commute").appending("days")
            if decoder.document.node(at: daysPath) != nil, commute.days != run.worldDays {
                throw decoder.located(
                    .invalid(
                        at: daysPath,
                        message: "is \(commute.days) but the run needs \(run.worldDays) days",
                        fix:
                            "remove it: the commute always covers the run (run.days, or run.maximumDays with untilEmpty, from run.startHours)"
                    ))
            }
            commute.days = run.worldDays
            world.movement = .commute(commute)
        }
        if case .recordedTrack(var source) = world.movement {
            source.parkedUntil = run.horizon
            world.movement = .recordedTrack(source)
        }
        do { try world.validate() } catch { throw scenarioError(error, world: world, decoder: decoder) }
        return world
    }

    /// The `strategies` array: each `{"name": …, "label": …, "parameters": {…}}`.
    static func decodeStrategies(
        _ decoder: SectionDecoder, registry: StrategyRegistry, world: WorldParameters, app deviceApp: AppBehaviour,
        platform scenarioPlatform: PlatformKind
    ) throws(ScenarioError) -> [StrategyEntry] {
        let section = JSONPath([.key("strategies")])
        guard let node = decoder.document.node(at: section) else {
            throw .invalid(
                path: "strategies", message: "is required",
                fix:
                    "list at least one strategy, e.g. [{\"name\": \"continuous\"}]; known: \(registry.names.joined(separator: ", "))"
            )
        }
        guard case .array(let items) = node.value, !items.isEmpty else {
            throw decoder.located(
                .invalid(
                    path: "strategies", message: "expected a non-empty array of strategies",
                    fix: "e.g. [{\"name\": \"continuous\"}]; known: \(registry.names.joined(separator: ", "))"), section
            )
        }
        var entries: [StrategyEntry] = []
        let facts = strategyFacts(world)
        for (index, item) in items.enumerated() {
            let path = section.appending(index: index)
            guard case .object(let members) = item.value else {
                throw decoder.located(
                    .invalid(
                        at: path, message: "expected an object with \"name\"",
                        fix: "e.g. {\"name\": \"continuous\", \"label\": \"gps\", \"parameters\": {}}"))
            }
            if let unknown = members.first(where: {
                !["name", "label", "parameters", "app", "platform"].contains($0.key)
            }) {
                throw decoder.located(
                    .invalid(
                        at: path.appending(unknown.key), message: "unknown field \"\(unknown.key)\"",
                        fix: "a strategy has name, label, parameters, app and platform"))
            }
            let platform = try decoder.decode(
                PlatformKind.self, default: scenarioPlatform, at: path.appending("platform"))
            let app = try decoder.decode(AppBehaviour.self, default: deviceApp, at: path.appending("app"))
            do { try app.validate(path: path.appending("app")) } catch {
                throw decoder.located(
                    .invalid(
                        at: error.field, message: "is \(error.value), expected \(error.expected)",
                        fix: "set it to \(error.expected)"))
            }
            guard case .string(let name)? = item.value["name"]?.value else {
                throw decoder.located(
                    .invalid(
                        path: path.appending("name").description, message: "is required and must be a string",
                        fix: "one of: \(registry.names.joined(separator: ", "))"), path)
            }
            var label = name
            if let labelNode = item.value["label"] {
                guard case .string(let text) = labelNode.value, !text.isEmpty else {
                    throw decoder.located(
                        .invalid(
                            at: path.appending("label"), message: "expected a non-empty string",
                            fix: "give a short label, or leave it out to use the name"))
                }
                label = text
            }
            guard !entries.contains(where: { $0.label == label }) else {
                throw decoder.located(
                    .invalid(
                        path: path.appending("label").description, message: "label \"\(label)\" is used twice",
                        fix: "give each strategy a distinct label"), path)
            }
            var parameters: [String: ParameterValue] = [:]
            if let parametersNode = item.value["parameters"] {
                guard case .object(let values) = parametersNode.value else {
                    throw decoder.located(
                        .invalid(
                            at: path.appending("parameters"), message: "expected an object",
                            fix:
                                "write {\"PARAMETER\": value, …}; docs/strategy-guide.md lists each strategy's parameters"
                        ))
                }
                for value in values {
                    do throws(NullParameterValue) {
                        parameters[value.key] = try ParameterValue(
                            value.node.value, at: path.appending("parameters").appending(value.key))
                    } catch {
                        throw decoder.located(
                            .invalid(
                                at: error.path, message: "null is not allowed here",
                                fix: "remove the entry or give a value"))
                    }
                }
            }
            let prototype: any LocationStrategy
            let descriptor: StrategyDescriptor
            do {
                descriptor = try registry.descriptor(named: name)
                prototype = try registry.make(name, parameters: parameters)
            } catch {
                // A structured parameter's error names a path below `parameters` (`states.near.on[1]`).
                let parameterPath =
                    error.path.map { JSONPath(path.appending("parameters").components + $0.components) }
                    ?? path.appending("name")
                let fix =
                    error.fix
                    ?? (error.parameter == nil
                        ? "use one of: \(registry.names.joined(separator: ", "))"
                        : "see docs/strategy-guide.md for the strategy's parameters and their ranges")
                throw decoder.located(.invalid(at: parameterPath, message: error.message, fix: fix))
            }
            if !descriptor.platforms.contains(platform) {
                throw decoder.located(
                    unsupportedPlatform(descriptor, platform, path: path.appending("name")), path.appending("name"))
            }
            if let problem = descriptor.checkScenario(prototype, facts).first {
                let problemPath =
                    problem.parameter.map { path.appending("parameters").appending($0) } ?? path.appending("name")
                throw decoder.located(.invalid(at: problemPath, message: problem.message, fix: problem.fix))
            }
            entries.append(
                StrategyEntry(
                    label: label, name: name, parameters: parameters, app: app, prototype: prototype,
                    platform: platform))
        }
        return entries
    }

    /// The refusal of strategy `descriptor` under `platform`, which it does not run on.
    static func unsupportedPlatform(_ descriptor: StrategyDescriptor, _ platform: PlatformKind, path: JSONPath)
        -> ScenarioError
    {
        let supported = descriptor.platforms.map(\.rawValue).sorted()
        return .invalid(
            path: path.description,
            message:
                "strategy '\(descriptor.name)' runs only under \(supported.joined(separator: " and ")), not under \(platform.rawValue)",
            fix:
                "give the entry \"platform\": \"\(supported[0])\" (or set platform.kind), or choose a strategy for \(platform.rawValue)"
        )
    }

    /// What a strategy's scenario check may know: the largest radius any fence can have.
    static func strategyFacts(_ world: WorldParameters) -> StrategyScenarioFacts {
        let fences = world.fences
        let largest =
            ([fences.onRouteRadiusMeters.upper, fences.distractorRadiusMeters.upper]
            + fences.explicit.map(\.radiusMeters)).max() ?? 0
        return StrategyScenarioFacts(largestFenceRadiusMeters: largest)
    }

    /// The optional `sweep` section: `{"vary": [{"path": …, "values": [...]} | {"path": …, "from": …, "to": …, "step": …}]}`.
    static func decodeSweep(_ decoder: SectionDecoder) throws(ScenarioError) -> [SweepDimension] {
        let section = JSONPath([.key("sweep")])
        guard let node = decoder.document.node(at: section) else { return [] }
        guard case .object(let members) = node.value, members.count == 1, members[0].key == "vary",
            case .array(let items) = members[0].node.value
        else {
            throw decoder.located(
                .invalid(
                    path: "sweep", message: "expected {\"vary\": [ … ]}",
                    fix: "write {\"vary\": [{\"path\": \"run.days\", \"values\": [1, 2]}]}"), section)
        }
        var dimensions: [SweepDimension] = []
        var pointCount = 1.0
        for (index, item) in items.enumerated() {
            let itemPath = section.appending("vary").appending(index: index)
            do { dimensions.append(try SweepDimension(item.value)) } catch {
                let path = error.jsonPath.map { JSONPath(itemPath.components + $0.components) } ?? itemPath
                throw decoder.located(.invalid(at: path, message: error.message, fix: error.fix))
            }
            pointCount *= Double(dimensions[index].values.count)
            guard pointCount <= Double(SweepDimension.maximumPointCount) else {
                throw decoder.located(
                    .invalid(
                        at: itemPath,
                        message: "the sweep's grid reaches more than \(SweepDimension.maximumPointCount) points here",
                        fix: "sweep fewer values or split the sweep into several runs"))
            }
        }
        return dimensions
    }
}
