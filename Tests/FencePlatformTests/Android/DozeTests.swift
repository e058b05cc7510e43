import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// Doze with AOSP's defaults [@AOSPDeviceIdle] on a phone still from time zero: idle from 3 870 s
/// (INACTIVE 30 min, then IDLE_PENDING 30 + SENSING 4 min + LOCATING 30 s)
/// to 7 470 s (1 h), a maintenance window to 7 770 s (5 min), idle to 14 970 s (2 h), a window to
/// 15 570 s (10 min), then idle for 4 h.
@Suite("Android: Doze")
struct DozeTests {
    static let parameters = AndroidScript.android(doze: true)
    static let balanced = LocationRequest(priority: .balancedPowerAccuracy, interval: .seconds(60))

    @Test("No locations in idle periods; a due instant that fell in one is served when the window opens")
    func locationsWaitForWindows() throws {
        let heard = AndroidScript.Heard()
        _ = try AndroidScript.run(
            AndroidScript(heard: heard) { context in context.requestLocationUpdates("a", Self.balanced) },
            in: try AndroidScript.stillWorld(seconds: 16_000), parameters: Self.parameters, until: .seconds(16_000))
        let times = heard.deliveryTimes
        // Dues every 60 s: the last before idle at 3 840 s (fix at 3 841 s).
        #expect(times.filter { $0 > .seconds(3_841) && $0 < .seconds(7_470) }.isEmpty)
        #expect(times.contains(.seconds(3_841)))
        // The window 7 470–7 770 s: the deferred due at once (fix at 7 471 s), then the dues at 7 500 …
        // 7 740 s.
        #expect(
            times.filter { $0 >= .seconds(7_470) && $0 < .seconds(7_770) }
                == instants([7_471, 7_501, 7_561, 7_621, 7_681, 7_741]))
        #expect(times.filter { $0 >= .seconds(7_770) && $0 < .seconds(14_970) }.isEmpty)
        #expect(times.filter { $0 >= .seconds(14_970) && $0 < .seconds(15_570) }.first == .seconds(14_971))
    }

    @Test("Idle ignores the wake lock and defers alarms to the next window")
    func wakeLockAndAlarms() throws {
        let heard = AndroidScript.Heard()
        let record = try AndroidScript.run(
            AndroidScript(heard: heard) { context in
                context.acquireWakeLock()
                context.setAlarm(after: .seconds(4_000), exact: true, tag: 1)
            }, in: try AndroidScript.stillWorld(seconds: 8_000), parameters: Self.parameters, until: .seconds(8_000))
        #expect(AndroidExecutionTests.processor(at: .seconds(3_000), in: record) == .awake)
        #expect(AndroidExecutionTests.processor(at: .seconds(5_000), in: record) == .asleep)
        #expect(AndroidExecutionTests.processor(at: .seconds(7_600), in: record) == .awake)
        #expect(heard.timers.map(\.0) == instants([7_470]))
    }

    @Test("Motion ends Doze at once")
    func motionEndsDoze() throws {
        // Still until 5 000 s (idle from 3 870 s), a walk of 600 m until 5 600 s.
        let world = try ScriptedWorld.world(
            try ScriptedWorld.path([
                (0, ScriptedWorld.at(0)), (5_000, ScriptedWorld.at(0)), (5_600, ScriptedWorld.at(600)),
                (6_000, ScriptedWorld.at(600)),
            ]), towers: ScriptedWorld.towers(atX: [0]), accessPoints: ScriptedWorld.accessPoint)
        let heard = AndroidScript.Heard()
        _ = try AndroidScript.run(
            AndroidScript(heard: heard) { context in context.requestLocationUpdates("a", Self.balanced) },
            in: world, parameters: Self.parameters, until: .seconds(6_000))
        // The due deferred since 3 900 s is served at 5 000 s; the next due, 5 040 s, as usual.
        #expect(heard.deliveryTimes.filter { $0 > .seconds(3_841) }.prefix(2) == instants([5_001, 5_041])[...])
    }

    @Test("The timeline's wake record: the wake lock held, ignored in idle, held again in the window; idle spans")
    func wakeTimeline() throws {
        let record = try AndroidScript.run(
            AndroidScript(heard: AndroidScript.Heard()) { context in context.acquireWakeLock() },
            in: try AndroidScript.stillWorld(seconds: 8_000), parameters: Self.parameters, until: .seconds(8_000))
        let wake = try #require(record.timeline?.wake)
        let spans = { (spans: [WakeTimeline.TimeSpan]) in spans.map { [$0.start, $0.end] } }
        // Idle 3 870–7 470 s, the window 7 470–7 770 s, idle again until the run's end at 8 000 s.
        #expect(spans(wake.dozeIdle) == [instants([3_870, 7_470]), instants([7_770, 8_000])])
        #expect(spans(wake.wakeLockHeld) == [instants([0, 3_870]), instants([7_470, 7_770])])
        #expect(spans(wake.wakeLockIgnored) == [instants([3_870, 7_470]), instants([7_770, 8_000])])
    }

    @Test("A foreground service keeps its wake lock through idle; alarms still wait")
    func foregroundServiceWakeLock() throws {
        let heard = AndroidScript.Heard()
        let record = try AndroidScript.run(
            AndroidScript(heard: heard) { context in
                context.startForegroundService()
                context.acquireWakeLock()
                context.setAlarm(after: .seconds(4_000), exact: true, tag: 1)
            }, in: try AndroidScript.stillWorld(seconds: 8_000), parameters: Self.parameters, until: .seconds(8_000))
        // Idle 3 870–7 470 s, but the foreground service's partial wake lock is not disabled
        // ([@AOSPPowerManagerService]): the CPU stays awake throughout.
        for second in [3_000.0, 5_000, 7_000, 7_600] {
            #expect(AndroidExecutionTests.processor(at: .seconds(second), in: record) == .awake)
        }
        #expect(heard.timers.map(\.0) == instants([7_470]))
    }

    /// Still until 5 000 s (idle from 3 870 s), a walk of `walkSeconds` at 1 m/s, then still until 14 000 s;
    /// the app holds its wake lock (no foreground service), so the CPU sleeps exactly in idle.
    static func walkRecord(walkSeconds: Double) throws -> RunRecord {
        let end = 5_000 + walkSeconds
        let world = try ScriptedWorld.world(
            try ScriptedWorld.path([
                (0, ScriptedWorld.at(0)), (5_000, ScriptedWorld.at(0)), (end, ScriptedWorld.at(walkSeconds)),
                (14_000, ScriptedWorld.at(walkSeconds)),
            ]), towers: ScriptedWorld.towers(atX: [0]), accessPoints: ScriptedWorld.accessPoint)
        return try AndroidScript.run(
            AndroidScript(heard: AndroidScript.Heard()) { context in context.acquireWakeLock() }, in: world,
            parameters: Self.parameters, until: .seconds(14_000))
    }

    @Test("After motion, idle returns 10 min (MOTION_INACTIVE) + 34.5 min after the sensor is armed on a still phone")
    func reentryAfterShortWalk() throws {
        // Motion at 5 000 s: INACTIVE to 5 600 s, when the walk has ended: armed on a still phone, idle at
        // 5 600 + 2 070 = 7 670 s.
        let record = try Self.walkRecord(walkSeconds: 600)
        #expect(AndroidExecutionTests.processor(at: .seconds(4_000), in: record) == .asleep)
        #expect(AndroidExecutionTests.processor(at: .seconds(5_300), in: record) == .awake)
        #expect(AndroidExecutionTests.processor(at: .seconds(7_660), in: record) == .awake)
        #expect(AndroidExecutionTests.processor(at: .seconds(7_680), in: record) == .asleep)
    }

    @Test("While the phone moves, each armed instant sees motion and restarts INACTIVE")
    func reentryAfterLongWalk() throws {
        // Motion at 5 000 s; armed at 5 600 and 6 200 s while walking (INACTIVE again), at 6 800 s on a
        // phone still since 6 500 s: idle at 6 800 + 2 070 = 8 870 s.
        let record = try Self.walkRecord(walkSeconds: 1_500)
        #expect(AndroidExecutionTests.processor(at: .seconds(8_860), in: record) == .awake)
        #expect(AndroidExecutionTests.processor(at: .seconds(8_880), in: record) == .asleep)
    }
}

/// Doze's schedule from a run that starts (is unplugged) after the phone came to rest.
@Suite("Android: Doze from the run's start")
struct DozeStartTests {
    @Test("Stillness before the run's start does not count: idle comes 3 870 s after the start")
    func countsFromStart() throws {
        // Still from 0 s; the phone is unplugged at 1 000 s: the first idle period runs from 4 870 s.
        let world = try AndroidScript.stillWorld(seconds: 10_000)
        let heard = AndroidScript.Heard()
        let device = try Device(
            profile: ScriptedWorld.reliableNetworkProfile, world: world, masterSeed: 7, replication: 0,
            start: .seconds(1_000))
        var run = try PlatformRun(
            world: world, device: device,
            strategy: AndroidScript(heard: heard) { context in
                context.setAlarm(after: .seconds(3_900), exact: true, tag: 1)  // at 4 900 s, in idle
            }, parameters: DozeTests.parameters)
        _ = run.run(until: .seconds(10_000))
        // Idle 4 870–8 470 s: the alarm waits for the window at 8 470 s.
        #expect(heard.timers.map(\.0) == instants([8_470]))
    }
}
