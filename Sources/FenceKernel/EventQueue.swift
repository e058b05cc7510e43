/// A handle to a scheduled event, used to cancel it. Tokens are unique within one queue.
public struct EventToken: Hashable, Sendable {
    /// The insertion sequence number of the event.
    public let sequence: UInt64

    @inlinable
    init(sequence: UInt64) { self.sequence = sequence }
}

/// A priority queue of value-typed events ordered by (time, priority, insertion sequence).
///
/// Invariants:
/// - Events come out in ascending time; equal times in ascending `priority` (lower first); equal
///   time and priority in insertion order. The order never depends on anything else, so a run is
///   deterministic.
/// - Cancellation is lazy: a cancelled event stays in the heap and is skipped when it reaches
///   the top. `count` counts live (uncancelled) events only.
///
/// Implementation: a 4-ary min-heap (half the depth of a binary heap; a pop moves the hole down to a leaf
/// choosing the earliest child, then sifts the last entry up from there) whose key packs priority
/// (8 bits) and sequence (56 bits) into one `UInt64`, so a comparison is two integer compares. The heap
/// and the state bits live in one ``EventHeapStorage``: an operation checks uniqueness (copy-on-write)
/// once, then works on raw pointers.
///
/// One event may wait outside the heap, in a slot of its own (``scheduleOutsideHeap(_:at:priority:)``): an
/// event rescheduled over and over, such as a receiver's next epoch, then costs a few instructions to
/// schedule and to pop instead of a sift through the heap. It takes its sequence number like any other
/// and a pop compares it with the heap's top, so the order is exactly the one the heap alone would give.
///
/// - Complexity: `schedule` and `pop` are O(log n); `cancel` is O(1) (amortised on `pop`).
///   Memory: the heap plus two bits per event ever scheduled (cancelled, and retired to recognise
///   stale tokens), so neither a cancellation nor a pop hashes anything.
public struct EventQueue<Payload> {
    @usableFromInline
    struct Entry {
        @usableFromInline var time: Int64
        @usableFromInline var key: UInt64  // priority << 56 | sequence
        @usableFromInline var payload: Payload

        @inlinable
        init(time: Int64, key: UInt64, payload: Payload) {
            self.time = time
            self.key = key
            self.payload = payload
        }

        /// (time, key) as one 128-bit integer: comparing two is one compare-and-borrow, without the
        /// branch of comparing times first (a heap's comparisons are unpredictable).
        @inlinable @inline(__always)
        var order: Int128 { Int128(time) << 64 | Int128(key) }

        @inlinable @inline(__always)
        func precedes(_ other: Entry) -> Bool { order < other.order }
    }

    @usableFromInline var storage: EventHeapStorage<Payload>
    /// The event kept outside the heap (``scheduleOutsideHeap(_:at:priority:)``), if one is pending.
    @usableFromInline var outside: Entry?
    @usableFromInline var nextSequence: UInt64 = 0
    /// Number of cancelled events still in the heap.
    @usableFromInline var cancelledCount = 0

    /// The largest sequence number the key can hold (2^56 − 1 insertions per queue).
    @usableFromInline static var sequenceMask: UInt64 { (1 << 56) - 1 }
    /// Children per heap node.
    @usableFromInline static var arity: Int { 4 }

    public init() { storage = .make(capacity: 16, flagWords: 4) }

    /// Number of live (scheduled, not cancelled, not yet popped) events.
    @inlinable public var count: Int {
        storage.withUnsafeMutablePointerToHeader { $0.pointee.count } - cancelledCount + (outside == nil ? 0 : 1)
    }
    /// Whether no live event is pending.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// Schedules `payload` at `time`. Lower `priority` goes first among equal times (default 128).
    @inlinable
    @discardableResult
    public mutating func schedule(_ payload: Payload, at time: SimTime, priority: UInt8 = 128) -> EventToken {
        let sequence = takeSequence()
        makeUnique(reserving: 1)
        let entry = Entry(time: time.microseconds, key: UInt64(priority) << 56 | sequence, payload: payload)
        storage.withUnsafeMutablePointers { header, entries in
            header.pointee.coverSequence(sequence)
            let hole = header.pointee.count
            header.pointee.count = hole + 1
            Self.siftUp(entry, from: hole, in: entries)
        }
        return EventToken(sequence: sequence)
    }

