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

    @Test("Every target is flat or divided into the rooms docs/architecture.md lists, with no loose file")
    func roomsMatchFolders() throws {
        // Rows of the rooms table: | `Sources/Target` | `Room`, `Room` | … |.
        let row = try Regex(#"^\| `(Sources/[A-Za-z]+)` \| ([^|]*) \|"#)
        let name = try Regex(#"`([A-Za-z]+)/`"#)
        var listed: Set<String> = []
        for line in try Self.architectureLines() {
            guard let match = try row.prefixMatch(in: line), let folder = match.output[1].substring else { continue }
            let rooms = Set(
                (match.output[2].substring ?? "").matches(of: name).compactMap {
                    $0.output[1].substring.map(String.init)
                })
            let path = Self.repository.appendingPathComponent(String(folder)).path
            let folders = try Self.folders(at: path)
            #expect(folders == rooms, "\(folder) has the folders \(folders.sorted()), the doc says \(rooms.sorted())")
            let loose = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }
            #expect(loose.isEmpty, "\(folder) holds Swift files outside its rooms: \(loose.sorted())")
            listed.insert(String(folder))
        }
        #expect(listed.count >= 12, "only \(listed.count) rows of the rooms table found")
        // A target the table does not list holds one concept: its files and no folder.
        let sources = Self.repository.appendingPathComponent("Sources").path
        for target in try Self.folders(at: sources).sorted() where !listed.contains("Sources/" + target) {
            let folders = try Self.folders(at: sources + "/" + target)
            #expect(
                folders.isEmpty,
                "Sources/\(target) has the folders \(folders.sorted()) but no row of docs/architecture.md's rooms table"
            )
        }
    }
}
