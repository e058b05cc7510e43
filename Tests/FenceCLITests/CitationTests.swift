import Foundation
import Testing

/// Citations stay inside the repository: every citation key (`[@Raheja2012]`) in the code, tests, docs,
/// scenarios, committed reports and the README names a source defined in `docs/references.md`, and nothing
/// points at the research notes outside the repository that the references replace.
@Suite("Citations")
struct CitationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The folders and files scanned, relative to the repository.
    static let scanned = ["Sources", "Tests", "Benchmarks", "docs", "scenarios", "reports", "README.md"]
    static let textExtensions: Set<String> = ["swift", "md", "json", "html", "csv", "svg", "txt", "h", "cpp"]

    /// The patterns of the scan (regexes are built per test: `Regex` is not `Sendable`).
    struct Patterns {
        /// A citation: `[@` + key + `]`, the key a letter followed by letters and digits.
        let citation = try! Regex(#"\[@([A-Za-z][A-Za-z0-9]*)\]"#)
        /// A definition in docs/references.md: a level-3 heading holding one citation.
        let definition = try! Regex(#"^### \[@([A-Za-z][A-Za-z0-9]*)\]\s*$"#)
        /// An opening `[@` not followed by a key and `]` (checked outside Swift files: `[@Sendable …]`).
        let malformed = try! Regex(#"\[@(?![A-Za-z][A-Za-z0-9]*\])"#)
        /// Mentions of the research notes and seed copies that a user of FenceSim does not have. The names
        /// are assembled so that this file does not match itself.
        let outside: [String] =
            ["sources", "strategies", "mechanisms", "peers", "realdata", "DESIGN"].map { $0 + ".md" }
            + ["research", "seeds", "shared"].map { $0 + "/" }
        /// A seed copy by its number ("seed" and three digits).
        let seedCopy = try! Regex(#"seed 00[0-9]"#)
    }

    /// Every scanned text file with its path relative to the repository.
    static func scannedFiles() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for entry in scanned {
            let url = repository.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let paths: [String]
            if isDirectory.boolValue {
                let all = try FileManager.default.subpathsOfDirectory(atPath: url.path)
                paths = all.filter { textExtensions.contains(($0 as NSString).pathExtension) }.map { entry + "/" + $0 }
            } else {
                paths = [entry]
            }
            for path in paths.sorted() {
                var text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
                // Generated Markdown escapes brackets (`\[@Raheja2012\]` renders as the citation).
                if path.hasSuffix(".md") {
                    text = text.replacingOccurrences(of: "\\[@", with: "[@").replacingOccurrences(of: "\\]", with: "]")
                }
                files.append((path, text))
            }
        }
        return files
    }

    /// The keys docs/references.md defines, in order.
    static func definedKeys() throws -> [String] {
        let definition = Patterns().definition
        let text = try String(contentsOf: repository.appendingPathComponent("docs/references.md"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            (try? definition.wholeMatch(in: line))?.flatMap { $0.output[1].substring.map(String.init) }
        }
    }

    @Test("docs/references.md defines each key once")
    func keysAreUnique() throws {
        let keys = try Self.definedKeys()
        #expect(keys.count >= 40, "found only \(keys.count) definitions")
        let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "defined more than once: \(repeated)")
    }

    @Test("Every citation key resolves to an entry of docs/references.md")
    func citationsResolve() throws {
        let patterns = Patterns()
        let defined = Set(try Self.definedKeys())
        var unresolved: [String] = []
        var malformed: [String] = []
        var cited = 0
        for file in try Self.scannedFiles() {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("[@") {
                for match in line.matches(of: patterns.citation) {
                    cited += 1
                    let key = String(match.output[1].substring ?? "")
                    if !defined.contains(key) { unresolved.append("\(file.path):\(number + 1): [@\(key)]") }
                }
                if !file.path.hasSuffix(".swift"), line.contains(patterns.malformed) {
                    malformed.append("\(file.path):\(number + 1): \(line.prefix(100))")
                }
            }
        }
        #expect(cited >= 100, "found only \(cited) citations: is the scan reading the repository?")
        #expect(unresolved.isEmpty, "keys not defined in docs/references.md:\n\(unresolved.joined(separator: "\n"))")
        #expect(malformed.isEmpty, "'[@' not followed by a key and ']':\n\(malformed.joined(separator: "\n"))")
    }

    /// An observation names its source by a bare key (`"reference": "Raheja2012"`), which the citation scan
    /// above does not see: each must be a key of docs/references.md too.
    @Test("Every committed observation's reference is a key of docs/references.md")
    func observationReferencesResolve() throws {
        let defined = Set(try Self.definedKeys())
        let directory = Self.repository.appendingPathComponent("observations")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 10, "found only \(files.count) observation files")
        for file in files.sorted() {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let reference = try #require(object?["reference"] as? String, "\(file): no reference")
            #expect(defined.contains(reference), "\(file): '\(reference)' is not defined in docs/references.md")
        }
    }

    @Test("Nothing cites the research notes or seed copies outside the repository")
    func noOutsideReferences() throws {
        let patterns = Patterns()
        var found: [String] = []
        for file in try Self.scannedFiles() {
            // Only files that mention one of the names at all are read line by line.
            let names = patterns.outside.filter { file.text.contains($0) }
            let seeds = file.text.contains(patterns.seedCopy)
            guard !names.isEmpty || seeds else { continue }
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where names.contains(where: { line.contains($0) }) || (seeds && line.contains(patterns.seedCopy)) {
                found.append("\(file.path):\(number + 1): \(line.prefix(120))")
            }
        }
        #expect(found.isEmpty, "cite a key of docs/references.md instead:\n\(found.joined(separator: "\n"))")
    }
}
