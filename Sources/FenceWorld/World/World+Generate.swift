import FenceFiles
import FenceStats
import Foundation

extension World {
    /// Stream name of the commute generator (the person's plan and each day's draws are children).
    public static let commuteStreamName = "world.commute"
    /// Stream name of fence generation (radii and distractor places).
    public static let fenceStreamName = "world.fences"

    /// Generates the world of one replication: the trajectory (a commute drawn from
    /// ``commuteStreamName``, or a recorded track), the map (the preset layout, indoor building
    /// zones around the commute's places, the scenario's zones), the infrastructure (its own
    /// streams), fences (``fenceStreamName``) and the ground truth. Depends only on
    /// (parameters, master seed, replication): never on other streams or on call order.
    ///
    /// Throws ``WorldError`` for invalid parameters and ``TrackImportError`` for an unreadable or
    /// malformed track. Relative track paths resolve against `baseDirectory` (default: the current
    /// directory).
    ///
    /// `donor`, a world generated before (the same replication's world of a sensitivity study's previous
    /// point), lends its infrastructure's realised cells wherever they are this world's too
    /// (``Infrastructure/init(realizing:table:around:masterSeed:replication:donor:)``), and its layers as they
    /// are when its commute took the same path: the world is the one generated without it.
    public static func generate(
        _ parameters: WorldParameters, masterSeed: UInt64, replication: UInt64, baseDirectory: String? = nil,
        donor: World? = nil
    ) throws -> World {
        try generating(
            parameters, masterSeed: masterSeed, replication: replication, baseDirectory: baseDirectory, donor: donor
        ).world
    }

    /// ``generate(_:masterSeed:replication:baseDirectory:donor:)``, also saying whether the world is `donor`
    /// but for its environment table: a donor whose commute, map, fences and radio sites' processes (seed,
    /// replication, densities and ranges) are this world's is returned with the table exchanged
    /// (``replacingEnvironmentTable(_:)``) instead of realised again.
    package static func generating(
        _ parameters: WorldParameters, masterSeed: UInt64, replication: UInt64, baseDirectory: String?,
        donor: World?
    ) throws -> (world: World, isDonor: Bool) {
        try parameters.validate()
        let table = try parameters.environment.table()
        let seed = { (name: String) in StreamSeed(masterSeed: masterSeed, replication: replication, name: name) }
        let projection: LocalProjection
        let map: EnvironmentMap
        var trajectory: Trajectory
        var trackImport: TrackImportReport?
        let anchors: [FenceGenerator.Anchor]
        switch parameters.movement {
        case .commute(let commute):
            projection = LocalProjection(origin: parameters.origin ?? WorldParameters.defaultOrigin)
            let plan = CommutePlan.draw(commute, stream: RandomStream(seed(commuteStreamName).child("plan")))
            let buildings = ([plan.home, plan.work] + plan.errandPlaces + plan.lunchPlaces).map {
                EnvironmentZone(.indoor, .circle(center: $0, radiusMeters: commute.buildingRadiusMeters))
            }
            map = try parameters.environment.map(buildings: buildings)
            trajectory = try CommuteGenerator(parameters: commute, plan: plan, map: map).trajectory(
                seed: seed(commuteStreamName))
            anchors = FenceGenerator.anchors(of: plan)
        case .recordedTrack(let source):
            var path = source.path
            if let baseDirectory, !path.hasPrefix("/") {
                path = URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).path
            }
            let track = try RecordedTrack.read(path: path, format: source.format, options: source.options)
            let origin = parameters.origin ?? track.centerCoordinate
            guard origin.isValid, abs(origin.latitude) < 89.9 else {
                throw WorldError.invalidValue(
                    field: JSONPath([.key("movement"), .key("recordedTrack"), .key("path")]),
                    value: "a track centred at \(origin)",
                    expected: "a track centred away from the poles (latitude within ±89.9°), or an explicit origin")
            }
            projection = LocalProjection(origin: origin)
            map = try parameters.environment.map()
            trajectory = try track.trajectory(in: projection)
            // Named as the scenario names it, so results do not depend on the directory run from.
            trackImport = track.report
            trackImport?.file = source.path
            anchors = FenceGenerator.anchors(alongTrack: trajectory, count: parameters.fences.alongTrackCount)
        }
        // Fences and infrastructure follow the recorded path alone; a parked tail adds no place to either.
        let path = trajectory
        if case .recordedTrack(let source) = parameters.movement, source.afterEnd == .park,
            let until = source.parkedUntil
        {
            trajectory = try trajectory.parked(until: until)
        }
        let fences = try FenceGenerator.fences(
            parameters.fences, anchors: anchors, trajectory: path, projection: projection,
            stream: RandomStream(seed(fenceStreamName)))
        if let donor, trackImport == nil, donor.trackImport == nil, donor.projection == projection,
            donor.environmentMap == map, donor.fences == fences, donor.trajectory.legs == trajectory.legs,
            donor.infrastructure.drawsLike(map: map, table: table, masterSeed: masterSeed, replication: replication)
        {
            // The same commute, map, fences and sites: the donor is this world but for its table.
            return (try donor.replacingEnvironmentTable(table), true)
        }
        // A donor's commute along the same path (another timing: a speed, a wait, a dwell) was realised around
        // this path: its layers drawn by the same processes are kept as they are.
        let alongSamePath = donor.map {
            $0.trackImport == nil && trackImport == nil && $0.trajectory.points == path.points
        }
        let infrastructure = Infrastructure(
            realizing: map, table: table, around: path, masterSeed: masterSeed, replication: replication,
            donor: donor?.infrastructure, donorAroundIt: alongSamePath ?? false)
        var world = try World(
            projection: projection, environmentTable: table, environmentMap: map, infrastructure: infrastructure,
            trajectory: trajectory, fences: fences)
        world.trackImport = trackImport
        return (world, false)
    }
}

