import Testing

@testable import FenceFiles

@Suite("JSON reader and writer")
struct JSONParserTests {
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

    @Test("Typed reads name the line of each value; escapes and surrogate pairs decode")
    func typedReads() throws {
        let text = "{\n \"a\": [1, -2.5e2, true, null],\n \"b\": \"x\\\"y\\u00e9\\ud83d\\ude00\\n\"\n}"
        let root = try JSONParser.parse(Array(text.utf8))
        #expect(root.line == 1 && root["a"]?.line == 2 && root["b"]?.line == 3)
        #expect(root["a"]?.array?.compactMap(\.number) == [1, -250])
        #expect(root["b"]?.string == "x\"yé😀\n")
        #expect(root["a"]?.summary == "an array of 4")
        #expect(root["a"]?.array?[1].summary == "the number -2.5e2")
    }

    @Test("A string without escapes is its bytes: multibyte UTF-8, an invalid byte as U+FFFD, the empty string")
    func stringsWithoutEscapes() throws {
        // "café ✓" in UTF-8, an empty string, and a lone 0xFF byte, which no UTF-8 sequence starts with.
        let bytes: [UInt8] = Array("[\"café ✓\", \"\", \"a".utf8) + [0xFF] + Array("b\"]".utf8)
        let strings = try JSONParser.parse(bytes).array?.compactMap(\.string)
        #expect(strings == ["café ✓", "", "a\u{FFFD}b"])
    }

    @Test(
        "Syntax errors give line, column, what was expected and what was found",
        arguments: [
            ("{\"a\": 1,}", 1, 9, "expected a member name in double quotes, found '}'"),
            ("[1, 2", 1, 6, "expected ',' or ']' in an array, found the end of the file"),
            ("{\"a\": tru}", 1, 7, "expected 'true', found 'tru}'"),
            // The second key starts at column 10.
            ("{\"a\": 1, \"a\": 2}", 1, 10, "expected each member once, found duplicate member \"a\""),
            ("\n\n  01", 3, 4, "expected the end of the document, found '1'"),
            ("\"tab\there\"", 1, 5, "found the control character U+0009"),
            ("[\"\\q\"]", 1, 4, "expected a valid escape"),
            ("[\"\\ud800x\"]", 1, 9, "expected a low surrogate"),
            ("[\"\\udc00\"]", 1, 9, "not a lone low surrogate"),
            ("[\"\\u+0fF\"]", 1, 5, "expected four hexadecimal digits after \\u, found '+0fF\"]'"),
            ("[1e999]", 1, 7, "expected a finite number, found the number 1e999, which is out of range"),
            ("[01234567890123456789]", 1, 3, "expected ',' or ']' in an array, found '123456789012'"),
            ("", 1, 1, "found the end of the file"),
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

    @Test("Nesting stops at the documented depth, with a fix")
    func depth() {
        let limit = JSONParser.maximumDepth
        #expect(throws: Never.self) {
            try JSONParser.parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        }
        do {
            _ = try JSONParser.parse(String(repeating: "[", count: 100_000))
            Issue.record("expected an error")
        } catch {
            #expect(error.column == limit + 1 && error.expected == "arrays and objects nested at most 256 deep")
            #expect(error.fix != nil)
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
