import FenceKernel
import FencePlatform

extension DeclaredPresence {
    /// A delivered location older than this is ignored: the cached location iOS delivers first when a
    /// manager starts ([@Raheja2012] §3.3.2). Computed: a stored static is read through a
    /// lazy-initialisation check at every fix; and in microseconds, which `.seconds(15)` would convert
    /// from a `Double` at every fix.
    static var freshness: SimTime { SimTime(microseconds: 15_000_000) }

    /// ``update(at:in:marginMeters:context:)`` with the context's fences.
    mutating func update(at location: Location, marginMeters: Double, context: inout StrategyContext) {
        let fences = context.fences
        update(at: location, in: fences, marginMeters: marginMeters, context: &context)
    }

    /// Judges `location` against the fences (considered radius = fence radius) when it is at most
    /// ``freshness`` old; ignores it otherwise. The rule of `continuous` and the strategies built on its
    /// manager.
    mutating func updateIfFresh(_ location: Location, context: inout StrategyContext) {
        guard location.age(at: context.now) <= Self.freshness else { return }
        update(at: location, marginMeters: 0, context: &context)
    }
}
