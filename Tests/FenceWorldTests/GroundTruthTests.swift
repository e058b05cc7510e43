import FenceKernel
import Foundation
import Testing

@testable import FenceWorld

@Suite("Ground truth")
struct GroundTruthTests {
    /// East along y = 0 from x = −200 to 200 m at 10 m/s (t = 0 … 40 s).
    static let line = try! Trajectory(legs: [
        TrajectoryLeg(
            mode: .car,
            waypoints: [
                Waypoint(time: .zero, position: LocalPoint(x: -200, y: 0)),
                Waypoint(time: .seconds(40), position: LocalPoint(x: 200, y: 0)),
            ])
    ])

    @Test("A chord through a circle: enter and exit at the hand-computed instants")
    func chord() {
        // Centre (0, 30), radius 50: the line y = 0 meets it at x = ±√(50² − 30²) = ±40 m,
        // i.e. t = (−40 + 200) / 10 = 16 s and t = 24 s.
        let fence = Fence(id: "a", center: LocalPoint(x: 0, y: 30), radiusMeters: 50)
        let truth = GroundTruth(fences: [fence], trajectory: Self.line)
        #expect(truth.initiallyInside == [false])
        #expect(truth.transitions.map(\.kind) == [.enter, .exit])
        #expect(truth.transitions.map(\.time) == [.seconds(16), .seconds(24)])
        #expect(abs(truth.transitions[0].position.x + 40) < 1e-9 && abs(truth.transitions[1].position.x - 40) < 1e-9)
        #expect(
            truth.visits == [
                FenceVisit(
                    fenceIndex: 0, enter: .seconds(16), exit: .seconds(24), startsInside: false, endsInside: false)
            ])
        #expect(truth.visits[0].dwellSeconds == 8)
        #expect(truth.isInside(fence: 0, at: .seconds(16)) && !truth.isInside(fence: 0, at: .seconds(24)))
    }

    @Test("Starting and ending inside; a tangent touch is no visit")
    func edges() {
        let fences = [
            Fence(id: "start", center: LocalPoint(x: -200, y: 0), radiusMeters: 100),  // exit at x = −100: t = 10 s
            Fence(id: "end", center: LocalPoint(x: 200, y: 0), radiusMeters: 50),  // enter at x = 150: t = 35 s
            Fence(id: "tangent", center: LocalPoint(x: 0, y: 50), radiusMeters: 50),
            Fence(id: "far", center: LocalPoint(x: 0, y: 500), radiusMeters: 50),
        ]
        let truth = GroundTruth(fences: fences, trajectory: Self.line)
        #expect(truth.initiallyInside == [true, false, false, false])
        #expect(
            truth.visits == [
                FenceVisit(fenceIndex: 0, enter: .zero, exit: .seconds(10), startsInside: true, endsInside: false),
                FenceVisit(
                    fenceIndex: 1, enter: .seconds(35), exit: .seconds(40), startsInside: false, endsInside: true),
            ])
        #expect(truth.transitions.map(\.kind) == [.exit, .enter])
    }

    @Test("A dwell inside spans legs; visits merge across vertices")
    func acrossVertices() {
        // Walk to the centre of a fence, stay 10 min, walk out the other side.
        let trajectory = try! Trajectory(legs: [
            TrajectoryLeg(
                mode: .walk,
                waypoints: [
                    Waypoint(time: .zero, position: LocalPoint(x: -100, y: 0)),
                    Waypoint(time: .seconds(100), position: .zero),
                ]),
            .dwell(at: .zero, from: .seconds(100), to: .seconds(700), environmentOverride: .indoor),
            TrajectoryLeg(
                mode: .walk,
                waypoints: [
                    Waypoint(time: .seconds(700), position: .zero),
                    Waypoint(time: .seconds(750), position: LocalPoint(x: 0, y: 50)),
                    Waypoint(time: .seconds(800), position: LocalPoint(x: 0, y: 100)),
                ]),
        ])
        let truth = GroundTruth(fences: [Fence(id: "shop", center: .zero, radiusMeters: 60)], trajectory: trajectory)
        // In at x = −60 (t = 40 s), out at y = 60 (t = 750 + 10 = 760 s).
        #expect(truth.visits.map(\.enter) == [.seconds(40)] && truth.visits.map(\.exit) == [.seconds(760)])
    }

    /// Over many random trajectories and fences: transitions alternate per fence starting from the
    /// initial state; each crossing point is on its circle (1e-6 m) and is where the trajectory is
    /// at that instant (within speed × 1 µs of rounding); 1 Hz sampling of "distance < radius"
    /// agrees with the visits except within one sample of a transition.
    @Test("Property: alternation, crossings on the circle, agreement with 1 Hz sampling", arguments: 0..<12)
    func properties(seed: Int) {
        var generator = SplitMixTestGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let trajectory = generator.trajectory(legCount: 20, areaMeters: 2_000)
        let fences = (0..<60).map { index in
            Fence(
                id: "f\(index)",
                center: LocalPoint(x: generator.uniform(-2_000, 2_000), y: generator.uniform(-2_000, 2_000)),
                radiusMeters: generator.uniform(20, 400))
        }
        let truth = GroundTruth(fences: fences, trajectory: trajectory)
        for (index, fence) in fences.enumerated() {
            var inside = truth.initiallyInside[index]
            #expect(inside == fence.contains(trajectory.position(at: trajectory.startTime)))
            for transition in truth.transitions where transition.fenceIndex == index {
                #expect(transition.kind == (inside ? .exit : .enter))
                inside.toggle()
                #expect(abs(transition.position.distanceMeters(to: fence.center) - fence.radiusMeters) < 1e-6)
                let speed = max(
                    trajectory.speedMetersPerSecond(at: transition.time),
                    trajectory.speedMetersPerSecond(at: transition.time - .microseconds(1)))
                #expect(
                    trajectory.position(at: transition.time).distanceMeters(to: transition.position) <= speed * 1e-6
                        + 1e-9)
            }
        }
        #expect(zip(truth.transitions, truth.transitions.dropFirst()).allSatisfy { $0.time <= $1.time })
        let transitionTimes = truth.transitions.map(\.time.seconds)
        var time = trajectory.startTime
        var disagreements = 0
        while time <= trajectory.endTime {
            let nearTransition = transitionTimes.contains { abs($0 - time.seconds) <= 1 }
            for (index, fence) in fences.enumerated() where !nearTransition {
                let sampled = fence.contains(trajectory.position(at: time))
                if sampled != truth.isInside(fence: index, at: time) { disagreements += 1 }
            }
            time += .seconds(1)
        }
        #expect(disagreements == 0)
    }

    @Test("1 000 fences: the index finds the same visits as an index-free sweep")
    func thousandFences() {
        var generator = SplitMixTestGenerator(seed: 99)
        let trajectory = generator.trajectory(legCount: 40, areaMeters: 10_000)
        let fences = (0..<1_000).map { index in
            Fence(
                id: "f\(index)",
                center: LocalPoint(x: generator.uniform(-10_000, 10_000), y: generator.uniform(-10_000, 10_000)),
                radiusMeters: generator.uniform(30, 300))
        }
        let truth = GroundTruth(fences: fences, trajectory: trajectory)
        // Reference: every fence against every segment, no index.
        var expected: [(Int, Double)] = []
        let points = trajectory.vertexPositions, times = trajectory.vertexTimes
        for segment in 0..<(points.count - 1) where points[segment] != points[segment + 1] {
            for (index, fence) in fences.enumerated() {
                for (_, s) in GroundTruth.crossings(of: fence, from: points[segment], to: points[segment + 1]) {
                    expected.append((index, times[segment].seconds + s * (times[segment + 1] - times[segment]).seconds))
                }
            }
        }
        #expect(truth.transitions.count == expected.count)
        let got = truth.transitions.map { ($0.fenceIndex, $0.time.seconds) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        let want = expected.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        #expect(zip(got, want).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) < 1e-6 })
        #expect(truth.visits.count > 20)
    }
}
