import FencePlatform
import FenceStrategyTesting
import SleepUntilNear
import Testing

/// sleep-until-near, tested the two ways FenceStrategyTesting offers: scripted events (what the strategy
/// asks for, step by step) and a scripted world (a walk to a fence on a simulated phone).
@Suite("sleep-until-near")
struct SleepUntilNearTests {
    /// One 50 m fence at the origin.
    static let home = Fence(id: "home", center: LocalPoint(x: 0, y: 0), radiusMeters: 50)

    /// A location at `seconds`, `east` metres east of the origin, with reported accuracy `accuracy`.
    static func location(_ seconds: Double, east: Double, accuracy: Double) -> Location {
        Location(timestamp: .seconds(seconds), position: LocalPoint(x: east, y: 0), horizontalAccuracyMeters: accuracy)
    }

    @Test("Sleeps far from fences, wakes near one, declares the entry, sleeps again far away")
    func scriptedEvents() {
        var app = ScriptedApp(SleepUntilNear(wakeDistanceMeters: 1_000), fences: [Self.home])
        #expect(
            app.launch() == [
                .configureManager("tracker", accuracy: .best, distanceFilterMeters: 10), .startSignificantChanges,
                .startUpdatingLocation("tracker"),
            ])
        // 3 km away: beyond the wake distance, so the tracker stops.
        #expect(
            app.send(.location(Self.location(5, east: 3_000, accuracy: 10), manager: "tracker"), at: .seconds(5)) == [
                .stopUpdatingLocation("tracker")
            ])
        // A cell fix 1 400 m away, accurate to 500 m: it may be within 1 000 m, so the tracker starts.
        #expect(
            app.send(.significantChange(Self.location(600, east: 1_400, accuracy: 500)), at: .seconds(600)) == [
                .startUpdatingLocation("tracker")
            ])
        // The cached location (taken before the start) is ignored; a fresh one 20 m from the centre enters.
        #expect(
            app.send(.location(Self.location(5, east: 3_000, accuracy: 10), manager: "tracker"), at: .seconds(600))
                == [])
        #expect(
            app.send(.location(Self.location(900, east: 20, accuracy: 5), manager: "tracker"), at: .seconds(900)) == [
                .declareEntered(fenceID: "home")
            ])
        // 1 200 m away: outside the fence (exit) and beyond the wake distance (sleep).
        #expect(
            app.send(.location(Self.location(2_000, east: 1_200, accuracy: 5), manager: "tracker"), at: .seconds(2_000))
                == [.declareExited(fenceID: "home"), .stopUpdatingLocation("tracker")])
    }

    /// A walk at 1 m/s from 3 km west of the fence to its centre (true entry at 2 950 s), then 40 minutes at
    /// home; a tower every 500 m, so significant change delivers as the serving cell changes.
    static func walkHome() throws -> (world: World, horizon: SimTime) {
        let path = try ScriptedWorld.path([
            (0, ScriptedWorld.at(-3_000)), (3_000, ScriptedWorld.at(0)), (5_400, ScriptedWorld.at(0)),
        ])
        let world = try ScriptedWorld.world(
            path, towers: ScriptedWorld.towers(atX: Array(stride(from: -3_000, through: 0, by: 500))),
            accessPoints: ScriptedWorld.accessPoint, fences: [home])
        return (world, .seconds(5_400))
    }

    @Test("On a simulated walk home: one entry, after the true entry, and sleeping saves charge")
    func scriptedWorld() throws {
        let (world, horizon) = try Self.walkHome()
        let record = try ScriptedWorld.run(SleepUntilNear(wakeDistanceMeters: 1_000), in: world, until: horizon)
        #expect(record.enteredFenceIDs == ["home"])
        let entry = try #require(record.detections.first)
        // The true entry is at 2 950 s; a fix can lead it only by its error: open-sky GPS bias has σ ≈ 4 m and no
        // multipath (docs/calibration.md), so 20 m (5 σ, 20 s of walking) is a generous bound.
        #expect(entry.time >= .seconds(2_930) && entry.time < horizon)
        // The same strategy that never sleeps (a wake distance covering the whole walk) draws more charge.
        let awake = try ScriptedWorld.run(SleepUntilNear(wakeDistanceMeters: 10_000), in: world, until: horizon)
        #expect(record.remainingFraction > awake.remainingFraction)
    }
}
