import Foundation

/// `fencebench SUITE… [--cpp-hold PATH] [--out-dir DIR] [--check] [--valgrind PATH] [--toolchain TEXT]` —
/// FenceSim's benchmarks (`make bench`, `make bench-check`).
/// Suites: `kernel`, `world`, `device`, `strategies`, `machine` (wall-clock figures as ratios against a
/// baseline measured in the same run), `sensitivity` (the release `fencesim`'s Morris screening of paper-2012
/// against its 2-minute target, with peak memory), `calibration` and `calibration-quick` (the release `fencesim
/// calibrate`'s emulator waves over `observations/` against its 20-minute target and, in the same run, a
/// space-filling design of the same size and the plain simulation of the same days; ``CalibrationBench``), `emulator` (fitting, predicting and judging with FenceStats' Gaussian-process
/// emulators at n = 128–512 points in 10 inputs, ``EmulatorBench``), `optimization-guarantee` (how often the
/// optimiser's pick is infeasible over repetitions of problems with a known answer, ``OptimizationGuaranteeBench``)
/// and `instructions` (instruction counts of one simulated day, see
/// ``InstructionCount``; with `--check`, compared with the committed `instructions.json` instead of
/// written: exit 1 when one grew by more than 3 %).
/// `count-day:NAME` simulates one warm-up day and one counted day of built-in strategy NAME and writes
/// nothing: the entry point that `instructions` runs under callgrind (and a profile's, with
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*countedDay*'`).
let arguments = Array(CommandLine.arguments.dropFirst())
var suites: [String] = []
var cppHold = ".build/bench/hold"
var outputDirectory = "reports/bench"
var valgrind = "valgrind"
var toolchain = "unknown"
var checkOnly = false
var index = 0
while index < arguments.count {
    switch arguments[index] {
    case "--cpp-hold", "--out-dir", "--valgrind", "--toolchain":
        guard index + 1 < arguments.count else {
            FileHandle.standardError.write(Data("fencebench: \(arguments[index]) needs a value\n".utf8))
            exit(2)
        }
        let value = arguments[index + 1]
        switch arguments[index] {
        case "--cpp-hold": cppHold = value
        case "--out-dir": outputDirectory = value
        case "--valgrind": valgrind = value
        default: toolchain = value
        }
        index += 1
    case "--check":
        checkOnly = true
    case let suite:
        suites.append(suite)
    }
    index += 1
}
if suites.isEmpty { suites = ["kernel"] }

/// The `fencesim` of this build, beside this `fencebench` (`make bench` builds both in release), for the suites
/// that run it as a child.
func fencesimOfThisBuild() throws -> String {
    let path = try Bench.executable().deletingLastPathComponent().appendingPathComponent("fencesim").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
        throw BenchError.usage(
            "\(path) is missing: the sensitivity and calibration suites run the fencesim of fencebench's own build "
                + "(fix: swift build -c release --product fencesim, which make bench runs)")
    }
    return path
}

do {
    var passed = true
    for suite in suites {
        switch suite {
        case "kernel": try KernelHoldBench.run(cppBinary: cppHold, outputPath: outputDirectory + "/kernel.json")
        case "world": try WorldBench.run(outputPath: outputDirectory + "/world.json")
        case "device": try DeviceBench.run(outputPath: outputDirectory + "/device.json")
        case "strategies": try StrategiesBench.run(outputPath: outputDirectory + "/strategies.json")
        case "machine": try MachineBench.run(outputPath: outputDirectory + "/machine.json")
        case "sensitivity":
            try SensitivityBench.run(fencesim: fencesimOfThisBuild(), outputPath: outputDirectory + "/sensitivity.json")
        case "emulator": try EmulatorBench.run(outputPath: outputDirectory + "/emulator.json")
        case "optimization-guarantee":
            try OptimizationGuaranteeBench.run(outputPath: outputDirectory + "/optimization-guarantee.json")
        case let memory where memory.hasPrefix("emulator-memory:"):
            try EmulatorBench.memory(String(memory.dropFirst(16)))
        case "calibration", "calibration-quick":
            try CalibrationBench.run(
                fencesim: fencesimOfThisBuild(), outputPath: outputDirectory + "/\(suite).json",
                quick: suite == "calibration-quick")
        case "instructions" where checkOnly:
            passed =
                try InstructionCount.check(
                    valgrind: valgrind, toolchain: toolchain, committedPath: outputDirectory + "/instructions.json")
                && passed
        case "instructions":
            try InstructionCount.record(
                valgrind: valgrind, toolchain: toolchain, outputPath: outputDirectory + "/instructions.json")
        case let day where day.hasPrefix("count-day:"): try InstructionCount.countDay(String(day.dropFirst(10)))
        default:
            throw BenchError.usage(
                "unknown suite '\(suite)' (known: kernel, world, device, strategies, machine, sensitivity, calibration, "
                    + "calibration-quick, emulator, optimization-guarantee, instructions, count-day:NAME)"
            )
        }
    }
    if !passed { exit(1) }
} catch {
    FileHandle.standardError.write(Data("fencebench: \(error)\n".utf8))
    exit(2)
}
