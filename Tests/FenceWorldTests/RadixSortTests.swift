import FenceStats
import Testing

@testable import FenceWorld

/// The grid-cell keys' radix sort against the standard library's comparison sort.
@Suite("Radix sort of grid-cell keys")
struct RadixSortTests {
    @Test(
        "The order is the standard library's, for any count, duplicates and digits every key shares",
        arguments: [0, 1, 2, 255, 256, 257, 1_000, 40_000])
    func sameOrderAsSort(count: Int) {
        var generator = SplitMix64(seed: UInt64(count))
        let patterns: [(String, () -> UInt64)] = [
            ("all 64 bits", { generator.next() }),
            // Grid-cell keys: rows and columns near GridCell.limit, so the high bits of each field agree.
            (
                "packed cells",
                {
                    let row = Int32(generator.next() % 300) - 150, first = Int32(generator.next() % 300) - 150
                    let last = first + Int32(generator.next() % 20)
                    return GridCellSet.Rectangles.key(row: row, first: first, last: last)
                }
            ),
            ("few values", { generator.next() % 5 }),
            ("one value", { 0xDEAD_BEEF }),
        ]
        for (name, draw) in patterns {
            let keys = (0..<count).map { _ in draw() }
            var sorted = keys
            sorted.radixSort()
            #expect(sorted == keys.sorted(), "\(name)")
        }
    }
}
