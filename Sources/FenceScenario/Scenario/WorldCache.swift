import FenceWorld

/// The worlds of the most recent world inputs, by replication: a worker that runs scenarios one after
/// another (the consecutive points of a Morris trajectory, which differ in one parameter) generates a
/// replication's world once as long as the world inputs stay the same.
///
/// A world is a pure function of (``World/generationInputs(of:)``, master seed, replication, base
/// directory) up to its environment table, which a hit exchanges for the asking scenario's
/// (``World/replacingEnvironmentTable(_:)``), so a hit gives exactly the world generation would.
/// A miss lends the same replication's previous world to generation as a donor
/// (``World/generate(_:masterSeed:replication:baseDirectory:donor:)``): a step that moves the commute
/// realises again only the radio sites of cells the new path reaches first, and a step that changes only the
/// sites' densities or ranges keeps the rest of that world (``World/realizingSites(under:masterSeed:replication:)``).
///
/// Each replication's world carries a token (``token(ofReplication:)``): two worlds of a replication
/// with the same token are the same world up to the environment table (a world generated again gets a
/// new one), which ``RunCache`` checks first.
///
/// It holds at most one world per replication asked for: memory stays flat however many scenarios pass
/// through. Not shared between threads: each worker owns one.
package final class WorldCache {
    /// What the cached worlds were generated from.
    private struct Inputs: Equatable {
        var world: WorldParameters
        var masterSeed: UInt64
        var baseDirectory: String?
    }

    private struct Entry {
        var world: World
        /// The parameters and master seed it was generated from.
        var parameters: WorldParameters
        var masterSeed: UInt64
        /// The inputs generation (``inputsGeneration``) the world was generated or checked under.
        var generation: Int
        var token: Int
    }

    private var inputs: Inputs?
    /// Counts the changes of ``inputs``.
    private var inputsGeneration = 0
    private var entries: [UInt64: Entry] = [:]
    private var nextToken = 0

    /// How many worlds were generated (of them, how many by realising only the previous world's radio sites
    /// again), how many were taken from the cache, and how many generations drew the previous world again (the
    /// same commute, map, fences and sites), which it kept with its token.
    package private(set) var generated = 0, sitesRealized = 0, reused = 0, kept = 0

    package init() {}

    /// Replication `replication`'s world of `parameters` under `masterSeed`: the cached one (with this
    /// scenario's environment table) when the generation inputs match, else a new one (with the cached
    /// world of this replication as its donor), which replaces it.
    package func world(
        _ parameters: WorldParameters, masterSeed: UInt64, replication: UInt64, baseDirectory: String?
    ) throws -> World {
        let key = Inputs(
            world: World.generationInputs(of: parameters), masterSeed: masterSeed, baseDirectory: baseDirectory)
        if key != inputs {
            inputs = key
            inputsGeneration += 1
        }
        if let cached = entries[replication], cached.generation == inputsGeneration {
            let world = try cached.world.replacingEnvironmentTable(try parameters.environment.table())
            reused += 1
            return world
        }
        let donor = entries[replication]
        let world: World
        var isDonor = false
        if let donor, donor.masterSeed == masterSeed, World.differOnlyInSites(donor.parameters, parameters) {
            world = try donor.world.realizingSites(under: parameters, masterSeed: masterSeed, replication: replication)
            sitesRealized += 1
        } else {
            (world, isDonor) = try World.generating(
                parameters, masterSeed: masterSeed, replication: replication, baseDirectory: baseDirectory,
                donor: donor?.world)
        }
        let token: Int
        if isDonor, let donor {
            token = donor.token
            kept += 1
        } else {
            nextToken += 1
            token = nextToken
            generated += 1
        }
        entries[replication] = Entry(
            world: world, parameters: parameters, masterSeed: masterSeed, generation: inputsGeneration, token: token)
        return world
    }

    /// The token of the world last returned for `replication`.
    package func token(ofReplication replication: UInt64) -> Int { entries[replication]?.token ?? 0 }
}
