import FenceKernel
import FenceWorld
import Testing

@testable import FencePlatform

/// How the platform holds the app's strategy and hands its actions on: ``StrategyCell`` (a value: a copy
/// of a run's strategy is independent of the original) and ``StrategyContext/takeAction(at:)``.
@Suite("Platform: strategy cell and actions")
struct StrategyCellTests {
    /// Uploads once per call it has had so far: its count of calls is visible in its actions.
    struct CountingStrategy: LocationStrategy {
        var calls = 0
        mutating func launch(context: inout StrategyContext) {}
        mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
            calls += 1
            for _ in 0..<calls { context.upload() }
        }
    }

    static func context() -> StrategyContext {
        StrategyContext(now: .zero, fences: FenceDirectory([]), lastKnownLocation: nil, monitoredFenceIDs: [])
    }

    /// The uploads one call asks for: the strategy's count of calls, this one included.
    static func uploads(afterCallOf cell: inout StrategyCell) -> Int {
        var context = context()
        cell.handle(.timer(TimerID(0), tag: 0), context: &context)
        return context.actions.count
    }

    @Test("a copied cell keeps its own strategy: calls to one do not reach the other")
    func copiesAreIndependent() {
        var original = StrategyCell(CountingStrategy())
        #expect(Self.uploads(afterCallOf: &original) == 1)
        var copy = original  // both have had one call
        #expect(Self.uploads(afterCallOf: &original) == 2)
        #expect(Self.uploads(afterCallOf: &original) == 3)
        // The copy was made after one call: its next is its second, whatever the original did since.
        #expect(Self.uploads(afterCallOf: &copy) == 2)
        #expect(Self.uploads(afterCallOf: &original) == 4)
    }

    @Test("taking an action moves it out and leaves a payload-free upload in its place")
    func takeActionMovesOut() {
        var context = Self.context()
        context.startUpdatingLocation("low")
        let long = "a fence whose name is too long to be a small string"
        context.declareEntered(fenceID: long)
        #expect(context.takeAction(at: 1) == .declareEntered(fenceID: long))
        #expect(context.takeAction(at: 0) == .startUpdatingLocation("low"))
        #expect(context.actions == [.upload, .upload])
    }
}
