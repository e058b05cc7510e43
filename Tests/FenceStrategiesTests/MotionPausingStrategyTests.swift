import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

@testable import FenceStrategies

@Suite("Gated three-manager, uncertainty tracker and pausing strategies, driven by hand")
struct MotionPausingStrategyTests {
    @Test("three-manager-motion-gated: still stops all three managers; moving starts the scheme over")
    func gatedThreeManager() {
        var app = ScriptedApp(MotionGatedThreeManagerStrategy(), fences: [paperFence])
        let launch: [StrategyAction] = [
            .configureManager("low", accuracy: .hundredMeters, distanceFilterMeters: 50),
            .configureManager("high", accuracy: .best, distanceFilterMeters: 0), .startSignificantChanges,
            .startUpdatingLocation("high"),
        ]
        #expect(
            app.launch() == [.startActivityUpdates] + launch + [
                .scheduleTimer(TimerID(0), after: .seconds(60), tag: -1)
            ])
        // The gate starts open: a moving report changes nothing.
        #expect(app.send(.activityChanged(.walking), at: .seconds(1)) == [])
        // An accurate fix inside the fence: entry, then the low-accuracy manager (step 3.a).
        #expect(
            app.send(.location(fix(at: .seconds(5), east: 10, accuracy: 5), manager: "high"), at: .seconds(5)) == [
                .stopUpdatingLocation("high"), .cancelTimer(TimerID(0)), .declareEntered(fenceID: "f"),
                .startUpdatingLocation("low"),
            ])
        // Still: everything off, the entry stays declared; locations meanwhile are ignored.
        #expect(
            app.send(.activityChanged(.stationary), at: .seconds(100)) == [
                .stopUpdatingLocation("low"), .stopUpdatingLocation("high"), .stopSignificantChanges,
            ])
        #expect(
            app.send(.location(fix(at: .seconds(110), east: 900, accuracy: 65), manager: "low"), at: .seconds(110))
                == [])
        #expect(app.send(.activityChanged(.stationary), at: .seconds(150)) == [])
        // Moving again: the scheme starts over as at launch.
        #expect(
            app.send(.activityChanged(.walking), at: .seconds(200))
                == launch + [.scheduleTimer(TimerID(1), after: .seconds(60), tag: -1)])
        // Its capture inside the same fence declares nothing new.
        #expect(
            app.send(.location(fix(at: .seconds(205), east: 20, accuracy: 5), manager: "high"), at: .seconds(205)) == [
                .stopUpdatingLocation("high"), .cancelTimer(TimerID(1)), .startUpdatingLocation("low"),
            ])
    }

    @Test("uncertainty-tracker: a fix when accuracy + speed × time reaches the threshold; none while still")
    func uncertaintyTracker() {
        var settings = UncertaintyTrackerStrategy.Settings()
        settings.walkingSpeedMetersPerSecond = 2
        settings.automotiveSpeedMetersPerSecond = 12
        var app = ScriptedApp(UncertaintyTrackerStrategy(settings: settings), fences: [paperFence])
        #expect(
            app.launch() == [
                .configureManager("tracker", accuracy: .best, distanceFilterMeters: 0), .startActivityUpdates,
            ])
        // No fix yet: the first capture is due at once, even while still.
        #expect(
            app.send(.activityChanged(.stationary), at: .zero) == [.scheduleTimer(TimerID(0), after: .zero, tag: 1)])
        #expect(
            app.send(.timer(TimerID(0), tag: 1), at: .zero) == [
                .startUpdatingLocation("tracker"), .scheduleTimer(TimerID(1), after: .seconds(60), tag: -1),
            ])
        // A 10 m fix far from the fence; still, so no next capture.
        #expect(
            app.send(.location(fix(at: .seconds(5), east: 500, accuracy: 10), manager: "tracker"), at: .seconds(5)) == [
                .stopUpdatingLocation("tracker"), .cancelTimer(TimerID(1)),
            ])
        // Walking from 600 s at 2 m/s: 10 m grows to 100 m in 45 s.
        #expect(
            app.send(.activityChanged(.walking), at: .seconds(600)) == [
                .scheduleTimer(TimerID(2), after: .seconds(45), tag: 1)
            ])
        // Automotive at 630 s: 10 + 2 × 30 = 70 m; the last 30 m at 12 m/s take 2.5 s.
        #expect(
            app.send(.activityChanged(.automotive), at: .seconds(630)) == [
                .cancelTimer(TimerID(2)), .scheduleTimer(TimerID(3), after: .seconds(2.5), tag: 1),
            ])
        // Still at 632 s (70 + 12 × 2 = 94 m): the uncertainty stops growing, no capture is due.
        #expect(app.send(.activityChanged(.stationary), at: .seconds(632)) == [.cancelTimer(TimerID(3))])
        // Walking at 1 000 s: the last 6 m take 3 s.
        #expect(
            app.send(.activityChanged(.walking), at: .seconds(1_000)) == [
                .scheduleTimer(TimerID(4), after: .seconds(3), tag: 1)
            ])
        #expect(
            app.send(.timer(TimerID(4), tag: 1), at: .seconds(1_003)) == [
                .startUpdatingLocation("tracker"), .scheduleTimer(TimerID(5), after: .seconds(60), tag: -1),
            ])
        // No fix before the capture's timeout: the next one waits the 300 s back-off.
        #expect(
            app.send(.timer(TimerID(5), tag: -1), at: .seconds(1_063)) == [
                .stopUpdatingLocation("tracker"), .scheduleTimer(TimerID(6), after: .seconds(300), tag: 1),
            ])
    }

    @Test("auto-pause: a pause registers a region at the last fix; leaving it restarts the updates")
    func autoPause() throws {
        let strategy = try StrategyRegistry.builtIn.make(
            "auto-pause", parameters: ["activityType": .string("automotiveNavigation")])
        var app = ScriptedApp(try #require(strategy as? PausingContinuousStrategy), fences: [paperFence])
        #expect(
            app.launch() == [
                .configureManager("main", accuracy: .best, distanceFilterMeters: 10),
                .setPausing("main", .automatic(.automotiveNavigation)), .startUpdatingLocation("main"),
            ])
        app.lastKnownLocation = fix(at: .seconds(890), east: 300, accuracy: 8)
        #expect(
            app.send(.locationUpdatesPaused(manager: "main"), at: .seconds(900)) == [
                .startMonitoringCircle(
                    regionID: "auto-pause-resume", center: LocalPoint(x: 300, y: 0), radiusMeters: 150)
            ])
        #expect(
            app.send(.regionExited(fenceID: "auto-pause-resume"), at: .seconds(2_000)) == [
                .stopMonitoring(fenceID: "auto-pause-resume"), .startUpdatingLocation("main"),
            ])
    }

    @Test("live-updates: the session is set to suspend while stationary; the app does nothing about it")
    func liveUpdates() throws {
        let strategy = try StrategyRegistry.builtIn.make("live-updates", parameters: [:])
        var app = ScriptedApp(try #require(strategy as? PausingContinuousStrategy), fences: [paperFence])
        #expect(
            app.launch() == [
                .configureManager("main", accuracy: .best, distanceFilterMeters: 10),
                .setPausing("main", .whenStationary), .startUpdatingLocation("main"),
            ])
        #expect(app.send(.stationaryChanged(manager: "main", isStationary: true), at: .seconds(600)) == [])
        #expect(app.send(.stationaryChanged(manager: "main", isStationary: false), at: .seconds(700)) == [])
    }
}
