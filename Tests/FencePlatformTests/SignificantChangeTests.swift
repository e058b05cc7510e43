import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// The significant-change service on scripted worlds ([@OReillyiOSComponents], [@AppleEnergyGuide]: a delivery on a cell
/// change or ≥ 500 m of movement, never within 5 min of the previous one, at least every 15 min), under the
/// deterministic documented rule (`clock300`; the field model is in `SignificantChangeFieldTests`).
///
/// Timing common to every test, from the defaults (`PlatformParameters`, `iphone4s-2012` with
/// cached network lookups): the app's launch costs a 0.1 s CPU callback [0, 0.1); starting the
/// service requests a cell fix at once, whose 0.5 s of CPU work queues behind the callback, so the
/// first delivery comes at 0.1 + 0.5 = **0.6 s**. Every later delivery is a cell fix requested at the
/// check instant (the CPU idle by then) and delivered 0.5 s after it. Cell fixes are cell-ID (towers
/// heard within 1 m only), so no randomness touches any instant below.
@Suite("Platform: significant-change service")
struct SignificantChangeTests {
    static func slcOnly(_ log: ProbeLog) -> ProbeStrategy {
        ProbeStrategy(log: log, onLaunch: { $0.startSignificantChanges() })
    }

    /// The defaults with the documented rule selected.
    static var documentedRule: PlatformParameters {
        var parameters = PlatformParameters()
        parameters.ios.significantChangeModel = .clock300
        return parameters
    }

    /// Delivery instants in seconds.
    static func deliveries(_ record: RunRecord) -> [Double] {
        record.deliveries(.significantChange).map(\.time.seconds)
    }

