import FenceKernel
import FenceStats
import FenceWorld
import Foundation
import Testing

@testable import FenceDevice

@Suite("Motion sensing: the activity classifier's delays, confusion and power")
struct MotionSensorTests {
    /// `perActivity` stretches of each activity, in rotation, each two hours long (far longer than any
    /// delay drawn: the longest median, cycling's 180 s, times e^(4 × 0.5), is 22 min).
    static func rotation(perActivity: Int) -> (stretches: [ActivityTimeline.Stretch], end: SimTime) {
        let count = perActivity * MotionActivity.allCases.count
        let stretches = (0..<count).map { index in
            ActivityTimeline.Stretch(
                start: .hours(2 * Double(index)),
                activity: MotionActivity.allCases[index % MotionActivity.allCases.count])
        }
        return (stretches, .hours(2 * Double(count)))
    }

    static let noise = KeyedNoise(StreamSeed(masterSeed: 16, replication: 0, name: Device.motionStreamName))

    @Test("Detection delays are log-normal with each activity's median and the log-space spread")
    func delays() {
        let n = 1_000
        let (stretches, end) = Self.rotation(perActivity: n + 1)
        let parameters = MotionParameters()
        let timeline = ActivityTimeline(stretches: stretches, end: end, parameters: parameters, noise: Self.noise)
        // judgements[i] judges stretches[i + 1].
        for activity in MotionActivity.allCases {
            let logs = zip(stretches.dropFirst(), timeline.judgements).filter { $0.0.activity == activity }.prefix(n)
                .map { log($0.1.delaySeconds / parameters.delayMedianSeconds(activity)) }
            #expect(logs.count == n)
            // Half below the median: binomial sd sqrt(0.25 / n); 4 sd.
            let below = Double(logs.filter { $0 < 0 }.count) / Double(n)
            #expect(abs(below - 0.5) < 4 * (0.25 / Double(n)).squareRoot(), "\(activity): \(below)")
            // Log-space mean 0 (sd σ/√n) and sd σ (sd of the sample sd ≈ σ/√(2n)); 4 sd each.
            let sigma = parameters.delayLogSigma
            let mean = logs.reduce(0, +) / Double(n)
            let sd = (logs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(n - 1)).squareRoot()
            #expect(abs(mean) < 4 * sigma / Double(n).squareRoot(), "\(activity): mean \(mean)")
            #expect(abs(sd - sigma) < 4 * sigma / (2 * Double(n)).squareRoot(), "\(activity): sd \(sd)")
        }
    }

    @Test("The classifier names the true activity with its accuracy, else its one confusable neighbour")
    func confusion() {
        let n = 2_000
        let (stretches, end) = Self.rotation(perActivity: n + 1)
        let parameters = MotionParameters()
        let timeline = ActivityTimeline(stretches: stretches, end: end, parameters: parameters, noise: Self.noise)
        for activity in MotionActivity.allCases {
            let named = zip(stretches.dropFirst(), timeline.judgements).filter { $0.0.activity == activity }.prefix(n)
                .map(\.1.named)
            let accuracy = parameters.accuracy(activity)
            let right = Double(named.filter { $0 == activity }.count) / Double(n)
            let sd = (accuracy * (1 - accuracy) / Double(n)).squareRoot()
            #expect(abs(right - accuracy) < 4 * sd, "\(activity): \(right) against \(accuracy)")
            #expect(named.allSatisfy { $0 == activity || $0 == activity.confusedWith })
        }
    }

    /// Exact delays (σ = 0) and a chosen accuracy, for hand-checked reports.
    static func exact(walkingAccuracy: Double = 1, automotiveAccuracy: Double = 1) -> MotionParameters {
        MotionParameters(delayLogSigma: 0, walkingAccuracy: walkingAccuracy, automotiveAccuracy: automotiveAccuracy)
    }

    static func stretch(_ seconds: Double, _ activity: MotionActivity) -> ActivityTimeline.Stretch {
        ActivityTimeline.Stretch(start: .seconds(seconds), activity: activity)
    }

