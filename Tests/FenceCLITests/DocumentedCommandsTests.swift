import Foundation
import Testing

@testable import FenceCLI

/// README.md and docs/architecture.md name every command `fencesim help` lists.
@Suite("Documented commands")
struct DocumentedCommandsTests {
    /// The commands of `fencesim help`: its `fencesim NAME …` lines.
    static func commands() throws -> [String] {
        let line = try Regex(#"^\s+fencesim ([a-z]+)"#)
        return FenceSimCommand.usage.split(separator: "\n").compactMap {
            (try? line.prefixMatch(in: $0))?.flatMap { $0.output[1].substring.map(String.init) }
        }
    }

    @Test("Every command is in README.md's usage and in docs/architecture.md")
    func everyCommandDocumented() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 11, "read only \(commands) from the usage")
        let readme = try String(
            contentsOf: PackageGraphTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let architecture = try String(
            contentsOf: PackageGraphTests.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        for command in commands {
            #expect(readme.contains("\nfencesim \(command) "), "README.md's usage block lacks fencesim \(command)")
            #expect(architecture.contains("`\(command)`"), "docs/architecture.md does not name `\(command)`")
        }
    }
}
