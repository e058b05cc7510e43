import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Synchronization
import Testing

/// Pausing rules through the platform, on a hand-made two hours under open sky: still at the origin
/// until 1 800 s, a walk of 840 m east until 2 400 s, still again until the horizon (7 200 s). The
/// platform's defaults: a pause after 900 s staying put, a live session stationary after 600 s.
@Suite("Platform: pausing location updates")
struct ManagerPausingTests {
    static let horizon = SimTime.seconds(7_200)
    static let manager: ManagerID = "paused"

    static func world() throws -> World {
        try ScriptedWorld.world(
            ScriptedWorld.path([
                (0, ScriptedWorld.at(0)), (1_800, ScriptedWorld.at(0)), (2_400, ScriptedWorld.at(840)),
                (7_200, ScriptedWorld.at(840)),
            ]))
    }

    /// What the app was told about pausing, with the time of each call.
    final class Heard: Sendable {
        private let calls = Mutex<[(SimTime, String)]>([])
        func append(_ time: SimTime, _ what: String) { calls.withLock { $0.append((time, what)) } }
        var all: [(SimTime, String)] { calls.withLock { $0 } }
    }

    /// Runs one best-accuracy manager under `rule` from launch; starts it again at `restart`, if given.
    struct Session: LocationStrategy {
        let heard: Heard
        let rule: LocationPausing
        var restart: SimTime?

        mutating func launch(context: inout StrategyContext) {
            context.configureManager(ManagerPausingTests.manager, accuracy: .best, distanceFilterMeters: 0)
            context.setPausing(ManagerPausingTests.manager, rule)
            context.startUpdatingLocation(ManagerPausingTests.manager)
            if let restart { context.scheduleTimer(after: restart) }
        }

        mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
            switch event {
            case .locationUpdatesPaused(let manager): heard.append(context.now, "paused \(manager)")
            case .stationaryChanged(let manager, let still): heard.append(context.now, "\(manager) still \(still)")
            case .timer: context.startUpdatingLocation(ManagerPausingTests.manager)
            default: break
            }
        }
    }

    static func run(_ session: Session, profile: DeviceProfile = ScriptedWorld.reliableNetworkProfile) throws
        -> RunRecord
    {
        try ScriptedWorld.run(session, in: try world(), profile: profile, until: horizon)
    }

    /// The GPS's working spans as (start, end) in seconds.
    static func gpsSpans(_ record: RunRecord) -> [[Double]] {
        (record.timeline?.activity ?? []).filter { [.gps, .agps].contains($0.source) }.map {
            [$0.start.seconds, $0.end.seconds]
        }
    }

    @Test("Without a rule nothing pauses: GPS runs the whole two hours")
    func neverPauses() throws {
        let heard = Heard()
        let record = try Self.run(Session(heard: heard, rule: .never))
        #expect(heard.all.isEmpty)
        #expect(Self.gpsSpans(record) == [[0, 7_200]])
    }

    @Test("Type other: paused 900 s into the first stillness; restarted at 2 000 s, paused 900 s into the next")
    func pausesAndRestarts() throws {
        let heard = Heard()
        let record = try Self.run(Session(heard: heard, rule: .automatic(.other), restart: .seconds(2_000)))
        // Launch at 0 s, still until 1 800 s: 0 + 900. Restarted at 2 000 s while walking; still from
        // 2 400 s: 2 400 + 900 = 3 300 s.
        #expect(heard.all.map(\.0) == [.seconds(900), .seconds(3_300)])
        #expect(heard.all.map(\.1) == ["paused paused", "paused paused"])
        #expect(Self.gpsSpans(record) == [[0, 900], [2_000, 3_300]])
        // No location reaches the app while paused.
        let late = record.deliveries(.standard).filter {
            ($0.time > .seconds(900) && $0.time < .seconds(2_000)) || $0.time > .seconds(3_300)
        }
        #expect(late.isEmpty)
    }

    @Test("automotiveNavigation counts walking as staying put: the restart at 2 000 s pauses at 2 900 s")
    func vehicleTypesIgnoreWalking() throws {
        let heard = Heard()
        let record = try Self.run(
            Session(heard: heard, rule: .automatic(.automotiveNavigation), restart: .seconds(2_000)))
        #expect(heard.all.map(\.0) == [.seconds(900), .seconds(2_900)])
        #expect(Self.gpsSpans(record) == [[0, 900], [2_000, 2_900]])
    }

    @Test("Live updates: stationary after 600 s, moving again a detector delay after the walk starts")
    func liveUpdatesSuspendAndResume() throws {
        var profile = ScriptedWorld.reliableNetworkProfile
        profile.motion.delayLogSigma = 0  // the detector fires at its median, 7.5 s
        profile.motion.significantMotionFalseTriggersPerHour = 0
        let heard = Heard()
        let record = try Self.run(Session(heard: heard, rule: .whenStationary), profile: profile)
        // Still from 0: stationary at 600 s. The walk starts at 1 800 s: resumed at 1 807.5 s. Still
        // again from 2 400 s: stationary at 3 000 s, to the end.
        #expect(heard.all.map(\.0) == [.seconds(600), .seconds(1_807.5), .seconds(3_000)])
        #expect(heard.all.map(\.1) == ["paused still true", "paused still false", "paused still true"])
        #expect(Self.gpsSpans(record) == [[0, 600], [1_807.5, 3_000]])
        // The detector draws 0.2 mA while armed: 600–1 807.5 s and 3 000–7 200 s.
        let armedSeconds = (1_807.5 - 600) + (7_200 - 3_000)
        #expect(abs(record.chargeByComponentMilliampHours.motion - 0.2 * armedSeconds / 3_600) < 1e-9)
    }

    @Test("Stopping a suspended live session disarms the detector and nothing resumes")
    func stopWhileSuspended() throws {
        struct StopAtTimer: LocationStrategy {
            let heard: Heard
            mutating func launch(context: inout StrategyContext) {
                context.configureManager(ManagerPausingTests.manager, accuracy: .best, distanceFilterMeters: 0)
                context.setPausing(ManagerPausingTests.manager, .whenStationary)
                context.startUpdatingLocation(ManagerPausingTests.manager)
                context.scheduleTimer(after: .seconds(1_000))
            }
            mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
                switch event {
                case .stationaryChanged(_, let still): heard.append(context.now, "still \(still)")
                case .timer: context.stopUpdatingLocation(ManagerPausingTests.manager)
                default: break
                }
            }
        }
        var profile = ScriptedWorld.reliableNetworkProfile
        profile.motion.significantMotionFalseTriggersPerHour = 0
        let heard = Heard()
        let record = try ScriptedWorld.run(
            StopAtTimer(heard: heard), in: try Self.world(), profile: profile, until: Self.horizon)
        #expect(heard.all.map(\.0) == [.seconds(600)])
        #expect(Self.gpsSpans(record) == [[0, 600]])
        #expect(abs(record.chargeByComponentMilliampHours.motion - 0.2 * 400 / 3_600) < 1e-9)
    }
}
