import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// The significant-change service's field model (`fieldDistance`) on the generated commute of
/// `scenarios/paper-2012.json` (the default world; its fences do not matter here): the distance travelled
/// between deliveries against the field figures — 50 % of wake-ups by 750 m ([@Stokes2010]), 95 % by
/// 2.5 km ([@LongWeekendMobile2010]) — and the documented bounds on top of it.
@Suite("Platform: significant-change field model")
struct SignificantChangeFieldTests {
    /// The paper scenario's seed, phone start (06:30) and day.
    static let seed: UInt64 = 2012
    static let start = SimTime.hours(6.5)
    static let horizon = start + .hours(24)
    /// Replications pooled: about 27 in-motion deliveries each without the time bounds.
    static let replications: [UInt64] = Array(0..<12)

    /// The deliveries' instants of an app that only runs the significant-change service, on replication
    /// `replication` of the generated commute, with the worlds they ran in.
    static func deliveries(
        parameters: PlatformParameters, replication: UInt64
    ) throws -> (world: World, times: [SimTime]) {
        let world = try World.generate(WorldParameters(), masterSeed: seed, replication: replication)
        let device = try Device(
            profile: ScriptedWorld.reliableNetworkProfile, world: world, masterSeed: seed, replication: replication,
            start: start)
        var run = try PlatformRun(
            world: world, device: device,
            strategy: ProbeStrategy(log: ProbeLog(), onLaunch: { $0.startSignificantChanges() }),
            parameters: parameters, recordTimeline: true)
        return (world, run.run(until: horizon).deliveries(.significantChange).map(\.time))
    }

    /// The distance travelled between consecutive deliveries, metres, for the intervals that end in
    /// motion (the phone travelled in the minute before the delivery), pooled over ``replications``.
    static func inMotionDistances(parameters: PlatformParameters) throws -> [Double] {
        var distances: [Double] = []
        for replication in replications {
            let (world, times) = try deliveries(parameters: parameters, replication: replication)
            let travelled = { (time: SimTime) in world.trajectory.distanceTravelledMeters(until: time) }
            for (previous, next) in zip(times, times.dropFirst())
            where travelled(next) - travelled(next - .seconds(60)) > 0 {
                distances.append(travelled(next) - travelled(previous))
            }
        }
        return distances
    }

    /// Whether the share of `distances` at or below `meters` is within `z` binomial standard errors of `p`.
    static func share(of distances: [Double], within meters: Double, matches p: Double, z: Double) -> Bool {
        let n = Double(distances.count)
        let observed = Double(distances.filter { $0 <= meters }.count) / n
        return abs(observed - p) <= z * (p * (1 - p) / n).squareRoot()
    }

    /// 3.9 standard errors: a two-sided miss probability of 1e-4 for a correct model.
    static let z = 3.9

    @Test("without the time and 500 m bounds, the distance between deliveries follows the field curve")
    func fieldCurve() throws {
        var parameters = PlatformParameters()
        parameters.ios.significantChangeModel = .fieldDistance
        // Bounds lifted: no minimum interval, no heartbeat within the run, the 500 m / cell-change rule
        // satisfied after 1 mm. Each delivery then comes when the drawn distance has been travelled
        // (plus the 0.5 s of the cached cell fix, a few metres at car speed).
        parameters.ios.significantChangeMinimumIntervalSeconds = 0
        parameters.ios.significantChangeMaximumIntervalSeconds = PlatformParameters.maximumDurationSeconds
        parameters.ios.significantChangeDistanceMeters = 0.001
        let distances = try Self.inMotionDistances(parameters: parameters)
        // Binomial standard errors at n ≈ 320: 0.029 at p = 0.5, 0.013 at p = 0.95.
        #expect(distances.count >= 300, "in-motion deliveries seen: \(distances.count)")
        #expect(Self.share(of: distances, within: 750, matches: 0.5, z: Self.z))
        #expect(Self.share(of: distances, within: 2_500, matches: 0.95, z: Self.z))
    }

