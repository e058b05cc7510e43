import FenceParameters
import Foundation
import Testing

@testable import FencePlatform

/// docs/architecture.md, "Where new things go: a new platform rule", checked for every structural choice the
/// platform has, so a new one that skips a step fails here: its options carry evidence and weights summing to 1
/// (the sensitivity designs sample them), `docs/calibration.md`'s "Structural choices" table lists each option
/// with its weight, the section's count of rules is right, and a test of this target scripts each option.
@Suite("Walk-through: a platform rule")
struct PlatformRuleWalkthroughTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()

    static var choices: [(name: String, prior: CategoricalPrior)] {
        PlatformParameters.structuralChoices.compactMap { row in row.prior.map { (row.name, $0) } }
    }

    /// The table rows of `docs/calibration.md`'s "Structural choices" section, grouped by choice: each choice's
    /// cells "`option` (weight)".
    static func documentedOptions() throws -> (intro: String, options: [String: [String]]) {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/calibration.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n### Structural choices\n").dropFirst().first)
        let body = section.components(separatedBy: "\n#").first ?? section
        var options: [String: [String]] = [:]
        var current: String?
        for line in body.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| choice") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 2 else { continue }
            if !cells[1].isEmpty { current = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            if let current { options[current, default: []].append(cells[2]) }
        }
        let intro = body.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n\n").first ?? ""
        return (intro, options)
    }

    @Test("Every choice's options have evidence and weights that sum to 1")
    func priors() {
        #expect(!Self.choices.isEmpty)
        for (name, prior) in Self.choices {
            #expect(prior.options.allSatisfy { !$0.evidence.isEmpty && $0.weight > 0 }, "\(name)")
            #expect(abs(prior.weights.reduce(0, +) - 1) < 1e-12, "\(name): \(prior.weights)")
        }
    }

    @Test("docs/calibration.md lists every choice with every option and its weight, and counts them right")
    func documented() throws {
        let (intro, options) = try Self.documentedOptions()
        #expect(Set(options.keys) == Set(Self.choices.map(\.name)))
        for (name, prior) in Self.choices {
            let expected = prior.options.map { "`\($0.name)` (\(NumberFormatter.weight($0.weight)))" }
            #expect(Set(options[name] ?? []) == Set(expected), "\(name)")
        }
        let words = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"]
        #expect(intro.hasPrefix("\(words[Self.choices.count - 1]) rules of the platform"), "\(intro.prefix(40))")
    }

    @Test("A test of this target scripts every option of every choice")
    func scripted() throws {
        let names = try FileManager.default.subpathsOfDirectory(atPath: Self.tests.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("PlatformRuleWalkthroughTests.swift") }
        let sources = try names.map { try String(contentsOf: Self.tests.appendingPathComponent($0), encoding: .utf8) }
        for (name, prior) in Self.choices {
            let about = sources.filter { $0.contains("ios.\(name)") || $0.contains("\"\(name)\"") }
            #expect(!about.isEmpty, "no test sets \(name)")
            for option in prior.names {
                #expect(
                    about.contains { $0.contains(".\(option)") || $0.contains("\"\(option)\"") },
                    "no test of \(name) scripts \(option)")
            }
        }
    }
}

extension NumberFormatter {
    /// A prior weight as docs/calibration.md writes it: 0.6, 0.35, 0.15 (no trailing zeros).
    fileprivate static func weight(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
