import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// The network-fix cadence of a `hundredMeters` manager: `motionAware` (the default) scans every
/// `networkFixStationaryIntervalSeconds` (120 s) while the phone stands and every
/// `networkFixIntervalSeconds` (30 s) while it moves; `fixed` every 30 s throughout.
@Suite("Platform: network-fix cadence")
struct NetworkFixCadenceTests {
    /// The phone stands at the origin until 600 s, then walks east at 1 m/s until 1 200 s; one access
    /// point at the origin, heard within 2 km (every scan succeeds; cache hits, so each fix is
    /// delivered 1 s after its scan starts).
    static func world() throws -> World {
        let trajectory = try ScriptedWorld.path([
            (0, .zero), (600, .zero), (1_200, ScriptedWorld.at(600)),
        ])
        return try ScriptedWorld.world(trajectory, accessPoints: ScriptedWorld.accessPoint)
    }

    /// The delivery instants, seconds, of one `hundredMeters` manager without a distance filter.
    static func deliveries(_ cadence: NetworkFixCadence) throws -> [Double] {
        var parameters = PlatformParameters()
        parameters.ios.networkFixCadence = cadence
        let strategy = ProbeStrategy(
            log: ProbeLog(),
            onLaunch: { context in
                context.configureManager("low", accuracy: .hundredMeters, distanceFilterMeters: 0)
                context.startUpdatingLocation("low")
            })
        let record = try ScriptedWorld.run(strategy, in: try world(), parameters: parameters, until: .seconds(1_200))
        return record.deliveries(.standard).filter { $0.source == .wifi }.map(\.time.seconds)
    }

    @Test("motionAware: every 120 s while standing, every 30 s from the first scan in motion")
    func motionAware() throws {
        let times = try Self.deliveries(.motionAware)
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        // Scans at 0, 120, 240, 360, 480 (standing: the next one 120 s later), 600 (walking from 600 s
        // on: 30 s later), 630, … 1 170: 5 gaps of 120 s, then 19 of 30 s.
        #expect(gaps.count == 24)
        for (index, gap) in gaps.enumerated() { #expect(abs(gap - (index < 5 ? 120 : 30)) < 1e-3, "gap \(index)") }
    }

    @Test("fixed: every 30 s, moving or not")
    func fixed() throws {
        let times = try Self.deliveries(.fixed)
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        // Scans at 0, 30, … 1 170: 39 gaps.
        #expect(gaps.count == 39)
        #expect(gaps.allSatisfy { abs($0 - 30) < 1e-3 })
    }
}
