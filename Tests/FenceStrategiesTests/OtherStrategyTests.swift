import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

@testable import FenceStrategies

@Suite("Built-in strategies on scripted events")
struct OtherStrategyTests {
    @Test("continuous: one manager, entry on a fresh fix inside, exit on one outside, stale ignored")
    func continuous() {
        var app = ScriptedApp(ContinuousStrategy(), fences: [paperFence])
        #expect(
            app.launch() == [
                .configureManager("main", accuracy: .best, distanceFilterMeters: 10), .startUpdatingLocation("main"),
            ])
        #expect(app.send(.location(fix(at: .zero, east: 10, accuracy: 5), manager: "main"), at: .minutes(1)) == [])
        #expect(
            app.send(.location(fix(at: .seconds(70), east: 10, accuracy: 5), manager: "main"), at: .seconds(70))
                == [.declareEntered(fenceID: "f")])
        #expect(
            app.send(.location(fix(at: .seconds(71), east: 12, accuracy: 5), manager: "main"), at: .seconds(71)) == [])
        #expect(
            app.send(.location(fix(at: .seconds(90), east: 60, accuracy: 5), manager: "main"), at: .seconds(90))
                == [.declareExited(fenceID: "f")])
    }

    @Test("significant-change: judged with radius + reported accuracy")
    func significantChange() {
        var app = ScriptedApp(SignificantChangeStrategy(), fences: [paperFence])
        #expect(app.launch() == [.startSignificantChanges])
        // 400 m away with 500 m accuracy: 50 + 500 ≥ 400 → entry.
        #expect(
            app.send(.significantChange(fix(at: .minutes(5), east: 400, accuracy: 500)), at: .minutes(5)) == [
                .declareEntered(fenceID: "f")
            ])
        // 700 m away: outside 550 m → exit.
        #expect(
            app.send(.significantChange(fix(at: .minutes(10), east: 700, accuracy: 500)), at: .minutes(10)) == [
                .declareExited(fenceID: "f")
            ])
    }

    @Test("region-monitoring: nearest 20 within 20 km are registered on each significant change")
    func regionRotation() {
        // 30 fences on a line, 1 km apart; the device at the 5th.
        let fences = (0..<30).map {
            Fence(id: "r\($0)", center: LocalPoint(x: Double($0) * 1_000, y: 0), radiusMeters: 100)
        }
        var app = ScriptedApp(RegionMonitoringStrategy(verifyEntries: false), fences: fences)
        #expect(app.launch() == [.startSignificantChanges])
        _ = app.send(.significantChange(fix(at: .minutes(1), east: 5_000, accuracy: 500)), at: .minutes(1))
        // Nearest 20 to x = 5 km: r0…r19 (r15 at 10 km beats r20? distances: r0 = 5, r19 = 14, r20 = 15 km).
        #expect(app.monitored == Set((0..<20).map { "r\($0)" }))
        // Move to x = 20 km: the nearest 20 are r10…r29 (within 20 km: r0 at 20 km is also within, ties by id).
        _ = app.send(.significantChange(fix(at: .minutes(20), east: 20_000, accuracy: 500)), at: .minutes(20))
        #expect(app.monitored == Set((10..<30).map { "r\($0)" }))
    }

    @Test("verified-regions rejects an entry whose last known location is outside the region")
    func verified() {
        var app = ScriptedApp(RegionMonitoringStrategy(verifyEntries: true), fences: [paperFence])
        #expect(app.launch() == [.startSignificantChanges, .startMonitoring(fenceID: "f")])
        app.lastKnownLocation = fix(at: .minutes(1), east: 4_700, accuracy: 1_414)
        #expect(app.send(.regionEntered(fenceID: "f"), at: .minutes(2)) == [])
        app.lastKnownLocation = fix(at: .minutes(3), east: 20, accuracy: 65)
        #expect(app.send(.regionEntered(fenceID: "f"), at: .minutes(4)) == [.declareEntered(fenceID: "f")])
        // Without verification the first entry would have been declared.
        var plain = ScriptedApp(RegionMonitoringStrategy(verifyEntries: false), fences: [paperFence])
        _ = plain.launch()
        plain.lastKnownLocation = fix(at: .minutes(1), east: 4_700, accuracy: 1_414)
        #expect(plain.send(.regionEntered(fenceID: "f"), at: .minutes(2)) == [.declareEntered(fenceID: "f")])
    }

    @Test("periodic: capture, judge, sleep the period")
    func periodic() {
        var app = ScriptedApp(
            DutyCycledStrategy(
                policy: FixedPeriod(period: .seconds(60)),
                capture: CaptureSettings(accuracy: .best, acceptAccuracyMeters: 20, timeout: .seconds(30))),
            fences: [paperFence])
        #expect(
            app.launch() == [
                .configureManager("duty", accuracy: .best, distanceFilterMeters: 0), .startUpdatingLocation("duty"),
                .scheduleTimer(TimerID(0), after: .seconds(30), tag: -1),
            ])
        let actions = app.send(.location(fix(at: .seconds(5), east: 10, accuracy: 8), manager: "duty"), at: .seconds(5))
        #expect(
            actions == [
                .stopUpdatingLocation("duty"), .cancelTimer(TimerID(0)), .declareEntered(fenceID: "f"),
                .scheduleTimer(TimerID(1), after: .seconds(60), tag: 1),
            ])
        #expect(app.send(.timer(TimerID(1), tag: 1), at: .seconds(65)).first == .startUpdatingLocation("duty"))
    }

    @Test("distance-adaptive: sleep = clamp(boundary distance / vmax, Tmin, Tmax)")
    func distanceAdaptive() {
        let policy = DistanceOverSpeed(maximumSpeedMetersPerSecond: 10, minimum: .seconds(60), maximum: .hours(2))
        let fences = FenceDirectory([paperFence])
        // 5 050 m from the centre = 5 000 m from the boundary; / 10 m/s = 500 s.
        #expect(policy.sleep(after: fix(at: .zero, east: 5_050, accuracy: 5), fences: fences) == .seconds(500))
        // 300 m from the boundary → 30 s, clamped up to Tmin = 60 s.
        #expect(policy.sleep(after: fix(at: .zero, east: 350, accuracy: 5), fences: fences) == .seconds(60))
        // 200 km away → 20 000 s, clamped down to Tmax = 2 h.
        #expect(policy.sleep(after: fix(at: .zero, east: 200_000, accuracy: 5), fences: fences) == .hours(2))
        // No fix: Tmin.
        #expect(policy.sleep(after: nil, fences: fences) == .seconds(60))
    }
}