    /// Schedules `payload` at `time` as ``schedule(_:at:priority:)`` does — the same order among all
    /// events, a token to cancel it with — but keeps it outside the heap. An event already waiting there
    /// moves into the heap.
    @inlinable
    @discardableResult
    public mutating func scheduleOutsideHeap(_ payload: Payload, at time: SimTime, priority: UInt8 = 128) -> EventToken
    {
        let sequence = takeSequence()
        let previous = outside
        makeUnique(reserving: previous == nil ? 0 : 1)
        storage.withUnsafeMutablePointers { header, entries in
            header.pointee.coverSequence(sequence)
            if let previous {
                let hole = header.pointee.count
                header.pointee.count = hole + 1
                Self.siftUp(previous, from: hole, in: entries)
            }
        }
        outside = Entry(time: time.microseconds, key: UInt64(priority) << 56 | sequence, payload: payload)
        return EventToken(sequence: sequence)
    }

    /// Cancels a pending event. Returns false when the token is unknown, already popped or already
    /// cancelled (so cancelling twice is harmless).
    @inlinable
    @discardableResult
    public mutating func cancel(_ token: EventToken) -> Bool {
        let sequence = token.sequence
        guard sequence < nextSequence, storage.withUnsafeMutablePointerToHeader({ $0.pointee.state(of: sequence) }) == 0
        else { return false }
        makeUnique(reserving: 0)
        if let outside, outside.key & Self.sequenceMask == sequence {
            // Out of the heap: gone at once, so retired rather than marked cancelled.
            storage.withUnsafeMutablePointerToHeader { $0.pointee.set(1, of: sequence) }
            self.outside = nil
            return true
        }
        storage.withUnsafeMutablePointerToHeader { $0.pointee.set(2, of: sequence) }
        cancelledCount += 1
        return true
    }

    /// Removes and returns the next live event.
    @inlinable
    public mutating func pop() -> (time: SimTime, payload: Payload)? { pop(notAfter: .max) }

    /// Removes and returns the next live event if it is due at or before `horizon` (µs); nil when there
    /// is none (``isEmpty`` then tells whether the queue is empty or the next event lies beyond).
    @inlinable
    mutating func pop(notAfter horizon: Int64) -> (time: SimTime, payload: Payload)? {
        makeUnique(reserving: 0)
        let cancelled = cancelledCount
        let (discarded, event) = storage.withUnsafeMutablePointers {
            header, entries -> (Int, (time: SimTime, payload: Payload)?) in
            // Cancelled events deeper in the heap leave most tops live: the loop is called only for a
            // cancelled top.
            let discarded =
                cancelled > 0 && Self.topIsCancelled(header, entries) ? Self.discardCancelledTop(header, entries) : 0
            if outside != nil, header.pointee.count == 0 || outside!.precedes(entries[0]) {
                return (discarded, Self.takeOutside(&outside, notAfter: horizon, header))
            }
            guard header.pointee.count > 0, entries[0].time <= horizon else { return (discarded, nil) }
            let top = Self.removeTop(header, entries)
            header.pointee.set(1, of: top.key & Self.sequenceMask)
            return (discarded, (SimTime(microseconds: top.time), top.payload))
        }
        cancelledCount -= discarded
        return event
    }

    /// The event outside the heap, taken out (and retired) when it is due at or before `horizon` (µs),
    /// else nil.
    @inlinable
    static func takeOutside(
        _ outside: inout Entry?, notAfter horizon: Int64, _ header: UnsafeMutablePointer<EventHeapHeader>
    ) -> (time: SimTime, payload: Payload)? {
        guard let entry = outside, entry.time <= horizon else { return nil }
        outside = nil
        header.pointee.set(1, of: entry.key & sequenceMask)
        return (SimTime(microseconds: entry.time), entry.payload)
    }