    @Test("standing still: one delivery every 15 min (the check at 900 s, the cell fix 0.5 s later)")
    func heartbeat() throws {
        let world = try ScriptedWorld.world(
            ScriptedWorld.path([(0, .zero), (7_200, .zero)]), towers: ScriptedWorld.towers(atX: [0]))
        let record = try ScriptedWorld.run(
            Self.slcOnly(ProbeLog()), in: world, parameters: Self.documentedRule, until: .hours(2))
        // No handoff, no movement: each check is the heartbeat, 900 s after the previous delivery;
        // the delivery follows 0.5 s later, so deliveries are 900.5 s apart: 0.6 + 900.5 k for
        // k = 0 … 7 (k = 8 would be 7 204.6 s, past the 7 200 s horizon).
        let expected = (0..<8).map { 0.6 + 900.5 * Double($0) }
        let times = Self.deliveries(record)
        #expect(times.count == expected.count)
        for (time, value) in zip(times, expected) { #expect(abs(time - value) < 1e-6) }
        #expect(record.significantChangeDeliveries == 8)
    }

    @Test("a serving-cell change delivers promptly, after only 100 m of movement")
    func cellChange() throws {
        // Towers at x = 0 and 1 000 m: the serving cell changes at x = 500 m. The phone stands at
        // x = 400 m, walks east at 1 m/s from 1 300 s to 1 500 s (x = 600 m), then stands.
        let trajectory = try ScriptedWorld.path([
            (0, ScriptedWorld.at(400)), (1_300, ScriptedWorld.at(400)), (1_500, ScriptedWorld.at(600)),
            (3_600, ScriptedWorld.at(600)),
        ])
        let world = try ScriptedWorld.world(trajectory, towers: ScriptedWorld.towers(atX: [0, 1_000]))
        let record = try ScriptedWorld.run(
            Self.slcOnly(ProbeLog()), in: world, parameters: Self.documentedRule, until: .hours(1))
        // 0.6 (start); 901.1 (heartbeat 0.6 + 900, + 0.5); the handoff at 1 300 + 100 = 1 400 s is
        // more than 5 min after 901.1, so the check is at 1 400 s and the delivery at 1 400.5 s — well
        // before the heartbeat (1 801.1) and with 100 m moved (< 500 m). Afterwards no handoff and at
        // most 100 m of movement: heartbeats at 1 400.5 + 900.5 = 2 301.0 and 3 201.5.
        let expected = [0.6, 901.1, 1_400.5, 2_301.0, 3_201.5]
        let times = Self.deliveries(record)
        #expect(times.count == expected.count)
        // The handoff instant is solved on the segment and rounded to the microsecond.
        for (time, value) in zip(times, expected) { #expect(abs(time - value) < 1e-3) }
    }

    @Test("500 m of movement delivers without a cell change")
    func movement() throws {
        // One tower (no handoff). The phone stands at the origin, walks east at 2 m/s from 1 000 s
        // to 1 500 s (x = 1 000 m), then stands.
        let trajectory = try ScriptedWorld.path([
            (0, .zero), (1_000, .zero), (1_500, ScriptedWorld.at(1_000)), (3_600, ScriptedWorld.at(1_000)),
        ])
        let world = try ScriptedWorld.world(trajectory, towers: ScriptedWorld.towers(atX: [0]))
        let record = try ScriptedWorld.run(
            Self.slcOnly(ProbeLog()), in: world, parameters: Self.documentedRule, until: .hours(1))
        // 0.6; 901.1 (heartbeat, at x = 0). 500 m from x = 0 is reached at 1 000 + 500 / 2 = 1 250 s,
        // later than 901.1 + 300, so the delivery is at 1 250.5 s (x = 501 m there). From 501 m the
        // phone moves at most 499 m more: heartbeats at 2 151.0 and 3 051.5.
        let expected = [0.6, 901.1, 1_250.5, 2_151.0, 3_051.5]
        let times = Self.deliveries(record)
        #expect(times.count == expected.count)
        for (time, value) in zip(times, expected) { #expect(abs(time - value) < 1e-3) }
    }

    @Test("never within 5 min of the previous delivery, however often the cell changes")
    func minimumInterval() throws {
        // Towers every 100 m on x = 0 … 20 km; the phone drives east at 20 m/s for 1 000 s (a handoff
        // every 5 s, 500 m every 25 s), then stands at x = 20 km until 1 h.
        let trajectory = try ScriptedWorld.path([
            (0, .zero), (1_000, ScriptedWorld.at(20_000)), (3_600, ScriptedWorld.at(20_000)),
        ])
        let world = try ScriptedWorld.world(
            trajectory, towers: ScriptedWorld.towers(atX: (0...200).map { Double($0) * 100 }))
        let record = try ScriptedWorld.run(
            Self.slcOnly(ProbeLog()), in: world, parameters: Self.documentedRule, until: .hours(1))
        // While driving a trigger is always pending when the 5 min have passed: checks at the previous
        // delivery + 300 s, deliveries 300.5 s apart: 0.6, 301.1, 601.6, 902.1. The last handoffs
        // (≤ 1 000 s) are again pending at 902.1 + 300 → 1 202.6. Standing after that: heartbeats
        // at 2 103.1 and 3 003.6.
        let expected = [0.6, 301.1, 601.6, 902.1, 1_202.6, 2_103.1, 3_003.6]
        let times = Self.deliveries(record)
        #expect(times.count == expected.count)
        for (time, value) in zip(times, expected) { #expect(abs(time - value) < 1e-6) }
        for (previous, next) in zip(times, times.dropFirst()) {
            #expect(next - previous >= 300)
            // The 15 min bound holds for the check; the delivery adds the cell fix's 0.5 s of CPU.
            #expect(next - previous <= 900 + 0.5)
        }
    }

    @Test("a delivery is a cell-accuracy location, which becomes lastKnownLocation")
    func deliveredLocation() throws {
        let world = try ScriptedWorld.world(
            ScriptedWorld.path([(0, ScriptedWorld.at(30)), (60, ScriptedWorld.at(30))]),
            towers: ScriptedWorld.towers(atX: [0]))
        let log = ProbeLog()
        let probe = ProbeStrategy(
            log: log,
            onLaunch: {
                $0.startSignificantChanges()
                $0.scheduleTimer(after: .seconds(10))
            })
        let record = try ScriptedWorld.run(probe, in: world, parameters: Self.documentedRule, until: .seconds(60))
        // Cell-ID: the serving tower's position (the origin, 30 m from the phone) with the 1 414 m
        // accuracy iOS reports for tower fixes ([@iOSReportedAccuracy]), timestamped at the delivery, 0.6 s.
        let expected = Location(timestamp: .seconds(0.6), position: .zero, horizontalAccuracyMeters: 1_414)
        let calls = log.all
        #expect(calls.count == 3)  // launch, the delivery, the timer
        #expect(calls[0].lastKnownLocation == nil)
        #expect(calls[1].event == .significantChange(expected))
        #expect(calls[2].event == .timer(TimerID(0), tag: 0))
        #expect(calls[2].lastKnownLocation == expected)
        // The delivery woke the app for the 10 s background window: the CPU was awake (40 mA) from
        // 0.6 s to 10.6 s and its 1 s wake tail, busy (100 mA) for the three 0.1 s callbacks and the
        // 0.5 s cell fix, and suspended otherwise (timers keep the app awake by default: from 0 to 10 s
        // as well). Awake span [0, 11.6 s) = 11.6 s; busy 0.8 s inside it: 40 × 11.6 + 60 × 0.8
        // = 512 mA·s.
        #expect(abs(record.chargeByComponentMilliampHours.cpu - 512.0 / 3_600) < 1e-9)
    }
}
