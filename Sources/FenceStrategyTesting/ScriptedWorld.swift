import FenceDevice
import FenceKernel
import FencePlatform
import FenceWorld

/// Hand-made worlds, phones and runs for testing strategies and the platform: explicit trajectories and
/// infrastructure, so that every rule the platform applies happens at an instant a test can derive by hand.
///
/// A strategy author's test builds a world (a path through timed stops, fences, towers and access points),
/// runs the strategy on a fresh phone in it and asserts on the ``FencePlatform/RunRecord``: its
/// `detections` (the declared entries and exits), its `timeline` of deliveries and the battery.
///
/// ```swift
/// let path = try ScriptedWorld.path([(0, ScriptedWorld.at(-2_000)), (1_500, ScriptedWorld.at(0)), (3_600, ScriptedWorld.at(0))])
/// let world = try ScriptedWorld.world(path, towers: ScriptedWorld.towers(atX: [-2_000, -1_000, 0]),
///                                     accessPoints: ScriptedWorld.accessPoint, fences: [home])
/// let record = try ScriptedWorld.run(MyStrategy(), in: world, until: .hours(1))
/// #expect(record.detections.first?.kind == .entered)
/// ```
public enum ScriptedWorld {
    /// The projection of every scripted world: local metres around a fixed origin (Zürich).
    public static let projection = LocalProjection(origin: GeoCoordinate(latitude: 47.37, longitude: 8.54))

    /// A point `x` metres east and `y` north of the origin.
    public static func at(_ x: Double, _ y: Double = 0) -> LocalPoint { LocalPoint(x: x, y: y) }

    /// A trajectory through timed `stops` (time in seconds from the start, position): straight walks between
    /// consecutive stops, standing still where two consecutive stops share a position. Throws when the
    /// times do not increase.
    public static func path(_ stops: [(seconds: Double, position: LocalPoint)]) throws -> Trajectory {
        var legs: [TrajectoryLeg] = []
        for (from, to) in zip(stops, stops.dropFirst()) {
            let start = Waypoint(time: .seconds(from.seconds), position: from.position)
            let end = Waypoint(time: .seconds(to.seconds), position: to.position)
            legs.append(TrajectoryLeg(mode: from.position == to.position ? .still : .walk, waypoints: [start, end]))
        }
        return try Trajectory(legs: legs)
    }

    /// A world of class `environment` everywhere (open sky by default: GPS fixes everywhere), with exactly
    /// the given cell towers, Wi-Fi access points and fences, its classes' properties from `table`.
    public static func world(
        _ trajectory: Trajectory, environment: EnvironmentClass = .openSky, towers: [CellTower] = [],
        accessPoints: [AccessPoint] = [], fences: [Fence] = [], table: EnvironmentTable = .standard
    ) throws -> World {
        try World(
            projection: projection, environmentTable: table,
            environmentMap: EnvironmentMap(defaultEnvironment: environment),
            infrastructure: Infrastructure(towers: towers, accessPoints: accessPoints), trajectory: trajectory,
            fences: fences)
    }

    /// Towers at the given x positions on the east axis, heard only within 1 m: never three in range, so
    /// every cell fix is cell-ID (the serving — nearest — tower's position, no noise), and the serving cell
    /// changes exactly halfway between neighbouring towers (which is when significant change delivers,
    /// cadence rules permitting).
    public static func towers(atX positions: [Double]) -> [CellTower] {
        positions.enumerated().map { CellTower(id: $0.offset, position: at($0.element), rangeMeters: 1) }
    }

    /// One access point at the origin heard within 2 km: every Wi-Fi scan within 2 km succeeds.
    public static let accessPoint = [AccessPoint(id: 0, position: .zero, rangeMeters: 2_000)]

    /// The iPhone 4S-era profile with deterministic network positioning: every Wi-Fi and cell lookup hits
    /// the on-phone cache (no radio transfer, so a cell fix takes exactly its 0.5 s of CPU and a Wi-Fi fix
    /// its 1 s scan), and a Wi-Fi fix lies exactly 1 m from the true position (median 1 m, no spread, no
    /// outliers).
    public static var reliableNetworkProfile: DeviceProfile {
        var profile = DeviceProfile.iphone4s2012
        profile.wifi.cacheHitProbability = 1
        profile.wifi.errorLogSigma = 0
        profile.wifi.outlierProbability = 0
        profile.wifi.medianErrorMeters = Dictionary(uniqueKeysWithValues: EnvironmentClass.allCases.map { ($0, 1) })
        profile.cell.cacheHitProbability = 1
        return profile
    }

    /// Runs `strategy` on a fresh phone (`profile`, seed 7, replication 0) in `world` from time zero until
    /// `horizon` or until the battery is empty, recording the timeline, under `parameters.kind`'s platform.
    public static func run(
        _ strategy: some LocationStrategy, in world: World, profile: DeviceProfile = reliableNetworkProfile,
        parameters: PlatformParameters = PlatformParameters(), until horizon: SimTime
    ) throws -> RunRecord {
        let device = try Device(profile: profile, world: world, masterSeed: 7, replication: 0)
        var run = try PlatformRun(
            world: world, device: device, strategy: strategy, parameters: parameters, recordTimeline: true)
        return run.run(until: horizon)
    }
}

extension RunRecord {
    /// The timeline's deliveries of `service` (empty when the run recorded no timeline).
    public func deliveries(_ service: DeliveredEvent.Service) -> [DeliveredEvent] {
        (timeline?.deliveries ?? []).filter { $0.service == service }
    }

    /// The fences declared entered, in the order of their declarations.
    public var enteredFenceIDs: [String] { detections.filter { $0.kind == .entered }.map(\.fenceID) }
}
