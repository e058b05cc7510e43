import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// Wake locks, alarms and Background Location Limits on a still phone at the origin (see
/// ``FusedLocationProviderTests`` for the world: a Wi-Fi fix takes exactly 1 s). Doze is off here.
@Suite("Android: wake locks, alarms and Background Location Limits")
struct AndroidExecutionTests {
    /// The CPU's state at `time` from a run's processor spans (no span: asleep).
    static func processor(at time: SimTime, in record: RunRecord) -> ProcessorState {
        record.timeline?.processor.first { $0.start <= time && time < $0.end }?.state ?? .asleep
    }

    static let balanced = LocationRequest(priority: .balancedPowerAccuracy, interval: .seconds(60))

    @Test("A wake lock holds the CPU awake until released; without one it sleeps between callbacks")
    func wakeLock() throws {
        let heard = AndroidScript.Heard()
        var script = AndroidScript(heard: heard) { context in
            context.acquireWakeLock()
            context.setAlarm(after: .seconds(600), exact: true, tag: 1)
        }
        script.steps[1] = { context in context.releaseWakeLock() }
        let world = try AndroidScript.stillWorld(seconds: 1_000)
        let held = try AndroidScript.run(script, in: world, until: .seconds(1_000))
        #expect(Self.processor(at: .seconds(300), in: held) == .awake)
        // Released at 600 s: asleep once the wake tail has run.
        let tail = ScriptedWorld.reliableNetworkProfile.power.cpuWakeTailSeconds
        #expect(Self.processor(at: .seconds(600 + tail + 1), in: held) == .asleep)
        let free = try AndroidScript.run(
            AndroidScript(heard: AndroidScript.Heard()) { context in
                context.setAlarm(after: .seconds(600), exact: true, tag: 1)
            }, in: world, until: .seconds(1_000))
        #expect(Self.processor(at: .seconds(300), in: free) == .asleep)
        // The alarm's callback wakes it: busy for the 0.1 s of work per callback.
        #expect(Self.processor(at: .seconds(600.05), in: free) == .busy)
    }

    @Test(
        "Exact alarms fire on time; an inexact one at its window's end (delay × 1.75), or sooner with another wake-up")
    func alarms() throws {
        let world = try AndroidScript.stillWorld(seconds: 400)
        let alone = AndroidScript.Heard()
        _ = try AndroidScript.run(
            AndroidScript(heard: alone) { context in
                context.setAlarm(after: .seconds(90), exact: true, tag: 1)  // before the window opens
                context.setAlarm(after: .seconds(100), exact: false, tag: 2)
                context.setAlarm(after: .seconds(5), exact: false, tag: 3)  // under 10 s: no window
                context.scheduleTimer(after: .seconds(50), tag: 4)  // a shared timer is an exact alarm
            }, in: world, until: .seconds(400))
        #expect(alone.timers.map(\.0) == instants([5, 50, 90, 175]))
        #expect(alone.timers.map(\.1) == [3, 4, 1, 2])
        // With balanced locations at 1, 61, 121 s, the inexact alarm (window 100–175 s) fires with the
        // callback at 121 s.
        let batched = AndroidScript.Heard()
        _ = try AndroidScript.run(
            AndroidScript(heard: batched) { context in
                context.requestLocationUpdates("a", Self.balanced)
                context.setAlarm(after: .seconds(100), exact: false, tag: 2)
            }, in: world, until: .seconds(400))
        #expect(batched.timers.map(\.0) == instants([121]))
    }

