import FenceKernel
import FenceStats
import FenceWorld
import Foundation
import Testing

@testable import FenceDevice

/// Common random numbers: a source's error at time t depends only on (replication, source, t),
/// whichever strategy asks and however often.
@Suite("Common random numbers")
struct CommonRandomNumbersTests {
    /// A drive east at 15 m/s through an urban map for 2 h (the true position changes every instant).
    private func world() throws -> World {
        var table = EnvironmentTable.standard
        table[.urban].dataCoverage = 1
        return try TestWorld.drive(.urban, hours: 2, speedMetersPerSecond: 15, table: table, masterSeed: 8)
    }

    @Test("GPS: fixes of a receiver on every second equal those of one switched on and off at random")
    func gps() throws {
        let world = try world()
        var continuous = try TestWorld.device(world, masterSeed: 21)
        var reference: [Int64: LocationFix] = [:]
        var wake = continuous.startGPS(assisted: false, at: .zero).nextWake
        while let time = wake, time < .hours(2) {
            let step = continuous.advanceGPS(at: time)
            if let fix = step.fix { reference[time.wholeSeconds] = fix }
            wake = step.nextWake
        }
        #expect(reference.count > 6_000)

        // Random sessions: on at a random instant for 5–120 s, off for 10–600 s.
        var random = try TestWorld.device(world, masterSeed: 21)
        let pattern = RandomStream(masterSeed: 99, replication: 0, name: "test.pattern")
        var time = SimTime.seconds(pattern.uniform(0, 60))
        var compared = 0
        while time < .hours(1.9) {
            let stop = time + .seconds(pattern.uniform(5, 120))
            var wake = random.startGPS(assisted: false, at: time).nextWake
            while let next = wake, next < stop {
                let step = random.advanceGPS(at: next)
                if let fix = step.fix {
                    #expect(fix == reference[next.wholeSeconds], "second \(next.wholeSeconds)")
                    compared += 1
                }
                wake = step.nextWake
            }
            random.stopGPS(at: stop)
            time = stop + .seconds(pattern.uniform(10, 600))
        }
        #expect(compared > 200)
    }

    /// The error vectors (fix − true position at the request instant) of one-shot fixes requested
    /// at `times`, keyed by the request's whole second.
    private func errors(
        world: World, times: [SimTime], fix: (inout Device, SimTime) -> SourceStep
    ) throws -> [Int64: LocalPoint] {
        var device = try TestWorld.device(world, masterSeed: 33)
        var result: [Int64: LocalPoint] = [:]
        for time in times {
            if let position = fix(&device, time).fix?.position {
                result[time.wholeSeconds] = position - world.trajectory.position(at: time)
            }
        }
        return result
    }

    @Test("Wi-Fi and cell: the error of a request depends only on its second, not on the request pattern")
    func networkSources() throws {
        // Pattern A: a request every 10 s on the whole second. Pattern B: a random 30 % of the same
        // seconds — on a moving phone at the same instants (the geometry, hence the error scale,
        // moves with the phone), on a still phone at a random instant inside the second.
        let regular = (0..<700).map { SimTime.seconds(Double($0 * 10)) }
        let pattern = RandomStream(masterSeed: 7, replication: 0, name: "test.pattern")
        let chosen = (0..<700).filter { _ in pattern.bernoulli(0.3) }
        let sameInstants = chosen.map { SimTime.seconds(Double($0 * 10)) }
        let insideSeconds = chosen.map { SimTime.seconds(Double($0 * 10) + pattern.uniform(0, 0.9)) }
        let still = try TestWorld.still(
            .urban, hours: 2,
            towers: [
                CellTower(id: 1, position: LocalPoint(x: 400, y: 0), rangeMeters: 2_000),
                CellTower(id: 2, position: LocalPoint(x: -300, y: 500), rangeMeters: 2_000),
                CellTower(id: 3, position: LocalPoint(x: 0, y: -900), rangeMeters: 2_000),
            ], accessPoints: TestWorld.accessPointRing(count: 5))
        let sources: [(String, (inout Device, SimTime) -> SourceStep)] = [
            ("wifi", NetworkSourceTests.wifiFix), ("cell", NetworkSourceTests.cellFix),
        ]
        for (world, times) in [(try world(), sameInstants), (still, insideSeconds)] {
            for (name, fix) in sources {
                let a = try errors(world: world, times: regular, fix: fix)
                let b = try errors(world: world, times: times, fix: fix)
                var compared = 0
                for (second, error) in b {
                    guard let reference = a[second] else { continue }  // A's lookup may have lacked data
                    #expect(abs(error.x - reference.x) < 1e-6 && abs(error.y - reference.y) < 1e-6, "\(name) \(second)")
                    compared += 1
                }
                #expect(compared > 100, "\(name)")
            }
        }
    }
}
