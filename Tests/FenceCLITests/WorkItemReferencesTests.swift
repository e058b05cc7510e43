import Foundation
import Testing

/// The house names no work items: sources, tests, benchmarks, scripts, the Makefile, CI and the docs say what is
/// true now, and why a thing was built lives in CHANGELOG.md and git. The bibliography (docs/references.md) is the
/// one place that cites other projects' issue threads, as sources.
@Suite("Work-item references")
struct WorkItemReferencesTests {
    /// "issue" or "ticket" (or their plurals) and a number, or a number after "#" in parentheses.
    static let pattern = #"(?i)\b(?:issue|ticket)s?\s*#?\d+|\(#\d+\)"#

    /// The files scanned, relative to the repository: every file under the folders, and the single files.
    static let folders = ["Sources", "Tests", "Benchmarks", "scripts", "docs", ".ci"]
    static let files = ["README.md", "Makefile"]
    /// The kinds of file read under the folders (none: `.ci/run` and other scripts without one).
    static let extensions: Set<String> = ["swift", "md", "sh", "py", "c", "h", ""]
    /// Cites other projects' issue threads as sources.
    static let exempt: Set<String> = ["docs/references.md"]

    /// `text`'s lines that name a work item, as "line N: text".
    static func references(in text: String) -> [String] {
        let reference = try! Regex(pattern)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.contains(reference) ? "line \(index + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    @Test("The pattern finds work-item references and leaves character references and counts alone")
    func pattern() {
        // Built from pieces, so that this file does not name a work item itself.
        let number = "#" + "36"
        #expect(Self.references(in: "/// The target (issue \(number)): three waves").count == 1)
        #expect(Self.references(in: "see Issues" + " 12 and 13").count == 1)
        #expect(Self.references(in: "fixed (\(number))").count == 1)
        #expect(Self.references(in: "case \"'\": \"&#39;\"\n14 issues remain open").isEmpty)
    }

    @Test("No source, test, benchmark, script, doc, Makefile or CI file names a work item")
    func noneInTheHouse() throws {
        let root = PackageGraphTests.repository
        var paths = Self.files
        for folder in Self.folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where Self.extensions.contains(url.pathExtension) {
                paths.append(folder + url.path.dropFirst(base.path.count))
            }
        }
        var scanned = 0
        for path in paths where !Self.exempt.contains(path) {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            scanned += 1
            for found in Self.references(in: text) {
                Issue.record("\(path) \(found): say what is true now; history belongs in CHANGELOG.md and git")
            }
        }
        #expect(scanned > 300, "scanned only \(scanned) files")
    }
}
