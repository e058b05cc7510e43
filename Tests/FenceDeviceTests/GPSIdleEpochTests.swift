import FenceKernel
import FenceWorld
import Testing

@testable import FenceDevice

/// The GPS receiver skips the epochs at which nothing can happen (``Device/advanceGPS(at:)``): the
/// fixes, losses of signal and energy must be those of a receiver driven at every whole second.
@Suite("GPS receiver: skipped idle epochs")
struct GPSIdleEpochTests {
    /// A phone standing at the origin: open sky (visibility 1) until 300 s, underground (visibility 0)
    /// until 1 500 s, open sky until 1 800 s, then indoors (visibility 0.2) until 7 200 s; the classes' rows
    /// from `table`.
    static func world(table: EnvironmentTable = .standard) throws -> World {
        let legs: [(SimTime, SimTime, EnvironmentClass)] = [
            (.zero, .seconds(300), .openSky), (.seconds(300), .seconds(1_500), .underground),
            (.seconds(1_500), .seconds(1_800), .openSky), (.seconds(1_800), .seconds(7_200), .indoor),
        ]
        return try World(
            projection: TestWorld.projection, environmentTable: table,
            environmentMap: EnvironmentMap(defaultEnvironment: .openSky),
            infrastructure: Infrastructure(towers: [], accessPoints: []),
            trajectory: Trajectory(
                legs: legs.map { .dwell(at: .zero, from: $0.0, to: $0.1, environmentOverride: $0.2) }),
            fences: [])
    }

    /// Runs the receiver from 0 s to `end`, calling it at every whole second (`everySecond`) or only at
    /// the wakes it asks for; returns the fix times, the number of calls and the device.
    static func drive(everySecond: Bool, until end: SimTime) throws -> (fixes: [SimTime], calls: Int, device: Device) {
        var device = try TestWorld.device(world())
        var wake = try #require(device.startGPS(assisted: false, at: .zero).nextWake)
        var fixes: [SimTime] = [], calls = 0
        var time = everySecond ? SimTime.second(1) : wake
        while time < end {
            let step = device.advanceGPS(at: time)
            calls += 1
            if step.fix != nil { fixes.append(time) }
            if let next = step.nextWake { wake = next }
            time = everySecond ? time + .seconds(1) : wake
        }
        return (fixes, calls, device)
    }

    @Test("Open sky fixes every second; underground: five misses, loss of signal, a few wakes, nothing until the sky")
    func openSkyAndUnderground() throws {
        let end = SimTime.seconds(1_800)
        let run = try Self.drive(everySecond: false, until: end)
        let first = try #require(run.fixes.first)
        // Visibility 1: a fix at every second from the first to 299 s, and from 1 500 s to 1 799 s.
        let expected = Array(stride(from: first.wholeSeconds, through: 299, by: 1)) + Array(1_500...1_799)
        #expect(run.fixes == expected.map { SimTime.second($0) })
        // Underground the receiver misses 300…304 s (the fifth miss, at 304 s, loses the signal), then
        // waits through its reacquisition and looks 600 s ahead at a time: a handful of calls for the
        // 1 200 s without sky instead of 1 200.
        let underground = run.calls - expected.count - 1  // minus the fixes and the call that found the first
        #expect(underground <= 6, "\(underground) calls underground")
        // Energy by hand: acquiring (120 mA) from 0 s to the first fix and from the loss (304 s) to
        // 1 500 s, tracking (75 mA) otherwise.
        let acquiringSeconds = first.seconds + (1_500 - 304)
        let trackingSeconds = 1_800 - acquiringSeconds
        let gps = (120 * acquiringSeconds + 75 * trackingSeconds) / 3_600
        #expect(abs(run.device.chargeUsedMilliampHours(at: end).gps - gps) < 1e-9)
        #expect(run.device.isGPSTracking)
    }

    @Test("Indoors (visibility 0.2): the same fixes, losses and energy as a receiver driven every second")
    func indoorsMatchesEverySecond() throws {
        let end = SimTime.seconds(7_200)
        let skipping = try Self.drive(everySecond: false, until: end)
        let stepped = try Self.drive(everySecond: true, until: end)
        #expect(skipping.fixes == stepped.fixes)
        #expect(skipping.fixes.count > 300)  // indoors fixes come and go: a real test of the look-ahead
        #expect(skipping.calls < stepped.calls / 2)
        let a = skipping.device.chargeUsedMilliampHours(at: end), b = stepped.device.chargeUsedMilliampHours(at: end)
        #expect(abs(a.gps - b.gps) < 1e-9 && abs(a.total - b.total) < 1e-9)
        #expect(
            skipping.device.statistics(of: .gps, at: end) == stepped.device.statistics(of: .gps, at: end))
    }
}
