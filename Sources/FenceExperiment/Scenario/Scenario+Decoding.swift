import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategies
import FenceWorld
import Foundation

extension Scenario {
    /// Top-level members a scenario may have.
    static let topLevelKeys = [
        "$schema", "name", "description", "device", "platform", "world", "strategies", "run", "metrics", "sweep",
    ]

    /// Reads and validates the scenario at `path`. Relative paths inside it resolve against its directory.
    public static func load(path: String, registry: StrategyRegistry = .builtIn) throws(ScenarioError) -> Scenario {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioError(
                file: path, path: "", message: "cannot read the file (\(error.localizedDescription))",
                fix: "check the path and that the file is readable UTF-8 JSON")
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(text, file: path, baseDirectory: directory, registry: registry)
    }

    /// Parses and validates scenario `text`.
    public static func parse(
        _ text: String, file: String? = nil, baseDirectory: String = ".", registry: StrategyRegistry = .builtIn
    ) throws(ScenarioError) -> Scenario {
        let document: JSONNode
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw ScenarioError(
                file: file, path: "line \(error.line), column \(error.column)",
                message: "invalid JSON: \(error.message)")
        }
        do {
            return try Scenario(document: document, file: file, baseDirectory: baseDirectory, registry: registry)
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    /// Decodes and validates a parsed document.
    public init(
        document: JSONNode, file: String? = nil, baseDirectory: String = ".", registry: StrategyRegistry = .builtIn
    ) throws(ScenarioError) {
        let decoder = SectionDecoder(document: document)
        guard case .object(let members) = document.value else {
            throw ScenarioError(path: "", message: "a scenario is a JSON object, got \(document.value.typeDescription)")
        }
        for member in members where !Self.topLevelKeys.contains(member.key) {
            throw decoder.located(
                ScenarioError(
                    path: member.key, message: "unknown section \"\(member.key)\"",
                    fix: "use one of: " + Self.topLevelKeys.joined(separator: ", ")), JSONPath([.key(member.key)]))
        }
        self.file = file
        self.document = document
        self.baseDirectory = baseDirectory
        self.registry = registry
        name = try decoder.decode(
            String.self, default: file.map(Self.defaultName) ?? "scenario", at: JSONPath([.key("name")]))
        summary = try decoder.decode(String.self, default: "", at: JSONPath([.key("description")]))
        run = try decoder.decode(RunSettings.self, default: RunSettings(), at: JSONPath([.key("run")]))
        try run.validate()
        metrics = try decoder.decode(
            MetricParameters.self, default: MetricParameters(), at: JSONPath([.key("metrics")]))
        try metrics.validate()
        platform = try decoder.decode(
            PlatformParameters.self, default: PlatformParameters(), at: JSONPath([.key("platform")]))
        do { try platform.validate() } catch {
            throw decoder.located(
                .invalid(path: "platform.\(error.field)", message: error.message),
                JSONPath([.key("platform"), .key(error.field)]))
        }
        (deviceProfile, deviceNotes, app) = try Self.decodeDevice(decoder, baseDirectory: baseDirectory)
        world = try Self.decodeWorld(decoder, run: run)
        strategies = try Self.decodeStrategies(decoder, registry: registry, world: world, app: app)
        sweep = try Self.decodeSweep(decoder)
    }

    /// `paper-2012` for `scenarios/paper-2012.json`.
    static func defaultName(_ file: String) -> String {
        URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }
}
