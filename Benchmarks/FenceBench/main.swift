import Foundation

/// `fencebench SUITE… [--cpp-hold PATH] [--out-dir DIR]` — FenceSim's benchmarks (`make bench`).
/// Suites: `kernel`, `world`, `device`, `strategies`. Figures are ratios against a baseline measured in the same run.
/// `day:NAME` simulates one day of built-in strategy NAME once and writes nothing: the entry point for
/// `valgrind --tool=callgrind --toggle-collect='*runDay*'` (instruction counts, repeatable on a loaded machine).
let arguments = Array(CommandLine.arguments.dropFirst())
var suites: [String] = []
var cppHold = ".build/bench/hold"
var outputDirectory = "reports/bench"
var index = 0
while index < arguments.count {
    switch arguments[index] {
    case "--cpp-hold":
        index += 1
        cppHold = arguments[index]
    case "--out-dir":
        index += 1
        outputDirectory = arguments[index]
    case let suite:
        suites.append(suite)
    }
    index += 1
}
if suites.isEmpty { suites = ["kernel"] }

do {
    for suite in suites {
        switch suite {
        case "kernel": try KernelHoldBench.run(cppBinary: cppHold, outputPath: outputDirectory + "/kernel.json")
        case "world": try WorldBench.run(outputPath: outputDirectory + "/world.json")
        case "device": try DeviceBench.run(outputPath: outputDirectory + "/device.json")
        case "strategies": try StrategiesBench.run(outputPath: outputDirectory + "/strategies.json")
        case let day where day.hasPrefix("day:"): try StrategiesBench.profileDay(String(day.dropFirst(4)))
        default:
            throw BenchError.usage("unknown suite '\(suite)' (known: kernel, world, device, strategies, day:NAME)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("fencebench: \(error)\n".utf8))
    exit(2)
}
