import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// When the platform keeps the app running, and what it does with an app that never lets time pass.
@Suite("Platform: app execution")
struct AppExecutionTests {
    /// Standing 30 m from a single tower: a `kilometer` manager runs cell fixes (cell-ID, cached, 0.5 s
    /// of CPU each) every 60 s. Timers do not keep the app awake here (Android-style), so only the
    /// manager can; the app stops it with a timer at 1 830 s.
    static func coarseManagerRun(rule: ProcessorHoldRule) throws -> RunRecord {
        let world = try ScriptedWorld.world(
            ScriptedWorld.path([(0, ScriptedWorld.at(30)), (3_600, ScriptedWorld.at(30))]),
            towers: ScriptedWorld.towers(atX: [0]))
        var parameters = PlatformParameters()
        parameters.ios.timersKeepAppAwake = false
        parameters.ios.cpuHoldRule = rule
        let probe = ProbeStrategy(
            log: ProbeLog(),
            onLaunch: { context in
                context.configureManager("coarse", accuracy: .kilometer, distanceFilterMeters: 0)
                context.startUpdatingLocation("coarse")
                context.scheduleTimer(after: .seconds(1_830))
            },
            onEvent: { event, context in
                if case .timer = event { context.stopUpdatingLocation("coarse") }
            })
        return try ScriptedWorld.run(probe, in: world, parameters: parameters, until: .hours(1))
    }

    @Test("under anyManager a running manager keeps the app (CPU) awake; stopping it lets the CPU suspend")
    func runningManagerKeepsAppAwake() throws {
        let record = try Self.coarseManagerRun(rule: .anyManager)
        // Cell polls at 0, 60, …, 1 800 s: 31 fixes, each delivered (filter 0) and each a callback.
        #expect(record.standardDeliveries == 31)
        // CPU busy (100 mA) for: launch 0.1 s + 31 × (0.5 s fix + 0.1 s callback) + timer 0.1 s
        // = 18.8 s, all inside the awake span [0, 1 831.1 s): held to 1 830 s, then the timer's
        // callback to 1 830.1 s and the 1 s wake tail. Awake and idle (40 mA): 1 831.1 − 18.8
        // = 1 812.3 s. After 1 831.1 s the CPU is suspended (0 mA).
        // Charge: 100 × 18.8 + 40 × 1 812.3 = 1 880 + 72 492 = 74 372 mA·s.
        #expect(abs(record.chargeByComponentMilliampHours.cpu - 74_372.0 / 3_600) < 1e-9)
    }

    @Test("under the default rule a coarse manager's fixes only wake the CPU")
    func coarseManagerOnlyWakes() throws {
        let record = try Self.coarseManagerRun(rule: .fineAccuracyOnly)
        #expect(record.standardDeliveries == 31)
        // Busy as above, 18.8 s; awake and idle only in the 1 s tail after each of the 32 bursts of
        // work (the launch, the first fix and its callback run back to back at 0–0.7 s; each later
        // poll 0.6 s; the timer's callback): 32 s. Charge: 100 × 18.8 + 40 × 32 = 3 160 mA·s.
        #expect(abs(record.chargeByComponentMilliampHours.cpu - 3_160.0 / 3_600) < 1e-9)
    }

    @Test("the run ends at the instant the battery is empty")
    func batteryEmpty() throws {
        // A 1 mAh battery and an app that does nothing after its launch callback. Charge 1 mAh =
        // 3 600 mA·s. The first 0.1 s draw baseline 7.15 + CPU busy 100 = 107.15 mA (10.715 mA·s), the
        // next 1 s (the CPU's wake tail) 7.15 + 40 = 47.15 mA (47.15 mA·s); then only the baseline:
        // (3 600 − 10.715 − 47.15) / 7.15 = 495.403 497 s more. Empty at 1.1 + 495.403 497
        // = 496.503 497 s (rounded up to the microsecond), long before the horizon, with nothing
        // happening in between (the platform re-checks its prediction on the way).
        let world = try ScriptedWorld.world(ScriptedWorld.path([(0, .zero), (3_600, .zero)]))
        var profile = ScriptedWorld.reliableNetworkProfile
        profile.battery.capacityMilliampHours = 1
        let record = try ScriptedWorld.run(
            ProbeStrategy(log: ProbeLog(), onLaunch: { _ in }), in: world, profile: profile, until: .hours(1))
        let empty = try #require(record.batteryEmptyTime)
        #expect(abs(empty.seconds - 496.503_497) < 1e-6)
        #expect(record.endTime == empty)
        // Empty up to the microsecond rounding: 1 µs at 7.15 mA is 2 × 10⁻⁹ mAh of the 1 mAh.
        #expect(abs(record.remainingFraction) < 1e-8)
        #expect(!record.batteryLifeIsExtrapolated)
    }

    @Test("far from empty the battery is checked at bounds that hold under any actions, and still ends exactly")
    func batteryEmptyAfterFarChecks() throws {
        // As above with 50 mAh (180 000 mA·s): the phone can draw at most about 650 mA, so the first
        // check comes about 280 s after the launch, well before the watch follows every event. Empty at
        // 1.1 + (180 000 − 10.715 − 47.15) / 7.15 = 25 167.832 168 s (rounded up to the microsecond).
        let world = try ScriptedWorld.world(ScriptedWorld.path([(0, .zero), (36_000, .zero)]))
        var profile = ScriptedWorld.reliableNetworkProfile
        profile.battery.capacityMilliampHours = 50
        let record = try ScriptedWorld.run(
            ProbeStrategy(log: ProbeLog(), onLaunch: { _ in }), in: world, profile: profile, until: .hours(10))
        let empty = try #require(record.batteryEmptyTime)
        #expect(abs(empty.seconds - 25_167.832_168) < 1e-6)
        #expect(record.endTime == empty)
        #expect(abs(record.remainingFraction) < 1e-8)
    }

    @Test("a strategy that livelocks ends the run with a failure instead of hanging")
    func livelock() throws {
        let world = try ScriptedWorld.world(ScriptedWorld.path([(0, .zero), (3_600, .zero)]))
        // A timer of zero delay that re-arms itself: the clock never advances past 60 s.
        let probe = ProbeStrategy(
            log: ProbeLog(), onLaunch: { $0.scheduleTimer(after: .seconds(60)) },
            onEvent: { event, context in
                if case .timer = event { context.scheduleTimer(after: .zero) }
            })
        let record = try ScriptedWorld.run(probe, in: world, until: .hours(1))
        let failure = try #require(record.failure)
        #expect(failure.contains("livelock"))
        #expect(record.endTime == .seconds(60))
        #expect(record.batteryEmptyTime == nil)
        // A well-behaved run reports no failure.
        let calm = ProbeStrategy(log: ProbeLog(), onLaunch: { $0.scheduleTimer(after: .seconds(60)) })
        #expect(try ScriptedWorld.run(calm, in: world, until: .hours(1)).failure == nil)
    }
}
