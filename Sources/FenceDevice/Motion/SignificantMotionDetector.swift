import FenceKernel
import FenceStats
import Foundation

/// A significant-motion detector, separate from the activity classifier: a cheap one-shot sensor that
/// says "the phone started moving" (Android's `TYPE_SIGNIFICANT_MOTION`; on an iPhone the motion
/// co-processor's wake-on-motion), and nothing else — no activity, no "stopped".
///
/// **Model.** Each spell of true movement (``ActivityStretches/movingSpells``) is detected once, a
/// log-normal delay after it starts (median ``MotionParameters/significantMotionDelayMedianSeconds``,
/// log-space spread ``MotionParameters/delayLogSigma``); a spell shorter than its delay goes
/// undetected. While the phone is still, false triggers come as a Poisson process of rate
/// ``MotionParameters/significantMotionFalseTriggersPerHour`` (a knock on the table, a phone picked up
/// and put down). Armed at some instant, the detector fires once at the first trigger after it; armed
/// in a spell of movement whose onset it already reported, it notices the movement again after a
/// fresh delay (if the spell lasts that long).
///
/// **Common random numbers.** A spell's draws are keyed by the whole second it starts in, and a
/// re-detection's by the second it was armed in (stream `source.significantMotion`), so they do not
/// depend on which strategy asks or when.
public struct SignificantMotionDetector: Sendable, Equatable {
    /// Lanes of the noise keyed by a spell's (or an arming's) first second.
    private enum Lane {
        static let onset: UInt64 = 0
        static let rearmed: UInt64 = 1
        /// The k-th false trigger's gap of a still spell uses lane `falseTrigger + k`.
        static let falseTrigger: UInt64 = 16
    }

    /// The most false triggers drawn in one still spell (a bound on the work; 4 per hour over a year
    /// is about 35 000).
    static let maximumFalseTriggersPerSpell = 100_000

    /// Every trigger in time order: onsets of movement and false triggers.
    public let triggers: [SimTime]
    /// The onset triggers only (one per detected spell of movement), in time order.
    public let onsetTriggers: [SimTime]
    private let movingSpells: [(start: SimTime, end: SimTime)]
    private let delayMedianSeconds: Double
    private let delayLogSigma: Double
    private let noise: KeyedNoise

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.triggers == rhs.triggers }

    /// The detector over `stretches` under `parameters`, with draws from `noise`.
    public init(stretches: ActivityStretches, parameters: MotionParameters, noise: KeyedNoise) {
        self.noise = noise
        delayMedianSeconds = parameters.significantMotionDelayMedianSeconds
        delayLogSigma = parameters.delayLogSigma
        movingSpells = stretches.movingSpells
        var onsets: [SimTime] = []
        for spell in movingSpells {
            let delay = Self.delaySeconds(
                median: delayMedianSeconds, sigma: delayLogSigma, noise: noise, key: spell.start, lane: Lane.onset)
            let time = spell.start + .seconds(delay)
            if time < spell.end { onsets.append(time) }
        }
        var all = onsets
        let rate = parameters.significantMotionFalseTriggersPerHour / 3_600
        if rate > 0 {
            for spell in stretches.stillSpells {
                var time = spell.start
                for k in 0..<Self.maximumFalseTriggersPerSpell {
                    let gap =
                        -log(1 - noise.uniform(spell.start.wholeSeconds, lane: Lane.falseTrigger + UInt64(k))) / rate
                    time += .seconds(gap)
                    guard time < spell.end else { break }
                    all.append(time)
                }
            }
        }
        onsetTriggers = onsets
        triggers = all.sorted()
    }

    /// When the detector fires if armed at `time`: the first trigger strictly after it, or — armed in a
    /// spell of movement after its onset was reported — a fresh delay later while the spell lasts. Nil
    /// when it never fires before the trajectory ends.
    public func firing(armedAt time: SimTime) -> SimTime? {
        if let spell = movingSpells.first(where: { $0.start <= time && time < $0.end }),
            !onsetTriggers.contains(where: { $0 > time && $0 < spell.end })
        {
            let delay = Self.delaySeconds(
                median: delayMedianSeconds, sigma: delayLogSigma, noise: noise, key: time, lane: Lane.rearmed)
            let again = time + .seconds(delay)
            if again < spell.end { return triggers.first { $0 > time && $0 < again } ?? again }
        }
        return triggers.first { $0 > time }
    }

    private static func delaySeconds(median: Double, sigma: Double, noise: KeyedNoise, key: SimTime, lane: UInt64)
        -> Double
    {
        median * exp(sigma * noise.normal(key.wholeSeconds, lane: lane))
    }
}
