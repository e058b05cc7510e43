import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// The day timeline's GPS lanes: a session running with network assistance is an A-GPS span, as the
/// per-source accounting counts it, and an unassisted one — or an assisted start whose download found no
/// data — a GPS span.
@Suite("Platform: GPS sessions on the timeline")
struct GPSLaneTests {
    /// A best-accuracy manager from launch to 600 s on a phone standing in the open, then stopped: one
    /// GPS session, 0–600 s, the run going on to 900 s.
    /// Data coverage in the open is `dataCoverage` (the standard table's when nil; 0: assistance downloads fail).
    static func run(assisted: Bool, dataCoverage: Double? = nil) throws -> RunRecord {
        var table = EnvironmentTable.standard
        if let dataCoverage { table[.openSky].dataCoverage = dataCoverage }
        let world = try ScriptedWorld.world(ScriptedWorld.path([(0, .zero), (901, .zero)]), table: table)
        var parameters = PlatformParameters()
        parameters.assistedGPS = assisted
        let strategy = ProbeStrategy(
            log: ProbeLog(),
            onLaunch: { context in
                context.configureManager("main", accuracy: .best, distanceFilterMeters: 0)
                context.startUpdatingLocation("main")
                _ = context.scheduleTimer(after: .seconds(600))
            },
            onEvent: { event, context in
                if case .timer = event { context.stopUpdatingLocation("main") }
            })
        return try ScriptedWorld.run(strategy, in: world, parameters: parameters, until: .seconds(900))
    }

    @Test("Assisted: one A-GPS span 0–600 s and no GPS span; unassisted: the reverse")
    func lanes() throws {
        for assisted in [true, false] {
            let record = try Self.run(assisted: assisted)
            let spans = (record.timeline?.activity ?? []).filter { $0.source == .gps || $0.source == .agps }
            #expect(spans.count == 1)
            #expect(spans.first?.source == (assisted ? .agps : .gps))
            #expect(spans.first?.start == .zero && spans.first?.end == .seconds(600))
            #expect(record.sourceStatistics[assisted ? .agps : .gps]?.requests ?? 0 >= 1)
        }
    }

    @Test("Assisted without data coverage: the download fails, one GPS span and the unassisted run's fixes")
    func failedDownload() throws {
        let record = try Self.run(assisted: true, dataCoverage: 0)
        let plain = try Self.run(assisted: false, dataCoverage: 0)
        let spans = (record.timeline?.activity ?? []).filter { $0.source == .gps || $0.source == .agps }
        #expect(spans.count == 1)
        #expect(spans.first?.source == .gps)
        #expect(spans.first?.start == .zero && spans.first?.end == .seconds(600))
        #expect(record.sourceStatistics[.gps]?.requests == 1)
        let agps = record.sourceStatistics[.agps]
        #expect((agps?.requests ?? 0) == 0 && (agps?.fixes ?? 0) == 0)
        // The unassisted start's time to first fix and GPS's draws: the same statistics and deliveries.
        #expect(record.sourceStatistics[.gps] == plain.sourceStatistics[.gps])
        #expect(record.timeline?.deliveries == plain.timeline?.deliveries)
    }
}
