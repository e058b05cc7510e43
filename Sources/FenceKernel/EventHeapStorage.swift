/// The bookkeeping of an ``EventHeapStorage`` besides its entries.
@usableFromInline
struct EventHeapHeader {
    /// Entries in the heap (initialised elements of the buffer).
    @usableFromInline var count: Int
    /// Entries the buffer holds.
    @usableFromInline var capacity: Int
    /// Two bits per sequence number ever issued (see ``EventHeapStorage``), `flagWords` words.
    @usableFromInline var flags: UnsafeMutablePointer<UInt64>
    @usableFromInline var flagWords: Int

    @inlinable
    init(capacity: Int, flagWords: Int) {
        count = 0
        self.capacity = capacity
        self.flagWords = flagWords
        flags = .allocate(capacity: flagWords)
        flags.initialize(repeating: 0, count: flagWords)
    }
}

/// The memory of an ``EventQueue``: its heap entries and the state bits of its sequence numbers, in one
/// object, so that an operation checks uniqueness (copy-on-write) once and then works on raw pointers.
///
/// Sequence number `s` has two bits in word `s >> 5` of `flags`, at `2 (s & 31)`: *retired* (the event
/// has left the heap) and, above it, *cancelled* (cancelled while still in the heap). The words always
/// cover every sequence number issued so far.
@usableFromInline
final class EventHeapStorage<Payload>: ManagedBuffer<EventHeapHeader, EventQueue<Payload>.Entry> {
    /// A new, empty storage for `capacity` entries and flags for `flagWords × 32` sequence numbers.
    @inlinable
    static func make(capacity: Int, flagWords: Int) -> EventHeapStorage {
        let buffer = create(minimumCapacity: capacity) { _ in
            EventHeapHeader(capacity: capacity, flagWords: flagWords)
        }
        return unsafeDowncast(buffer, to: EventHeapStorage.self)
    }

    /// A copy of this storage (copy-on-write), with room for at least `capacity` entries; with `moving`,
    /// the entries are moved out of this one instead, which is left empty.
    @inlinable
    func copy(capacity: Int, moving: Bool) -> EventHeapStorage {
        withUnsafeMutablePointers { header, entries in
            let count = header.pointee.count
            let words = header.pointee.flagWords
            let copy = EventHeapStorage.make(capacity: Swift.max(capacity, count), flagWords: words)
            copy.withUnsafeMutablePointers { newHeader, newEntries in
                if moving {
                    newEntries.moveInitialize(from: entries, count: count)
                    header.pointee.count = 0
                } else {
                    newEntries.initialize(from: entries, count: count)
                }
                newHeader.pointee.count = count
                newHeader.pointee.flags.update(from: header.pointee.flags, count: words)
            }
            return copy
        }
    }

    deinit {
        withUnsafeMutablePointers { header, entries in
            entries.deinitialize(count: header.pointee.count)
            header.pointee.flags.deallocate()
        }
    }
}

extension EventHeapHeader {
    /// Makes the flags cover sequence number `sequence`, doubling them as needed.
    @inlinable @inline(__always)
    mutating func coverSequence(_ sequence: UInt64) {
        if Int(sequence >> 5) >= flagWords { growFlags(toCover: sequence) }
    }

    /// Doubles the flags (at least) until they cover `sequence`: once per 32 × their size schedules.
    @inlinable @inline(never)
    mutating func growFlags(toCover sequence: UInt64) {
        let words = Swift.max(2 * flagWords, Int(sequence >> 5) + 1)
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        grown.initialize(from: flags, count: flagWords)
        (grown + flagWords).initialize(repeating: 0, count: words - flagWords)
        flags.deallocate()
        flags = grown
        flagWords = words
    }

    /// The two state bits of `sequence`: 1 retired, 2 cancelled, 0 still in the heap.
    @inlinable @inline(__always)
    func state(of sequence: UInt64) -> UInt64 {
        flags[Int(sequence >> 5)] >> ((sequence & 31) << 1) & 3
    }

    /// Sets state bits `bits` (1 retired, 2 cancelled) of `sequence`.
    @inlinable @inline(__always)
    func set(_ bits: UInt64, of sequence: UInt64) {
        flags[Int(sequence >> 5)] |= bits << ((sequence & 31) << 1)
    }

    /// Clears state bits `bits` of `sequence`.
    @inlinable @inline(__always)
    func clear(_ bits: UInt64, of sequence: UInt64) {
        flags[Int(sequence >> 5)] &= ~(bits << ((sequence & 31) << 1))
    }
}