    @Test("Background Location Limits: one location per throttle period unless a foreground service runs")
    func backgroundLimits() throws {
        let world = try AndroidScript.stillWorld(seconds: 4_000)
        let limited = AndroidScript.run
        let parameters = AndroidScript.android(limits: true)
        // Due at 0, then every max(60, 1 800) s: Wi-Fi fixes at 1, 1 801, 3 601 s.
        let background = AndroidScript.Heard()
        _ = try limited(
            AndroidScript(heard: background) { context in context.requestLocationUpdates("a", Self.balanced) },
            world, parameters, .seconds(4_000))
        #expect(background.deliveryTimes == instants([1, 1_801, 3_601]))
        // A foreground service lifts the limit: dues at 0, 60, …, 3 960 s (67).
        let foreground = AndroidScript.Heard()
        _ = try limited(
            AndroidScript(heard: foreground) { context in
                context.startForegroundService()
                context.requestLocationUpdates("a", Self.balanced)
            }, world, parameters, .seconds(4_000))
        #expect(foreground.deliveryTimes.count == 67)
        // A batched request keeps its 60 s computation but is delivered once per 1 800 s: the fixes at
        // 1, 61, …, 1 741 s (30) in one callback at 1 + 1 800 s.
        let batched = AndroidScript.Heard()
        _ = try limited(
            AndroidScript(heard: batched) { context in
                context.requestLocationUpdates(
                    "a",
                    LocationRequest(
                        priority: .balancedPowerAccuracy, interval: .seconds(60), maxWaitTime: .seconds(180)))
            }, world, parameters, .seconds(4_000))
        #expect(batched.deliveryTimes.first == .seconds(1_801))
        #expect(batched.batches.first?.count == 30)
        // A new request does not escape the limit: removed at 100 s and made again at 200 s, it is first
        // due one throttle period after the app's last location, 1 + 1 800 s (fix at 1 802 s).
        let renewed = AndroidScript.Heard()
        var script = AndroidScript(heard: renewed) { context in
            context.requestLocationUpdates("a", Self.balanced)
            context.setAlarm(after: .seconds(100), exact: true, tag: 1)
            context.setAlarm(after: .seconds(200), exact: true, tag: 2)
        }
        script.steps[1] = { context in context.removeLocationUpdates("a") }
        script.steps[2] = { context in context.requestLocationUpdates("a", Self.balanced) }
        _ = try limited(script, world, parameters, .seconds(2_000))
        #expect(renewed.deliveryTimes == instants([1, 1_802]))
        // Nor does renewing it again before it was ever due: removed at 300 s and made again at 400 s, it
        // is still first due at 1 801 s.
        let twice = AndroidScript.Heard()
        var again = AndroidScript(heard: twice) { context in
            context.requestLocationUpdates("a", Self.balanced)
            for (delay, tag) in [(100.0, 1), (200.0, 2), (300.0, 1), (400.0, 2)] {
                context.setAlarm(after: .seconds(delay), exact: true, tag: tag)
            }
        }
        again.steps = script.steps
        _ = try limited(again, world, parameters, .seconds(2_000))
        #expect(twice.deliveryTimes == instants([1, 1_802]))
    }

    @Test("High accuracy at a throttled interval runs a GPS session per due instant, network after 60 s without a fix")
    func gpsSessions() throws {
        let parameters = AndroidScript.android(limits: true)
        let high = LocationRequest(priority: .highAccuracy, interval: .seconds(60))
        func run(_ environment: EnvironmentClass) throws -> (AndroidScript.Heard, RunRecord) {
            let heard = AndroidScript.Heard()
            let record = try AndroidScript.run(
                AndroidScript(heard: heard) { context in context.requestLocationUpdates("a", high) },
                in: try AndroidScript.stillWorld(seconds: 4_000, environment: environment), parameters: parameters,
                until: .seconds(4_000))
            return (heard, record)
        }
        // Open sky: due at 0, 1 800 and 3 600 s (max(60, 1 800)); each delivers the session's first fix,
        // within its 60 s, and GPS is off in between.
        let (sky, skyRecord) = try run(.openSky)
        let dues = instants([0, 1_800, 3_600])
        #expect(sky.deliveryTimes.count == 3)
        #expect(zip(sky.deliveryTimes, dues).allSatisfy { $0 > $1 && $0 < $1 + .seconds(60) })
        #expect(skyRecord.deliveries(.standard).allSatisfy { $0.source == .agps })
        #expect((skyRecord.sourceStatistics[.agps]?.onTimeSeconds ?? .infinity) < 3 * 60)
        // No reception: each session times out at 60 s and a Wi-Fi fix follows 1 s later.
        let (underground, _) = try run(.underground)
        #expect(underground.deliveryTimes == instants([61, 1_861, 3_661]))
    }

    @Test("A platform's actions under the other platform end the run with a message naming them")
    func otherPlatformActions() throws {
        let world = try AndroidScript.stillWorld(seconds: 100)
        struct IOSApp: LocationStrategy {
            mutating func launch(context: inout StrategyContext) { context.startUpdatingLocation("main") }
            mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {}
        }
        let underAndroid = try ScriptedWorld.run(
            IOSApp(), in: world, parameters: AndroidScript.android(), until: .seconds(100))
        #expect(underAndroid.failure?.contains("iOS action startUpdatingLocation under Android") == true)
        let underIOS = try ScriptedWorld.run(
            AndroidScript(heard: AndroidScript.Heard()) { context in
                context.requestLocationUpdates("a", Self.balanced)
            }, in: world, until: .seconds(100))
        #expect(underIOS.failure?.contains("Android action requestLocationUpdates under iOS") == true)
    }
}
