import FencePlatform
import FenceWorld

/// The fences a strategy has declared itself inside, so that each entry and exit is declared once.
struct DeclaredPresence: Sendable, Equatable {
    /// Fences currently declared entered, in ascending identifier order without repeats. Usually none
    /// or one: an array searched in place costs less than a set's hashing at every fix.
    private(set) var inside: [String] = []

    /// Declares an entry into `fenceID` unless already declared inside.
    mutating func enter(_ fenceID: String, context: inout StrategyContext) {
        if inside.insertSorted(fenceID) { context.declareEntered(fenceID: fenceID) }
    }

    /// Declares an exit from `fenceID` if it was declared inside.
    mutating func exit(_ fenceID: String, context: inout StrategyContext) {
        guard let position = inside.firstIndex(of: fenceID) else { return }
        inside.remove(at: position)
        context.declareExited(fenceID: fenceID)
    }

    /// Exits every declared fence for which `isOutside` holds, in ascending identifier order
    /// (deterministic).
    mutating func exit(where isOutside: (String) -> Bool, context: inout StrategyContext) {
        var position = 0
        while position < inside.count {
            if isOutside(inside[position]) {
                context.declareExited(fenceID: inside.remove(at: position))
            } else {
                position += 1
            }
        }
    }

    /// Applies one location judgement: exits every declared fence not in `insideNow` (identifiers in
    /// ascending order without repeats), then enters every fence in `insideNow`, in that order.
    mutating func update(insideNow: [String], context: inout StrategyContext) {
        exit(where: { !insideNow.contains($0) }, context: &context)
        for fenceID in insideNow { enter(fenceID, context: &context) }
    }

    /// ``update(insideNow:context:)`` with the fences of `fences` whose considered radius
    /// (fence radius + `marginMeters`) contains `location`.
    ///
    /// Called for every delivered fix. When those fences are exactly the ones declared — outside every
    /// fence, or still inside the same ones, the usual case — nothing can be entered or left, and this
    /// is found by reading the fences in place, without building or sorting a list.
    mutating func update(
        at location: Location, in fences: FenceDirectory, marginMeters: Double, context: inout StrategyContext
    ) {
        var matches = 0
        var onlyDeclared = true
        fences.forEachFence(withinXOf: location.position.x, marginMeters: marginMeters) { index in
            guard onlyDeclared, fences.all[index].considers(location, marginMeters: marginMeters) else { return }
            matches += 1
            if !inside.contains(fences.all[index].id) { onlyDeclared = false }
        }
        guard !onlyDeclared || matches != inside.count else { return }
        update(insideNow: fences.containing(location, marginMeters: marginMeters), context: &context)
    }
}

extension Fence {
    /// Whether the considered radius (radius + `marginMeters`) contains `location`'s estimate (the
    /// boundary counts as inside).
    ///
    /// A fence farther east or west of the point than its considered radius is answered without the
    /// distance, with the same answer: the computed distance is never below |Δx| (a correctly rounded
    /// square root of a rounded sum that includes the rounded Δx², which cannot underflow above 2⁻⁵⁰⁰).
    /// Most fences lie that far from most fixes.
    @inline(__always)
    func considers(_ location: Location, marginMeters: Double) -> Bool {
        let reach = radiusMeters + marginMeters
        if abs(location.position.x - center.x) > max(reach, 0x1p-500) { return false }
        return center.distanceMeters(to: location.position) <= reach
    }
}

extension FenceDirectory {
    /// Identifiers of the fences whose considered radius (fence radius + `marginMeters`) contains `point`,
    /// in ascending order without repeats.
    ///
    /// It reads each fence in place and keeps only the fences that contain the point (usually none or
    /// one), inserting each at its place: no copy of every fence, no hashing, no sort.
    func containing(_ location: Location, marginMeters: Double) -> [String] {
        var inside: [String] = []
        forEachFence(withinXOf: location.position.x, marginMeters: marginMeters) { index in
            guard all[index].considers(location, marginMeters: marginMeters) else { return }
            inside.insertSorted(all[index].id)
        }
        return inside
    }
}
