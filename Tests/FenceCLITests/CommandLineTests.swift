import Testing

@testable import FenceCLI

@Suite("Command line")
struct CommandLineTests {
    @Test("Unknown commands and options are usage errors (exit 2)")
    func usageErrors() {
        #expect(FenceSimCommand.main([]) == .badInput)
        #expect(FenceSimCommand.main(["bogus"]) == .badInput)
        #expect(FenceSimCommand.main(["validate", "--frobnicate"]) == .badInput)
        #expect(FenceSimCommand.main(["sweep", "x.json", "--replications"]) == .badInput)
    }

    @Test("Arguments: values, repeated options, inline values, switches")
    func arguments() throws {
        let parsed = try Arguments(
            ["run", "a.json", "--seed", "7", "--vary", "x=1:2:1", "--vary=y=3", "--quiet"],
            valued: ["--seed", "--vary"], switches: ["--quiet"], repeatable: ["--vary"])
        #expect(parsed.positional == ["run", "a.json"])
        #expect(try parsed.unsigned("--seed") == 7)
        #expect(parsed.values("--vary") == ["x=1:2:1", "y=3"])
        #expect(parsed.flag("--quiet"))
        #expect(throws: UsageError.self) { try Arguments(["--quiet=1"], valued: [], switches: ["--quiet"]) }
    }
}
