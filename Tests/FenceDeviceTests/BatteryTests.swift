import FenceKernel
import FenceWorld
import Testing

@testable import FenceDevice

@Suite("Battery: lazy integration, energy conservation, predicted empty time")
struct BatteryTests {
    /// A hand-made schedule: constant currents per component plus one step of the GPS current.
    private struct StepSchedule: CurrentSchedule {
        var before: ComponentValues
        var after: ComponentValues
        var step: SimTime
        func milliamps(at time: SimTime) -> ComponentValues { time < step ? before : after }
        func nextChange(after time: SimTime) -> SimTime? { time < step ? step : nil }
    }

    @Test("Predicted empty time is exact across a step in the current")
    func predictedEmptyAcrossStep() {
        var before = ComponentValues(), after = ComponentValues()
        before.baseline = 100
        before.gps = 100
        after.baseline = 100
        // 200 mA for the first hour uses 200 mAh; the remaining 800 mAh at 100 mA last 8 h: empty at 9 h.
        let schedule = StepSchedule(before: before, after: after, step: .hours(1))
        let battery = Battery(parameters: BatteryParameters(capacityMilliampHours: 1000))
        #expect(battery.predictedEmptyTime(schedule, after: .zero) == .hours(9))
        #expect(abs(battery.remainingFraction(schedule, at: .hours(1)) - 0.8) < 1e-12)
        // Empty inside the first piece: 150 mAh usable at 200 mA → 45 min.
        let small = Battery(parameters: BatteryParameters(capacityMilliampHours: 300, usableFraction: 0.5))
        #expect(small.predictedEmptyTime(schedule, after: .zero) == .minutes(45))
    }

    /// The CPU at 40 mA for 7.5 s, then at 3 mA.
    private static var cpuStep: StepSchedule {
        var before = ComponentValues(), after = ComponentValues()
        before.cpu = 40
        after.cpu = 3
        return StepSchedule(before: before, after: after, step: .seconds(7.5))
    }

    @Test("Settling in several steps gives the same charge as one step")
    func settleIsAdditive() {
        let schedule = Self.cpuStep
        var stepped = Battery(parameters: BatteryParameters())
        for second in stride(from: 1.0, through: 20, by: 1.3) { stepped.settle(schedule, to: .seconds(second)) }
        stepped.settle(schedule, to: .seconds(20))
        var once = Battery(parameters: BatteryParameters())
        once.settle(schedule, to: .seconds(20))
        // 7.5 s × 40 mA + 12.5 s × 3 mA = 337.5 mA·s.
        #expect(abs(once.usedMilliampHours.cpu - 337.5 / 3600) < 1e-15)
        #expect(abs(stepped.usedMilliampHours.cpu - once.usedMilliampHours.cpu) < 1e-15)
    }

    @Test("A settle adds each piece's current × hours, summed from zero, to the charge: bit for bit")
    func settleSumsPiecesExactly() {
        let schedule = Self.cpuStep
        var battery = Battery(parameters: BatteryParameters())
        battery.settle(schedule, to: .seconds(2.5))  // inside the first piece
        battery.settle(schedule, to: .seconds(10))  // across the step: 5 s at 40 mA, then 2.5 s at 3 mA
        let hoursPerMicrosecond = 1 / 3.6e9
        let inside = 40 * (2_500_000 * hoursPerMicrosecond)
        let across = (0 + 40 * (5_000_000 * hoursPerMicrosecond)) + 3 * (2_500_000 * hoursPerMicrosecond)
        #expect(battery.usedMilliampHours.cpu == inside + across)
        #expect(battery.usedMilliampHours.total == inside + across)
    }

