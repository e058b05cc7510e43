import FencePlatform
import FenceWorld

/// The fences a strategy has declared itself inside, so that each entry and exit is declared once.
struct DeclaredPresence: Sendable, Equatable {
    /// Fences currently declared entered.
    private(set) var inside: Set<String> = []

    /// Declares an entry into `fenceID` unless already declared inside.
    mutating func enter(_ fenceID: String, context: inout StrategyContext) {
        if inside.insert(fenceID).inserted { context.declareEntered(fenceID: fenceID) }
    }

    /// Declares an exit from `fenceID` if it was declared inside.
    mutating func exit(_ fenceID: String, context: inout StrategyContext) {
        if inside.remove(fenceID) != nil { context.declareExited(fenceID: fenceID) }
    }

    /// Exits every declared fence for which `isOutside` holds, in ascending identifier order
    /// (deterministic).
    mutating func exit(where isOutside: (String) -> Bool, context: inout StrategyContext) {
        // Usually a single fence is declared (judged at every fix while inside it): no sorted copy then.
        if inside.count == 1, let only = inside.first {
            if isOutside(only) { exit(only, context: &context) }
        } else if !inside.isEmpty {
            for fenceID in inside.sorted() where isOutside(fenceID) { exit(fenceID, context: &context) }
        }
    }

    /// Applies one location judgement: exits every declared fence not in `insideNow`, then enters every
    /// fence in `insideNow`. Identifiers are processed in ascending order (deterministic).
    mutating func update(insideNow: Set<String>, context: inout StrategyContext) {
        exit(where: { !insideNow.contains($0) }, context: &context)
        if !insideNow.isEmpty {
            for fenceID in insideNow.sorted() { enter(fenceID, context: &context) }
        }
    }

    /// ``update(insideNow:context:)`` with the fences of `fences` whose considered radius
    /// (fence radius + `marginMeters`) contains `location`.
    ///
    /// Called for every delivered fix. When those fences are exactly the ones declared — outside every
    /// fence, or still inside the same ones, the usual case — nothing can be entered or left, and this
    /// is found by reading the fences in place, without building or sorting a set.
    mutating func update(
        at location: Location, in fences: FenceDirectory, marginMeters: Double, context: inout StrategyContext
    ) {
        var matches = 0
        var onlyDeclared = true
        for index in fences.all.indices where fences.all[index].considers(location, marginMeters: marginMeters) {
            matches += 1
            if !inside.contains(fences.all[index].id) {
                onlyDeclared = false
                break
            }
        }
        guard !onlyDeclared || matches != inside.count else { return }
        update(insideNow: fences.containing(location, marginMeters: marginMeters), context: &context)
    }
}

extension Fence {
    /// Whether the considered radius (radius + `marginMeters`) contains `location`'s estimate (the
    /// boundary counts as inside).
    func considers(_ location: Location, marginMeters: Double) -> Bool {
        center.distanceMeters(to: location.position) <= radiusMeters + marginMeters
    }
}

extension FenceDirectory {
    /// Identifiers of the fences whose considered radius (fence radius + `marginMeters`) contains `point`.
    ///
    /// Called for every delivered fix: it reads each fence in place and builds the set only from the
    /// fences that contain the point (usually none), instead of copying every fence.
    func containing(_ location: Location, marginMeters: Double) -> Set<String> {
        var inside: Set<String> = []
        for index in all.indices where all[index].considers(location, marginMeters: marginMeters) {
            inside.insert(all[index].id)
        }
        return inside
    }
}
