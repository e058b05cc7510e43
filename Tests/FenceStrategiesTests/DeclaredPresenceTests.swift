import FenceKernel
import FencePlatform
import FenceStats
import FenceWorld
import Testing

@testable import FenceStrategies

@Suite("Declared presence")
struct DeclaredPresenceTests {
    /// Three fences, two of them overlapping, so that a walk enters, stays in, switches between and
    /// leaves fences.
    let fences = FenceDirectory([
        Fence(id: "a", center: LocalPoint(x: 0, y: 0), radiusMeters: 100),
        Fence(id: "b", center: LocalPoint(x: 150, y: 0), radiusMeters: 80),
        Fence(id: "c", center: LocalPoint(x: -400, y: 300), radiusMeters: 50),
    ])

    @Test("Judging a fix in place (with its no-change shortcut) declares exactly what a set model of the rule does")
    func inPlaceMatchesSets() {
        var generator = SplitMix64(seed: 42)
        func uniform() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
        var inPlace = DeclaredPresence()
        // The rule on sets: leave the declared fences no longer containing the fix, then enter the
        // containing fences not declared, each group in ascending identifier order.
        var declared: Set<String> = []
        var position = LocalPoint(x: 0, y: 0)
        var declarations = 0
        for step in 0..<5_000 {
            // A random walk with 20 m steps, pulled back towards the fences.
            position = LocalPoint(
                x: position.x * 0.99 + 40 * uniform() - 20 - 1, y: position.y * 0.99 + 40 * uniform() - 20 + 0.5)
            let margin = step.isMultiple(of: 3) ? 30 * uniform() : 0
            let location = Location(
                timestamp: .seconds(Double(step)), position: position, horizontalAccuracyMeters: margin)
            var context = StrategyContext(
                now: location.timestamp, fences: fences, lastKnownLocation: nil, monitoredFenceIDs: [])
            inPlace.update(at: location, in: fences, marginMeters: margin, context: &context)
            let now = Set(
                fences.all.filter { $0.center.distanceMeters(to: position) <= $0.radiusMeters + margin }.map(\.id))
            let expected: [StrategyAction] =
                declared.subtracting(now).sorted().map { .declareExited(fenceID: $0) }
                + now.subtracting(declared).sorted().map { .declareEntered(fenceID: $0) }
            declared = now
            #expect(context.actions == expected, "step \(step)")
            #expect(inPlace.inside == declared.sorted())
            declarations += expected.count
        }
        // The walk must exercise entries and exits, not only the shortcut.
        #expect(declarations > 20)
    }

    @Test("A fence's test answers at the boundary and beyond it east and west as the distance does")
    func considersAtBoundary() {
        let fence = Fence(id: "a", center: LocalPoint(x: 1_000, y: -2_000), radiusMeters: 100)
        func location(_ x: Double, _ y: Double) -> Location {
            Location(timestamp: .zero, position: LocalPoint(x: x, y: y), horizontalAccuracyMeters: 5)
        }
        // Exactly one radius east and west: the boundary counts as inside (100 ≤ 100).
        #expect(fence.considers(location(1_100, -2_000), marginMeters: 0))
        #expect(fence.considers(location(900, -2_000), marginMeters: 0))
        // Just beyond, and beyond with a margin that reaches it (3-4-5 triangle: 150 m away, reach 150 m).
        #expect(!fence.considers(location(1_100.000_001, -2_000), marginMeters: 0))
        #expect(fence.considers(location(1_090, -1_880), marginMeters: 50))
        #expect(!fence.considers(location(1_090, -1_880), marginMeters: 49.999))
        #expect(!fence.considers(location(.nan, -2_000), marginMeters: 0))
    }

    @Test("The fences found through the directory's x window are those every fence's distance finds")
    func windowMatchesEveryFence() {
        var generator = SplitMix64(seed: 7)
        func uniform() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
        // 60 fences of radii 20–520 m scattered over 10 km, some sharing a centre's x.
        let fences = FenceDirectory(
            (0..<60).map { index in
                let x = index % 7 == 0 ? 2_500 : 10_000 * uniform()
                return Fence(
                    id: "f\(index)", center: LocalPoint(x: x, y: 10_000 * uniform()),
                    radiusMeters: 20 + 500 * uniform())
            })
        for _ in 0..<2_000 {
            let point = LocalPoint(x: 11_000 * uniform() - 500, y: 11_000 * uniform() - 500)
            let margin = uniform() < 0.5 ? 0 : 200 * uniform()
            let location = Location(timestamp: .zero, position: point, horizontalAccuracyMeters: margin)
            let expected = fences.all.filter { $0.center.distanceMeters(to: point) <= $0.radiusMeters + margin }
                .map(\.id).sorted()
            #expect(fences.containing(location, marginMeters: margin) == expected)
        }
    }
}
