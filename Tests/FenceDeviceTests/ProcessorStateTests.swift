import FenceKernel
import FenceWorld
import Testing

@testable import FenceDevice

/// The application processor as a power state machine, against schedules worked out by hand from the
/// profile's documented values (`docs/calibration.md`): awake 40 mA, busy 40 + 60 mA, a 0.1 s callback,
/// a Wi-Fi scan that wakes it for 1.5 s, an upload that completes 2.1 s after it is sent (2 s promotion,
/// 0.1 s of data), and a 1 s wake tail after each.
@Suite("Device: CPU power states (asleep, awake, busy) and the wake tail")
struct ProcessorStateTests {
    /// A phone standing among five access points, every Wi-Fi lookup answered from the cache (a scan
    /// costs the scan and its wake only), recording its CPU states.
    static func device() throws -> Device {
        var profile = DeviceProfile.iphone4s2012
        profile.wifi.cacheHitProbability = 1
        let world = try TestWorld.still(.openSky, hours: 1, accessPoints: TestWorld.accessPointRing(count: 5))
        var device = try TestWorld.device(world, profile: profile)
        device.recordProcessorStates()
        return device
    }

    @Test("Callbacks, a scan and an upload: CPU charge = Σ busy × 100 mA + Σ merged awake-only × 40 mA")
    func fixedSchedule() throws {
        var device = try Self.device()
        device.cpuBurst(at: .seconds(10))
        device.cpuBurst(at: .seconds(10.05))  // queued: busy 10–10.2 s, tail to 11.2 s
        // The state is known at and after the last action.
        #expect(device.power.processorState(at: .seconds(10.1)) == .busy)
        #expect(device.power.processorState(at: .seconds(11)) == .awake)
        #expect(device.power.processorState(at: .seconds(20)) == .asleep)
        #expect(device.requestWiFiFix(at: .seconds(30)).nextWake == .seconds(31))  // awake 30–31.5, tail to 32.5
        device.cpuBurst(at: .seconds(31))  // inside the scan's wake: busy 31–31.1 s
        #expect(device.advanceWiFi(at: .seconds(31)).fix != nil)
        #expect(device.upload(at: .seconds(100)) == .seconds(102.1))  // awake 100–102.1 s, tail to 103.1 s
        #expect(device.power.processorState(at: .seconds(100.5)) == .awake)
        #expect(device.power.processorState(at: .seconds(104)) == .asleep)

        // Busy 0.2 + 0.1 s; awake only: 1.0 (tail) + (32.5 − 30 − 0.1) + (103.1 − 100) = 6.5 s.
        let expected = (0.3 * 100 + 6.5 * 40) / 3600
        let used = device.chargeUsedMilliampHours(at: .seconds(200))
        #expect(abs(used.cpu - expected) < 1e-12)

        let spans = device.processorStates(until: .seconds(200)).map { ($0.state, $0.start.seconds, $0.end.seconds) }
        let byHand: [(ProcessorState, Double, Double)] = [
            (.busy, 10, 10.2), (.awake, 10.2, 11.2), (.awake, 30, 31), (.busy, 31, 31.1), (.awake, 31.1, 32.5),
            (.awake, 100, 103.1),
        ]
        #expect(spans.count == byHand.count)
        for (span, hand) in zip(spans, byHand) {
            #expect(span.0 == hand.0 && abs(span.1 - hand.1) < 1e-9 && abs(span.2 - hand.2) < 1e-9)
        }
    }

    @Test("A hold keeps the CPU awake until released, then the tail; work inside it adds only the busy extra")
    func appHold() throws {
        var device = try Self.device()
        device.setAppAwake(true, at: .seconds(10))
        device.cpuBurst(at: .seconds(20))
        device.setAppAwake(false, at: .seconds(50))
        #expect(device.power.processorState(at: .seconds(50.5)) == .awake)
        #expect(device.power.processorState(at: .seconds(51)) == .asleep)
        // Awake 10–51 s (41 s, the tail included) at 40 mA, plus 0.1 s at the 60 mA busy extra.
        let used = device.chargeUsedMilliampHours(at: .seconds(100))
        #expect(abs(used.cpu - (41 * 40 + 0.1 * 60) / 3600) < 1e-12)
    }

    @Test("A GPS session holds the CPU awake (host-based GPS) until it stops, then the tail")
    func gpsHold() throws {
        var device = try Self.device()
        var wake = try #require(device.startGPS(assisted: false, at: .seconds(5)).nextWake)
        while wake <= .seconds(60) { wake = try #require(device.advanceGPS(at: wake).nextWake) }
        #expect(device.power.processorState(at: .seconds(60)) == .awake)
        device.stopGPS(at: .seconds(65))
        // Awake 5–66 s: 61 s at 40 mA, no work.
        let used = device.chargeUsedMilliampHours(at: .seconds(100))
        #expect(abs(used.cpu - 61 * 40.0 / 3600) < 1e-12)
        let spans = device.processorStates(until: .seconds(100))
        #expect(spans == [ProcessorStateSpan(state: .awake, start: .seconds(5), end: .seconds(66))])
    }

    @Test("A zero tail suspends the CPU the instant its work ends")
    func zeroTail() throws {
        var profile = DeviceProfile.iphone4s2012
        profile.power.cpuWakeTailSeconds = 0
        var device = try TestWorld.device(try TestWorld.still(.openSky, hours: 1), profile: profile)
        device.cpuBurst(at: .seconds(10))
        #expect(device.power.processorState(at: .seconds(10.1)) == .asleep)
        #expect(abs(device.chargeUsedMilliampHours(at: .seconds(20)).cpu - 0.1 * 100 / 3600) < 1e-12)
    }
}
