import FenceDevice
import FenceFiles
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
    ///
    /// This is the one entry point of `fencesim validate`, `run` and `sweep`: besides decoding every
    /// section it builds what a run builds before its first event (see ``checkBuildable(_:worlds:)``), so a
    /// file `validate` accepts is a file `run` accepts.
    public static func load(path: String, registry: StrategyRegistry = .builtIn) throws(ScenarioError) -> Scenario {
        let text = try readText(path)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(text, file: path, baseDirectory: directory, registry: registry)
    }

    /// The UTF-8 text of the file at `path` (a leading byte-order mark dropped); errors say which of
    /// missing, a directory, unreadable or not UTF-8 it is.
    static func readText(_ path: String) throws(ScenarioError) -> String {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw ScenarioError(
                file: path, path: "", message: "cannot read the scenario: \(error.reason)",
                fix: "give the path of a scenario JSON file that exists and is readable")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let invalid = UTF8Text.firstInvalidByte(in: body) {
            throw ScenarioError(
                file: path, path: "line \(invalid.line), column \(invalid.column)",
                message: "the file is not UTF-8 text",
                fix: "save it as UTF-8 (JSON files must be UTF-8)")
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// Parses and validates scenario `text`.
    public static func parse(
        _ text: String, file: String? = nil, baseDirectory: String = ".", registry: StrategyRegistry = .builtIn
    ) throws(ScenarioError) -> Scenario {
        let document = try parseJSON(text, file: file)
        do {
            return try Scenario(document: document, file: file, baseDirectory: baseDirectory, registry: registry)
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    /// The JSON document of scenario `text`; a syntax error names the line and column.
    static func parseJSON(_ text: String, file: String?) throws(ScenarioError) -> JSONNode {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw ScenarioError(
                file: file, path: "line \(error.line), column \(error.column)",
                message: "invalid JSON: \(error.message)",
                fix: error.fix
                    ?? "correct the JSON there (names and strings in double quotes, commas between items, none after the last)"
            )
        }
    }

    /// Decodes and validates a parsed document.
    public init(
        document: JSONNode, file: String? = nil, baseDirectory: String = ".", registry: StrategyRegistry = .builtIn
    ) throws(ScenarioError) {
        try self.init(document: document, file: file, baseDirectory: baseDirectory, registry: registry, builtFrom: nil)
    }

    /// Decodes and validates a parsed document; the build check (``checkBuildable(_:worlds:)``) is skipped when
    /// `builtFrom` (or the scenario of `reusing`) is a scenario already checked whose world, device,
    /// platform, strategies and seed this one shares (a sweep point that changes only, say, the metrics or
    /// the replications); it takes replication 0's world from `worlds` when given and holding it. With
    /// `reusing`, each section whose member of the document is not among its changed sections, and whose
    /// decoding reads nothing that changed, is taken from its scenario (decoding it again would give the
    /// same value: that scenario was decoded, without error, from the same member).
    init(
        document: JSONNode, file: String?, baseDirectory: String, registry: StrategyRegistry, builtFrom: Scenario?,
        worlds: WorldCache? = nil, reusing: SectionReuse? = nil
    ) throws(ScenarioError) {
        let decoder = SectionDecoder(document: document)
        guard case .object(let members) = document.value else {
            throw ScenarioError(
                path: "", message: "a scenario is a JSON object, got \(document.value.typeDescription)",
                fix: "write {\"strategies\": [{\"name\": \"continuous\"}]} and add what you change")
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
        if let kept = reusing?.unchanged("name") {
            name = kept.name
        } else {
            name = try decoder.decode(
                String.self, default: file.map(Self.defaultName) ?? "scenario", at: JSONPath([.key("name")]))
            try Self.checkName(name, written: document.value["name"] != nil, decoder: decoder)
        }
        if let kept = reusing?.unchanged("description") {
            summary = kept.summary
        } else {
            summary = try decoder.decode(String.self, default: "", at: JSONPath([.key("description")]))
        }
        if let kept = reusing?.unchanged("run") {
            run = kept.run
        } else {
            run = try decoder.decode(RunSettings.self, default: RunSettings(), at: JSONPath([.key("run")]))
            let track = JSONPath([.key("world"), .key("movement"), .key("recordedTrack")])
            run.resolveDefaults(
                writes: { document.node(at: JSONPath([.key("run"), .key($0)])) != nil },
                recordedTrack: document.node(at: track) != nil)
            do { try run.validate() } catch { throw decoder.located(error) }
        }
        if let kept = reusing?.unchanged("metrics") {
            metrics = kept.metrics
        } else {
            metrics = try decoder.decode(
                MetricParameters.self, default: MetricParameters(), at: JSONPath([.key("metrics")]))
            do { try metrics.validate() } catch { throw decoder.located(error) }
        }
        if let kept = reusing?.unchanged("platform") {
            platform = kept.platform
        } else {
            platform = try decoder.decode(
                PlatformParameters.self, default: PlatformParameters(), at: JSONPath([.key("platform")]))
            do { try platform.validate() } catch {
                throw decoder.located(
                    .invalid(
                        at: error.path, message: error.message,
                        fix: "use a value in that range (docs/calibration.md gives each default and its source)"))
            }
        }
        if let kept = reusing?.unchanged("device"), kept.platform.kind == platform.kind {
            (deviceProfile, deviceNotes, app) = (kept.deviceProfile, kept.deviceNotes, kept.app)
        } else {
            (deviceProfile, deviceNotes, app) = try Self.decodeDevice(
                decoder, baseDirectory: baseDirectory, defaultProfile: platform.kind.defaultProfileName)
        }
        if let kept = reusing?.unchanged("world"), kept.run == run {
            world = kept.world
        } else {
            world = try Self.decodeWorld(decoder, run: run)
        }
        if let kept = reusing?.unchanged("strategies"), kept.app == app, kept.platform.kind == platform.kind,
            Self.strategyFacts(kept.world) == Self.strategyFacts(world)
        {
            strategies = kept.strategies
        } else {
            strategies = try Self.decodeStrategies(
                decoder, registry: registry, world: world, app: app, platform: platform.kind)
        }
        sweep = try Self.decodeSweep(decoder)
        try checkSweepPaths(decoder)
        trackImport = nil
        for checked in [builtFrom, reusing?.scenario].compactMap(\.self) where checked.sharesBuild(with: self) {
            trackImport = checked.trackImport
            warnings = checked.warnings.filter { $0.kind != .shadowedTransition } + machineWarnings()
            return
        }
        let built = try checkBuildable(decoder, worlds: worlds)
        trackImport = built.trackImport
        warnings = scoringWarnings(in: built) + machineWarnings()
    }

    /// What ``init(document:file:baseDirectory:registry:builtFrom:worlds:reusing:)`` may take from a scenario
    /// decoded before: `scenario`, and the top-level members of the document that differ from its.
    struct SectionReuse {
        var scenario: Scenario
        var changedSections: Set<String>

        /// The scenario when its member `section` is the same as the document's.
        func unchanged(_ section: String) -> Scenario? { changedSections.contains(section) ? nil : scenario }
    }

    /// Whether `other` builds the same world, phones and platform as this scenario.
    func sharesBuild(with other: Scenario) -> Bool {
        world == other.world && run.seed == other.run.seed && run.startHours == other.run.startHours
            && run.worldDays == other.run.worldDays && platform == other.platform
            && deviceProfile == other.deviceProfile && baseDirectory == other.baseDirectory
            && strategies.map(\.app) == other.strategies.map(\.app)
    }

    /// `paper-2012` for `scenarios/paper-2012.json`.
    static func defaultName(_ file: String) -> String {
        URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }
}
