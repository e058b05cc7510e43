import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

@testable import FenceStrategies

@Suite("Motion-gated strategies, driven by hand")
struct MotionStrategyTests {
    @Test("accelerometer-gated: the manager runs only while the classifier says moving")
    func gate() {
        var app = ScriptedApp(AccelerometerGatedStrategy(), fences: [paperFence])
        #expect(
            app.launch() == [
                .configureManager("gated", accuracy: .best, distanceFilterMeters: 10), .startActivityUpdates,
            ])
        #expect(app.send(.activityChanged(.stationary), at: .seconds(1)) == [])
        #expect(app.send(.activityChanged(.walking), at: .seconds(10)) == [.startUpdatingLocation("gated")])
        // Walking to automotive: still moving, nothing to do.
        #expect(app.send(.activityChanged(.automotive), at: .seconds(20)) == [])
        // A fresh fix inside the fence declares the entry.
        #expect(
            app.send(.location(fix(at: .seconds(30), east: 10, accuracy: 5), manager: "gated"), at: .seconds(30))
                == [.declareEntered(fenceID: "f")])
        #expect(app.send(.activityChanged(.stationary), at: .seconds(40)) == [.stopUpdatingLocation("gated")])
    }

    @Test("activity-transition: each reported change starts one capture, whose fix is judged")
    func transition() throws {
        let strategy = try #require(
            try StrategyRegistry.builtIn.make("activity-transition", parameters: [:]) as? ActivityTransitionStrategy)
        var app = ScriptedApp(strategy, fences: [paperFence])
        #expect(
            app.launch() == [
                .configureManager("transition", accuracy: .best, distanceFilterMeters: 0), .startActivityUpdates,
            ])
        let begun = app.send(.activityChanged(.stationary), at: .seconds(100))
        #expect(
            begun == [.startUpdatingLocation("transition"), .scheduleTimer(TimerID(0), after: .seconds(60), tag: -1)])
        // A change during the capture starts nothing more.
        #expect(app.send(.activityChanged(.walking), at: .seconds(101)) == [])
        // A 30 m fix is not accurate enough (accept at 20 m); a 10 m one inside the fence ends it.
        #expect(
            app.send(.location(fix(at: .seconds(105), east: 0, accuracy: 30), manager: "transition"), at: .seconds(105))
                == [])
        #expect(
            app.send(
                .location(fix(at: .seconds(110), east: 20, accuracy: 10), manager: "transition"), at: .seconds(110))
                == [.stopUpdatingLocation("transition"), .cancelTimer(TimerID(0)), .declareEntered(fenceID: "f")])
    }
}
