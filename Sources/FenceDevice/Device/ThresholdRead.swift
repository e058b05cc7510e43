/// What a run learnt of one input value that it read only through comparisons `draw < value` (a probability
/// against keyed uniform draws, a minimum against counts): the largest draw found below the value and the
/// smallest found not below it. Another value answers every one of those comparisons as the value did exactly
/// when it answers these two alike (``answersAlike(_:)``), so a run is the same run under any value in that
/// range: a step of a class's GPS visibility from 0.60 to 0.62 changes a run only if one of its draws there fell
/// between the two.
public struct ThresholdRead: Sendable, Equatable {
    /// The largest draw found below the value (−∞: none).
    private var largestBelow = -Double.infinity
    /// The smallest draw found not below the value (+∞: none).
    private var smallestNotBelow = Double.infinity

    public init() {}

    /// `draw < value`, noted.
    @inline(__always)
    mutating func isBelow(_ draw: Double, _ value: Double) -> Bool {
        let below = draw < value
        note(draw, below: below)
        return below
    }

    /// Notes that `draw` was found below the value (`below`) or not.
    @inline(__always)
    mutating func note(_ draw: Double, below: Bool) {
        if below {
            if draw > largestBelow { largestBelow = draw }
        } else if draw < smallestNotBelow {
            smallestNotBelow = draw
        }
    }

    /// Notes the draws `other` noted.
    mutating func merge(_ other: ThresholdRead) {
        largestBelow = max(largestBelow, other.largestBelow)
        smallestNotBelow = min(smallestNotBelow, other.smallestNotBelow)
    }

    /// `draw <= value`, noted as `draw < value.nextUp` (the same answer for every finite value): compare another
    /// value with ``answersAlike(atMost:)``.
    @inline(__always)
    mutating func isAtMost(_ draw: Double, _ value: Double) -> Bool { isBelow(draw, value.nextUp) }

    /// Whether `value` answers every comparison noted as the value they were made with did (true when none was).
    public func answersAlike(_ value: Double) -> Bool { largestBelow < value && !(smallestNotBelow < value) }

    /// ``answersAlike(_:)`` for comparisons noted by ``isAtMost(_:_:)``.
    public func answersAlike(atMost value: Double) -> Bool { answersAlike(value.nextUp) }
}