    @Test("with the documented bounds (the defaults): never within 5 min, at least every 15 min")
    func documentedBounds() throws {
        for replication in Self.replications.prefix(3) {
            let (_, times) = try Self.deliveries(parameters: PlatformParameters(), replication: replication)
            #expect(times.count >= 24 * 4 / 2)
            for (previous, next) in zip(times, times.dropFirst()) {
                // The bounds hold for the check; each delivery follows 0.5 s after it (a cached cell fix),
                // or a retry 60 s later without coverage.
                #expect(next - previous >= .seconds(300))
                #expect(next - previous <= .seconds(900.5 + 60))
            }
        }
    }

    @Test("a drawn distance shorter than 500 m waits for 500 m of displacement when no cell changes")
    func documentedRuleBoundsTheDraw() throws {
        // One tower (no handoff); the phone walks east at 1 m/s for 2 h. With no time bounds, each
        // delivery is due when both the drawn distance has been travelled and the phone is 500 m from
        // the previous delivery: on a straight walk, at max(drawn, 500 m) — never sooner than 500 m.
        let trajectory = try ScriptedWorld.path([(0, .zero), (7_200, ScriptedWorld.at(7_200))])
        let world = try ScriptedWorld.world(trajectory, towers: ScriptedWorld.towers(atX: [0]))
        var parameters = PlatformParameters()
        parameters.ios.significantChangeMinimumIntervalSeconds = 0
        parameters.ios.significantChangeMaximumIntervalSeconds = PlatformParameters.maximumDurationSeconds
        let record = try ScriptedWorld.run(
            ProbeStrategy(log: ProbeLog(), onLaunch: { $0.startSignificantChanges() }), in: world,
            parameters: parameters, until: .hours(2))
        let times = record.deliveries(.significantChange).map(\.time.seconds)
        #expect(times.count >= 3)
        // At 1 m/s the metres travelled are the seconds elapsed; the cell fix adds 0.5 s (0.5 m).
        for (previous, next) in zip(times, times.dropFirst()) { #expect(next - previous >= 500) }
        // The draws differ (a distribution, not a clock): not every interval is the 500 m floor.
        #expect(zip(times, times.dropFirst()).contains { $1 - $0 > 501 })
    }

    @Test("common random numbers: the n-th drawn distance is the same whoever starts the service, and when")
    func commonRandomNumbers() throws {
        // A straight walk at 1 m/s with one tower and no bounds: each interval is the drawn distance
        // (≥ 500 m here too). An app starting the service 100 s later gets the same sequence of
        // intervals.
        let trajectory = try ScriptedWorld.path([(0, .zero), (20_000, ScriptedWorld.at(20_000))])
        let world = try ScriptedWorld.world(trajectory, towers: ScriptedWorld.towers(atX: [0]))
        var parameters = PlatformParameters()
        parameters.ios.significantChangeMinimumIntervalSeconds = 0
        parameters.ios.significantChangeMaximumIntervalSeconds = PlatformParameters.maximumDurationSeconds
        parameters.ios.significantChangeDistanceMeters = 0.001
        func intervals(_ strategy: ProbeStrategy) throws -> [Double] {
            let times = try ScriptedWorld.run(strategy, in: world, parameters: parameters, until: .seconds(20_000))
                .deliveries(.significantChange).map(\.time.seconds)
            return zip(times, times.dropFirst()).map { $1 - $0 }
        }
        let atLaunch = try intervals(ProbeStrategy(log: ProbeLog(), onLaunch: { $0.startSignificantChanges() }))
        let later = try intervals(
            ProbeStrategy(
                log: ProbeLog(), onLaunch: { $0.scheduleTimer(after: .seconds(100)) },
                onEvent: { _, context in context.startSignificantChanges() }))
        #expect(atLaunch.count >= 5)
        let common = min(atLaunch.count, later.count) - 1
        for index in 0..<common { #expect(abs(atLaunch[index] - later[index]) < 1e-3) }
    }
}
