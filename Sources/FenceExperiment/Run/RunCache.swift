import FenceDevice
import FenceKernel
import FencePlatform
import FenceWorld

/// The metrics of the most recent run of each (replication, strategy), with what the run was made
/// from: a worker that runs scenarios one after another (the consecutive points of a Morris
/// trajectory, which differ in one parameter) runs a strategy again only when something the run reads
/// has changed.
///
/// A run is a deterministic function of its inputs — the world (the same ``WorldCache`` token and
/// replication: the same world up to its environment table and the radio sites drawn from it), the
/// environment-table entries, the device profile, the radio sites' answers and the serving-cell changes
/// as far as the run read them (``DeviceReads``), the strategy entry (name, parameters, app, platform),
/// the platform parameters, the seed, start and end — and its metrics a function of the run and the
/// metric parameters. When all of these agree with the cached run's, the cached metrics are exactly
/// what running again would give: a step that perturbs the GPS error of a class the commute never
/// enters, the access-point density of a class far from the path, or the activity classifier's
/// accuracy when no strategy asks for activity, costs nothing. (Other inputs are compared whole, read
/// or not.)
///
/// It holds one run per (replication, strategy) of the scenario last asked about: memory stays flat
/// however many scenarios pass through. Not shared between threads: each worker owns one.
final class RunCache {
    /// What a run was made from.
    struct Inputs: Equatable {
        var worldToken: Int
        var replication: Int
        var strategy: Int
        var name: String
        var parameters: [String: ParameterValue]
        var app: AppBehaviour
        var platformKind: PlatformKind
        var platform: PlatformParameters
        var seed: UInt64
        var start: SimTime
        var end: SimTime
        var metrics: MetricParameters
    }

    private struct Entry {
        var inputs: Inputs
        var profile: DeviceProfile
        var table: EnvironmentTable
        /// The world's serving cells (compared when the run read the handoffs).
        var servingCells: [ServingCell]
        var reads: DeviceReads
        var metrics: RunMetrics
    }

    private var entries: [Int: Entry] = [:]

    /// How many runs were made and how many were taken from the cache.
    private(set) var ran = 0, reused = 0

    init() {}

    /// The cached metrics of a run made from `inputs` with `profile` in `world`, or nil.
    func metrics(_ inputs: Inputs, profile: DeviceProfile, world: World) -> RunMetrics? {
        guard let entry = entries[key(inputs)], entry.inputs == inputs,
            entry.reads.agree(entry.table, world.environmentTable), entry.reads.agree(profile: entry.profile, profile),
            entry.reads.agree(handoffs: entry.servingCells, world.servingCells),
            entry.reads.agree(infrastructure: world.infrastructure)
        else { return nil }
        reused += 1
        return entry.metrics
    }

    /// Keeps `metrics` of a run made from `inputs` with `profile` in `world`, which read `reads` of them.
    func store(_ metrics: RunMetrics, inputs: Inputs, profile: DeviceProfile, world: World, reads: DeviceReads) {
        entries[key(inputs)] = Entry(
            inputs: inputs, profile: profile, table: world.environmentTable, servingCells: world.servingCells,
            reads: reads, metrics: metrics)
        ran += 1
    }

    private func key(_ inputs: Inputs) -> Int { inputs.replication &* 1024 &+ inputs.strategy }
}
