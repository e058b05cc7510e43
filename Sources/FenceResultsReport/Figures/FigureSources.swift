import FenceExperiment
import FenceFiles
import FencePlatform
import FenceScenario
import Foundation

/// What markers generate their text from: committed files (read once each, by their path relative to the
/// repository root as markers write it), the parameter table and the scenario field reference. A path with a
/// `*` in one of its directory or file names stands for every file it matches, as one array of their documents
/// in the order of the matched text (numbers by value: `by-seed/2/…` before `by-seed/10/…`).
package final class FigureSources {
    /// The directory marker paths are relative to (the repository root).
    package let root: URL
    /// The field reference of `fencesim schema --markdown` (the registry's strategies).
    private let fieldReference: () -> String
    /// The commands' usage lines and what each does (`fencesim help`), which only the command line knows: every
    /// command's, or the named commands' usage lines only (nil when a name is not a command).
    private let commandReference: (([String]) -> String?)?
    private var documents: [String: JSONNode] = [:]
    private var results: [String: ExperimentResults] = [:]

    /// The strategies whose parameters' units tables write ("m" after an outer radius); none without.
    package let registry: StrategyRegistry?

    /// Sources under `root`; `fieldReference` gives the scenario field reference, `commandReference` the
    /// commands block (none: a `commands` marker is refused), `registry` the strategies.
    package init(
        root: URL, registry: StrategyRegistry? = nil,
        fieldReference: @escaping () -> String = { ScenarioSchema.markdownReference() },
        commandReference: (([String]) -> String?)? = nil
    ) {
        self.root = root
        self.registry = registry
        self.fieldReference = fieldReference
        self.commandReference = commandReference
    }

    /// The JSON document at `path`, or the array of the documents a path with `*` matches.
    package func document(_ path: String) throws(FigureProblem) -> JSONNode {
        if let cached = documents[path] { return cached }
        try Self.checkInside(path)
        if path.contains("*") {
            let matched = try files(matching: path)
            var items: [JSONNode] = []
            for file in matched { items.append(try document(file.path)) }
            let node = JSONNode(.array(items))
            documents[path] = node
            return node
        }
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: root.appendingPathComponent(path).path) } catch {
            throw Self.unreadable(path, error.reason)
        }
        let node: JSONNode
        do { node = try JSONParser.parse(bytes) } catch { throw Self.unreadable(path, "not JSON: \(error)") }
        documents[path] = node
        return node
    }

    /// The experiment results (`fencesim run`, `sweep` or `merge`) at `path`.
    package func experiment(_ path: String) throws(FigureProblem) -> ExperimentResults {
        if let cached = results[path] { return cached }
        try Self.checkInside(path)
        let value: ExperimentResults
        do { value = try ExperimentResults.read(path: root.appendingPathComponent(path).path) } catch {
            throw Self.unreadable(path, error.message)
        }
        results[path] = value
        return value
    }

    /// The files (relative paths) `pattern` matches, each `*` standing for any text within one path
    /// component, with the texts the `*`s stand for joined by "/", ordered by those texts (numerically where
    /// both are numbers); a problem when none match.
    package func files(matching pattern: String) throws(FigureProblem) -> [(path: String, key: String)] {
        var found: [(path: String, keys: [String])] = [("", [])]
        for component in pattern.split(separator: "/").map(String.init) {
            var next: [(path: String, keys: [String])] = []
            for (path, keys) in found {
                guard component.contains("*") else {
                    next.append((path.isEmpty ? component : path + "/" + component, keys))
                    continue
                }
                let directory = root.appendingPathComponent(path).path
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                for name in names.sorted() {
                    guard let key = Self.match(name, component) else { continue }
                    next.append((path.isEmpty ? name : path + "/" + name, keys + [key]))
                }
            }
            found = next
        }
        let files = found.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0.path).path) }
        guard !files.isEmpty else {
            throw FigureProblem(
                "no file matches \(pattern)", expected: "a pattern matching committed files",
                example: "reports/three-manager-optimized/by-seed/*/optimize/results.json",
                fix: "correct the pattern, or regenerate the files")
        }
        return files.sorted { Self.precedes($0.keys, $1.keys) }.map { ($0.path, $0.keys.joined(separator: "/")) }
    }

    /// The text `*` stands for when `name` matches `component` (one `*`), else nil.
    private static func match(_ name: String, _ component: String) -> String? {
        let parts = component.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, name.hasPrefix(parts[0]), name.hasSuffix(parts[1]),
            name.count >= parts[0].count + parts[1].count
        else { return nil }
        return String(name.dropFirst(parts[0].count).dropLast(parts[1].count))
    }

    /// Whether matched texts `a` come before `b`: numbers by value, other text in order.
    private static func precedes(_ a: [String], _ b: [String]) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            if let m = Double(x), let n = Double(y) { return m < n }
            return x < y
        }
        return a.count < b.count
    }

    /// The field reference, without markers.
    package func fields() -> String { fieldReference() }

    /// The commands block (``FigureMarker/Kind/commands``): every command's, or only `names`' usage lines.
    package func commands(_ names: [String]) throws(FigureProblem) -> String {
        guard let commandReference else {
            throw FigureProblem(
                "the commands are known only to the command line", expected: "fencesim docs to generate the block",
                example: FigureMarker.Kind.commands.example, fix: "run fencesim docs (make docs)")
        }
        var seen: Set<String> = []
        if let twice = names.first(where: { !seen.insert($0).inserted }) {
            throw FigureProblem(
                "'\(twice)' is named twice", expected: "each command once",
                example: "<!-- fencesim commands optimize -->",
                fix: "drop the second '\(twice)'")
        }
        guard let block = commandReference(names) else {
            let unknown = names.first { commandReference([$0]) == nil } ?? names.joined(separator: " ")
            throw FigureProblem(
                "'\(unknown)' is not a fencesim command",
                expected: "command names as fencesim help lists them", example: "<!-- fencesim commands optimize -->",
                fix: "name the command as fencesim help writes it, or drop the names for every command")
        }
        return block
    }

    /// Refuses a path that is absolute or climbs out of the root with `..`: a marker quotes a committed file, and a
    /// pattern from above the root would walk the whole file system.
    static func checkInside(_ path: String) throws(FigureProblem) {
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
            throw FigureProblem(
                "\(path) leaves the repository root",
                expected: "a committed file, its path relative to the repository root",
                example: "reports/paper-2012/results.json", fix: "write the path from the repository root, without '..'"
            )
        }
    }

    private static func unreadable(_ path: String, _ reason: String) -> FigureProblem {
        FigureProblem(
            "\(path) cannot be read (\(reason))",
            expected: "a committed file, its path relative to the repository root",
            example: "reports/paper-2012/results.json",
            fix: "correct the path, or regenerate the file (make report, make docs-results …)")
    }
}
