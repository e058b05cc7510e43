import FencePlatform

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

    /// Applies one location judgement: enters every fence in `insideNow`, exits every declared fence
    /// for which `isOutside` holds. Identifiers are processed in ascending order (deterministic).
    mutating func update(insideNow: Set<String>, isOutside: (String) -> Bool, context: inout StrategyContext) {
        for fenceID in inside.sorted() where !insideNow.contains(fenceID) && isOutside(fenceID) {
            exit(fenceID, context: &context)
        }
        for fenceID in insideNow.sorted() { enter(fenceID, context: &context) }
    }
}

extension FenceDirectory {
    /// Identifiers of the fences whose considered radius (fence radius + `marginMeters`) contains `point`.
    ///
    /// Called for every delivered fix: it reads each fence in place and builds the set only from the
    /// fences that contain the point (usually none), instead of copying every fence.
    func containing(_ location: Location, marginMeters: Double) -> Set<String> {
        var inside: Set<String> = []
        for index in all.indices
        where all[index].center.distanceMeters(to: location.position) <= all[index].radiusMeters + marginMeters {
            inside.insert(all[index].id)
        }
        return inside
    }
}
