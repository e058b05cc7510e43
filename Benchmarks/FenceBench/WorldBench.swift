import FenceKernel
import FenceWorld
import Foundation

/// The World layer's targets: generating a 7-day commute with its infrastructure, and
/// exact ground truth for 1 000 fences over it, each under 50 ms on one core.
enum WorldBench {
    struct Row: Codable {
        var name: String
        var milliseconds: Double
        var targetMilliseconds: Double
        /// Measured time / target (below 1 meets the target).
        var ratioToTarget: Double
    }

    struct Report: Codable {
        var days: Int
        var segments: Int
        var fences: Int
        var transitions: Int
        var rows: [Row]
    }

    static func run(outputPath: String) throws {
        var commute = CommuteParameters()
        commute.days = 7
        var parameters = WorldParameters()
        parameters.movement = .commute(commute)
        var world: World?
        let generateSeconds = Bench.bestSeconds(repeats: 5) {
            world = try! World.generate(parameters, masterSeed: 2024, replication: 0)
        }
        let trajectory = world!.trajectory
        // 1 000 fences of 30–300 m: half centred within 200 m of a route vertex, half anywhere in the
        // route's bounding box (SplitMix64 inputs, independent of the model streams).
        var state: UInt64 = 77
        func uniform() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
        }
        let vertices = trajectory.vertexPositions
        let bounds = LocalRect(bounding: vertices)
        let fences = (0..<1_000).map { index -> Fence in
            let center: LocalPoint
            if index % 2 == 0 {
                let anchor = vertices[Int(uniform() * Double(vertices.count))]
                center = anchor + LocalPoint(x: 400 * uniform() - 200, y: 400 * uniform() - 200)
            } else {
                center = LocalPoint(
                    x: bounds.minX + uniform() * bounds.widthMeters, y: bounds.minY + uniform() * bounds.heightMeters)
            }
            return Fence(id: "f\(index)", center: center, radiusMeters: 30 + 270 * uniform())
        }
        var truth: GroundTruth?
        let truthSeconds = Bench.bestSeconds(repeats: 5) { truth = GroundTruth(fences: fences, trajectory: trajectory) }
        let rows = [
            Row(
                name: "generate 7-day commute + infrastructure (World.generate)", milliseconds: generateSeconds * 1e3,
                targetMilliseconds: 50, ratioToTarget: generateSeconds * 1e3 / 50),
            Row(
                name: "ground truth, 1000 fences, 7-day commute", milliseconds: truthSeconds * 1e3,
                targetMilliseconds: 50, ratioToTarget: truthSeconds * 1e3 / 50),
        ]
        print("World (best of 5; target 50 ms each, one core)")
        for row in rows {
            print(
                row.name.padding(toLength: 58, withPad: " ", startingAt: 0)
                    + String(format: "%8.2f ms   %.2f× target", row.milliseconds, row.ratioToTarget))
        }
        print(
            "  7 days: \(trajectory.segmentCount) segments, \(trajectory.lengthMeters / 1000) km, "
                + "\(world!.infrastructure.towers.count) towers, \(world!.infrastructure.accessPoints.count) APs, "
                + "\(world!.servingCells.count - 1) handoffs; \(truth!.transitions.count) fence transitions")
        try Bench.writeJSON(
            Report(
                days: 7, segments: trajectory.segmentCount, fences: fences.count, transitions: truth!.transitions.count,
                rows: rows), to: outputPath)
    }
}