    /// The next insertion sequence number, taken.
    @inlinable @inline(__always)
    mutating func takeSequence() -> UInt64 {
        let sequence = nextSequence
        precondition(sequence <= Self.sequenceMask, "EventQueue: sequence space exhausted")
        nextSequence &+= 1
        return sequence
    }

    /// Copies the storage if it is shared, or grows it when it lacks room for `extra` more entries.
    @inlinable @inline(__always)
    mutating func makeUnique(reserving extra: Int) {
        let unique = isKnownUniquelyReferenced(&storage)
        let header = storage.withUnsafeMutablePointerToHeader { $0.pointee }
        let full = header.count + extra > header.capacity
        guard !unique || full else { return }
        storage = storage.copy(capacity: full ? 2 * header.capacity : header.capacity, moving: unique)
    }

    /// Whether the heap has a top and it is cancelled.
    @inlinable @inline(__always)
    static func topIsCancelled(
        _ header: UnsafeMutablePointer<EventHeapHeader>, _ entries: UnsafeMutablePointer<Entry>
    ) -> Bool {
        header.pointee.count > 0 && header.pointee.state(of: entries[0].key & sequenceMask) == 2
    }

    /// Removes the cancelled events at the top of the heap, marking them retired; returns how many.
    @inlinable
    static func discardCancelledTop(
        _ header: UnsafeMutablePointer<EventHeapHeader>, _ entries: UnsafeMutablePointer<Entry>
    ) -> Int {
        var discarded = 0
        while topIsCancelled(header, entries) {
            let sequence = entries[0].key & sequenceMask
            header.pointee.clear(2, of: sequence)
            header.pointee.set(1, of: sequence)
            _ = removeTop(header, entries)
            discarded += 1
        }
        return discarded
    }

    /// Removes and returns the top entry of a non-empty heap. The hole it leaves moves down to a leaf,
    /// each step filled by the earliest child; the last entry then fills it, sifted up from there (it
    /// came from the bottom, so it seldom rises far).
    @inlinable
    static func removeTop(_ header: UnsafeMutablePointer<EventHeapHeader>, _ entries: UnsafeMutablePointer<Entry>)
        -> Entry
    {
        let top = entries.move()
        let count = header.pointee.count - 1
        header.pointee.count = count
        guard count > 0 else { return top }
        let last = (entries + count).move()
        var hole = 0
        // Wrapping arithmetic: indices stay below `count`, so nothing can overflow.
        while true {
            let first = hole &* arity &+ 1
            guard first < count else { break }
            var best = first
            if first &+ arity <= count {
                // All four children: a small tournament.
                let left = entries[first &+ 1].precedes(entries[first]) ? first &+ 1 : first
                let right = entries[first &+ 3].precedes(entries[first &+ 2]) ? first &+ 3 : first &+ 2
                best = entries[right].precedes(entries[left]) ? right : left
            } else {
                var child = first &+ 1
                while child < count {
                    if entries[child].precedes(entries[best]) { best = child }
                    child &+= 1
                }
            }
            (entries + hole).initialize(to: (entries + best).move())
            hole = best
        }
        siftUp(last, from: hole, in: entries)
        return top
    }

    /// Places `entry` in the hole at `start` (an uninitialised slot), moving it up past later parents.
    @inlinable @inline(__always)
    static func siftUp(_ entry: Entry, from start: Int, in entries: UnsafeMutablePointer<Entry>) {
        var hole = start
        while hole > 0 {
            let parent = (hole &- 1) >> 2  // (hole − 1) / arity
            guard entry.precedes(entries[parent]) else { break }
            (entries + hole).initialize(to: (entries + parent).move())
            hole = parent
        }
        (entries + hole).initialize(to: entry)
    }
}

// The storage is copied on write, never shared mutably.
extension EventQueue: @unchecked Sendable where Payload: Sendable {}
extension EventQueue.Entry: Sendable where Payload: Sendable {}
