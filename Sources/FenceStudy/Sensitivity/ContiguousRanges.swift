import Synchronization

/// Hands the positions `0..<count` of a list of units to workers so that each worker mostly takes the
/// position right after the one it took last: a worker's caches (the previous point's worlds and runs) serve
/// its next unit only when that unit follows its last one.
///
/// The positions start cut into one contiguous range per worker, each walked forward by its worker. A worker
/// whose range is done takes the upper half of the largest range left (its worker keeps the lower half), when
/// that range holds at least ``minimumSteal`` positions; else it stops. So a worker starts cold once, and once
/// more at each such take — a few times in a whole study, however long — while the last workers still end
/// close together. Which worker takes a position never changes what the position gives.
final class ContiguousRanges: Sendable {
    /// The fewest positions left in a range that another worker takes half of: a unit started cold costs
    /// about what a few warm ones do, so waiting for the last few is cheaper.
    static let minimumSteal = 6

    /// Each worker's positions still to take.
    private let ranges: Mutex<[Range<Int>]>

    /// `0..<count` for `workers` workers (at least one), cut into contiguous ranges of equal length (the
    /// first ones one longer when the count does not divide).
    init(count: Int, workers: Int) {
        let workers = max(1, workers)
        let (length, extra) = count.quotientAndRemainder(dividingBy: workers)
        var ranges: [Range<Int>] = []
        var start = 0
        for worker in 0..<workers {
            let end = start + length + (worker < extra ? 1 : 0)
            ranges.append(start..<end)
            start = end
        }
        self.ranges = Mutex(ranges)
    }

    /// The next position for `worker` (from 0): the first of its range, or, with its range done, the first of
    /// the upper half it takes of the largest range left; nil when there is none to take.
    func next(for worker: Int) -> Int? {
        ranges.withLock { ranges in
            if ranges[worker].isEmpty {
                guard let largest = ranges.indices.max(by: { ranges[$0].count < ranges[$1].count }),
                    ranges[largest].count >= Self.minimumSteal
                else { return nil }
                let range = ranges[largest]
                let middle = range.lowerBound + (range.count + 1) / 2
                ranges[largest] = range.lowerBound..<middle
                ranges[worker] = middle..<range.upperBound
            }
            let position = ranges[worker].lowerBound
            ranges[worker] = (position + 1)..<ranges[worker].upperBound
            return position
        }
    }

    /// Stops handing out positions: every later ``next(for:)`` is nil.
    func stop() { ranges.withLock { ranges in ranges = ranges.map { $0.upperBound..<$0.upperBound } } }
}
