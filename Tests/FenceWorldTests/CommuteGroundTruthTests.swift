import FenceKernel
import Foundation
import Testing

@testable import FenceWorld

/// Ground-truth properties over generated commutes (property tests over many seeds), with the
/// generated fences plus random ones of 30–400 m placed around the route.
@Suite("Ground truth on commutes")
struct CommuteGroundTruthTests {
    @Test("Alternation, crossings on the circle, 1 Hz agreement; distractors never visited", arguments: 0..<4)
    func properties(seed: Int) throws {
        let generated = try CommuteTests.world(days: 1, seed: UInt64(seed) + 40)
        var generator = SplitMixTestGenerator(seed: UInt64(seed))
        let route = generated.trajectory.vertexPositions
        let extra = (0..<40).map { index in
            let anchor = route[Int(generator.uniform() * Double(route.count))]
            return Fence(
                id: "random.\(index)",
                center: anchor + LocalPoint(x: generator.uniform(-300, 300), y: generator.uniform(-300, 300)),
                radiusMeters: generator.uniform(30, 400))
        }
        let fences = generated.fences + extra
        let world = try World(
            projection: generated.projection, environmentTable: generated.environmentTable,
            environmentMap: generated.environmentMap, infrastructure: generated.infrastructure,
            trajectory: generated.trajectory, fences: fences)
        let truth = world.groundTruth
        let trajectory = world.trajectory
        for (index, fence) in fences.enumerated() {
            var inside = truth.initiallyInside[index]
            for transition in truth.transitions where transition.fenceIndex == index {
                #expect(transition.kind == (inside ? .exit : .enter))
                inside.toggle()
                #expect(abs(transition.position.distanceMeters(to: fence.center) - fence.radiusMeters) < 1e-6)
            }
            if fence.role == .distractor { #expect(truth.visits(ofFence: index).isEmpty) }
        }
        #expect(truth.visits.contains { fences[$0.fenceIndex].role == .work && $0.dwellSeconds > 4 * 3600 })
        #expect(truth.visits.contains { fences[$0.fenceIndex].role == .home && $0.startsInside })
        // Dense 1 Hz sampling agrees with the exact visits except within one sample of a transition.
        let transitionSeconds = Set(truth.transitions.map { $0.time.wholeSeconds })
        var cursor = TrajectoryCursor(trajectory)
        var disagreements = 0
        var second: Int64 = 0
        while second < Int64(trajectory.endTime.seconds) {  // visits are [enter, exit): the end instant is outside
            defer { second += 1 }
            if transitionSeconds.contains(second) || transitionSeconds.contains(second - 1) { continue }
            let time = SimTime.seconds(Double(second))
            let position = cursor.position(at: time)
            for (index, fence) in fences.enumerated()
            where fence.contains(position) != truth.isInside(fence: index, at: time) {
                disagreements += 1
            }
        }
        #expect(disagreements == 0)
    }
}
