import Foundation
import Testing

/// Package.swift says what the code imports and nothing more, and the dependency table of
/// `docs/architecture.md` says what Package.swift says.
@Suite("Package graph")
struct PackageGraphTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One target of Package.swift: its kind, name, declared target dependencies and source folder.
    struct Target {
        var kind: String
        var name: String
        var dependencies: Set<String>
        var path: String
    }

    /// The targets of Package.swift, read from its text: each `.target(`, `.executableTarget(`,
    /// `.testTarget(` or `.systemLibrary(` call up to the next one, with its `name:`, `dependencies: [...]`
    /// (string literals) and `path:`.
    static func declaredTargets() throws -> [Target] {
        let text = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let call = try Regex(#"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let dependencyList = try Regex(#"dependencies:\s*\[([^\]]*)\]"#)
        let pathArgument = try Regex(#"path:\s*"([^"]+)""#)
        let quoted = try Regex(#""([^"]+)""#)
        let calls = text.matches(of: call)
        return calls.enumerated().map { index, match in
            let end = index + 1 < calls.count ? calls[index + 1].range.lowerBound : text.endIndex
            let body = text[match.range.lowerBound..<end]
            let kind = String(match.output[1].substring ?? "")
            let name = String(match.output[2].substring ?? "")
            var dependencies: Set<String> = []
            if let list = body.firstMatch(of: dependencyList), let items = list.output[1].substring {
                dependencies = Set(items.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) })
            }
            let folder = kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)"
            let path = body.firstMatch(of: pathArgument)?.output[1].substring.map(String.init) ?? folder
            return Target(kind: kind, name: name, dependencies: dependencies, path: path)
        }
    }

    /// The modules the Swift files under `path` import (any import form: `@testable`, `public`, `struct` …).
    static func importedModules(under path: String) throws -> Set<String> {
        let root = repository.appendingPathComponent(path)
        let importLine = try Regex(
            #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+"#
                + #"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#)
        var modules: Set<String> = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: root.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = try importLine.firstMatch(in: line), let module = match.output[1].substring {
                    modules.insert(String(module))
                }
            }
        }
        return modules
    }

    @Test("Every target declares exactly the package targets its Swift files import")
    func dependenciesMatchImports() throws {
        let targets = try Self.declaredTargets()
        #expect(targets.count >= 20, "read only \(targets.count) targets from Package.swift")
        let names = Set(targets.map(\.name))
        for target in targets where target.kind != "systemLibrary" {
            let imported = try Self.importedModules(under: target.path).intersection(names)
            let unused = target.dependencies.subtracting(imported).sorted()
            let undeclared = imported.subtracting(target.dependencies).sorted()
            #expect(unused.isEmpty, "\(target.name) declares but never imports \(unused)")
            #expect(undeclared.isEmpty, "\(target.name) imports but does not declare \(undeclared)")
        }
    }

    /// The lines of docs/architecture.md.
    static func architectureLines() throws -> [Substring] {
        try String(contentsOf: repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
            .split(separator: "\n")
    }

    @Test("The dependency table of docs/architecture.md is Package.swift's")
    func architectureTableMatchesPackage() throws {
        // Rows of the table: | `Target` | `A`, `B` | (a dash for none).
        let row = try Regex(#"^\| `([A-Za-z]+)` \| (.*) \|\s*$"#)
        let name = try Regex(#"`([A-Za-z]+)`"#)
        var documented: [String: Set<String>] = [:]
        for line in try Self.architectureLines() {
            guard let match = try row.wholeMatch(in: line) else { continue }
            let cells = match.output[2].substring ?? ""
            documented[String(match.output[1].substring ?? "")] = Set(
                cells.matches(of: name).compactMap { $0.output[1].substring.map(String.init) })
        }
        let targets = try Self.declaredTargets().filter { $0.kind != "testTarget" }
        #expect(Set(documented.keys) == Set(targets.map(\.name)), "the table's targets are not Package.swift's")
        for target in targets {
            #expect(documented[target.name] == target.dependencies, "\(target.name) in docs/architecture.md")
        }
    }

    /// The folders directly inside `path`.
    static func folders(at path: String) throws -> Set<String> {
        var isDirectory: ObjCBool = false
        return Set(
            try FileManager.default.contentsOfDirectory(atPath: path).filter {
                FileManager.default.fileExists(atPath: path + "/" + $0, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            })
    }

    /// The folders directly inside `path` that hold Swift files (at any depth); a folder of fixtures holds data.
    static func codeFolders(at path: String) throws -> Set<String> {
        try folders(at: path).filter { folder in
            try FileManager.default.subpathsOfDirectory(atPath: path + "/" + folder).contains { $0.hasSuffix(".swift") }
        }
    }

    /// The rooms table of docs/architecture.md: each listed target folder (`Sources/FenceStats`) with its rooms.
    static func roomsTable() throws -> [String: Set<String>] {
        // Rows of the rooms table: | `Sources/Target` | `Room/` (what it holds), `Room/` … |.
        let row = try Regex(#"^\| `(Sources/[A-Za-z]+)` \| ([^|]*) \|"#)
        let name = try Regex(#"`([A-Za-z]+)/`"#)
        var listed: [String: Set<String>] = [:]
        for line in try architectureLines() {
            guard let match = try row.prefixMatch(in: line), let folder = match.output[1].substring else { continue }
            listed[String(folder)] = Set(
                (match.output[2].substring ?? "").matches(of: name).compactMap {
                    $0.output[1].substring.map(String.init)
                })
        }
        return listed
    }

    @Test("Every target is flat or divided into the rooms docs/architecture.md lists, with no loose file")
    func roomsMatchFolders() throws {
        let listed = try Self.roomsTable()
        #expect(listed.count >= 12, "only \(listed.count) rows of the rooms table found")
        let targets = try Self.declaredTargets().filter { $0.kind != "systemLibrary" }
        let unknown = Set(listed.keys).subtracting(targets.map(\.path))
        #expect(unknown.isEmpty, "the rooms table lists \(unknown.sorted()), which are no targets' folders")
        for target in targets {
            let path = Self.repository.appendingPathComponent(target.path).path
            if let rooms = listed[target.path] {
                let folders = try Self.folders(at: path)
                #expect(
                    folders == rooms,
                    "\(target.path) has the folders \(folders.sorted()), the doc says \(rooms.sorted())")
                let loose = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }
                #expect(loose.isEmpty, "\(target.path) holds Swift files outside its rooms: \(loose.sorted())")
            } else if target.kind != "testTarget" {
                // A target the table does not list holds one concept: its files, and no folder of code.
                let folders = try Self.codeFolders(at: path)
                #expect(
                    folders.isEmpty,
                    "\(target.path) has the folders \(folders.sorted()) but no row of docs/architecture.md's rooms table"
                )
            }
        }
    }

    /// The library target under `Sources/` that has no test target of its own: FenceStrategyTesting is test
    /// tooling, the scripted worlds and apps that FencePlatformTests and FenceStrategiesTests are written with.
    static let untestedLibraries: Set<String> = ["FenceStrategyTesting"]

    /// What breaks "tests mirror the targets" in `targets`: a test target not named `TARGETTests` for a target, one
    /// that does not depend on the target it tests, one whose folders (`folders(path)`) are not rooms of that
    /// target (`rooms`), and the library targets under `Sources/` without a test target other than `untested`.
    static func mirrorProblems(
        _ targets: [Target], rooms: [String: Set<String>], untested: Set<String>,
        folders: (String) throws -> Set<String>
    ) rethrows -> [String] {
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
        var problems: [String] = []
        for test in targets where test.kind == "testTarget" {
            let testedName = test.name.hasSuffix("Tests") ? String(test.name.dropLast("Tests".count)) : ""
            guard let tested = byName[testedName], tested.kind != "testTarget" else {
                problems.append("\(test.name) is not named for the target it tests (TARGETTests)")
                continue
            }
            if !test.dependencies.contains(tested.name) {
                problems.append("\(test.name) does not import \(tested.name)")
            }
            // Its folders, if any, are rooms of the target it tests (FencePlatformTests/Android/).
            let extra = try folders(test.path).subtracting(rooms[tested.path] ?? [])
            if !extra.isEmpty {
                problems.append("\(test.name) has the folders \(extra.sorted()), not rooms of \(tested.name)")
            }
        }
        let libraries = targets.filter { $0.kind == "target" && $0.path.hasPrefix("Sources/") }.map(\.name)
        let missing = Set(libraries.filter { byName[$0 + "Tests"] == nil })
        if missing != untested { problems.append("library targets without a test target: \(missing.sorted())") }
        return problems
    }

    @Test("Test targets mirror the targets: FooTests tests Foo, within the rooms of Foo; every library has tests")
    func testTargetsMirrorTargets() throws {
        let targets = try Self.declaredTargets()
        let problems = try Self.mirrorProblems(targets, rooms: Self.roomsTable(), untested: Self.untestedLibraries) {
            try Self.codeFolders(at: Self.repository.appendingPathComponent($0).path)
        }
        #expect(problems.isEmpty, "\(problems)")
        // A parse that found no test target would find no problem vacuously: Package.swift declares one per tested
        // library, 16 of them.
        #expect(targets.filter { $0.kind == "testTarget" }.count >= 10, "read \(targets.count) targets")
    }

    @Test("The mirror check names each way a hand-made package breaks it")
    func mirrorCheckFails() {
        let targets = [
            Target(kind: "target", name: "Foo", dependencies: [], path: "Sources/Foo"),
            Target(kind: "target", name: "Bar", dependencies: [], path: "Sources/Bar"),
            Target(kind: "target", name: "Baz", dependencies: [], path: "Sources/Baz"),
            Target(kind: "testTarget", name: "FooTests", dependencies: ["Bar"], path: "Tests/FooTests"),
            Target(kind: "testTarget", name: "BarTests", dependencies: ["Bar"], path: "Tests/BarTests"),
            Target(kind: "testTarget", name: "Checks", dependencies: ["Baz"], path: "Tests/Checks"),
        ]
        let problems = Self.mirrorProblems(targets, rooms: ["Sources/Bar": ["Run"]], untested: []) {
            $0 == "Tests/BarTests" ? ["Run", "Loose"] : []
        }
        #expect(
            problems == [
                "FooTests does not import Foo", "BarTests has the folders [\"Loose\"], not rooms of Bar",
                "Checks is not named for the target it tests (TARGETTests)",
                "library targets without a test target: [\"Baz\"]",
            ])
    }
}
