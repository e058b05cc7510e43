import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// When a coarse manager powers GPS (`platform.coarseManagerGPSRule`), on scripted worlds with the
/// receiver's on-spans worked out by hand. Wi-Fi scans take 1 s and hit the cache (the scripted
/// profile), so a scan started at t ends, with a fix or without, at t + 1 s.
@Suite("Platform: coarse managers and GPS")
struct CoarseManagerGPSTests {
    /// The phone stands 10 m from an access point heard within 2 km, in open sky, for 600 s.
    static func standingWorld() throws -> World {
        try ScriptedWorld.world(
            ScriptedWorld.path([(0, ScriptedWorld.at(10)), (600, ScriptedWorld.at(10))]),
            accessPoints: ScriptedWorld.accessPoint)
    }

    /// One manager of `accuracy` and `filterMeters`, started at launch (t = 0), run for 600 s.
    static func run(
        _ rule: CoarseManagerGPSRule, accuracy: DesiredAccuracy = .hundredMeters, filterMeters: Double,
        in world: World
    ) throws -> RunRecord {
        var parameters = PlatformParameters()
        parameters.ios.coarseManagerGPSRule = rule
        let strategy = ProbeStrategy(
            log: ProbeLog(),
            onLaunch: { context in
                context.configureManager("low", accuracy: accuracy, distanceFilterMeters: filterMeters)
                context.startUpdatingLocation("low")
            })
        return try ScriptedWorld.run(strategy, in: world, parameters: parameters, until: .seconds(600))
    }

    /// The receiver's on-spans, seconds (GPS and A-GPS sessions alike).
    static func gpsSpans(_ record: RunRecord) -> [[Double]] {
        (record.timeline?.activity ?? []).filter { $0.source == .gps || $0.source == .agps }.map {
            [$0.start.seconds, $0.end.seconds]
        }
    }

    @Test("never: a hundredMeters manager with a 50 m filter runs on Wi-Fi alone")
    func never() throws {
        let record = try Self.run(.never, filterMeters: 50, in: try Self.standingWorld())
        #expect(Self.gpsSpans(record).isEmpty)
        // Standing: a scan every 120 s (motionAware) at 0, 120, … 600 (the horizon's instant runs too); only
        // the first fix passes the filter (the later ones lie within 2 m of it).
        #expect(record.sourceStatistics[.wifi]?.requests == 6)
        #expect(record.deliveries(.standard).filter { $0.source == .wifi }.map(\.time.seconds) == [1])
    }

    @Test("distanceFilterUnder100m: a filter of 50 m powers GPS from the start to the end; 100 m or none does not")
    func distanceFilter() throws {
        let world = try Self.standingWorld()
        // 50 m < 100 m: the manager is served as a fine one — the receiver runs from its start (0 s) to
        // the end of the run (600 s), for hundredMeters and kilometer alike.
        for accuracy in [DesiredAccuracy.hundredMeters, .kilometer] {
            let record = try Self.run(.distanceFilterUnder100m, accuracy: accuracy, filterMeters: 50, in: world)
            #expect(Self.gpsSpans(record) == [[0, 600]], "\(accuracy)")
            let gpsFixes = (record.sourceStatistics[.gps]?.fixes ?? 0) + (record.sourceStatistics[.agps]?.fixes ?? 0)
            #expect(gpsFixes > 500, "\(accuracy): 1 Hz fixes after the first")
        }
        // 100 m is not below 100 m, and a filter of 0 is "none", not a distance: Wi-Fi alone.
        for filter in [100.0, 0] {
            let record = try Self.run(.distanceFilterUnder100m, filterMeters: filter, in: world)
            #expect(Self.gpsSpans(record).isEmpty, "filter \(filter) m")
        }
        // A fine manager runs GPS whatever the rule: the same span under never.
        let fine = try Self.run(.never, accuracy: .best, filterMeters: 50, in: world)
        #expect(Self.gpsSpans(fine) == [[0, 600]])
    }

    @Test("wifiMissed: GPS from the first failed scan to the first scan that fixes")
    func wifiMissed() throws {
        // An access point at the origin heard within 100 m. The phone stands at x = 200 m until 300 s,
        // walks to the origin by 400 s (2 m/s), and stands there.
        // Scans (motionAware: 120 s apart while standing, judged when each starts): 0, 120, 240 at 200 m
        // fail at 1, 121, 241 s; the scan at 360 s starts at x = 200 − 2·60 = 80 m, in range, and fixes at
        // 361 s. So the receiver runs from 1 s to 361 s. (No towers: the cell fallback fails too.)
        let world = try ScriptedWorld.world(
            ScriptedWorld.path([
                (0, ScriptedWorld.at(200)), (300, ScriptedWorld.at(200)), (400, .zero), (600, .zero),
            ]),
            accessPoints: [AccessPoint(id: 0, position: .zero, rangeMeters: 100)])
        let record = try Self.run(.wifiMissed, filterMeters: 0, in: world)
        #expect(Self.gpsSpans(record) == [[1, 361]])
        // A kilometer manager is never served by Wi-Fi, so a missed scan cannot concern it; nor does
        // the rule act when every scan fixes.
        #expect(Self.gpsSpans(try Self.run(.wifiMissed, accuracy: .kilometer, filterMeters: 0, in: world)).isEmpty)
        #expect(Self.gpsSpans(try Self.run(.wifiMissed, filterMeters: 0, in: try Self.standingWorld())).isEmpty)
    }
}
