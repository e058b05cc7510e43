import FenceFiles
import FenceTestSupport
import Foundation
import Testing

@testable import FenceScenario

@Suite("Scenario schema")
struct SchemaTests {
    let committed = try! JSONParser.parse(String(contentsOfFile: Fixtures.scenario("schema.json"), encoding: .utf8))

    @Test("The committed scenarios/schema.json is what `fencesim schema` generates")
    func matchesGenerator() throws {
        #expect(
            JSONWriter.write(ScenarioSchema.document()) == JSONWriter.write(committed.value),
            "regenerate with: .build/release/fencesim schema --out scenarios/schema.json")
    }

    @Test("Every scenario under scenarios/ is valid against the schema")
    func scenariosValidate() throws {
        let validator = SchemaValidator(root: committed.value)
        let directory = Fixtures.repository.appendingPathComponent("scenarios")
        var files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".json") && $0 != "schema.json"
        }
        files += try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("examples").path)
            .map { "examples/" + $0 }
        #expect(files.count >= 9)
        for file in files.sorted() {
            let document = try JSONParser.parse(String(contentsOfFile: Fixtures.scenario(file), encoding: .utf8))
            #expect(validator.problems(document.value) == [], "\(file)")
        }
    }

    @Test("The schema rejects what the loader rejects: unknown fields, wrong types, bad choices")
    func schemaRejects() throws {
        let validator = SchemaValidator(root: committed.value)
        for name in [
            "unknown-section", "unknown-run-field", "wrong-type", "unknown-parameter", "bad-enum", "no-strategies",
            "parameter-out-of-range", "fence-tiny-radius",
        ] {
            let document = try JSONParser.parse(String(contentsOfFile: Fixtures.broken(name), encoding: .utf8))
            #expect(!validator.problems(document.value).isEmpty, "\(name)")
        }
    }

    @Test("Every field a scenario can set has a description")
    func documented() {
        let scenario = try! Scenario.parse("{\"strategies\": [{\"name\": \"continuous\"}]}")
        var undocumented: [String] = []
        func walk(_ node: JSONNode, _ path: String) {
            if ScenarioFieldDocs.description(of: path) == nil, !path.isEmpty { undocumented.append(path) }
            guard case .object(let members) = node.value, Set(members.map(\.key)) != ["lower", "upper"] else { return }
            for member in members { walk(member.node, path.isEmpty ? member.key : path + "." + member.key) }
        }
        walk(scenario.canonicalDocument(), "")
        #expect(undocumented == [])
    }
}
