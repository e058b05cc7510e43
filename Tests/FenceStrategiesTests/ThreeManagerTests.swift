import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

@testable import FenceStrategies

/// The paper's algorithm ([@Raheja2012] §3.4) on scripted fixes around one 50 m fence, outer radius 1 500 m.
/// Expected actions are written from the paper's steps, not from the code's output.
@Suite("three-manager follows the paper's steps")
struct ThreeManagerTests {
    let high: ManagerID = "high"
    let low: ManagerID = "low"

    func launched() -> (ScriptedApp<ThreeManagerStrategy>, [StrategyAction]) {
        var app = ScriptedApp(ThreeManagerStrategy(), fences: [paperFence])
        let actions = app.launch()
        return (app, actions)
    }

    @Test("Steps 1–2 at launch: significant change on, accurate capture started")
    func launch() {
        let (app, actions) = launched()
        #expect(
            actions == [
                .configureManager(low, accuracy: .hundredMeters, distanceFilterMeters: 50),
                .configureManager(high, accuracy: .best, distanceFilterMeters: 0),
                .startSignificantChanges,
                .startUpdatingLocation(high),
                .scheduleTimer(TimerID(0), after: .seconds(60), tag: FixCapture.timeoutTag),
            ])
        #expect(app.strategy.phase == .capturing)
    }

    @Test("Step 3.a: an accurate fix inside declares the entry and moves to the low-accuracy manager")
    func zoneA() {
        var (app, _) = launched()
        let actions = app.send(.location(fix(at: .seconds(10), east: 20, accuracy: 5), manager: high), at: .seconds(10))
        #expect(
            actions == [
                .stopUpdatingLocation(high), .cancelTimer(TimerID(0)), .declareEntered(fenceID: "f"),
                .startUpdatingLocation(low),
            ])
        #expect(app.strategy.phase == .lowAccuracy)
    }

    @Test("Step 3.b: an accurate fix within the outer radius moves to the low-accuracy manager")
    func zoneB() {
        var (app, _) = launched()
        let actions = app.send(
            .location(fix(at: .seconds(10), east: 800, accuracy: 5), manager: high), at: .seconds(10))
        #expect(actions == [.stopUpdatingLocation(high), .cancelTimer(TimerID(0)), .startUpdatingLocation(low)])
    }

    @Test("Step 3.c: an accurate fix beyond the outer radius sleeps until the next significant change")
    func zoneC() {
        var (app, _) = launched()
        let actions = app.send(
            .location(fix(at: .seconds(10), east: 3_000, accuracy: 5), manager: high), at: .seconds(10))
        #expect(actions == [.stopUpdatingLocation(high), .cancelTimer(TimerID(0))])
        #expect(app.strategy.phase == .sleeping)
        // Step 2: the next significant change captures again.
        let next = app.send(.significantChange(fix(at: .minutes(6), east: 1_200, accuracy: 500)), at: .minutes(6))
        #expect(next == [.startUpdatingLocation(high), .scheduleTimer(TimerID(1), after: .seconds(60), tag: -1)])
    }

    @Test("Step 4: considered radius = actual radius + reported accuracy")
    func lowAccuracyZones() {
        var (app, _) = launched()
        _ = app.send(.location(fix(at: .seconds(10), east: 800, accuracy: 5), manager: high), at: .seconds(10))
        // 4.b: 120 m away with 65 m accuracy: 50 + 65 = 115 < 120, still zone B — keep updating.
        #expect(
            app.send(.location(fix(at: .seconds(60), east: 120, accuracy: 65), manager: low), at: .seconds(60)) == [])
        // 4.a: 100 m away with 65 m accuracy: within 115 m → stop low, capture accurately.
        let actions = app.send(
            .location(fix(at: .seconds(90), east: 100, accuracy: 65), manager: low), at: .seconds(90))
        #expect(
            actions == [
                .stopUpdatingLocation(low), .startUpdatingLocation(high),
                .scheduleTimer(TimerID(1), after: .seconds(60), tag: -1),
            ])
    }

    @Test("Step 4.a reuse: no new accurate capture within 5 minutes of one that found the same region")
    func reuse() {
        var (app, _) = launched()
        _ = app.send(.location(fix(at: .seconds(10), east: 20, accuracy: 5), manager: high), at: .seconds(10))
        // 4 min later a low-accuracy fix says A for the same fence: reuse, nothing to do.
        let within = app.send(
            .location(fix(at: .seconds(250), east: 60, accuracy: 65), manager: low), at: .seconds(250))
        #expect(within == [])
        // 6 min after the accurate fix the reuse window has passed: capture again.
        let after = app.send(.location(fix(at: .seconds(370), east: 60, accuracy: 65), manager: low), at: .seconds(370))
        #expect(after.contains(.startUpdatingLocation(high)) && after.contains(.stopUpdatingLocation(low)))
    }

    @Test("Step 4.c: a low-accuracy fix beyond the outer radius stops and declares the exit")
    func zoneCFromLow() {
        var (app, _) = launched()
        _ = app.send(.location(fix(at: .seconds(10), east: 20, accuracy: 5), manager: high), at: .seconds(10))
        let actions = app.send(
            .location(fix(at: .minutes(10), east: 2_000, accuracy: 65), manager: low), at: .minutes(10))
        #expect(actions == [.declareExited(fenceID: "f"), .stopUpdatingLocation(low)])
        #expect(app.strategy.phase == .sleeping)
    }

    @Test("A significant change while on the low-accuracy manager captures accurately (step 2)")
    func significantChangeInB() {
        var (app, _) = launched()
        _ = app.send(.location(fix(at: .seconds(10), east: 800, accuracy: 5), manager: high), at: .seconds(10))
        let actions = app.send(.significantChange(fix(at: .minutes(7), east: 600, accuracy: 500)), at: .minutes(7))
        #expect(actions.first == .stopUpdatingLocation(low))
        #expect(actions.contains(.startUpdatingLocation(high)))
    }

    @Test("Stale (cached) and inaccurate fixes: ignored, or the best is used at the timeout")
    func captureRules() {
        var (app, _) = launched()
        // A cached fix 10 minutes old is ignored ([@Raheja2012] §3.3.2: older than 15 s).
        #expect(app.send(.location(fix(at: .zero, east: 20, accuracy: 5), manager: high), at: .minutes(10)) == [])
        // A fresh but coarse fix (65 m > 20 m acceptance) is kept as the best so far.
        #expect(app.send(.location(fix(at: .seconds(5), east: 30, accuracy: 65), manager: high), at: .seconds(5)) == [])
        // At the timeout the best fresh fix is classified with the actual radius: 30 m < 50 m → A.
        let actions = app.send(.timer(TimerID(0), tag: -1), at: .seconds(60))
        #expect(actions == [.stopUpdatingLocation(high), .declareEntered(fenceID: "f"), .startUpdatingLocation(low)])
    }

    @Test("A capture that gets no fix at all sleeps until the next significant change")
    func captureFails() {
        var (app, _) = launched()
        #expect(app.send(.timer(TimerID(0), tag: -1), at: .seconds(60)) == [.stopUpdatingLocation(high)])
        #expect(app.strategy.phase == .sleeping)
    }
}
