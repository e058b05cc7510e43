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
        try run(entry, world: world, replication: index, recording: RecordingRequest(timeline: recordTimeline)).record
    }

    /// ``record(_:world:replication:recordTimeline:)`` keeping what `recording` asks for, also giving what the phone
    /// and the platform read of the inputs a run can leave unread; with `keepingRadioSiteAnswers` the phone keeps
    /// the radio sites' answers too (``Device/keepRadioSiteAnswers()``), which a run kept for reuse needs; without
    /// `keepingFixErrors` it keeps no fix errors (``Device/keepNoFixErrors()``: the record has no medians).
    ///
    /// With `run.chargeDaily` the battery is charged to full at every charge time of the window
    /// (``RunSettings/chargeTimes(before:)``), and a phone that runs empty comes back at the next one with its app
    /// launched afresh: the segments are joined into one record over the whole window
    /// (``RunRecord/init(joining:end:)``), whose reads are those of the first segment.
    func run(
        _ entry: StrategyEntry, world: World, replication index: Int, recording: RecordingRequest = RecordingRequest(),
        keepingRadioSiteAnswers: Bool = false, keepingFixErrors: Bool = true
    ) throws(ExperimentError) -> (record: RunRecord, reads: RunCache.Reads) {
        let end = scenario.runEnd(in: world)
        guard scenario.run.chargeDaily else {
            return try segment(
                entry, world: world, replication: index, from: scenario.run.start, until: end, recording: recording,
                keepingRadioSiteAnswers: keepingRadioSiteAnswers, keepingFixErrors: keepingFixErrors)
        }
        let charges = scenario.run.chargeTimes(before: end)
        var recording = recording
        recording.fixErrors = !charges.isEmpty  // a phone that runs empty comes back only at a later charge
        var start = scenario.run.start
        var segments: [RunRecord] = []
        var reads: RunCache.Reads?
        while true {
            let (record, segmentReads) = try segment(
                entry, world: world, replication: index, from: start, until: end, chargeTimes: charges,
                recording: recording, keepingRadioSiteAnswers: keepingRadioSiteAnswers,
                keepingFixErrors: keepingFixErrors)
            segments.append(record)
            reads = reads ?? segmentReads
            guard let empty = record.batteryEmptyTime, let next = charges.first(where: { $0 > empty }) else { break }
            start = next
        }
        return (RunRecord(joining: segments, end: end), reads!)
    }

    /// One phone from a full battery at `start` until it is empty or `end`, charged to full at each of
    /// `chargeTimes` after `start`.
    private func segment(
        _ entry: StrategyEntry, world: World, replication index: Int, from start: SimTime, until end: SimTime,
        chargeTimes: [SimTime] = [], recording: RecordingRequest, keepingRadioSiteAnswers: Bool, keepingFixErrors: Bool
    ) throws(ExperimentError) -> (record: RunRecord, reads: RunCache.Reads) {
        do {
            var device = try Device(
                profile: scenario.deviceProfile, app: entry.app, world: world, masterSeed: scenario.run.seed,
                replication: UInt64(index), start: start)
            if keepingRadioSiteAnswers { device.keepRadioSiteAnswers() }
            if !keepingFixErrors { device.keepNoFixErrors() }
            var run = try PlatformRun(
                world: world, device: device, strategy: entry.prototype, parameters: scenario.platform,
                platform: entry.platform, recording: recording, chargeTimes: chargeTimes)
            let record = run.run(until: end)
            return (record, RunCache.Reads(device: run.deviceReads, platform: run.platformReads))
        } catch let error as DeviceParameterError {
            throw .scenario(ScenarioError(file: scenario.file, path: "device", message: error.description))
        } catch {
            throw .scenario(ScenarioError(file: scenario.file, path: "platform", message: "\(error)"))
        }
    }

    /// The metrics of `record`, a run in `world`: ``RunMetrics/init(record:world:parameters:)``, with the daily
    /// drain and the hours empty per day of a phone charged daily.
    func metrics(of record: RunRecord, in world: World) -> RunMetrics {
        var metrics = RunMetrics(record: record, world: world, parameters: scenario.metrics)
        if scenario.run.chargeDaily { metrics.scoreDailyCharge(record) }
        return metrics
    }

    /// Every strategy's metrics on replication `index`, in scenario order.
    public func metrics(replication index: Int) throws(ExperimentError) -> [RunMetrics] {
        try metrics(replication: index, cache: nil)
    }

    /// Every strategy's metrics on replication `index`, in scenario order, each with what `request` asks of it
    /// besides (nil when it asks for nothing): its visits as scored, up to the run's scheduled end (so the visits
    /// after a battery ran empty are listed, ``VisitExclusion/afterPhoneDied``), and its battery level.
    public func results(replication index: Int, detail request: RunDetailRequest) throws(ExperimentError)
        -> [(metrics: RunMetrics, detail: RunDetail?)]
    {
        guard request != .none else { return try metrics(replication: index).map { ($0, nil) } }
        let world = try world(replication: index, cache: nil)
        let recording = RecordingRequest(
            batterySamples: request.batterySampleInterval != nil,
            batterySampleInterval: request.batterySampleInterval ?? .minutes(5))
        return try scenario.strategies.map { entry throws(ExperimentError) in
            let record = try run(entry, world: world, replication: index, recording: recording).record
            let visits = VisitOutcome.score(
                record, world: world, parameters: scenario.metrics, horizon: scenario.runEnd(in: world))
            return (metrics(of: record, in: world), RunDetail(visits: visits, battery: record.batteryLevels))
        }
    }

    /// ``metrics(replication:)`` with the world from `cache` when it holds it, and each strategy's
    /// metrics from `runs` when nothing its run reads has changed since the run `runs` holds (not for a phone
    /// charged during the window, whose run may be made of segments) — scored again only when the world's
    /// ground truth or the scoring changed (``RunCache/metrics(of:worldToken:scoring:)``); without `fixErrors`
    /// the runs keep no fix errors, and the metrics have no fix-error medians (``Metric/readsFixErrors``).
    package func metrics(
        replication index: Int, cache: WorldCache?, runs: RunCache? = nil, fixErrors: Bool = true
    ) throws(ExperimentError) -> [RunMetrics] {
        let world = try world(replication: index, cache: cache)
        var rows: [RunMetrics] = []
        for (strategy, entry) in scenario.strategies.enumerated() {
            guard let cache, let runs, scenario.run.chargeTimes(before: scenario.runEnd(in: world)).isEmpty else {
                let record = try run(entry, world: world, replication: index, keepingFixErrors: fixErrors).record
                rows.append(metrics(of: record, in: world))
                continue
            }
            let inputs = RunCache.Inputs(
                replication: index, strategy: strategy, name: entry.name, parameters: entry.parameters,
                app: entry.app, platformKind: entry.platform, seed: scenario.run.seed, start: scenario.run.start,
                end: scenario.runEnd(in: world))
            let token = cache.token(ofReplication: UInt64(index))
            let scoring = RunCache.Scoring(parameters: scenario.metrics, chargeDaily: scenario.run.chargeDaily)
            let record: RunRecord
            if let kept = runs.record(
                inputs, profile: scenario.deviceProfile, platform: scenario.platform, world: world, worldToken: token)
            {
                if let scored = runs.metrics(of: inputs, worldToken: token, scoring: scoring) {
                    rows.append(scored)
                    continue
                }
                record = kept
            } else {
                let (ran, reads) = try run(
                    entry, world: world, replication: index, keepingRadioSiteAnswers: true,
                    keepingFixErrors: fixErrors)
                record = ran
                runs.store(
                    record, inputs: inputs, profile: scenario.deviceProfile, platform: scenario.platform, world: world,
                    worldToken: token, reads: reads)
            }
            let scored = metrics(of: record, in: world)
            runs.keep(scored, of: inputs, worldToken: token, scoring: scoring)
            rows.append(scored)
        }
        return rows
    }
}
