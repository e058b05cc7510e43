import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// What a run's platform reads of the parameters and serving-cell changes a run can leave unread
/// (``PlatformReads``): a parameter group counts once its service ran, the handoffs once significant
/// changes or region evaluations waited for them.
@Suite("Platform: what a run reads")
struct PlatformReadsTests {
    /// The reads of a 20-minute run whose app does `onLaunch`: the phone stands at the origin for
    /// 10 minutes, then walks east; one tower and one access point at the origin, heard everywhere.
    static func reads(
        until end: SimTime = .seconds(1_200), _ onLaunch: @escaping @Sendable (inout StrategyContext) -> Void
    ) throws -> (reads: PlatformReads, world: World) {
        let trajectory = try ScriptedWorld.path([(0, .zero), (600, .zero), (1_200, ScriptedWorld.at(600))])
        let world = try ScriptedWorld.world(
            trajectory, towers: ScriptedWorld.towers(atX: [0]), accessPoints: ScriptedWorld.accessPoint)
        let device = try Device(
            profile: ScriptedWorld.reliableNetworkProfile, world: world, masterSeed: 7, replication: 0)
        var run = try PlatformRun(
            world: world, device: device, strategy: ProbeStrategy(log: ProbeLog(), onLaunch: onLaunch))
        _ = run.run(until: end)
        return (run.platformReads, world)
    }

    /// The default parameters with one field of each group changed.
    static let changed: [(group: String, parameters: PlatformParameters)] = [
        (
            "network",
            {
                var p = PlatformParameters(); p.ios.networkFixStationaryIntervalSeconds = 60; return p
            }()
        ),
        (
            "cell",
            {
                var p = PlatformParameters(); p.ios.cellFixIntervalSeconds = 30; return p
            }()
        ),
        (
            "significant",
            {
                var p = PlatformParameters(); p.ios.significantChangeDistanceMeters = 900; return p
            }()
        ),
        (
            "region",
            {
                var p = PlatformParameters(); p.ios.regionExitMarginMeters = 80; return p
            }()
        ),
        (
            "shared",
            {
                var p = PlatformParameters(); p.gpsFreshnessSeconds = 20; return p
            }()
        ),
    ]

    /// The groups whose change `reads` notices.
    static func noticed(_ reads: PlatformReads) -> [String] {
        changed.filter { !reads.agree(PlatformParameters(), $0.parameters) }.map(\.group)
    }

    @Test("A best-accuracy manager reads only the network-fix cadence (while GPS has no fresh fix), no handoffs")
    func gpsOnly() throws {
        let (reads, world) = try Self.reads { context in
            context.configureManager("best", accuracy: .best, distanceFilterMeters: 0)
            context.startUpdatingLocation("best")
        }
        #expect(Self.noticed(reads) == ["network", "shared"])
        var moved = world.servingCells
        moved[0].start = .seconds(5)
        #expect(reads.agree(handoffs: world.servingCells, moved, through: .seconds(1_200)))
    }

    @Test("A network poll reads the interval it uses: standing, the stationary one; walking, the moving one")
    func networkIntervals() throws {
        let manager: @Sendable (inout StrategyContext) -> Void = { context in
            context.configureManager("low", accuracy: .hundredMeters, distanceFilterMeters: 0)
            context.startUpdatingLocation("low")
        }
        var moving = PlatformParameters()
        moving.ios.networkFixIntervalSeconds = 60
        var standing = PlatformParameters()
        standing.ios.networkFixStationaryIntervalSeconds = 60
        var fixed = PlatformParameters()
        fixed.ios.networkFixCadence = .fixed
        // Polls only while the phone stands (the walk starts at 600 s), under the motion-aware default.
        let still = try Self.reads(until: .seconds(500), manager).reads
        #expect(still.agree(PlatformParameters(), moving))
        #expect(!still.agree(PlatformParameters(), standing))
        #expect(!still.agree(PlatformParameters(), fixed))
        // Standing, then walking: both intervals.
        let both = try Self.reads(manager).reads
        #expect(!both.agree(PlatformParameters(), moving))
        #expect(!both.agree(PlatformParameters(), standing))
    }

    @Test("A 100 m manager reads the network-fix cadence, significant changes theirs and the handoffs, regions theirs")
    func services() throws {
        let network = try Self.reads { context in
            context.configureManager("low", accuracy: .hundredMeters, distanceFilterMeters: 0)
            context.startUpdatingLocation("low")
        }
        #expect(Self.noticed(network.reads) == ["network", "shared"])
        let significant = try Self.reads { $0.startSignificantChanges() }
        #expect(Self.noticed(significant.reads) == ["significant", "shared"])
        var moved = significant.world.servingCells
        moved[0].start = .seconds(5)
        #expect(!significant.reads.agree(handoffs: significant.world.servingCells, moved, through: .seconds(1_200)))
        // Another tower serving over the same span: the platform reads only the instants.
        var renamed = significant.world.servingCells
        renamed[0].tower = CellTower(id: 9, position: ScriptedWorld.at(50), rangeMeters: 1_000)
        #expect(significant.reads.agree(handoffs: significant.world.servingCells, renamed, through: .seconds(1_200)))
        let region = try Self.reads {
            $0.startMonitoring(regionID: "r", center: ScriptedWorld.at(300), radiusMeters: 100)
        }
        #expect(Self.noticed(region.reads) == ["region", "shared"])
    }
}
