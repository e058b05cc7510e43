extension Array where Element == UInt64 {
    /// Sorts the keys in increasing order by least-significant-digit radix sort: eight passes of 8-bit digits,
    /// skipping a digit every key shares, so the work is linear in the count. A corridor's grid-cell set gathers
    /// tens of thousands of keys (``GridCellSet/init(_:)``), which the standard library's comparison sort took
    /// about 13 comparisons each to order. Below 256 keys it is that sort. The order is the same either way:
    /// integers have one increasing order.
    mutating func radixSort() {
        guard count >= 256 else {
            sort()
            return
        }
        let digits = 8, buckets = 256
        var counts = [Int](repeating: 0, count: digits * buckets)
        counts.withUnsafeMutableBufferPointer { counts in
            withUnsafeBufferPointer { keys in
                for key in keys {
                    for digit in 0..<digits {
                        counts[digit &* buckets &+ Int(truncatingIfNeeded: (key &>> UInt64(digit &* 8)) & 0xFF)] &+= 1
                    }
                }
            }
        }
        var buffer = [UInt64](repeating: 0, count: count)
        for digit in 0..<digits {
            let base = digit * buckets, shift = UInt64(digit * 8)
            guard counts[base + Int(truncatingIfNeeded: (self[0] >> shift) & 0xFF)] != count else { continue }
            var offset = 0
            for bucket in base..<(base + buckets) {
                let size = counts[bucket]
                counts[bucket] = offset
                offset += size
            }
            counts.withUnsafeMutableBufferPointer { counts in
                withUnsafeBufferPointer { keys in
                    buffer.withUnsafeMutableBufferPointer { sorted in
                        for key in keys {
                            let bucket = base &+ Int(truncatingIfNeeded: (key &>> shift) & 0xFF)
                            sorted[counts[bucket]] = key
                            counts[bucket] &+= 1
                        }
                    }
                }
            }
            swap(&self, &buffer)
        }
    }
}
