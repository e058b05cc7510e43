import FenceKernel
import FencePlatform

/// A named quantity a condition compares. Each has a dimension; numbers written next to it are in its
/// unit (metres, seconds, metres per second).
enum MachineQuantity: String, Sendable, CaseIterable {
    /// Fix to the nearest fence boundary, metres (negative inside a fence).
    case distanceToNearestBoundary
    /// Fix to the nearest fence centre, metres.
    case distanceToNearestCenter
    /// The fix's reported horizontal accuracy, metres.
    case accuracy
    /// Distance over time between the previous fix the machine saw and this one, m/s.
    case speed
    /// Age of the fix, seconds.
    case fixAge
    /// Time since the machine entered its current state, seconds.
    case timeInState
    /// Age of the fix the machine last remembered (`remember`), seconds.
    case referenceAge
    /// Fix to the remembered fix, metres.
    case distanceFromReference

    enum Dimension: String { case meters = "metres", seconds, metersPerSecond = "m/s" }

    var dimension: Dimension {
        switch self {
        case .distanceToNearestBoundary, .distanceToNearestCenter, .accuracy, .distanceFromReference: .meters
        case .speed: .metersPerSecond
        case .fixAge, .timeInState, .referenceAge: .seconds
        }
    }
}

/// A value: the sum of its terms (one term is the usual case). Time terms are held in microseconds, so
/// that comparisons of times are exact.
struct MachineValue: Sendable, Equatable {
    enum Term: Sendable, Equatable {
        case number(Double)
        case quantity(MachineQuantity)
    }
    var terms: [Term]

    static func number(_ value: Double) -> MachineValue { MachineValue(terms: [.number(value)]) }
}

/// How a quantity is compared with a value.
enum MachineComparison: String, Sendable, CaseIterable {
    case lessThan, atMost, greaterThan, atLeast

    func holds(_ left: Double, _ right: Double) -> Bool {
        switch self {
        case .lessThan: left < right
        case .atMost: left <= right
        case .greaterThan: left > right
        case .atLeast: left >= right
        }
    }
}

/// A condition over named quantities: comparisons joined by `and`, `or` and `not` — nothing more.
indirect enum MachineCondition: Sendable, Equatable {
    case all([MachineCondition])
    case any([MachineCondition])
    case not(MachineCondition)
    case compare(MachineQuantity, MachineComparison, MachineValue)
    /// Whether any fence is (`true`) or no fence is (`false`) declared inside.
    case declaredInside(Bool)
    /// Whether the fix lies within radius + margin of a fence the remembered fix was inside.
    case insideReferenceFence(margin: MachineValue)
    /// Whether the last activity the classifier reported is moving (``MotionActivity/isMoving``) or not;
    /// false either way until one is reported.
    case moving(Bool)
    /// Whether the last activity the classifier reported is one of these; false until one is reported.
    case activity(Set<MotionActivity>)
}

/// An action of a transition or of a state's entry.
enum MachineAction: Sendable, Equatable {
    /// Judge the fix: exit every declared fence whose radius + margin does not contain it, then enter
    /// every fence whose radius + margin does (``DeclaredPresence``).
    case declare(margin: MachineValue)
    /// Only the exits of ``declare(margin:)``; with `hold`, a fence is exited only once fixes have placed
    /// the device beyond its radius + margin continuously for that long (exit hysteresis).
    case declareExits(margin: MachineValue, hold: SimTime?)
    /// Only the entries of ``declare(margin:)``.
    case declareEntries(margin: MachineValue)
    /// Exit every declared fence.
    case exitAll
    /// Enter / exit the fence of a region event.
    case enterEventFence
    case exitEventFence
    case upload
    case startTimer(Int, after: SimTime)
    case cancelTimer(Int)
    /// Remember the fix, and the fences it lies inside, as the reference fix.
    case remember
}
