import FenceKernel
import Foundation

/// The classic hold model on the FenceSim kernel against a C++ `std::priority_queue` baseline
/// (`Benchmarks/hold.cpp`), both with SplitMix64 exponential increments (mean 1 s) in integer
/// microseconds and the same (time, priority|sequence) key.
enum KernelHoldBench {
    struct Row: Codable {
        var pending: Int
        var swiftEventsPerSecond: Double
        var cppEventsPerSecond: Double
        var ratio: Double
    }

    struct Report: Codable { var hold: [Row] }

    /// Re-schedules every popped event at its time plus an exponential increment.
    struct Hold: EventHandler {
        var state: UInt64 = 20_241_129
        var checksum: Int64 = 0
        var remaining: Int

        @inline(__always)
        mutating func increment() -> SimTime {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let u = (Double(z >> 11) + 0.5) * 0x1p-53
            return SimTime(microseconds: Int64(-log(u) * 1e6))
        }

        mutating func handle(_ payload: Int64, kernel: inout Kernel<Int64>) {
            checksum &+= payload
            kernel.schedule(payload, after: increment())
            remaining -= 1
            if remaining == 0 { kernel.stop() }
        }
    }

    /// Events per second of `operations` hold steps with `pending` events in the queue.
    static func swiftRate(pending: Int, operations: Int) -> Double {
        let seconds = Bench.bestSeconds {
            var kernel = Kernel<Int64>()
            var hold = Hold(remaining: operations)
            for i in 0..<pending { kernel.schedule(Int64(i), at: hold.increment()) }
            let outcome = kernel.run(until: .never, handler: &hold)
            precondition(outcome == .stopped && kernel.handledCount == operations)
        }
        return Double(operations) / seconds
    }

    static func run(cppBinary: String, outputPath: String) throws {
        var rows: [Row] = []
        print("Kernel hold model (events/s; best of 3; ratio = Swift / C++ std::priority_queue)")
        print("pending      Swift        C++        ratio")
        for pending in [10, 1_000, 100_000] {
            let operations = 5_000_000
            let swift = swiftRate(pending: pending, operations: operations)
            let cpp = try (0..<3).map { _ -> Double in
                let output = try Bench.run(cppBinary, [String(pending), String(operations)])
                guard let rate = output.split(separator: " ").first.flatMap({ Double($0) }) else {
                    throw BenchError.usage("unexpected output from \(cppBinary): \(output)")
                }
                return rate
            }.max()!
            let row = Row(
                pending: pending, swiftEventsPerSecond: swift.rounded(), cppEventsPerSecond: cpp.rounded(),
                ratio: (swift / cpp * 1000).rounded() / 1000)
            rows.append(row)
            print(String(format: "%7d %10.2fM %10.2fM %10.3f", pending, swift / 1e6, cpp / 1e6, row.ratio))
        }
        try Bench.writeJSON(Report(hold: rows), to: outputPath)
        print("wrote \(outputPath)")
    }
}
