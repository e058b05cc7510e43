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

    @Test("Judging a fix in place (with its no-change shortcut) declares exactly what the set-based update does")
    func inPlaceMatchesSets() {
        var generator = SplitMix64(seed: 42)
        func uniform() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
        var inPlace = DeclaredPresence(), reference = DeclaredPresence()
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
            var expected = context
            inPlace.update(at: location, in: fences, marginMeters: margin, context: &context)
            reference.update(insideNow: fences.containing(location, marginMeters: margin), context: &expected)
            #expect(context.actions == expected.actions, "step \(step)")
            #expect(inPlace == reference)
            declarations += expected.actions.count
        }
        // The walk must exercise entries and exits, not only the shortcut.
        #expect(declarations > 20)
    }
}
