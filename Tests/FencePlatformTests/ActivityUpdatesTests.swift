import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Synchronization
import Testing

/// Activity updates through the platform, on a hand-made day: still at the origin until 600 s, a walk of
/// 840 m east until 1 200 s, still again until the horizon. The classifier is exact (every accuracy 1,
/// delays at their medians: walking 7.5 s, stationary 9 s), so its reports come at 607.5 s and 1 209 s.
@Suite("Platform: activity updates")
struct ActivityUpdatesTests {
    static let horizon = SimTime.seconds(3_600)

    static func world() throws -> World { try ScriptedWorld.stillWalkStillHour() }

    /// The activities the app was told, with the time of each call.
    final class Heard: Sendable {
        private let calls = Mutex<[(SimTime, MotionActivity)]>([])
        func append(_ time: SimTime, _ activity: MotionActivity) { calls.withLock { $0.append((time, activity)) } }
        var all: [(SimTime, MotionActivity)] { calls.withLock { $0 } }
    }

    /// Starts activity updates at launch; stops them at a timer at `stop` and starts them again at one
    /// at `restart`, when given.
    struct Listener: LocationStrategy {
        let heard: Heard
        var stop: SimTime?
        var restart: SimTime?

        mutating func launch(context: inout StrategyContext) {
            context.startActivityUpdates()
            if let stop { context.scheduleTimer(after: stop, tag: 1) }
            if let restart { context.scheduleTimer(after: restart, tag: 2) }
        }

        mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
            switch event {
            case .activityChanged(let activity): heard.append(context.now, activity)
            case .timer(_, tag: 1): context.stopActivityUpdates()
            case .timer(_, tag: 2): context.startActivityUpdates()
            default: break
            }
        }
    }

    static func run(_ listener: Listener, recordTimeline: Bool = false) throws -> RunRecord {
        var profile = DeviceProfile.iphone4s2012
        profile.motion = MotionParameters(
            delayLogSigma: 0, stationaryAccuracy: 1, walkingAccuracy: 1, cyclingAccuracy: 1, automotiveAccuracy: 1)
        let world = try world()
        let device = try Device(profile: profile, world: world, masterSeed: 16, replication: 0)
        var run = try PlatformRun(world: world, device: device, strategy: listener, recordTimeline: recordTimeline)
        return run.run(until: horizon)
    }

    @Test("The app hears the activity at the start, then each change a detection delay late")
    func reports() throws {
        let heard = Heard()
        let record = try Self.run(Listener(heard: heard))
        #expect(heard.all.map(\.0) == [.zero, .seconds(607.5), .seconds(1_209)])
        #expect(heard.all.map(\.1) == [.stationary, .walking, .stationary])
        // 15 mA for the whole hour, on its own component.
        #expect(abs(record.chargeByComponentMilliampHours.motion - 15) < 1e-9)
    }

    @Test("Stopped updates draw nothing and report nothing; a restart reports the activity at once")
    func stopAndRestart() throws {
        let heard = Heard()
        let record = try Self.run(Listener(heard: heard, stop: .seconds(900), restart: .seconds(1_000)))
        #expect(heard.all.map(\.0) == [.zero, .seconds(607.5), .seconds(1_000), .seconds(1_209)])
        #expect(heard.all.map(\.1) == [.stationary, .walking, .walking, .stationary])
        // Sensing 0–900 s and 1 000–3 600 s at 15 mA.
        #expect(abs(record.chargeByComponentMilliampHours.motion - 15 * 3_500 / 3_600) < 1e-9)
    }

    @Test("The timeline keeps when activity updates ran and each reported activity (the report's motion lane)")
    func timeline() throws {
        let record = try Self.run(
            Listener(heard: Heard(), stop: .seconds(900), restart: .seconds(1_000)), recordTimeline: true)
        let timeline = try #require(record.timeline)
        #expect(timeline.activityUpdates.map { [$0.start.seconds, $0.end.seconds] } == [[0, 900], [1_000, 3_600]])
        #expect(timeline.activityReports.map(\.time) == [.zero, .seconds(607.5), .seconds(1_000), .seconds(1_209)])
        #expect(timeline.activityReports.map(\.activity) == [.stationary, .walking, .walking, .stationary])
    }
}
