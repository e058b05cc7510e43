import Testing

@testable import FenceStudy

/// How a sensitivity study's workers share its units: contiguous runs, the upper half of the largest run left
/// taken by a worker whose run is done.
@Suite("contiguous ranges")
struct ContiguousRangesTests {
    @Test("Each worker walks its own range; a done worker takes the upper half of the largest range left")
    func handCounted() {
        // 10 positions on 2 workers: 0..<5 and 5..<10.
        let short = ContiguousRanges(count: 10, workers: 2)
        #expect((0..<5).map { _ in short.next(for: 0) } == [0, 1, 2, 3, 4])
        #expect(short.next(for: 1) == 5)
        // Worker 1 has 6..<10 left: 4 positions, fewer than the 6 worth taking half of.
        #expect(short.next(for: 0) == nil)
        #expect((0..<5).map { _ in short.next(for: 1) } == [6, 7, 8, 9, nil])

        // 100 positions: worker 0 walks 0..<50 while worker 1 takes 50…54; 55..<100 is left (45), worker 1
        // keeps its lower 23 (55..<78) and worker 0 takes 78..<100.
        let long = ContiguousRanges(count: 100, workers: 2)
        for expected in 0..<50 { #expect(long.next(for: 0) == expected) }
        for expected in 50..<55 { #expect(long.next(for: 1) == expected) }
        #expect(long.next(for: 0) == 78)
        #expect(long.next(for: 1) == 55)

        // 7 positions on 3 workers: 3, 2 and 2.
        let uneven = ContiguousRanges(count: 7, workers: 3)
        #expect([uneven.next(for: 0), uneven.next(for: 1), uneven.next(for: 2)] == [0, 3, 5])
    }

    @Test("Whatever the order workers ask in, every position is handed out once, mostly after the worker's last")
    func everyPositionOnce() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for workers in 1...4 {
            let count = 1_000
            let ranges = ContiguousRanges(count: count, workers: workers)
            var seen = [Int](repeating: 0, count: count)
            var last = [Int?](repeating: nil, count: workers)
            var active = Array(0..<workers)
            var coldStarts = 0
            while !active.isEmpty {
                // A plain linear congruential generator picks the worker that asks next.
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(state >> 33) % active.count
                let worker = active[pick]
                guard let position = ranges.next(for: worker) else {
                    active.remove(at: pick)
                    continue
                }
                seen[position] += 1
                if last[worker].map({ $0 + 1 }) != position { coldStarts += 1 }
                last[worker] = position
            }
            #expect(seen.allSatisfy { $0 == 1 })
            // One cold start per worker, and one per take: a take halves a range, so there are a few per worker
            // in 1 000 positions, not one per chunk.
            #expect(coldStarts <= workers * 10, "\(workers) workers: \(coldStarts) cold starts")
        }
    }

    @Test("After a stop no position is handed out")
    func stops() {
        let ranges = ContiguousRanges(count: 100, workers: 2)
        #expect(ranges.next(for: 0) == 0)
        ranges.stop()
        #expect(ranges.next(for: 0) == nil && ranges.next(for: 1) == nil)
    }

    @Test("No positions: nothing to hand out")
    func empty() {
        #expect(ContiguousRanges(count: 0, workers: 2).next(for: 1) == nil)
    }
}