extension World {
    /// What ``generate(_:masterSeed:replication:baseDirectory:)`` draws from in `parameters`: all of them
    /// except the environment overrides' fields outside ``EnvironmentProperties/generationFields`` (only
    /// the world's ``environmentTable`` holds those).
    ///
    /// Two parameter sets with equal generation inputs generate, for the same seed, replication and base
    /// directory, the same world but for its environment table, which
    /// ``replacingEnvironmentTable(_:)`` exchanges: a sensitivity study whose step changes a GPS field
    /// reuses the previous point's worlds.
    public static func generationInputs(of parameters: WorldParameters) -> WorldParameters {
        var inputs = parameters
        inputs.environment.overrides = parameters.environment.overrides.compactMapValues { patch in
            var sites = EnvironmentPropertiesPatch()
            for field in EnvironmentProperties.generationFields {
                sites[keyPath: field.patch] = patch[keyPath: field.patch]
            }
            return sites == EnvironmentPropertiesPatch() ? nil : sites
        }
        return inputs
    }

    /// Whether `first` and `second` generate the same world but for its radio sites, for the same seed, replication
    /// and base directory: a generated commute under both, and the same parameters but for the environment
    /// overrides' ``EnvironmentProperties/generationFields`` (the sites' densities and ranges, which only the
    /// infrastructure is drawn from) — ``realizingSites(under:masterSeed:replication:)`` gives the other's world.
    public static func differOnlyInSites(_ first: WorldParameters, _ second: WorldParameters) -> Bool {
        guard case .commute = first.movement else { return false }
        var (first, second) = (first, second)
        first.environment.overrides = [:]
        second.environment.overrides = [:]
        return first == second
    }

    /// This world, a generated commute, with the radio sites realised again under `parameters` (a layer whose
    /// densities and ranges did not change kept as it is) and the serving cells followed again along new towers,
    /// everything else kept: the world
    /// ``generate(_:masterSeed:replication:baseDirectory:donor:)`` gives for `parameters` with this world as
    /// its donor, when this world was generated from parameters that differ from `parameters` only in the sites
    /// (``differOnlyInSites(_:_:)``) under the same seed and replication. The commute, the map, the fences and
    /// their ground truth are not drawn again. Throws for invalid parameters, as generation would.
    public func realizingSites(under parameters: WorldParameters, masterSeed: UInt64, replication: UInt64) throws
        -> World
    {
        precondition(trackImport == nil, "realizingSites: a recorded track's world is generated afresh")
        try parameters.validate()
        let table = try parameters.environment.table()
        try table.validate()
        var world = self
        world.environmentTable = table
        world.infrastructure = Infrastructure(
            realizing: environmentMap, table: table, around: trajectory, masterSeed: masterSeed,
            replication: replication, donor: infrastructure, donorAroundIt: true)
        // The serving cells follow the towers alone: the same towers, the same cells.
        if !world.infrastructure.drawsTowers(like: infrastructure) {
            world.servingCells = world.infrastructure.servingCells(along: trajectory)
        }
        return world
    }

    /// This world with `table` as its environment table, everything else as generated: the ground truth and
    /// the serving cells do not read the table, so they are kept, not derived again. `table` must agree with
    /// this world's table on the radio sites' densities and ranges (``generationInputs(of:)``), which the
    /// infrastructure was drawn from. Throws when `table` is invalid, as generation would.
    public func replacingEnvironmentTable(_ table: EnvironmentTable) throws(WorldError) -> World {
        try table.validate()
        var world = self
        world.environmentTable = table
        return world
    }
}