    /// A scripted stretch of device life whose current is written down by hand below; the device's
    /// total must equal the sum of its components and the independent integral.
    @Test("Energy conservation: total = Σ components = ∫I dt of a hand-made schedule")
    func energyConservation() throws {
        var profile = DeviceProfile.iphone4s2012
        profile.wifi.cacheHitProbability = 1  // no lookup: the Wi-Fi fix costs a scan and a wake lock only
        let world = try TestWorld.still(.openSky, hours: 1, accessPoints: TestWorld.accessPointRing(count: 5))
        // The screen on all along, at half brightness.
        let app = AppBehaviour(screenOnShare: 1, screenBrightness: 0.5)
        var device = try TestWorld.device(world, profile: profile, app: app)

        var wake = try #require(device.startGPS(assisted: false, at: .seconds(20)).nextWake)
        var firstFix: SimTime?
        // Drives the GPS at each wake up to `time`, so every action below comes in time order.
        func runGPS(until time: SimTime) throws {
            while wake <= time {
                let step = device.advanceGPS(at: wake)
                if step.fix != nil, firstFix == nil { firstFix = wake }
                wake = try #require(step.nextWake)
            }
        }
        try runGPS(until: .seconds(100))
        #expect(device.upload(at: .seconds(100)) == .seconds(102.1))
        try runGPS(until: .seconds(200))
        device.cpuBurst(at: .seconds(200))
        device.cpuBurst(at: .seconds(200.05))
        try runGPS(until: .seconds(300))
        #expect(device.requestWiFiFix(at: .seconds(300)).nextWake == .seconds(301))
        try runGPS(until: .seconds(301))
        #expect(device.advanceWiFi(at: .seconds(301)).fix != nil)
        try runGPS(until: .seconds(400))
        device.stopGPS(at: .seconds(400))
        let acquired = try #require(firstFix)
        let end = SimTime.seconds(500)
        let used = device.chargeUsedMilliampHours(at: end)

        // The schedule by hand (mA × s), from the profile's documented currents:
        let baseline = 1430.0 / 200 * 500  // 7.15 mA all along
        let screen = (100 + 0.5 * 160) * 500  // on at b = 0.5 all along
        let gpsSeconds = (acquired - .seconds(20)).seconds
        let gps = 120 * gpsSeconds + 75 * (400 - 20 - gpsSeconds) + 5 * 6  // acquire, track, 6 s sleep tail
        let radio = 530 / 3.7 * 2 + 700 / 3.7 * 5.1 + 350 / 3.7 * 12  // upload at 100 s
        // The GPS session holds the CPU awake from 20 s to its stop at 400 s and the 1 s tail after it;
        // the upload, the scan and the two 0.1 s bursts back to back all fall inside: only the bursts'
        // 60 mA busy extra adds to the 40 mA awake current.
        let cpu = 40 * (401 - 20) + 60 * 0.2
        let wifi = 220 * 1.0
        let expected = (baseline + screen + gps + radio + cpu + wifi) / 3600
        #expect(abs(used.total - expected) < 1e-9)
        #expect(abs(used.gps - gps / 3600) < 1e-9)
        #expect(abs(used.radio - radio / 3600) < 1e-9)
        #expect(abs(used.cpu - cpu / 3600) < 1e-9)
        #expect(abs(used.wifi - wifi / 3600) < 1e-9)
        #expect(abs(used.screen - screen / 3600) < 1e-9)
        let sum = DeviceComponent.allCases.reduce(0) { $0 + used[$1] }
        #expect(abs(sum - used.total) < 1e-12)
    }

    @Test("The O(1) empty-time bound: tight for a constant current, never after the exact prediction")
    func emptyTimeLowerBound() throws {
        // 1000 mAh at a constant 100 mA empties at exactly 10 h; the bound is that instant made earlier
        // by its documented margin, 10⁻⁹ relative + 1 µs = 37 µs here.
        let battery = Battery(parameters: BatteryParameters(capacityMilliampHours: 1000))
        let bound = battery.emptyTimeLowerBound(maximumMilliamps: 100)
        #expect(bound <= .hours(10) && bound >= .hours(10) - .microseconds(37))
        #expect(battery.emptyTimeLowerBound(maximumMilliamps: 0) == .never)

        // An upload at 100 s (the energy-conservation test's timings): promotion to 102 s, DCH tail to
        // 107.1 s, FACH tail to 119.1 s. During the promotion (530/3.7 mA) the radio can still reach
        // DCH (700/3.7 mA), in DCH only FACH remains below it, then nothing. The CPU is awake (40 mA)
        // until the transfer completes at 102.1 s and its 1 s tail.
        let world = try TestWorld.still(.openSky, hours: 1)
        var device = try TestWorld.device(world)
        #expect(device.upload(at: .seconds(100)) == .seconds(102.1))
        let baseline = 1430.0 / 200
        #expect(abs(device.power.maximumTotalMilliamps(from: .seconds(101)) - (baseline + 700 / 3.7 + 40)) < 1e-9)
        #expect(abs(device.power.maximumTotalMilliamps(from: .seconds(110)) - (baseline + 350 / 3.7)) < 1e-9)
        #expect(abs(device.power.maximumTotalMilliamps(from: .seconds(120)) - baseline) < 1e-9)

        // Whatever the actions, the phone draws at most every component's largest current at once: the
        // baseline, the CPU busy (40 + 60), the radio in DCH (700/3.7, above both promotions and FACH),
        // the GPS acquiring (120), a Wi-Fi scan (220), activity sensing (15) and the significant-motion
        // detector (0.2); the screen is off.
        let largest = baseline + 100 + 700 / 3.7 + 120 + 220 + 15 + 0.2
        #expect(abs(device.maximumPossibleMilliamps - largest) < 1e-9)

        // Through a sequence of actions the bound never follows the exact prediction.
        var wake = try #require(device.startGPS(assisted: false, at: .seconds(130)).nextWake)
        for second in stride(from: 131.0, through: 900, by: 7) {
            let time = SimTime.seconds(second)
            while wake <= time { wake = try #require(device.advanceGPS(at: wake).nextWake) }
            device.cpuBurst(at: time)
            if Int(second) % 5 == 0 { device.upload(at: time) }
            #expect(device.emptyTimeLowerBound() <= device.predictedEmptyTime(after: time))
            #expect(device.power.milliamps(at: time).total <= largest)
            #expect(device.emptyTimeLowerBoundUnderAnyActions(at: time) <= device.predictedEmptyTime(after: time))
        }
    }
}
