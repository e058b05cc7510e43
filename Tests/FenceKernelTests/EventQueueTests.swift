import Testing

@testable import FenceKernel

@Suite("Event queue")
struct EventQueueTests {
    @Test("Pops in time order")
    func timeOrder() {
        var queue = EventQueue<String>()
        queue.schedule("c", at: .seconds(3))
        queue.schedule("a", at: .seconds(1))
        queue.schedule("b", at: .seconds(2))
        let order = [queue.pop()?.payload, queue.pop()?.payload, queue.pop()?.payload]
        #expect(order == ["a", "b", "c"])
        #expect(queue.isEmpty)
    }

    @Test("Simultaneous events: priority first, then insertion order, always")
    func ties() {
        var queue = EventQueue<Int>()
        for i in 0..<1000 { queue.schedule(i, at: .seconds(5), priority: i.isMultiple(of: 3) ? 10 : 128) }
        var popped: [Int] = []
        while let event = queue.pop() { popped.append(event.payload) }
        let expected = (0..<1000).filter { $0.isMultiple(of: 3) } + (0..<1000).filter { !$0.isMultiple(of: 3) }
        #expect(popped == expected)
    }

    @Test("Cancellation by token")
    func cancellation() {
        var queue = EventQueue<String>()
        let a = queue.schedule("a", at: .seconds(1))
        let b = queue.schedule("b", at: .seconds(2))
        queue.schedule("c", at: .seconds(3))
        #expect(queue.count == 3)
        let first = queue.cancel(b)
        let second = queue.cancel(b)
        #expect(first)
        #expect(!second)  // twice is harmless
        #expect(queue.count == 2)
        let a1 = queue.pop()?.payload
        #expect(a1 == "a")
        let stale = queue.cancel(a)
        #expect(!stale)  // already popped
        let c1 = queue.pop()?.payload
        #expect(c1 == "c")
        #expect(queue.isEmpty)
        let unknown = queue.cancel(EventToken(sequence: 99))
        #expect(!unknown)  // never issued
    }

    @Test("Cancelling the head makes pop skip it")
    func cancelHead() {
        var queue = EventQueue<Int>()
        let head = queue.schedule(1, at: .seconds(1))
        queue.schedule(2, at: .seconds(2))
        queue.cancel(head)
        let next = queue.pop()
        #expect(next?.time == .seconds(2) && next?.payload == 2)
    }

    /// A sorted-array reference model: entries kept sorted by (time, priority, sequence),
    /// descending, so the next event is the last element.
    struct ReferenceQueue {
        var entries: [(time: Int64, priority: UInt8, sequence: UInt64, payload: Int)] = []
        var next: UInt64 = 0

        mutating func schedule(_ payload: Int, at time: Int64, priority: UInt8) -> UInt64 {
            let entry = (time, priority, next, payload)
            next += 1
            var lo = 0, hi = entries.count
            while lo < hi {
                let mid = (lo + hi) / 2
                let e = entries[mid]
                if (e.time, e.priority, e.sequence) > (entry.0, entry.1, entry.2) { lo = mid + 1 } else { hi = mid }
            }
            entries.insert(entry, at: lo)
            return entry.2
        }

        mutating func cancel(_ sequence: UInt64) -> Bool {
            guard let index = entries.firstIndex(where: { $0.sequence == sequence }) else { return false }
            entries.remove(at: index)
            return true
        }

        mutating func pop() -> (Int64, Int)? {
            entries.popLast().map { ($0.time, $0.payload) }
        }
    }

    @Test("10⁶ random schedule/cancel/pop operations match a sorted-array reference")
    func randomizedAgainstReference() {
        let mismatch = Self.firstMismatchWithReference(seed: 20_241_129, outsideHeapEvery: nil)
        #expect(mismatch == nil)
    }

    @Test("10⁶ random operations with a third of the events scheduled outside the heap match the reference")
    func randomizedOutsideHeapAgainstReference() {
        let mismatch = Self.firstMismatchWithReference(seed: 20_261_202, outsideHeapEvery: 3)
        #expect(mismatch == nil)
    }

