import FenceStrategies
import Testing

@testable import FenceExperiment

@Suite("JSON reader and writer")
struct JSONTests {
    @Test("Values, positions and written order")
    func parse() throws {
        let node = try JSONParser.parse(
            "{\n  \"b\": [1, 2.5e3, -0.5],\n  \"a\": {\"t\": true, \"n\": null, \"s\": \"x\\u00e9\\n\"}\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(node.node(at: JSONPath([.key("b"), .index(1)]))?.value == .number(2500, text: "2.5e3"))
        #expect(node.node(at: JSONPath([.key("a"), .key("s")]))?.value == .string("xé\n"))
        let a = try #require(node.value["a"])
        #expect((a.line, a.column) == (3, 8))
    }

    @Test(
        "Syntax errors give line and column",
        arguments: [
            ("{\"a\": 1,}", 1, 9, "expected a member name"),
            ("[1, 2", 1, 6, "unexpected end of file"),
            ("{\"a\": tru}", 1, 7, "invalid literal"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate member"),  // the second key starts at column 10
            ("\n\n  01", 3, 4, "unexpected text after the JSON value"),
            ("\"tab\there\"", 1, 5, "control character"),
        ])
    func syntaxErrors(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect((error.line, error.column) == (line, column), "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test("Writing and reading back gives the same value; numbers keep their text")
    func roundTrip() throws {
        let text = "{\"seed\": 18446744073709551615, \"x\": [1.25, \"q\\\"\"], \"e\": {}}"
        let node = try JSONParser.parse(text)
        #expect(try JSONParser.parse(JSONWriter.write(node.value)).value == node.value)
        #expect(JSONWriter.compact(node.value) == "{\"seed\":18446744073709551615,\"x\":[1.25,\"q\\\"\"],\"e\":{}}")
    }

    @Test("Paths print the way users write them")
    func paths() {
        #expect(
            JSONPath([.key("strategies"), .index(1), .key("parameters"), .key("outerRadius")]).description
                == "strategies[1].parameters.outerRadius")
        #expect(JSONPath([.key("$schema")]).description == "[\"$schema\"]")
    }
}

@Suite("Swept values")
struct ApplyingTests {
    let scenario = try! Scenario.parse(
        """
        {"strategies": [{"name": "continuous"}, {"name": "three-manager", "label": "tm"}]}
        """)

    @Test("A strategy parameter by label, by name, or by index; booleans as 0/1; ranges as both bounds")
    func apply() throws {
        let byLabel = try scenario.applying(["strategies[tm].outerRadius": 2500])
        let threeManager = try #require(byLabel.strategies[1].prototype as? ThreeManagerStrategy)
        #expect(threeManager.parameters.outerRadiusMeters == 2500)
        let byIndex = try scenario.applying(["strategies[1].parameters.outerRadius": 750])
        #expect((byIndex.strategies[1].prototype as? ThreeManagerStrategy)?.parameters.outerRadiusMeters == 750)
        #expect(try scenario.applying(["device.app.uploadEachFix": 1]).app.uploadEachFix)
        let radius = try scenario.applying(["world.fences.onRouteRadiusMeters": 80]).world.fences.onRouteRadiusMeters
        #expect(radius.lower == 80 && radius.upper == 80)
        #expect(try scenario.applying(["run.days": 2]).run.days == 2)
    }

    @Test("Unknown paths, choices and out-of-range values are errors naming the path")
    func errors() {
        #expect(throws: ScenarioError.self) { try scenario.applying(["strategies[nope].outerRadius": 1]) }
        #expect(throws: ScenarioError.self) { try scenario.applying(["strategies[tm].lowAccuracy": 1]) }
        #expect(throws: ScenarioError.self) { try scenario.applying(["world.nothing": 1]) }
        #expect(throws: ScenarioError.self) { try scenario.applying(["device.app.uploadEachFix": 0.5]) }
        // < fence radius
        #expect(throws: ScenarioError.self) { try scenario.applying(["strategies[tm].outerRadius": 10]) }
    }
}
