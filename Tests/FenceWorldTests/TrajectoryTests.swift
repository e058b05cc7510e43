import FenceKernel
import Testing

@testable import FenceWorld

@Suite("Trajectory")
struct TrajectoryTests {
    /// Home dwell 0–100 s at (0, 0); walk east 100 m in 100 s (1 m/s); bus north 1 000 m in 100 s
    /// (10 m/s) with an urban-canyon override; dwell at (100, 1000) until 300 s.
    let trajectory = try! Trajectory(legs: [
        .dwell(at: .zero, from: .zero, to: .seconds(100), environmentOverride: .indoor),
        TrajectoryLeg(
            mode: .walk,
            waypoints: [
                Waypoint(time: .seconds(100), position: .zero),
                Waypoint(time: .seconds(200), position: LocalPoint(x: 100, y: 0)),
            ]),
        TrajectoryLeg(
            mode: .bus, environmentOverride: .urbanCanyon,
            waypoints: [
                Waypoint(time: .seconds(200), position: LocalPoint(x: 100, y: 0)),
                Waypoint(time: .seconds(250), position: LocalPoint(x: 100, y: 500)),
                Waypoint(time: .seconds(300), position: LocalPoint(x: 100, y: 1000)),
            ]),
        .dwell(at: LocalPoint(x: 100, y: 1000), from: .seconds(300), to: .seconds(400)),
    ])

    @Test("Hand-computed positions, speeds, modes, overrides and distances")
    func handValues() {
        #expect(trajectory.startTime == .zero && trajectory.endTime == .seconds(400))
        #expect(trajectory.lengthMeters == 1100)
        #expect(trajectory.position(at: .seconds(50)) == .zero)
        #expect(trajectory.position(at: .seconds(150)) == LocalPoint(x: 50, y: 0))
        #expect(trajectory.position(at: .seconds(275)) == LocalPoint(x: 100, y: 750))
        #expect(trajectory.speedMetersPerSecond(at: .seconds(50)) == 0)
        #expect(trajectory.speedMetersPerSecond(at: .seconds(150)) == 1)
        #expect(trajectory.speedMetersPerSecond(at: .seconds(200)) == 10)  // vertex: the segment starting there
        #expect(trajectory.mode(at: .seconds(150)) == .walk && trajectory.mode(at: .seconds(200)) == .bus)
        #expect(trajectory.environmentOverride(at: .seconds(10)) == .indoor)
        #expect(trajectory.environmentOverride(at: .seconds(150)) == nil)
        #expect(trajectory.environmentOverride(at: .seconds(260)) == .urbanCanyon)
    }

    @Test("When a distance along the track is covered (by hand: 1 m/s walk, then 10 m/s bus)")
    func travelTimes() {
        // From the dwell at 50 s: 30 m of the walk take 30 s from its start at 100 s.
        #expect(trajectory.time(afterTravelling: 30, from: .seconds(50)) == .seconds(130))
        // From 150 s (50 m walked): the walk's last 50 m end at 200 s, the bus does 50 m in 5 s.
        #expect(trajectory.time(afterTravelling: 100, from: .seconds(150)) == .seconds(205))
        // The whole 1 100 m from the start end at the bus stop, 300 s.
        #expect(trajectory.time(afterTravelling: 1100, from: .zero) == .seconds(300))
        // Beyond the end of the track: never.
        #expect(trajectory.time(afterTravelling: 2000, from: .seconds(150)) == nil)
    }

    @Test("Outside its span the commuter stays at the first / last point, speed 0")
    func clamping() {
        #expect(trajectory.position(at: .seconds(-5)) == .zero)
        #expect(trajectory.position(at: .hours(5)) == LocalPoint(x: 100, y: 1000))
        #expect(trajectory.speedMetersPerSecond(at: .seconds(-5)) == 0)
        #expect(trajectory.speedMetersPerSecond(at: .seconds(400)) == 0)
    }

    @Test("Bad legs are rejected with the leg and waypoint named")
    func errors() {
        #expect(throws: WorldError.self) { try Trajectory(legs: []) }
        let lone = TrajectoryLeg(mode: .walk, waypoints: [Waypoint(time: .zero, position: .zero)])
        #expect(
            throws: WorldError.invalidTrajectory(
                location: "leg 0", problem: "has 1 waypoint(s); a leg needs at least 2")
        ) {
            try Trajectory(legs: [lone])
        }
        let backwards = TrajectoryLeg(
            mode: .walk,
            waypoints: [
                Waypoint(time: .seconds(10), position: .zero), Waypoint(time: .seconds(10), position: .zero),
            ])
        do {
            _ = try Trajectory(legs: [backwards])
            Issue.record("equal times accepted")
        } catch {
            #expect(error.description.contains("leg 0 waypoint 1") && error.description.contains("strictly increase"))
        }
        let gap = [
            TrajectoryLeg.dwell(at: .zero, from: .zero, to: .seconds(10)),
            .dwell(at: LocalPoint(x: 5, y: 0), from: .seconds(10), to: .seconds(20)),
        ]
        do {
            _ = try Trajectory(legs: gap)
            Issue.record("disjoint legs accepted")
        } catch {
            #expect(error.description.contains("leg 1 waypoint 0") && error.description.contains("must join"))
        }
    }

    @Test("The cursor agrees with binary search, in order and at random")
    func cursor() {
        var generator = SplitMixTestGenerator(seed: 11)
        let random = generator.trajectory(legCount: 60, areaMeters: 5_000)
        var cursor = TrajectoryCursor(random)
        var time = random.startTime - .seconds(5)
        while time <= random.endTime + .seconds(5) {
            #expect(cursor.segmentIndex(at: time) == random.segmentIndex(at: time))
            time += .seconds(generator.uniform(0, 3))
        }
        for _ in 0..<2_000 {
            let t = SimTime.seconds(generator.uniform(random.startTime.seconds - 10, random.endTime.seconds + 10))
            let sample = cursor.sample(at: t)
            #expect(sample.position == random.position(at: t))
            #expect(sample.speedMetersPerSecond == random.speedMetersPerSecond(at: t))
            #expect(sample.legIndex == random.legIndex(at: t))
            let location = cursor.location(at: t)
            #expect(location.position == random.position(at: t))
            #expect(location.environmentOverride == random.environmentOverride(at: t))
        }
    }

    @Test("Segment lookup is the last vertex at or before the time (checked by linear scan)")
    func segmentLookup() {
        var generator = SplitMixTestGenerator(seed: 5)
        let random = generator.trajectory(legCount: 30, areaMeters: 1_000)
        let times = random.vertexTimes
        for _ in 0..<1_000 {
            let t = SimTime.seconds(generator.uniform(random.startTime.seconds - 1, random.endTime.seconds + 1))
            let expected = min(max((times.lastIndex { $0 <= t }) ?? 0, 0), times.count - 2)
            #expect(random.segmentIndex(at: t) == expected)
        }
    }
}
