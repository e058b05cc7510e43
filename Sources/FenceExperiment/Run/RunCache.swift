import FenceDevice
import FenceKernel
import FencePlatform
import FenceScenario
import FenceWorld

/// The record of the most recent run of each (replication, strategy), with what the run was made
/// from: a worker that runs scenarios one after another (the consecutive points of a Morris
/// trajectory, which differ in one parameter) runs a strategy again only when something the run reads
/// has changed, and scores the kept record on the new point's world and metric parameters (again only when
/// the world's ground truth or the scoring changed: the last score is kept with the run).
///
/// A run is a deterministic function of what it reads: the world up to the run's end (the same
/// ``WorldCache`` token, or the same projection, map and fences and a trajectory that agrees through
/// the instant the run ended: ``FenceWorld/Trajectory/agrees(with:through:)``), the environment-table
/// entries, the device profile, the app's behaviour and the radio sites' answers as far as the phone read
/// them (``DeviceReads``), the platform parameters and the serving-cell changes as far as the platform read
/// them (``PlatformReads``), the strategy entry (name, parameters, platform), the seed, start and
/// end. When all of these agree with the cached run's, its record is exactly what running again would
/// give: a step that perturbs the GPS error of a class the commute never enters, the access-point
/// density of a class far from the path, the region evaluation's cadence for a strategy that monitors
/// no region, the upload time of an app that uploads nothing, the evening commute of a phone whose battery
/// died in the morning, or a metric parameter, costs no run. (Other inputs are compared whole, read or not.)
///
/// It holds one run per (replication, strategy) of the scenario last asked about: memory stays flat
/// however many scenarios pass through. Not shared between threads: each worker owns one.
package final class RunCache {
    /// What a run was made from besides its world, profile and platform parameters.
    struct Inputs: Equatable {
        var replication: Int
        var strategy: Int
        var name: String
        var parameters: [String: ParameterValue]
        var app: AppBehaviour
        var platformKind: PlatformKind
        var seed: UInt64
        var start: SimTime
        var end: SimTime
    }

    /// What scoring a run reads besides its record and its world's ground truth and fences: the metric
    /// parameters and whether the phone is charged daily (``ReplicationRunner/metrics(of:in:)``).
    struct Scoring: Equatable {
        var parameters: MetricParameters
        var chargeDaily: Bool
    }

    /// A kept run's metrics, scored in the world of token `worldToken` under `scoring`.
    private struct Score {
        var worldToken: Int
        var scoring: Scoring
        var metrics: RunMetrics
    }

    /// What a run read of the inputs it can leave unread.
    struct Reads {
        var device = DeviceReads()
        var platform = PlatformReads()
    }

    private struct Entry {
        var inputs: Inputs
        var profile: DeviceProfile
        var platform: PlatformParameters
        /// The world it ran in, and that world's ``WorldCache`` token.
        var world: World
        var worldToken: Int
        var reads: Reads
        var record: RunRecord
        /// Its metrics as last scored.
        var score: Score?

        /// Whether a run made from `inputs` reads what this one read: the same inputs, the app's as far as the
        /// phone read them.
        func agrees(_ inputs: Inputs) -> Bool {
            var asked = inputs
            asked.app = self.inputs.app
            return self.inputs == asked && reads.device.agree(app: self.inputs.app, inputs.app)
        }
    }

    private var entries: [Int: Entry] = [:]

    /// How many runs were made and how many were taken from the cache.
    package private(set) var ran = 0, reused = 0

    package init() {}

    /// The cached record of a run made from `inputs` with `profile` and `platform` in `world` (whose
    /// ``WorldCache`` token is `worldToken`), or nil.
    func record(
        _ inputs: Inputs, profile: DeviceProfile, platform: PlatformParameters, world: World, worldToken: Int
    ) -> RunRecord? {
        guard let entry = entries[key(inputs)], entry.agrees(inputs),
            entry.reads.device.agree(entry.world.environmentTable, world.environmentTable, profile: profile),
            entry.reads.device.agree(profile: entry.profile, profile),
            entry.reads.platform.agree(entry.platform, platform),
            entry.worldToken == worldToken
                ? entry.reads.device.agree(radioSites: nil, profile: entry.profile, profile)
                : Self.sameWorld(
                    entry.world, world, for: entry.reads, through: entry.record.endTime,
                    profiles: (entry.profile, profile))
        else { return nil }
        reused += 1
        return entry.record
    }

    /// Keeps `record` of a run made from `inputs` with `profile` and `platform` in `world` (token
    /// `worldToken`), which read `reads` of them.
    func store(
        _ record: RunRecord, inputs: Inputs, profile: DeviceProfile, platform: PlatformParameters, world: World,
        worldToken: Int, reads: Reads
    ) {
        entries[key(inputs)] = Entry(
            inputs: inputs, profile: profile, platform: platform, world: world, worldToken: worldToken, reads: reads,
            record: record)
        ran += 1
    }

    /// The metrics of the run kept for `inputs` as last scored, when that was in the world of token `worldToken`
    /// (the same ground truth and fences, which scoring reads of a world) under `scoring`; else nil.
    func metrics(of inputs: Inputs, worldToken: Int, scoring: Scoring) -> RunMetrics? {
        guard let entry = entries[key(inputs)], entry.agrees(inputs), let score = entry.score,
            score.worldToken == worldToken, score.scoring == scoring
        else { return nil }
        return score.metrics
    }

    /// Keeps `metrics`, the run kept for `inputs` scored in the world of token `worldToken` under `scoring`.
    func keep(_ metrics: RunMetrics, of inputs: Inputs, worldToken: Int, scoring: Scoring) {
        guard entries[key(inputs)]?.agrees(inputs) == true else { return }
        entries[key(inputs)]?.score = Score(worldToken: worldToken, scoring: scoring, metrics: metrics)
    }

    /// Whether a run that read `reads` of `first` until `end` reads the same of `second` (another world
    /// than the same token's), up to the environment table: for generated commutes, the same
    /// projection, map and fences, a trajectory that agrees through `end`, and the same serving-cell changes
    /// and radio sites' answers where the run read them (the answers as the sources of `profiles`, the run's
    /// and the one asked about, use them). A recorded track is never compared (its world is the same only under
    /// the same token). A world with the run's token is the same up to the table: none of this is asked again
    /// then.
    static func sameWorld(
        _ first: World, _ second: World, for reads: Reads, through end: SimTime,
        profiles: (DeviceProfile, DeviceProfile)
    ) -> Bool {
        guard first.trackImport == nil, second.trackImport == nil else { return false }
        return first.projection == second.projection && first.environmentMap == second.environmentMap
            && first.fences == second.fences
            && reads.device.agree(trajectory: first.trajectory, second.trajectory, through: end)
            && reads.platform.agree(handoffs: first.servingCells, second.servingCells, through: end)
            && reads.device.agree(radioSites: second.infrastructure, profile: profiles.0, profiles.1)
    }

    private func key(_ inputs: Inputs) -> Int { inputs.replication &* 1024 &+ inputs.strategy }
}
