/// The app's strategy as a run holds it: a value (copying a run copies its strategy), called without
/// the existential box of `any LocationStrategy`.
///
/// Held as `any LocationStrategy`, a strategy larger than three words lives in a box, and every call
/// of a `mutating` method first makes the box unique (`swift_makeBoxUnique`) and projects it — about
/// 50 instructions at each of a simulated day's thousands of calls. The cell keeps the strategy in a
/// class instance of its own concrete type instead, reached through one reference: a call checks that
/// the reference is unique (copy on write: a copied cell's first call copies the strategy) and calls
/// the strategy in place through the instance's storage.
struct StrategyCell: Sendable {
    private var storage: StrategyStorage

    /// A cell holding `strategy`.
    init(_ strategy: any LocationStrategy) { storage = Self.storage(of: strategy) }

    /// Storage of `strategy`'s concrete type (the existential opened once, here).
    private static func storage(of strategy: some LocationStrategy) -> StrategyStorage {
        TypedStrategyStorage(strategy)
    }

    /// ``LocationStrategy/launch(context:)`` of the strategy held.
    mutating func launch(context: inout StrategyContext) {
        makeUnique()
        storage.launch(context: &context)
    }

    /// ``LocationStrategy/handle(_:context:)`` of the strategy held.
    @inline(__always)
    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        makeUnique()
        storage.handle(event, context: &context)
    }

    /// Copies the storage when another cell shares it.
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}

/// A strategy held by reference for ``StrategyCell``; ``TypedStrategyStorage`` is the only kind. Never
/// mutated while shared (the cell copies it first), hence `@unchecked Sendable`.
class StrategyStorage: @unchecked Sendable {
    func launch(context: inout StrategyContext) { preconditionFailure("StrategyStorage is abstract") }
    func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        preconditionFailure("StrategyStorage is abstract")
    }
    func copy() -> StrategyStorage { preconditionFailure("StrategyStorage is abstract") }
}

/// A strategy of concrete type `Strategy`, in memory of its own: calls mutate it in place through a
/// pointer (a stored property of a class would be checked for exclusive access at every call).
final class TypedStrategyStorage<Strategy: LocationStrategy>: StrategyStorage, @unchecked Sendable {
    private let strategy: UnsafeMutablePointer<Strategy>

    init(_ strategy: Strategy) {
        self.strategy = .allocate(capacity: 1)
        self.strategy.initialize(to: strategy)
    }

    deinit {
        strategy.deinitialize(count: 1)
        strategy.deallocate()
    }

    override func launch(context: inout StrategyContext) { strategy.pointee.launch(context: &context) }

    override func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        strategy.pointee.handle(event, context: &context)
    }

    override func copy() -> StrategyStorage { TypedStrategyStorage(strategy.pointee) }
}
