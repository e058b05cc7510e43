import FenceTestSupport
import Foundation
import Testing

/// docs/tutorial.md and README.md's first scenario cannot rot: their files (` ```json NAME ` blocks) are written and its commands (` ```sh ` blocks,
/// unless marked `<!-- tutorial: skip -->`) run in order with the built `fencesim` in an empty directory; each
/// block must exit 0, print what its `<!-- tutorial: prints TEXT -->` lines say and write the non-empty files its
/// `<!-- tutorial: writes FILE… -->` lines name.
@Suite("Tutorial")
struct TutorialTests {
    /// One step of the tutorial: a file to write, or commands to run with what they must print and write.
    enum Step: Equatable {
        case file(name: String, text: String)
        case commands(script: String, prints: [String], writes: [String])
    }

    /// The steps of a tutorial's Markdown `text`, in order.
    static func steps(_ text: String) -> [Step] {
        var steps: [Step] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var skipNext = false
        while index < lines.count {
            let line = lines[index]
            if line == "<!-- tutorial: skip -->" {
                skipNext = true
            } else if let expectation = Self.expectation(line),
                case .commands(let script, var prints, var writes) =
                    steps.last
            {
                switch expectation {
                case .prints(let text): prints.append(text)
                case .writes(let files): writes += files
                }
                steps[steps.count - 1] = .commands(script: script, prints: prints, writes: writes)
            } else if line.hasPrefix("```"), line.count > 3 {
                let info = line.dropFirst(3).split(separator: " ").map(String.init)
                let end = lines[(index + 1)...].firstIndex(of: "```") ?? lines.count
                let body = lines[(index + 1)..<end].joined(separator: "\n") + "\n"
                if info == ["sh"], !skipNext {
                    steps.append(.commands(script: body, prints: [], writes: []))
                } else if info.count == 2, info[0] == "json" {
                    steps.append(.file(name: info[1], text: body))
                }
                skipNext = false
                index = end
            }
            index += 1
        }
        return steps
    }

    enum Expectation {
        case prints(String)
        case writes([String])
    }

    /// A `<!-- tutorial: prints TEXT -->` or `<!-- tutorial: writes FILE… -->` line.
    static func expectation(_ line: String) -> Expectation? {
        let opening = "<!-- tutorial: ", closing = " -->"
        guard line.hasPrefix(opening), line.hasSuffix(closing) else { return nil }
        let body = line.dropFirst(opening.count).dropLast(closing.count)
        if body.hasPrefix("prints ") { return .prints(String(body.dropFirst("prints ".count))) }
        if body.hasPrefix("writes ") {
            return .writes(body.dropFirst("writes ".count).split(separator: " ").map(String.init))
        }
        return nil
    }

    @Test("The steps are read from blocks and expectation lines")
    func reading() {
        let text = """
            <!-- tutorial: skip -->
            ```sh
            make build
            ```
            ```json a.json
            {}
            ```
            ```sh
            fencesim validate a.json
            ```
            <!-- tutorial: prints a.json: ok -->
            <!-- tutorial: writes x/y z -->
            ```text
            output
            ```
            """
        #expect(
            Self.steps(text) == [
                .file(name: "a.json", text: "{}\n"),
                .commands(script: "fencesim validate a.json\n", prints: ["a.json: ok"], writes: ["x/y", "z"]),
            ])
    }

    @Test(
        "Every command of docs/tutorial.md and of README.md's first scenario runs and writes what it says",
        arguments: [("docs/tutorial.md", 6), ("README.md", 1)])
    func tutorialRuns(_ document: String, _ leastBlocks: Int) throws {
        let text = try String(
            contentsOf: PackageGraphTests.repository.appendingPathComponent(document), encoding: .utf8)
        let steps = Self.steps(text)
        let commands = steps.filter { if case .commands = $0 { true } else { false } }
        #expect(commands.count >= leastBlocks, "read only \(commands.count) command blocks of \(document)")
        _ = try NewcomerWalkthroughTests.fencesim(["--version"])
        let scratch = try ScratchDirectory("tutorial")
        defer { scratch.remove() }
        let directory = scratch.url
        for step in steps {
            switch step {
            case .file(let name, let text):
                try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            case .commands(let script, let prints, let writes):
                let outcome = try NewcomerWalkthroughTests.run("/bin/sh", ["-e", "-c", script], in: directory)
                try #require(outcome.status == 0, "\(script)exited \(outcome.status): \(outcome.errors)")
                for text in prints {
                    #expect(outcome.output.contains(text), "\(script)did not print '\(text)'")
                }
                for file in writes {
                    let size =
                        (try? FileManager.default.attributesOfItem(
                            atPath: directory.appendingPathComponent(file).path)[.size] as? Int) ?? 0
                    #expect(size > 0, "\(script)did not write \(file)")
                }
            }
        }
    }
}
