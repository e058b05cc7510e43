import FenceKernel
import FenceStats
import FenceWorld
import Foundation
import Testing

@testable import FenceDevice

@Suite("Motion sensing: the significant-motion detector and the true activity's stretches")
struct SignificantMotionTests {
    static let noise = KeyedNoise(
        StreamSeed(masterSeed: 16, replication: 0, name: Device.significantMotionStreamName))

    static func stretch(_ seconds: Double, _ activity: MotionActivity) -> ActivityTimeline.Stretch {
        ActivityTimeline.Stretch(start: .seconds(seconds), activity: activity)
    }

    /// `n` cycles of an hour still then ten minutes walking (longer than any onset delay drawn: 7.5 s
    /// times e^(4 × 0.5) is under a minute).
    static func cycles(_ n: Int) -> ActivityStretches {
        var stretches: [ActivityTimeline.Stretch] = []
        for cycle in 0..<n {
            let start = Double(cycle) * 4_200
            stretches.append(stretch(start, .stationary))
            stretches.append(stretch(start + 3_600, .walking))
        }
        return ActivityStretches(stretches, end: .seconds(Double(n) * 4_200))
    }

    @Test("Onset delays are log-normal with the detector's median and the log-space spread")
    func onsetDelays() {
        let n = 1_000
        var parameters = MotionParameters()
        parameters.significantMotionFalseTriggersPerHour = 0
        let detector = SignificantMotionDetector(stretches: Self.cycles(n), parameters: parameters, noise: Self.noise)
        #expect(detector.onsetTriggers.count == n)
        let logs = detector.onsetTriggers.enumerated().map { index, time in
            log((time.seconds - (Double(index) * 4_200 + 3_600)) / parameters.significantMotionDelayMedianSeconds)
        }
        // Half below the median (binomial sd √(0.25/n)); log-space mean 0 (sd σ/√n) and sd σ (sd of the
        // sample sd ≈ σ/√(2n)); 4 sd each.
        let below = Double(logs.filter { $0 < 0 }.count) / Double(n)
        #expect(abs(below - 0.5) < 4 * (0.25 / Double(n)).squareRoot(), "\(below)")
        let sigma = parameters.delayLogSigma
        let mean = logs.reduce(0, +) / Double(n)
        let sd = (logs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(n - 1)).squareRoot()
        #expect(abs(mean) < 4 * sigma / Double(n).squareRoot(), "mean \(mean)")
        #expect(abs(sd - sigma) < 4 * sigma / (2 * Double(n)).squareRoot(), "sd \(sd)")
    }

    @Test("False triggers come only while still, as a Poisson process of the set rate")
    func falseTriggers() {
        let n = 1_000
        var parameters = MotionParameters()
        parameters.significantMotionFalseTriggersPerHour = 2
        let detector = SignificantMotionDetector(stretches: Self.cycles(n), parameters: parameters, noise: Self.noise)
        let falseOnes = detector.triggers.filter { time in
            time.seconds.truncatingRemainder(dividingBy: 4_200) < 3_600
        }
        #expect(detector.triggers.count == falseOnes.count + n)
        // n still hours at 2 per hour: Poisson mean 2n, sd √(2n); 4 sd.
        let expected = 2 * Double(n)
        #expect(abs(Double(falseOnes.count) - expected) < 4 * expected.squareRoot(), "\(falseOnes.count)")
        // Per hour, the count's variance equals its mean (Poisson): index of dispersion 1 within
        // 4 sd (its sd ≈ √(2/(n−1))).
        var perHour = [Int](repeating: 0, count: n)
        for time in falseOnes { perHour[Int(time.seconds / 4_200)] += 1 }
        let mean = Double(perHour.reduce(0, +)) / Double(n)
        let variance = perHour.map { (Double($0) - mean) * (Double($0) - mean) }.reduce(0, +) / Double(n - 1)
        #expect(abs(variance / mean - 1) < 4 * (2 / Double(n - 1)).squareRoot(), "dispersion \(variance / mean)")
    }

    @Test("Armed once, it fires at the next trigger; armed after an onset in the same spell, a delay later")
    func firingByHand() {
        // Still 0–100 s, walking 100–1 000 s, automotive 1 000–1 600 s (one spell of movement), still
        // 1 600–3 000 s, walking 3 000–3 005 s (shorter than the 7.5 s delay: never detected), still to
        // 4 000 s. Exact delays, no false triggers.
        var parameters = MotionParameters(delayLogSigma: 0)
        parameters.significantMotionFalseTriggersPerHour = 0
        let stretches = ActivityStretches(
            [
                Self.stretch(0, .stationary), Self.stretch(100, .walking), Self.stretch(1_000, .automotive),
                Self.stretch(1_600, .stationary), Self.stretch(3_000, .walking), Self.stretch(3_005, .stationary),
            ], end: .seconds(4_000))
        let detector = SignificantMotionDetector(stretches: stretches, parameters: parameters, noise: Self.noise)
        #expect(detector.triggers == [.seconds(107.5)])
        #expect(detector.firing(armedAt: .seconds(50)) == .seconds(107.5))
        // Armed at 500 s, moving since 100 s: noticed again 7.5 s later.
        #expect(detector.firing(armedAt: .seconds(500)) == .seconds(507.5))
        // Armed 3 s before the movement ends: the fresh delay outlasts it; nothing after.
        #expect(detector.firing(armedAt: .seconds(1_597)) == nil)
        #expect(detector.firing(armedAt: .seconds(2_000)) == nil)
    }

    @Test("firstStay: the first instant the phone has stayed put this long, counted from the given time")
    func firstStay() {
        let stretches = ActivityStretches(
            [
                Self.stretch(0, .stationary), Self.stretch(100, .walking), Self.stretch(1_000, .stationary),
                Self.stretch(1_500, .walking), Self.stretch(1_600, .stationary),
            ], end: .seconds(4_000))
        let still: (MotionActivity) -> Bool = { $0 == .stationary }
        let stillOrWalking: (MotionActivity) -> Bool = { $0 != .automotive }
        #expect(stretches.firstStay(lasting: .seconds(60), from: .zero, staysPut: still) == .seconds(60))
        #expect(stretches.firstStay(lasting: .seconds(600), from: .zero, staysPut: still) == .seconds(2_200))
        // Counted from 1 700 s, not from the stretch's start at 1 600 s.
        #expect(stretches.firstStay(lasting: .seconds(600), from: .seconds(1_700), staysPut: still) == .seconds(2_300))
        #expect(stretches.firstStay(lasting: .seconds(3_000), from: .zero, staysPut: still) == nil)
        // Walking counting as staying put, the whole day is one spell.
        #expect(stretches.firstStay(lasting: .seconds(3_000), from: .zero, staysPut: stillOrWalking) == .seconds(3_000))
        #expect(stretches.movingSpells.map { [$0.start.seconds, $0.end.seconds] } == [[100, 1_000], [1_500, 1_600]])
    }
}
