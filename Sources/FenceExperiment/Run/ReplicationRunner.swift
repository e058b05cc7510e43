import FenceDevice
import FenceKernel
import FencePlatform
import FenceScenario
import FenceWorld

/// Runs every strategy of a scenario on one replication: one world, and for each strategy a fresh
/// phone whose sources draw the same error realisations (common random numbers).
public struct ReplicationRunner: Sendable {
    public let scenario: Scenario

    public init(scenario: Scenario) { self.scenario = scenario }

    /// Generates replication `index`'s world (errors in track files are scenario errors).
    public func world(replication index: Int) throws(ExperimentError) -> World {
        try world(replication: index, cache: nil)
    }

    /// Replication `index`'s world, from `cache` when it holds it.
    func world(replication index: Int, cache: WorldCache?) throws(ExperimentError) -> World {
        do {
            if let cache {
                return try cache.world(
                    scenario.world, masterSeed: scenario.run.seed, replication: UInt64(index),
                    baseDirectory: scenario.baseDirectory)
            }
            return try World.generate(
                scenario.world, masterSeed: scenario.run.seed, replication: UInt64(index),
                baseDirectory: scenario.baseDirectory)
        } catch let error as WorldError {
            // Replication 0's world was built when the scenario was loaded; a later draw can still fail
            // (a distractor that fits its band only by luck): the same path and fix, with the replication.
            var located = Scenario.scenarioError(
                error, world: scenario.world, decoder: SectionDecoder(document: scenario.document))
            located.file = scenario.file
            located.message += " in replication \(index)"
            throw .scenario(located)
        } catch {
            throw .scenario(
                ScenarioError(
                    file: scenario.file, path: "world.movement",
                    message: "\(error) in replication \(index)",
                    fix: "check the track file or the commute parameters it names"))
        }
    }

    /// One run of `entry` in `world`; with `recordTimeline` the record keeps its timeline.
    public func record(
        _ entry: StrategyEntry, world: World, replication index: Int, recordTimeline: Bool = false
    ) throws(ExperimentError) -> RunRecord {
        try run(entry, world: world, replication: index, recordTimeline: recordTimeline).record
    }

    /// ``record(_:world:replication:recordTimeline:)``, also giving what the phone and the platform read
    /// of the inputs a run can leave unread; with `keepingRadioSiteAnswers` the phone keeps the radio
    /// sites' answers too (``Device/keepRadioSiteAnswers()``), which a run kept for reuse needs.
    func run(
        _ entry: StrategyEntry, world: World, replication index: Int, recordTimeline: Bool = false,
        keepingRadioSiteAnswers: Bool = false
    ) throws(ExperimentError) -> (record: RunRecord, reads: RunCache.Reads) {
        do {
            var device = try Device(
                profile: scenario.deviceProfile, app: entry.app, world: world, masterSeed: scenario.run.seed,
                replication: UInt64(index), start: scenario.run.start)
            if keepingRadioSiteAnswers { device.keepRadioSiteAnswers() }
            var run = try PlatformRun(
                world: world, device: device, strategy: entry.prototype, parameters: scenario.platform,
                platform: entry.platform, recordTimeline: recordTimeline)
            let record = run.run(until: scenario.runEnd(in: world))
            return (record, RunCache.Reads(device: run.deviceReads, platform: run.platformReads))
        } catch let error as DeviceParameterError {
            throw .scenario(ScenarioError(file: scenario.file, path: "device", message: error.description))
        } catch {
            throw .scenario(ScenarioError(file: scenario.file, path: "platform", message: "\(error)"))
        }
    }

    /// Every strategy's metrics on replication `index`, in scenario order.
    public func metrics(replication index: Int) throws(ExperimentError) -> [RunMetrics] {
        try metrics(replication: index, cache: nil)
    }

    /// ``metrics(replication:)`` with the world from `cache` when it holds it, and each strategy's
    /// metrics from `runs` when nothing its run reads has changed since the run `runs` holds.
    package func metrics(replication index: Int, cache: WorldCache?, runs: RunCache? = nil) throws(ExperimentError)
        -> [RunMetrics]
    {
        let world = try world(replication: index, cache: cache)
        var rows: [RunMetrics] = []
        for (strategy, entry) in scenario.strategies.enumerated() {
            guard let cache, let runs else {
                let record = try record(entry, world: world, replication: index)
                rows.append(RunMetrics(record: record, world: world, parameters: scenario.metrics))
                continue
            }
            let inputs = RunCache.Inputs(
                replication: index, strategy: strategy, name: entry.name, parameters: entry.parameters,
                app: entry.app, platformKind: entry.platform, seed: scenario.run.seed, start: scenario.run.start,
                end: scenario.runEnd(in: world))
            let token = cache.token(ofReplication: UInt64(index))
            let record: RunRecord
            if let kept = runs.record(
                inputs, profile: scenario.deviceProfile, platform: scenario.platform, world: world, worldToken: token)
            {
                record = kept
            } else {
                let (ran, reads) = try run(entry, world: world, replication: index, keepingRadioSiteAnswers: true)
                record = ran
                runs.store(
                    record, inputs: inputs, profile: scenario.deviceProfile, platform: scenario.platform, world: world,
                    worldToken: token, reads: reads)
            }
            rows.append(RunMetrics(record: record, world: world, parameters: scenario.metrics))
        }
        return rows
    }
}
