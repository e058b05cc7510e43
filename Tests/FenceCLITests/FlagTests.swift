import FenceParameters
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// Every bad flag of `run` and `sweep` is refused with exit status 2 before anything runs, and nothing
/// is written.
@Suite("Command-line flags", .serialized)
struct FlagTests {
    @Test("Bad values of every run and sweep flag: exit 2, nothing written")
    func badFlags() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false))
        let swept = try tiny.write("swept.json", TinySweep.scenario())
        let out = "\(tiny.directory)/out"
        let bad: [[String]] = [
            ["--replications", "0"], ["--replications", "100001"], ["--replications", "1e3"],
            ["--replications", "2.5"], ["--replications", "-1"], ["--replications", "x"],
            ["--threads", "-1"], ["--threads", "1025"], ["--threads", "two"],
            ["--seed", "18446744073709551616"], ["--seed", "-1"], ["--seed", "1.5"], ["--seed", "seven"],
            ["--seed", "1", "--seed", "2"], ["--out", ""], ["--quiet", "--quiet"], ["--quiet=yes"],
            ["--bogus", "1"], ["--seed"],
        ]
        for flags in bad {
            for scenario in [plain, swept] {
                #expect(FenceSimCommand.main(["run", scenario, "--out", out] + flags) == .badInput, "run \(flags)")
                #expect(FenceSimCommand.main(["sweep", swept, "--out", out] + flags) == .badInput, "sweep \(flags)")
            }
        }
        // --target is a sweep flag: refused by run without a sweep, and outside (0, 1) everywhere.
        #expect(FenceSimCommand.main(["run", plain, "--out", out, "--target", "0.9"]) == .badInput)
        for target in ["2", "1", "0", "-0.5", "nan", "inf", "x", "0.9.1"] {
            #expect(FenceSimCommand.main(["sweep", swept, "--out", out, "--target", target]) == .badInput, "\(target)")
            #expect(FenceSimCommand.main(["run", swept, "--out", out, "--target", target]) == .badInput, "\(target)")
        }
        // The tiny sweep has 2 points × 4 replications = 8 work items: at most 8 shards.
        for shard in ["0/0", "3/2", "0/2", "1/0", "1/9", "1/99999999999999999999", "1/2/3", "a/b", "1 /2", ""] {
            #expect(FenceSimCommand.main(["sweep", swept, "--out", out, "--shard", shard]) == .badInput, "\(shard)")
        }
        for vary in ["run.days", "run.days=", "=1,2", "run.days=1:", "run.days=1:2:0", "run.days=a,b", "nothing=1,2"] {
            #expect(FenceSimCommand.main(["sweep", plain, "--out", out, "--vary", vary]) == .badInput, "\(vary)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("An --out that is a file, or lies under a file, is exit 2 naming it (not an internal error)")
    func outputPathProblems() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false, replications: 2))
        let swept = try tiny.write("swept.json", TinySweep.scenario(replications: 2))
        let file = try tiny.write("a-file", "not a directory")
        for out in [file, "\(file)/below"] {
            #expect(FenceSimCommand.main(["run", plain, "--out", out, "--quiet"]) == .badInput)
            #expect(FenceSimCommand.main(["sweep", swept, "--out", out, "--quiet"]) == .badInput)
            #expect(FenceSimCommand.main(["sweep", swept, "--out", out, "--shard", "1/2", "--quiet"]) == .badInput)
        }
        #expect(try tiny.data("a-file") == Data("not a directory".utf8))
        // A directory without write permission. Root may write anywhere, so as root the same command runs in a
        // child process as nobody (setpriv drops the user, group and supplementary groups).
        let locked = "\(tiny.directory)/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let command = ["run", plain, "--out", "\(locked)/out", "--quiet"]
        if getuid() != 0 {
            #expect(FenceSimCommand.main(command) == .badInput)
        } else {
            let nobody = try GNUParallelTests.run(
                ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", GNUParallelTests.executable]
                    + command)
            #expect(nobody.status == 2, "\(nobody.stderr)")
            #expect(nobody.stderr.contains(locked), "\(nobody.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(locked)/out"))
    }

    @Test("A scenario name that would leave reports/ needs --out")
    func escapingName() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let text = TinySweep.scenario(sweep: false, replications: 2).replacingOccurrences(
            of: "\"name\": \"tiny\"", with: "\"name\": \"../../x\"")
        let scenario = try tiny.write("escape.json", text)
        #expect(FenceSimCommand.main(["run", scenario, "--quiet"]) == .badInput)
    }

    @Test("Usage messages name the flag, what was expected and the fix")
    func messages() throws {
        func message(_ arguments: [String], valued: Set<String>, _ body: (Arguments) throws -> Void) -> String {
            do {
                try body(try Arguments(arguments, valued: valued, switches: ["--quiet"]))
                return ""
            } catch let error as UsageError { return error.message } catch { return "\(error)" }
        }
        let seed = message(["--seed", "18446744073709551616"], valued: ["--seed"]) { _ = try $0.unsigned("--seed") }
        #expect(seed.contains("--seed") && seed.contains("18446744073709551615") && seed.contains("fix"))
        let replications = message(["--replications", "0"], valued: ["--replications"]) {
            _ = try $0.integer("--replications", in: 1...100_000)
        }
        #expect(replications.contains("from 1 to 100000") && replications.contains("fix"))
        let twice = message(["--seed", "1", "--seed=2"], valued: ["--seed"]) { _ in }
        #expect(twice.contains("--seed is given twice"))
        // Repeatable flags may repeat.
        let vary = try Arguments(["--vary", "a=1", "--vary", "b=2"], valued: ["--vary"], repeatable: ["--vary"])
        #expect(vary.values("--vary") == ["a=1", "b=2"])
    }

    @Test("A bounded number: NaN, infinity, an excluded end and a word refused with the interval in the message")
    func boundedNumbers() throws {
        // --confidence's bounds, [0.5, 1).
        let confidence = ValidRange(0.5, 1, excludesLower: false, excludesUpper: true)
        for (text, expected) in [("0.5", 0.5), ("nan", nil), ("inf", nil), ("1", nil), ("x", nil)]
            as [(String, Double?)]
        {
            let arguments = try Arguments(["--confidence", text], valued: ["--confidence"])
            do {
                let value = try arguments.number("--confidence", "a confidence", within: confidence, example: "0.95")
                #expect(value == expected, "\(text)")
            } catch {
                #expect(expected == nil, "\(text)")
                #expect(
                    error.message
                        == "--confidence expects a confidence in [0.5, 1), got '\(text)' (fix: e.g. --confidence 0.95)")
            }
        }
        #expect(
            try Arguments([], valued: ["--confidence"]).number("--confidence", "", within: confidence, example: "")
                == nil)
    }
}
