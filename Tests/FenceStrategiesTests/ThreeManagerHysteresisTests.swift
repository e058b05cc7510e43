import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

@testable import FenceStrategies

/// `three-manager-hysteresis` against the paper's `three-manager` on one hand-made fix sequence around the
/// 50 m fence: a phone that stays inside while Wi-Fi fixes (reported accuracy 65 m) flap across the paper's
/// exit distance of 50 + 65 = 115 m, then really leaves. Declarations are worked out from each rule by hand.
@Suite("three-manager-hysteresis holds its exits")
struct ThreeManagerHysteresisTests {
    let high: ManagerID = "high"
    let low: ManagerID = "low"

    /// The scripted day; returns every declaration with its time in seconds.
    func declarations(of strategy: ThreeManagerStrategy) -> [(Double, StrategyAction)] {
        var app = ScriptedApp(strategy, fences: [paperFence])
        _ = app.launch()
        let events: [(Double, StrategyEvent)] = [
            (10, .location(fix(at: .seconds(10), east: 20, accuracy: 5), manager: high)),  // 3.a: entry
            (40, .location(fix(at: .seconds(40), east: 130, accuracy: 65), manager: low)),  // 130 > 115
            (70, .location(fix(at: .seconds(70), east: 30, accuracy: 65), manager: low)),  // 4.a, reuse
            (100, .location(fix(at: .seconds(100), east: 200, accuracy: 65), manager: low)),  // 200 > 180
            (130, .location(fix(at: .seconds(130), east: 40, accuracy: 65), manager: low)),  // back: 4.a, reuse
            (400, .location(fix(at: .seconds(400), east: 30, accuracy: 65), manager: low)),  // 4.a, reuse expired
            (405, .location(fix(at: .seconds(405), east: 10, accuracy: 5), manager: high)),  // 3.a again
            (500, .location(fix(at: .seconds(500), east: 200, accuracy: 65), manager: low)),  // leaving
            (530, .location(fix(at: .seconds(530), east: 260, accuracy: 65), manager: low)),  // still out, 30 s later
        ]
        var declared: [(Double, StrategyAction)] = []
        for (seconds, event) in events {
            for action in app.send(event, at: .seconds(seconds)) {
                switch action {
                case .declareEntered, .declareExited: declared.append((seconds, action))
                default: break
                }
            }
        }
        return declared
    }

    @Test("The paper's rule notifies an exit and a re-entry for one flap; hysteresis notifies one visit")
    func flappingSequence() {
        // The paper: exit at the first fix beyond 115 m (40 s); the re-capture at 405 s declares the entry
        // again; the fix at 500 s (200 m) exits again — four notifications for one visit.
        let paper = declarations(of: ThreeManagerStrategy())
        #expect(paper.map(\.0) == [10, 40, 405, 500])
        #expect(
            paper.map(\.1) == [
                .declareEntered(fenceID: "f"), .declareExited(fenceID: "f"), .declareEntered(fenceID: "f"),
                .declareExited(fenceID: "f"),
            ])
        // Hysteresis (margin 65 m ⇒ outside beyond 50 + 65 + 65 = 180 m, for 20 s): 130 m is not outside;
        // 200 m at 100 s starts the clock but 40 m at 130 s cancels it; 200 m at 500 s starts it again and
        // 260 m at 530 s (30 s ≥ 20 s later) declares the exit. The re-capture at 405 s declares nothing.
        var parameters = ThreeManagerStrategy.Parameters()
        parameters.exitHysteresis = .init(exitMarginMeters: 65, minimumOutside: .seconds(20))
        let careful = declarations(of: ThreeManagerStrategy(parameters: parameters))
        #expect(careful.map(\.0) == [10, 530])
        #expect(careful.map(\.1) == [.declareEntered(fenceID: "f"), .declareExited(fenceID: "f")])
    }

    @Test("Without a minimum time, the first fix beyond the margin exits; zone C exits at once")
    func marginOnlyAndZoneC() {
        var parameters = ThreeManagerStrategy.Parameters()
        parameters.exitHysteresis = .init(exitMarginMeters: 65, minimumOutside: .zero)
        let marginOnly = declarations(of: ThreeManagerStrategy(parameters: parameters))
        // 200 m at 100 s exits; 30 m at 400 s recaptures and 405 s re-enters; 200 m at 500 s exits again.
        #expect(marginOnly.map(\.0) == [10, 100, 405, 500])

        parameters.exitHysteresis = .init(exitMarginMeters: 65, minimumOutside: .seconds(600))
        var app = ScriptedApp(ThreeManagerStrategy(parameters: parameters), fences: [paperFence])
        _ = app.launch()
        _ = app.send(.location(fix(at: .seconds(10), east: 20, accuracy: 5), manager: high), at: .seconds(10))
        // 2 km away is zone C (outer radius 1 500 m): the exit is declared at once, whatever the minimum time.
        let actions = app.send(
            .location(fix(at: .seconds(60), east: 2_000, accuracy: 65), manager: low), at: .seconds(60))
        #expect(actions.contains(.declareExited(fenceID: "f")))
    }

    @Test("The registry builds it with the paper's scheme parameters and the argued defaults")
    func registry() throws {
        let built = try StrategyRegistry.builtIn.make(
            "three-manager-hysteresis", parameters: ["exitMargin": .number(30)])
        let strategy = try #require(built as? ThreeManagerStrategy)
        #expect(strategy.parameters.outerRadiusMeters == 1_500)
        #expect(strategy.parameters.exitHysteresis == .init(exitMarginMeters: 30, minimumOutside: .seconds(20)))
        let paper = try #require(
            try StrategyRegistry.builtIn.make("three-manager", parameters: [:]) as? ThreeManagerStrategy)
        #expect(paper.parameters.exitHysteresis == nil)
    }
}
