import FenceKernel
import FenceStats
import FenceWorld
import Testing

@testable import FenceDevice

/// The device's per-source median fix error, against fixes whose errors follow from the geometry.
@Suite("Fix errors")
struct FixErrorTests {
    @Test("A hand-made log's medians: GPS and A-GPS pooled, an even count averages the middle two, no fix is nil")
    func handMadeLog() {
        var log = FixErrorLog()
        // GPS and A-GPS 3, 1, 10, 4 m: sorted 1, 3, 4, 10, the median (3 + 4) / 2 = 3.5 m.
        for (error, source) in [(3.0, SourceKind.gps), (1, .agps), (10, .gps), (4, .agps)] {
            log.record(error, of: source)
        }
        // Wi-Fi 80, 20, 500 m: the median is 80 m.
        for error in [80.0, 20, 500] { log.record(error, of: .wifi) }
        #expect(log.medians == FixErrorMedians(gpsMeters: 3.5, wifiMeters: 80, cellMeters: nil))
    }

    @Test("A cell-ID fix errs by the distance to the serving tower: 500 m from a tower at (300, 400)")
    func cellIDError() throws {
        // One tower is fewer than the three triangulation needs: every fix is the tower's position, and the
        // phone stands at the origin, so every error is √(300² + 400²) = 500 m.
        let tower = CellTower(id: 1, position: LocalPoint(x: 300, y: 400), rangeMeters: 2_000)
        var device = try TestWorld.device(TestWorld.still(.suburban, towers: [tower]))
        var fixes = 0
        for minute in 0..<30 where NetworkSourceTests.cellFix(&device, at: .minutes(Double(minute))).fix != nil {
            fixes += 1
        }
        #expect(fixes > 20)
        #expect(device.fixErrorMedians == FixErrorMedians(cellMeters: 500))
    }

    @Test("The GPS and Wi-Fi medians are those of the delivered fixes' distances from the still phone")
    func deliveredFixes() throws {
        let world = try TestWorld.still(.suburban, hours: 1, accessPoints: TestWorld.accessPointRing(count: 5))
        var device = try TestWorld.device(world)
        var gps: [Double] = [], wifi: [Double] = []
        var step = device.startGPS(assisted: false, at: .zero)
        while let wake = step.nextWake, wake < .minutes(10) {
            step = device.advanceGPS(at: wake)
            if let fix = step.fix { gps.append(fix.position.lengthMeters) }  // the phone stands at the origin
        }
        for minute in 10..<40 {
            if let fix = NetworkSourceTests.wifiFix(&device, at: .minutes(Double(minute))).fix {
                wifi.append(fix.position.lengthMeters)
            }
        }
        #expect(gps.count > 500 && wifi.count > 20)
        let medians = device.fixErrorMedians
        #expect(abs(try #require(medians.gpsMeters) - Summary(gps).median) < 1e-9)
        #expect(abs(try #require(medians.wifiMeters) - Summary(wifi).median) < 1e-9)
        #expect(medians.cellMeters == nil)
    }

    @Test("A phone that keeps no fix errors delivers the same fixes and has no medians")
    func keepingNoFixErrors() throws {
        let world = try TestWorld.still(.suburban, hours: 1, accessPoints: TestWorld.accessPointRing(count: 5))
        var kept = try TestWorld.device(world)
        var skipped = try TestWorld.device(world)
        skipped.keepNoFixErrors()
        var steps = (kept.startGPS(assisted: false, at: .zero), skipped.startGPS(assisted: false, at: .zero))
        var fixes = 0
        while let wake = steps.0.nextWake, wake < .minutes(10) {
            steps = (kept.advanceGPS(at: wake), skipped.advanceGPS(at: wake))
            #expect(steps.0.fix == steps.1.fix && steps.0.nextWake == steps.1.nextWake)
            if steps.0.fix != nil { fixes += 1 }
        }
        for minute in 10..<20 {
            let time = SimTime.minutes(Double(minute))
            #expect(
                NetworkSourceTests.wifiFix(&kept, at: time).fix == NetworkSourceTests.wifiFix(&skipped, at: time).fix)
        }
        #expect(fixes > 500)
        #expect(kept.fixErrorMedians.gpsMeters != nil && kept.fixErrorMedians.wifiMeters != nil)
        #expect(skipped.fixErrorMedians == FixErrorMedians())
        #expect(skipped.statistics(of: .gps, at: .minutes(20)) == kept.statistics(of: .gps, at: .minutes(20)))
    }
}
