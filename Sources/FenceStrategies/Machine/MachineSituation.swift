import FenceKernel
import FencePlatform
import FenceWorld

/// What a condition can see while the machine handles one event: the event's fix (or the last known
/// location for an event without one), the machine's memory and the app's fences. A quantity that cannot
/// be known (no fix, no fences, no previous fix) is NaN, and every comparison with it is false; so is
/// every test of the activity before the classifier has reported one.
struct MachineSituation {
    var now: SimTime
    var fences: FenceDirectory
    var fix: Location?
    var previousFix: Location?
    var enteredAt: SimTime
    var reference: (location: Location, insideFenceIDs: [String])?
    var declaredInside: Bool
    /// The last activity the classifier reported, nil before the first report.
    var activity: MotionActivity?

    func holds(_ condition: MachineCondition) -> Bool {
        switch condition {
        case .all(let parts): return parts.allSatisfy(holds)
        case .any(let parts): return parts.contains(where: holds)
        case .not(let part): return !holds(part)
        case .declaredInside(let wanted): return declaredInside == wanted
        case .moving(let wanted): return activity.map { $0.isMoving == wanted } ?? false
        case .activity(let wanted): return activity.map(wanted.contains) ?? false
        case .insideReferenceFence(let margin):
            guard let fix, let reference else { return false }
            let meters = value(margin)
            return fences.all.contains { fence in
                reference.insideFenceIDs.contains(fence.id) && fence.considers(fix, marginMeters: meters)
            }
        case .compare(.distanceToNearestBoundary, let comparison, let bound):
            // Judged fence by fence as distance OP radius + bound, the very sum the declarations use, so that
            // "atMost: accuracy" agrees with a declaration's margin to the last bit.
            guard let fix, !fences.all.isEmpty else { return false }
            let meters = value(bound)
            guard !meters.isNaN else { return false }
            func some(_ strict: Bool) -> Bool {
                fences.all.contains { fence in
                    let distance = fence.center.distanceMeters(to: fix.position)
                    return strict ? distance < fence.radiusMeters + meters : distance <= fence.radiusMeters + meters
                }
            }
            switch comparison {
            case .atMost: return some(false)
            case .lessThan: return some(true)
            case .atLeast: return !some(true)
            case .greaterThan: return !some(false)
            }
        case .compare(let quantity, let comparison, let bound):
            return comparison.holds(value(of: quantity), value(bound))
        }
    }

    /// A value: the sum of its terms, left to right.
    func value(_ value: MachineValue) -> Double {
        var sum: Double?
        for term in value.terms {
            let number: Double
            switch term {
            case .number(let constant): number = constant
            case .quantity(let quantity): number = self.value(of: quantity)
            }
            sum = sum.map { $0 + number } ?? number
        }
        return sum ?? 0
    }

    /// A quantity in its working unit (metres, m/s, microseconds), NaN when it cannot be known.
    func value(of quantity: MachineQuantity) -> Double {
        switch quantity {
        case .timeInState: return Double((now - enteredAt).microseconds)
        case .referenceAge: return reference.map { Double((now - $0.location.timestamp).microseconds) } ?? .nan
        default: break
        }
        guard let fix else { return .nan }
        switch quantity {
        case .distanceToNearestBoundary: return fences.distanceToNearestBoundaryMeters(from: fix.position) ?? .nan
        case .distanceToNearestCenter:
            return fences.all.map { $0.center.distanceMeters(to: fix.position) }.min() ?? .nan
        case .accuracy: return fix.horizontalAccuracyMeters
        case .distanceFromReference: return reference.map { fix.distanceMeters(to: $0.location.position) } ?? .nan
        case .fixAge: return Double((now - fix.timestamp).microseconds)
        case .speed:
            guard let previousFix, fix.timestamp > previousFix.timestamp else { return .nan }
            return fix.distanceMeters(to: previousFix.position) / (fix.timestamp - previousFix.timestamp).seconds
        case .timeInState, .referenceAge: return .nan
        }
    }
}
