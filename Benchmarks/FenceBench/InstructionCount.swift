import FencePlatform
import FenceWorld
import Foundation

/// Instruction counts of one simulated day (`make bench`, `make bench-check`): the figure that does not
/// move with the load of a shared machine, where wall time varies ×1.5–2 between runs.
///
/// What is counted: the instructions (callgrind's `Ir`, user space, every library included) executed
/// inside ``countedDay(_:world:)`` — exactly the region `fencebench strategies` times: making the
/// strategy, the device and the platform run, and simulating 24 h of the default world's replication 0
/// on the all-day profile. The process first simulates the same day once uncounted, so one-time work
/// (type metadata, lazy globals, the allocator's first growth) is left out, as it is from the best of
/// the timed repeats. Each strategy is counted in its own process, under
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=*countedDay*` with
/// `SWIFT_DETERMINISTIC_HASHING=1` (a fixed hash seed: a set's probing, hence its instruction count,
/// does not change from run to run). The simulation itself is deterministic, so the count is exact
/// and repeats to the instruction for one build of one toolchain on one kind of processor (the C
/// library picks its string and memory routines by processor features).
enum InstructionCount {
    /// The strategies whose day is counted.
    static let strategies = ["continuous", "three-manager"]
    /// `make bench-check` fails when a count grows by more than this, percent.
    static let tolerancePercent = 3.0
    /// The pattern callgrind toggles collection on: the mangled name of ``countedDay(_:world:)`` only.
    static let togglePattern = "*InstructionCount*countedDay*"

    struct Day: Codable {
        var strategy: String
        /// Instructions executed in one simulated day.
        var instructions: Int
        /// Events that drive the cost (a check that the counted day is the day meant).
        var standardDeliveries: Int
        var gpsFixes: Int
    }

    struct Report: Codable {
        /// What was counted, in words.
        var counted: String
        /// `swift --version` of the toolchain that built the benchmark.
        var toolchain: String
        /// `valgrind --version`.
        var valgrind: String
        /// The processor (`/proc/cpuinfo` model name).
        var processor: String
        var tolerancePercent: Double
        var days: [Day]
    }

    static let countedText =
        "callgrind Ir (instructions executed, user space, libraries included) inside "
        + "InstructionCount.countedDay: one simulated 24 h day of the strategy (make strategy, device and "
        + "platform run; run) on the default world, replication 0, all-day profile, after one uncounted "
        + "warm-up day in the same process; SWIFT_DETERMINISTIC_HASHING=1"

    /// One simulated day of `name`, not inlined so that callgrind can toggle collection on it.
    @inline(never)
    static func countedDay(_ name: String, world: World) throws -> RunRecord {
        try StrategiesBench.runDay(name, world: world)
    }

    /// `fencebench count-day:NAME`: a warm-up day, then the counted day; prints what the day did.
    static func countDay(_ name: String) throws {
        let world = try StrategiesBench.world()
        _ = try StrategiesBench.runDay(name, world: world)
        let record = try countedDay(name, world: world)
        print("\(record.standardDeliveries) \(StrategiesBench.gpsFixes(record))")
    }

    /// Counts each strategy's day in its own callgrind process.
    ///
    /// The counted process sees the same environment (only `SWIFT_DETERMINISTIC_HASHING=1`), arguments
    /// (`./fencebench count-day:NAME`, run from the executable's directory) and hence the same initial
    /// stack and heap wherever the clone lives and whatever runs `fencebench` (make adds variables to the
    /// environment): otherwise the allocator's work in the counted day moves by a few thousand
    /// instructions with the length of those strings.
    static func measure(valgrind: String) throws -> [Day] {
        let executable = try Bench.executable()
        let valgrindPath = try absolutePath(of: valgrind)
        return try strategies.map { name in
            let outFile = FileManager.default.temporaryDirectory
                .appendingPathComponent("fencebench-callgrind-\(getpid())-\(name).out").path
            defer { try? FileManager.default.removeItem(atPath: outFile) }
            let output = try Bench.run(
                valgrindPath,
                [
                    "-q", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=\(togglePattern)",
                    "--callgrind-out-file=\(outFile)", "./" + executable.lastPathComponent, "count-day:\(name)",
                ],
                environment: ["SWIFT_DETERMINISTIC_HASHING": "1"],
                directory: executable.deletingLastPathComponent().path)
            let counts = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            guard counts.count == 2 else { throw BenchError.usage("unexpected output of count-day:\(name): \(output)") }
            return Day(
                strategy: name, instructions: try summary(ofCallgrindFile: outFile), standardDeliveries: counts[0],
                gpsFixes: counts[1])
        }
    }

    /// `program` as given when it contains a slash, else the first executable of that name on `PATH`.
    static func absolutePath(of program: String) throws -> String {
        if program.contains("/") { return program }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw BenchError.usage("\(program) not found on PATH (make deps installs valgrind)")
    }

    /// The `summary:` total of a callgrind output file (one event, Ir).
    static func summary(ofCallgrindFile path: String) throws -> Int {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") {
            if let value = Int(line.dropFirst("summary:".count).trimmingCharacters(in: .whitespaces)) {
                return value
            }
        }
        throw BenchError.usage("\(path): no 'summary:' line (was callgrind run with a toggle that matched nothing?)")
    }

    /// `fencebench instructions`: counts and writes `instructions.json`.
    static func record(valgrind: String, toolchain: String, outputPath: String) throws {
        let report = Report(
            counted: countedText, toolchain: toolchain, valgrind: try version(of: valgrind), processor: processor(),
            tolerancePercent: tolerancePercent, days: try measure(valgrind: valgrind))
        for day in report.days {
            let name = day.strategy.padding(toLength: 16, withPad: " ", startingAt: 0)
            print("  \(name) \(day.instructions) instructions/day")
        }
        try Bench.writeJSON(report, to: outputPath)
        print("wrote \(outputPath)")
    }

    /// `fencebench instructions --check`: recounts and compares with the committed `instructions.json`;
    /// returns false when a count grew by more than ``tolerancePercent``.
    static func check(valgrind: String, toolchain: String, committedPath: String) throws -> Bool {
        guard let data = FileManager.default.contents(atPath: committedPath) else {
            throw BenchError.usage(
                "\(committedPath): no committed instruction counts; run 'make bench-instructions' and commit the file")
        }
        guard let committed = try? JSONDecoder().decode(Report.self, from: data) else {
            throw BenchError.usage(
                "\(committedPath): not an instruction-count report as 'make bench-instructions' writes it; "
                    + "run 'make bench-instructions' and commit the file")
        }
        if committed.toolchain != toolchain || committed.processor != processor() {
            print(
                "note: the committed counts were made with \(committed.toolchain) on \(committed.processor); "
                    + "this is \(toolchain) on \(processor()): counts may differ for that reason alone")
        }
        var passed = true
        for day in try measure(valgrind: valgrind) {
            guard let before = committed.days.first(where: { $0.strategy == day.strategy }) else {
                throw BenchError.usage("\(committedPath): no count for \(day.strategy); run 'make bench-instructions'")
            }
            let change = (Double(day.instructions) / Double(before.instructions) - 1) * 100
            let verdict = change > tolerancePercent ? "FAIL" : "ok"
            if change > tolerancePercent { passed = false }
            print(
                "  \(verdict) \(day.strategy.padding(toLength: 16, withPad: " ", startingAt: 0))"
                    + String(
                        format: "committed %d, now %d instructions/day (%+.2f %%, limit +%.0f %%)",
                        before.instructions, day.instructions, change, tolerancePercent))
        }
        if !passed {
            print(
                "bench-check: an instruction count grew by more than \(tolerancePercent) % over \(committedPath). "
                    + "Make it fast again, or, if the cost is deliberate, run 'make bench-instructions' and commit "
                    + "the new figure in the same change.")
        }
        return passed
    }

    static func version(of executable: String) throws -> String {
        try Bench.run(absolutePath(of: executable), ["--version"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The processor's model name, from `/proc/cpuinfo`.
    static func processor() -> String {
        let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }
}
