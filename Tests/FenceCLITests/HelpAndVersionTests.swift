import FenceExperiment
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// What a new user meets first: `fencesim help COMMAND`, `COMMAND --help` and `--version`.
@Suite("help and version")
struct HelpAndVersionTests {
    @Test("Every command has its help: help COMMAND and COMMAND --help exit 0; an unknown topic exits 2")
    func everyCommand() {
        let commands = FenceSimCommand.commandNames.filter { $0 != "--version" }
        #expect(
            Set(commands).isSuperset(of: [
                "run", "sweep", "sensitivity", "merge", "report", "compare", "trace", "validate", "schema",
                "parameters",
                "help",
            ]))
        for command in commands {
            let help = FenceSimCommand.help(of: command)
            #expect(help?.hasPrefix("usage: fencesim \(command)") == true, "\(command)")
            #expect(help?.contains("exit status: 0 ok") == true, "\(command)")
            #expect(FenceSimCommand.main([command, "--help"]) == .ok, "\(command) --help")
            #expect(FenceSimCommand.main(["help", command]) == .ok, "help \(command)")
        }
        #expect(FenceSimCommand.help(of: "runs") == nil)
        // A required, repeatable option's value ends in "…": its repetition is written apart, not as "……".
        #expect(!FenceSimCommand.usage.contains("……"))
        #expect(FenceSimCommand.help(of: "optimize")?.contains("[--vary …]…") == true)
        #expect(FenceSimCommand.main(["help", "runs"]) == .badInput)
    }

    /// A run with --battery-series and a sweep write into empty directories; every file either writes is named
    /// by its help (run's omitted summary.csv and visits.csv, sweep's summary.csv).
    @Test("help run and help sweep name every file the command writes")
    func outputsNamed() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false, replications: 1))
        let swept = try tiny.write("swept.json", TinySweep.scenario(sweep: true, replications: 1))
        for (command, arguments) in [
            ("run", [plain, "--battery-series", "60"]), ("sweep", [swept]),
        ] {
            let out = tiny.directory + "/" + command
            #expect(FenceSimCommand.main([command] + arguments + ["--out", out, "--quiet"]) == .ok, "\(command)")
            let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            #expect(written.contains("results.json") && written.contains("summary.csv"), "\(command): \(written)")
            let help = try #require(FenceSimCommand.help(of: command))
            for file in written { #expect(help.contains(file), "help \(command) does not name \(file)") }
        }
    }

    @Test("help COMMAND lists each declared option with its meaning, default or 'required', and an example")
    func optionsExplained() throws {
        for (command, options) in FenceSimCommand.declaredOptions {
            let help = try #require(FenceSimCommand.help(of: command))
            for option in options {
                let lines = help.split(separator: "\n")
                let start = try #require(
                    lines.firstIndex { $0 == "  \(option.flag)" || $0.hasPrefix("  \(option.flag) ") },
                    "help \(command) does not list \(option.flag)")
                let entry = lines[(start + 1)...].prefix { $0.hasPrefix("      ") }.joined(separator: " ")
                #expect(entry.count > 40, "\(command) \(option.flag): no meaning")
                #expect(entry.contains("default: ") || entry.contains("required"), "\(command) \(option.flag)")
                #expect(entry.contains("e.g. \(option.flag)"), "\(command) \(option.flag): no example")
            }
        }
    }

    @Test("Every flag a declared command's source reads is among its declared options")
    func declarationsComplete() throws {
        // The independent reference: the "--flag" literals of each command's source file.
        let flag = try Regex(#""(--[a-z][a-z-]*)""#)
        let files = [
            "run": ["RunCommand"], "sweep": ["SweepCommand"], "report": ["ReportCommand"], "trace": ["TraceCommand"],
            "validate": ["ValidateCommand"], "schema": ["SchemaCommand"], "parameters": ["ParametersCommand"],
            "docs": ["DocsCommand"], "merge": ["MergeCommand"], "sensitivity": ["SensitivityCommand"],
            "calibrate": ["CalibrateCommand"], "optimize": ["OptimizeCommand", "OptimizeCommand+Robust"],
            "coverage": ["CoverageCommand"], "compare": ["CompareCommand"],
        ]
        #expect(Set(files.keys) == Set(FenceSimCommand.declaredOptions.keys))
        for (command, names) in files {
            let source = try names.map {
                try String(
                    contentsOf: PackageGraphTests.repository.appendingPathComponent("Sources/FenceCLI/\($0).swift"),
                    encoding: .utf8)
            }.joined()
            let read = Set(source.matches(of: flag).compactMap { $0.output[1].substring.map(String.init) })
            let declared = Set(FenceSimCommand.declaredOptions[command, default: []].map(\.flag))
            #expect(read.subtracting(declared).isEmpty, "\(command) reads undeclared \(read.subtracting(declared))")
        }
    }

    @Test("--version names the version, the model's source digest and the build's commit")
    func version() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GNUParallelTests.executable)
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "fencesim \(FenceSimVersion.current)")
        #expect(lines.dropFirst().first == "model sources \(ModelIdentity.current.sources)")
        let commit = lines.last?.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        #expect(commit == "unknown" || (commit.count == 40 && commit.allSatisfy(\.isHexDigit)), "\(text)")
    }
}
