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
/// Implementation: an array-backed binary min-heap whose key packs priority (8 bits) and sequence
/// (56 bits) into one `UInt64`, so a comparison is two integer compares.
///
/// - Complexity: `schedule` and `pop` are O(log n); `cancel` is O(1) (amortised on `pop`).
///   Memory: the heap plus two bits per event ever scheduled (cancelled, and retired to recognise
///   stale tokens): bit arrays, so neither a cancellation nor a pop hashes anything.
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

        @inlinable
        func precedes(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && key < other.key)
        }
    }

    @usableFromInline var heap: [Entry] = []
    @usableFromInline var nextSequence: UInt64 = 0
    /// One bit per sequence number ever issued: set while the event is cancelled and still in the heap.
    @usableFromInline var cancelled: [UInt64] = []
    /// Number of set bits in ``cancelled``.
    @usableFromInline var cancelledCount = 0
    /// One bit per sequence number ever issued: set once the event has left the heap.
    @usableFromInline var retired: [UInt64] = []

    /// The largest sequence number the key can hold (2^56 − 1 insertions per queue).
    @usableFromInline static var sequenceMask: UInt64 { (1 << 56) - 1 }

    public init() {}

    /// Number of live (scheduled, not cancelled, not yet popped) events.
    @inlinable public var count: Int { heap.count - cancelledCount }
    /// Whether no live event is pending.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// Schedules `payload` at `time`. Lower `priority` goes first among equal times (default 128).
    @inlinable
    @discardableResult
    public mutating func schedule(_ payload: Payload, at time: SimTime, priority: UInt8 = 128) -> EventToken {
        let sequence = nextSequence
        precondition(sequence <= Self.sequenceMask, "EventQueue: sequence space exhausted")
        nextSequence &+= 1
        heap.append(Entry(time: time.microseconds, key: UInt64(priority) << 56 | sequence, payload: payload))
        siftUp(heap.count - 1)
        return EventToken(sequence: sequence)
    }

    /// Cancels a pending event. Returns false when the token is unknown, already popped or already
    /// cancelled (so cancelling twice is harmless).
    @inlinable
    @discardableResult
    public mutating func cancel(_ token: EventToken) -> Bool {
        let sequence = token.sequence
        guard sequence < nextSequence, !isRetired(sequence), !Self.bit(sequence, in: cancelled) else { return false }
        Self.setBit(sequence, in: &cancelled)
        cancelledCount += 1
        return true
    }

    /// The time of the next live event, or nil when empty.
    @inlinable
    public mutating func peekTime() -> SimTime? {
        discardCancelledTop()
        return heap.first.map { SimTime(microseconds: $0.time) }
    }

    /// Removes and returns the next live event.
    @inlinable
    public mutating func pop() -> (time: SimTime, payload: Payload)? {
        discardCancelledTop()
        guard !heap.isEmpty else { return nil }
        return popPeeked()
    }

    /// Removes and returns the top event, which must be live: right after ``peekTime()`` returned a
    /// time (the run loop peeks, then pops, and need not look for cancelled events twice).
    @inlinable
    mutating func popPeeked() -> (time: SimTime, payload: Payload) {
        let top = removeTop()!
        retire(top.key & Self.sequenceMask)
        return (SimTime(microseconds: top.time), top.payload)
    }

    @inlinable
    func isRetired(_ sequence: UInt64) -> Bool { Self.bit(sequence, in: retired) }

    @inlinable
    mutating func retire(_ sequence: UInt64) { Self.setBit(sequence, in: &retired) }

    /// Bit `index` of the bit array `words` (false beyond its end).
    @inlinable @inline(__always)
    static func bit(_ index: UInt64, in words: [UInt64]) -> Bool {
        let word = Int(index >> 6)
        return word < words.count && words[word] & (1 << (index & 63)) != 0
    }

    /// Sets bit `index` of the bit array `words`, growing it as needed.
    @inlinable @inline(__always)
    static func setBit(_ index: UInt64, in words: inout [UInt64]) {
        let word = Int(index >> 6)
        while words.count <= word { words.append(0) }
        words[word] |= 1 << (index & 63)
    }

    @inlinable
    mutating func discardCancelledTop() {
        while cancelledCount > 0, let top = heap.first, Self.bit(top.key & Self.sequenceMask, in: cancelled) {
            let sequence = top.key & Self.sequenceMask
            cancelled[Int(sequence >> 6)] &= ~(1 << (sequence & 63))
            cancelledCount -= 1
            _ = removeTop()
            retire(sequence)
        }
    }

    /// Removes the top entry: the last entry fills the hole, sifted down from the root in one pass.
    @inlinable
    mutating func removeTop() -> Entry? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        return heap.withUnsafeMutableBufferPointer { buffer in
            let top = buffer[0]
            var parent = 0
            let count = buffer.count
            while true {
                var child = 2 * parent + 1
                guard child < count else { break }
                if child + 1 < count && buffer[child + 1].precedes(buffer[child]) { child += 1 }
                guard buffer[child].precedes(last) else { break }
                buffer[parent] = buffer[child]
                parent = child
            }
            buffer[parent] = last
            return top
        }
    }

    @inlinable
    mutating func siftUp(_ start: Int) {
        heap.withUnsafeMutableBufferPointer { buffer in
            var child = start
            let entry = buffer[child]
            while child > 0 {
                let parent = (child - 1) >> 1
                guard entry.precedes(buffer[parent]) else { break }
                buffer[child] = buffer[parent]
                child = parent
            }
            buffer[child] = entry
        }
    }

}

extension EventQueue: Sendable where Payload: Sendable {}
extension EventQueue.Entry: Sendable where Payload: Sendable {}
