import Foundation
import Testing

/// docs/architecture.md names types and files as they are: every type-like name it quotes is declared in the
/// package's sources or tests, and every `Type+Concern` file it names exists, so a renamed or removed type cannot stay
/// in the map of the house.
@Suite("Architecture names")
struct ArchitectureNamesTests {
    /// Names the doc quotes that are not declarations of the package's: the standard library's types and
    /// protocols, the package manifest, ns-3's energy model (which the doc compares FenceSim's with) and the
    /// placeholders of "Where to start".
    static let foreign: Set<String> = [
        "Sendable", "Codable", "Equatable", "Hashable", "String", "Package", "BasicEnergySource", "NAME", "Name",
    ]

    /// Every declared name under `Sources/`, `Benchmarks/` and `Tests/` (types, functions and members), the
    /// targets' folder names, and the files' names without `.swift`.
    static func declaredNames() throws -> (names: Set<String>, files: Set<String>) {
        let declaration = try Regex(
            #"\b(?:struct|enum|class|protocol|actor|typealias|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        var files: Set<String> = []
        for folder in ["Sources", "Benchmarks", "Tests"] {
            let root = PackageGraphTests.repository.appendingPathComponent(folder)
            for target in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
                names.insert(target)
            }
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                files.insert(url.deletingPathExtension().lastPathComponent)
                let text = try String(contentsOf: url, encoding: .utf8)
                for match in text.matches(of: declaration) {
                    if let name = match.output[1].substring { names.insert(String(name)) }
                }
            }
        }
        return (names, files)
    }

    @Test("Every type and Type+Concern file docs/architecture.md quotes exists in the sources")
    func namesExist() throws {
        let text = try String(
            contentsOf: PackageGraphTests.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let (names, files) = try Self.declaredNames()
        #expect(names.count > 500, "read only \(names.count) declarations")
        // A quoted name, and the concern after it (`Type+Concern`); a concern quoted alone after a type's name
        // (`Type` (+`Concern`)) belongs to the type named before it, so it is skipped.
        let quoted = try Regex(#"(\+?)`([A-Z][A-Za-z0-9]*)(\+[A-Z][A-Za-z0-9]*)?(?:[.(:`]|\.swift)"#)
        var checked = 0
        for match in text.matches(of: quoted) {
            guard match.output[1].substring?.isEmpty != false,
                let name = match.output[2].substring.map(String.init), !Self.foreign.contains(name)
            else { continue }
            checked += 1
            if let concern = match.output[3].substring.map(String.init) {
                guard !Self.foreign.contains(String(concern.dropFirst())) else { continue }
                #expect(files.contains(name + concern), "docs/architecture.md names \(name)\(concern), no such file")
            } else {
                #expect(
                    names.contains(name) || files.contains(name),
                    "docs/architecture.md names `\(name)`, which no file under Sources/, Benchmarks/ or Tests/ declares"
                )
            }
        }
        #expect(checked > 200, "checked only \(checked) names")
    }
}