    /// Runs 10⁶ random operations on a queue and on ``ReferenceQueue`` (half schedules 0–63 µs ahead at one
    /// of three priorities — many ties —, a sixth cancellations of random, possibly stale tokens, the rest
    /// pops; with `outsideHeapEvery` n, a random one in n schedules goes outside the heap), then drains
    /// both. Returns the first place where a token, a cancellation's answer, a popped event or the count
    /// (every 1 000 operations and at the end) differs from the reference's, or nil when none does.
    static func firstMismatchWithReference(seed: UInt64, outsideHeapEvery: UInt64?) -> String? {
        var queue = EventQueue<Int>()
        var reference = ReferenceQueue()
        var rng = SplitMix(seed: seed)
        var tokens: [EventToken] = []
        var now: Int64 = 0
        for step in 0..<1_000_000 {
            let roll = rng.next() % 100
            if roll < 50 || reference.entries.count < 2 {
                let time = now + Int64(rng.next() % 64)
                let priority = UInt8(rng.next() % 3) * 64
                let outside = outsideHeapEvery.map { rng.next() % $0 == 0 } ?? false
                let token =
                    outside
                    ? queue.scheduleOutsideHeap(step, at: .microseconds(time), priority: priority)
                    : queue.schedule(step, at: .microseconds(time), priority: priority)
                let sequence = reference.schedule(step, at: time, priority: priority)
                if token.sequence != sequence { return "token \(token.sequence), expected \(sequence) at step \(step)" }
                tokens.append(token)
            } else if roll < 65, !tokens.isEmpty {
                let token = tokens[Int(rng.next() % UInt64(tokens.count))]
                let expected = reference.cancel(token.sequence)
                let actual = queue.cancel(token)
                if actual != expected { return "cancel gave \(actual), expected \(expected) at step \(step)" }
            } else {
                let expected = reference.pop()
                let actual = queue.pop()
                if actual?.time.microseconds != expected?.0 || actual?.payload != expected?.1 {
                    return "pop mismatch at step \(step)"
                }
                if let time = expected?.0 { now = time }
            }
            if step.isMultiple(of: 1000), queue.count != reference.entries.count {
                return "count \(queue.count), expected \(reference.entries.count) at step \(step)"
            }
            if tokens.count > 4096 { tokens.removeFirst(2048) }
        }
        if queue.count != reference.entries.count {
            return "count \(queue.count), expected \(reference.entries.count) at the end"
        }
        while let expected = reference.pop() {
            let actual = queue.pop()
            if actual?.time.microseconds != expected.0 || actual?.payload != expected.1 {
                return "pop mismatch while draining"
            }
        }
        return queue.isEmpty ? nil : "the queue still holds events after the reference is empty"
    }
}

extension EventQueueTests {
    @Test("An event outside the heap keeps its place: ties by priority, then by the order of scheduling")
    func outsideHeapTies() {
        var queue = EventQueue<String>()
        queue.schedule("early heap", at: .seconds(5), priority: 192)
        queue.scheduleOutsideHeap("outside", at: .seconds(5), priority: 192)
        queue.schedule("late heap", at: .seconds(5), priority: 192)
        queue.schedule("urgent", at: .seconds(5), priority: 0)
        queue.schedule("last", at: .seconds(5), priority: 255)
        #expect(queue.count == 5)
        var order: [String] = []
        while let event = queue.pop() { order.append(event.payload) }
        #expect(order == ["urgent", "early heap", "outside", "late heap", "last"])
    }

    @Test("A second event outside the heap moves the first into it; cancelling one outside works once")
    func outsideHeapReplaceAndCancel() {
        var queue = EventQueue<String>()
        let first = queue.scheduleOutsideHeap("first", at: .seconds(2))
        let second = queue.scheduleOutsideHeap("second", at: .seconds(1))
        #expect(queue.count == 2)
        let cancelled = queue.cancel(second)
        let cancelledAgain = queue.cancel(second)
        #expect(cancelled && !cancelledAgain)
        #expect(queue.count == 1)
        let popped = queue.pop()?.payload
        #expect(popped == "first")
        let cancelledAfterPop = queue.cancel(first)
        #expect(!cancelledAfterPop)
        #expect(queue.isEmpty)
    }
}

/// A local SplitMix64 so the kernel tests do not depend on the stats layer.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