    @Test("Reports come a median delay late; a stretch shorter than its delay goes unreported")
    func reportsByHand() {
        // Still from 0, walking from 100 s (reported 7.5 s later), still again from 1000 s for 5 s
        // (its 9 s delay outlasts it), walking from 1005 s: already the reported activity, no change.
        let timeline = ActivityTimeline(
            stretches: [
                Self.stretch(0, .stationary), Self.stretch(100, .walking), Self.stretch(1_000, .stationary),
                Self.stretch(1_005, .walking),
            ], end: .seconds(2_000), parameters: Self.exact(), noise: Self.noise)
        #expect(
            timeline.reports == [
                .init(time: .zero, activity: .stationary), .init(time: .seconds(107.5), activity: .walking),
            ])
        #expect(timeline.reportedActivity(at: .seconds(107)) == .stationary)
        #expect(timeline.reportedActivity(at: .seconds(1_500)) == .walking)
        #expect(timeline.nextReport(after: .seconds(50)) == .init(time: .seconds(107.5), activity: .walking))
        #expect(timeline.nextReport(after: .seconds(107.5)) == nil)
    }

    @Test("A wrong report is corrected one more delay later")
    func correction() {
        // A car ride always taken for stationary at first: stationary at 100 + 60 s, automotive at 220 s.
        let ride = ActivityTimeline(
            stretches: [Self.stretch(0, .walking), Self.stretch(100, .automotive)], end: .seconds(10_000),
            parameters: Self.exact(automotiveAccuracy: 0), noise: Self.noise)
        #expect(
            ride.reports == [
                .init(time: .zero, activity: .walking), .init(time: .seconds(160), activity: .stationary),
                .init(time: .seconds(220), activity: .automotive),
            ])
        // A walk taken for stationary while stationary is reported: no change until the correction.
        let walk = ActivityTimeline(
            stretches: [Self.stretch(0, .stationary), Self.stretch(100, .walking)], end: .seconds(10_000),
            parameters: Self.exact(walkingAccuracy: 0), noise: Self.noise)
        #expect(walk.reports.map(\.time) == [.zero, .seconds(115)])
    }

    @Test("True activity: from the leg's mode, or from a recorded track's speed")
    func trueActivity() throws {
        #expect(MotionActivity(.bus) == .automotive && MotionActivity(.walk) == .walking)
        #expect(MotionActivity(.bicycle) == .cycling && MotionActivity(.still) == .stationary)
        #expect(MotionActivity(recordedSpeedMetersPerSecond: 0.3) == .stationary)
        #expect(MotionActivity(recordedSpeedMetersPerSecond: 1.4) == .walking)
        #expect(MotionActivity(recordedSpeedMetersPerSecond: 10) == .automotive)
        let still = try TestWorld.still(.suburban, hours: 1)
        #expect(ActivityTimeline.stretches(of: still) == [Self.stretch(0, .stationary)])
    }

    @Test("Sensing for one hour draws the profile's current for one hour, on its own component")
    func power() throws {
        let world = try TestWorld.still(.suburban, hours: 3)
        var device = try TestWorld.device(world)
        var idle = try TestWorld.device(world)
        device.startMotionSensing(at: .zero)
        #expect(device.isSensingMotion)
        #expect(device.reportedActivity(at: .hours(0.5)) == .stationary)
        device.stopMotionSensing(at: .hours(1))
        let sensed = device.chargeUsedMilliampHours(at: .hours(2))
        let plain = idle.chargeUsedMilliampHours(at: .hours(2))
        // 15 mA × 1 h; nothing else changes.
        #expect(abs(sensed.motion - 15) < 1e-9)
        #expect(abs((sensed.total - plain.total) - 15) < 1e-9)
        idle.stopMotionSensing(at: .hours(2))
        #expect(idle.chargeUsedMilliampHours(at: .hours(2)).motion == 0)
    }

    @Test("A charge without motion encodes without a motion key; the reported components follow")
    func encoding() throws {
        var charge = ComponentValues()
        charge.gps = 1
        let plain = String(decoding: try JSONEncoder().encode(charge), as: UTF8.self)
        #expect(!plain.contains("motion"))
        #expect(try JSONDecoder().decode(ComponentValues.self, from: Data(plain.utf8)) == charge)
        #expect(DeviceComponent.reported(in: [charge]) == [.baseline, .cpu, .screen, .radio, .gps, .wifi])
        var sensed = charge
        sensed.motion = 2
        let encoded = try JSONEncoder().encode(sensed)
        #expect(try JSONDecoder().decode(ComponentValues.self, from: encoded) == sensed)
        #expect(DeviceComponent.reported(in: [charge, sensed]) == DeviceComponent.allCases)
    }

    @Test("The N95 profile gives back SenseLess Table 1's battery lives for idle and accelerometer")
    func n95() {
        let n95 = DeviceProfile.nokiaN95_2007
        let capacity = n95.battery.capacityMilliampHours
        // Table 1: idle 26 mW lasts 170.6 h; the accelerometer row, 96 mW, 45.9 h (one 4.43 Wh battery).
        let idleHours = capacity / n95.power.baselineMilliamps
        let accelerometerHours = capacity / (n95.power.baselineMilliamps + n95.motion.sensingMilliamps)
        #expect(abs(idleHours / 170.6 - 1) < 0.01, "\(idleHours) h")
        #expect(abs(accelerometerHours / 45.9 - 1) < 0.01, "\(accelerometerHours) h")
        // GPS outdoors, 623 mW: 7.1 h; Wi-Fi, 661 mW: 6.7 h (Table 1's rounding: 1 %).
        let gpsHours = capacity / (n95.power.baselineMilliamps + n95.power.gpsTrackingMilliamps)
        let wifiHours = capacity / (n95.power.baselineMilliamps + n95.power.wifiScanMilliamps)
        #expect(abs(gpsHours / 7.1 - 1) < 0.01, "\(gpsHours) h")
        #expect(abs(wifiHours / 6.7 - 1) < 0.01, "\(wifiHours) h")
    }
}
