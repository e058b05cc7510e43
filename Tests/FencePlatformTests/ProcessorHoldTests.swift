import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// Which running managers hold the CPU awake (`platform.cpuHoldRule`), on a phone standing by one
/// access point with deterministic network positioning (``ScriptedWorld/reliableNetworkProfile``: a
/// Wi-Fi fix is its 1 s scan, no lookup). Currents from `docs/calibration.md`: CPU awake 40 mA, busy
/// 40 + 60 mA, a 0.1 s callback, a scan that wakes the CPU for 1.5 s, a 1 s wake tail.
@Suite("Platform: the CPU hold rule")
struct ProcessorHoldTests {
    /// Polls at 0, 30, …, 3 570 s (120 of them); the last one's wake ends at 3 572.5 s.
    static let horizon = SimTime.seconds(3_599.5)

    static func run(_ accuracy: DesiredAccuracy, rule: ProcessorHoldRule) throws -> RunRecord {
        let world = try ScriptedWorld.world(
            ScriptedWorld.path([(0, .zero), (3_601, .zero)]), accessPoints: ScriptedWorld.accessPoint)
        var parameters = PlatformParameters()
        parameters.ios.cpuHoldRule = rule
        // A fix every networkFixIntervalSeconds (30 s), whether the phone moves or not: the hand
        // calculation below counts one Wi-Fi fix per 30 s of a phone standing still.
        parameters.ios.networkFixCadence = .fixed
        let strategy = ProbeStrategy(
            log: ProbeLog(),
            onLaunch: { context in
                context.configureManager("main", accuracy: accuracy, distanceFilterMeters: 0)
                context.startUpdatingLocation("main")
            })
        return try ScriptedWorld.run(strategy, in: world, parameters: parameters, until: Self.horizon)
    }

    @Test("hundredMeters under the default rule: the CPU sleeps between Wi-Fi fixes")
    func coarseManagerOnlyWakes() throws {
        let record = try Self.run(.hundredMeters, rule: .fineAccuracyOnly)
        #expect(record.sourceStatistics[.wifi]?.requests == 120)
        #expect(record.standardDeliveries == 120)
        // At 0 s: the launch callback (busy 0–0.1 s) and the first scan (awake 0–1.5 s, tail to 2.5 s),
        // its fix's callback busy 1–1.1 s. Each later poll: awake 2.5 s, of it busy 0.1 s.
        let busySeconds = 0.2 + 119 * 0.1
        let awakeOnlySeconds = (2.5 - 0.2) + 119 * 2.4
        let expected = (busySeconds * 100 + awakeOnlySeconds * 40) / 3_600
        #expect(abs(record.chargeByComponentMilliampHours.cpu - expected) < 1e-9)
        // The timeline: the CPU is asleep 27.5 s of every 30.
        let spans = try #require(record.timeline?.processor)
        let awake = spans.reduce(0.0) { $0 + ($1.end - $1.start).seconds }
        #expect(abs(awake - (busySeconds + awakeOnlySeconds)) < 1e-6)
    }

    @Test("hundredMeters under anyManager: held awake the whole run")
    func anyManagerHolds() throws {
        let record = try Self.run(.hundredMeters, rule: .anyManager)
        let busySeconds = 0.2 + 119 * 0.1
        let expected = (Self.horizon.seconds * 40 + busySeconds * 60) / 3_600
        #expect(abs(record.chargeByComponentMilliampHours.cpu - expected) < 1e-9)
    }

    @Test("best (continuous fine accuracy) under the default rule: held awake the whole run")
    func fineManagerHolds() throws {
        let record = try Self.run(.best, rule: .fineAccuracyOnly)
        let spans = try #require(record.timeline?.processor)
        let awake = spans.reduce(0.0) { $0 + ($1.end - $1.start).seconds }
        #expect(abs(awake - Self.horizon.seconds) < 1e-6)
        #expect(spans.first?.start == .zero && spans.last?.end == Self.horizon)
    }

    @Test("never: a fine manager still holds the CPU through its GPS session; hundredMeters only wakes it")
    func neverRule() throws {
        let fine = try Self.run(.best, rule: .never)
        #expect(fine.chargeByComponentMilliampHours.cpu >= Self.horizon.seconds * 40 / 3_600)
        let coarse = try Self.run(.hundredMeters, rule: .never)
        let coarseDefault = try Self.run(.hundredMeters, rule: .fineAccuracyOnly)
        #expect(coarse.chargeByComponentMilliampHours == coarseDefault.chargeByComponentMilliampHours)
    }
}
