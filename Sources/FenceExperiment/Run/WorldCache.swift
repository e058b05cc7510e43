import FenceWorld

/// The worlds of the most recent world inputs, by replication: a worker that runs scenarios one after
/// another (the consecutive points of a Morris trajectory, which differ in one parameter) generates a
/// replication's world once as long as the world inputs stay the same.
///
/// A world is a pure function of (``World/generationInputs(of:)``, master seed, replication, base
/// directory) up to its environment table, which a hit exchanges for the asking scenario's
/// (``World/replacingEnvironmentTable(_:)``), so a hit gives exactly the world generation would.
/// A miss lends the same replication's world of the previous inputs to generation as a donor
/// (``World/generate(_:masterSeed:replication:baseDirectory:donor:)``): a step that moves the commute
/// realises again only the radio sites of cells the new path reaches first. It holds at most one
/// scenario's worlds and, until they are drawn again, the previous scenario's (one per replication asked
/// for): memory stays flat however many scenarios pass through. Not shared between threads: each worker
/// owns one.
final class WorldCache {
    /// What the cached worlds were generated from.
    private struct Inputs: Equatable {
        var world: WorldParameters
        var masterSeed: UInt64
        var baseDirectory: String?
    }

    private var inputs: Inputs?
    private var worlds: [UInt64: World] = [:]
    /// Worlds of earlier inputs, by replication, each kept until its replication is drawn again.
    private var donors: [UInt64: World] = [:]

    /// How many worlds were generated and how many were taken from the cache.
    private(set) var generated = 0, reused = 0

    init() {}

    /// Replication `replication`'s world of `parameters` under `masterSeed`: the cached one (with this
    /// scenario's environment table) when the generation inputs match, else a new one (with the cached
    /// world of this replication as its donor), which replaces every cached world of other inputs.
    func world(
        _ parameters: WorldParameters, masterSeed: UInt64, replication: UInt64, baseDirectory: String?
    ) throws -> World {
        let key = Inputs(
            world: World.generationInputs(of: parameters), masterSeed: masterSeed, baseDirectory: baseDirectory)
        if key == inputs, let cached = worlds[replication] {
            let world = try cached.replacingEnvironmentTable(try parameters.environment.table())
            reused += 1
            return world
        }
        let donor = key == inputs ? donors[replication] : worlds[replication] ?? donors[replication]
        let world = try World.generate(
            parameters, masterSeed: masterSeed, replication: replication, baseDirectory: baseDirectory, donor: donor)
        if key != inputs {
            inputs = key
            donors.merge(worlds) { _, newer in newer }
            worlds.removeAll()
        }
        donors[replication] = nil
        worlds[replication] = world
        generated += 1
        return world
    }
}
