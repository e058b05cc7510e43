import FenceExperiment
import Foundation
import Testing

@testable import FenceCLI

/// What a new user meets first: `fencesim help COMMAND`, `COMMAND --help` and `--version`.
@Suite("help and version")
struct HelpAndVersionTests {
    /// The commands the overview lists (its lines `  fencesim NAME …`).
    static var commands: [String] {
        FenceSimCommand.usage.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  fencesim ") else { return nil }
            return line.dropFirst("  fencesim ".count).split(separator: " ").first.map(String.init)
        }
    }

    @Test("Every command has its help: help COMMAND and COMMAND --help exit 0; an unknown topic exits 2")
    func everyCommand() {
        let commands = Self.commands.filter { $0 != "--version" }
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
        #expect(FenceSimCommand.main(["help", "runs"]) == .badInput)
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
