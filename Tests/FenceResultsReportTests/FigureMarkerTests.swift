import FenceFiles
import Foundation
import Testing

@testable import FenceResultsReport

/// The pieces of `fencesim docs` on a small hand-written JSON file: paths with selectors, aggregates and
/// expressions, number formats and the marker syntax, each against values worked out by hand.
@Suite("Figure markers")
struct FigureMarkerTests {
    /// A directory holding `doc.json` (`json`).
    static func sources(_ json: String) throws -> (FigureSources, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try json.write(to: directory.appendingPathComponent("doc.json"), atomically: true, encoding: .utf8)
        return (FigureSources(root: directory), directory)
    }

    static let document = """
        {"runs": [{"label": "a", "round": 0, "hours": 10.0, "values": [1, 2]},
                  {"label": "b", "round": 0, "hours": 12.5, "values": [2, 4]},
                  {"label": "c", "round": 1, "hours": 3.0, "values": [1, 8]}],
         "batteryLifeHours": {"mean": 9.9152, "lower": 9.8761, "upper": 9.9551},
         "share": {"estimate": 0.9522, "lower": 0.91996, "upper": 0.97186},
         "keys": {"a.b[c]": 7}, "flag": true, "name": "three-manager", "change": -0.0672,
         "columns": [{"path": "first"}, {"path": "second", "round": 1}]}
        """

    /// The text of the inline marker `arguments` over the document.
    static func text(_ kind: FigureMarker.Kind, _ arguments: String) throws -> String {
        let (sources, directory) = try Self.sources(Self.document)
        defer { try? FileManager.default.removeItem(at: directory) }
        let marker = try FigureMarker(parsing: Substring("\(kind.rawValue) doc.json \(arguments)"))
        return try QuotedValue.text(marker, sources: sources)
    }

    @Test("Paths select members, indices, names, conditions and quoted keys")
    func paths() throws {
        #expect(try Self.text(.value, "runs[1].hours .1") == "12.5")
        #expect(try Self.text(.value, "runs[c].hours .1") == "3.0")
        #expect(try Self.text(.value, "runs[round=1].label") == "c")
        #expect(try Self.text(.value, "runs[round=0,hours>11].label") == "b")
        #expect(try Self.text(.value, "runs[values[1]>=8].label") == "c")
        #expect(try Self.text(.value, "keys['a.b[c]']") == "7")
        // By the position of another array's element: "second" is columns[1], so values[1].
        #expect(try Self.text(.value, "runs[b].values[#columns[second]]") == "4")
        #expect(try Self.text(.value, "runs[values[#columns[second]]>=8].label") == "c")
        #expect(try Self.text(.value, "runs[values[#columns[round=1]]=4].label") == "b")
        #expect(try Self.text(.value, "runs[a].values[#columns[0]]") == "1")
        #expect(try Self.text(.value, "flag") == "yes")
        #expect(try Self.text(.value, "name") == "three-manager")
    }

    @Test("Aggregates over what a path selects; operators apply left to right")
    func aggregates() throws {
        #expect(try Self.text(.value, "count:runs[*]") == "3")
        #expect(try Self.text(.value, "count:runs[round=0]") == "2")
        #expect(try Self.text(.value, "sum:runs[round=0].hours .1") == "22.5")
        #expect(try Self.text(.value, "min:runs[*].hours .1") == "3.0")
        #expect(try Self.text(.value, "max:runs[*].hours .1") == "12.5")
        // Type 7: the 0.25-quantile of 3, 10, 12.5 is 3 + 0.5 × (10 − 3) = 6.5; the median is 10.
        #expect(try Self.text(.value, "q0.25:runs[*].hours .2") == "6.50")
        #expect(try Self.text(.value, "median:runs[*].hours .1") == "10.0")
        // (12.5 − 10) / 10 × 100 = 25, left to right.
        #expect(try Self.text(.value, "runs[b].hours - runs[a].hours / runs[a].hours * 100 .0") == "25")
        // Parentheses group: 12.5 × (10 − 7) = 37.5; 100 / (2 × (3 + 2)) = 10.
        #expect(try Self.text(.value, "runs[b].hours * ( runs[a].hours - 7 ) .1") == "37.5")
        #expect(try Self.text(.value, "100 / ( 2 * ( 3 + 2 ) ) .0") == "10")
    }

    @Test("An object with an estimate stands for it; intervals and ranges in the metric's decimals")
    func intervalsAndRanges() throws {
        #expect(try Self.text(.value, "batteryLifeHours") == "9.92")
        #expect(try Self.text(.interval, "batteryLifeHours") == "9.92 [9.88, 9.96]")
        #expect(try Self.text(.interval, "share .3") == "0.952 [0.920, 0.972]")
        #expect(try Self.text(.range, "share .2") == "0.92–0.97")
        #expect(try Self.text(.range, "runs[a].hours runs[b].hours .1") == "10.0–12.5")
    }

    @Test("Formats: decimals, significant digits, signs, percent, thousands")
    func formats() throws {
        func format(_ words: [String], _ value: Double) throws -> String {
            try FigureFormat(words).text(value, metricDecimals: nil)
        }
        #expect(try format(["sig3"], 19.82) == "19.8")
        #expect(try format(["sig3"], 8.243) == "8.24")
        #expect(try format(["sig3"], 353.45) == "353")
        #expect(try format(["sig3"], 0.99996) == "1.00")
        #expect(try format(["sig3"], 9.996) == "10.0")
        #expect(try format(["sig2", "thousands"], 2_332.4) == "2 300")
        #expect(try format(["sig2"], 418.2) == "420")
        #expect(try format([".1", "signed"], -0.94) == "−0.9")
        #expect(try format([".3", "signed"], 0.001) == "+0.001")
        #expect(try format([".3", "signed"], 0) == "0.000")
        #expect(try format([".3", "minus"], -0.0672) == "−0.067")
        #expect(try format(["percent", ".0"], 0.5508) == "55")
        #expect(try format(["thousands"], 14_400) == "14 400")
        #expect(try format(["thousands"], 1_440) == "1 440")
        #expect(try format(["thousands"], 440) == "440")
        #expect(try format(["sign"], -4.7) == "−")
        #expect(try format([".1", "abs"], -0.94) == "0.9")
        #expect(throws: FigureProblem.self) { try format([], 0.5) }
        #expect(throws: FigureProblem.self) { try format(["sig3", ".2"], 0.5) }
    }

    @Test("Bad paths and markers are problems that say what was expected")
    func problems() throws {
        for arguments in [
            "runs[z].hours", "runs[7].hours", "missing", "runs.hours", "runs[round=0", "runs[].x",
            "runs[a].values[#columns[third]]", "runs[a].values[#columns]", "runs[a].values[#columns[round=2]]",
            "runs[a].values[#name[0]]",
        ] {
            #expect(throws: FigureProblem.self, "\(arguments)") { try Self.text(.value, arguments) }
        }
        #expect(throws: FigureProblem.self) { try Self.text(.interval, "runs[a].hours") }
        #expect(throws: FigureProblem.self) { try Self.text(.value, "runs[a].hours -") }
        #expect(throws: FigureProblem.self) { try Self.text(.value, "( runs[a].hours - 7 .1") }
        #expect(throws: FigureProblem.self) { try Self.text(.value, "runs[a].hours ) .1") }
        #expect(throws: FigureProblem.self) { try FigureMarker(parsing: "speed doc.json x") }
        #expect(throws: FigureProblem.self) { try FigureMarker(parsing: "value \"doc.json x") }
        #expect(try FigureMarker(parsing: "value doc.json \"a b\" .1").arguments == ["doc.json", "a b", ".1"])
    }

    /// The problem of the inline value marker `arguments`, or nil when it has none.
    static func problem(_ arguments: String) -> FigureProblem? {
        do {
            _ = try Self.text(.value, arguments)
            return nil
        } catch let problem as FigureProblem { return problem } catch { return nil }
    }

    @Test("An expression without a finite value is a problem, never a quoted ∞ or –")
    func nonFinite() {
        // 10 / (12.5 − 12.5) is a division by 0; 0 / 0 and a literal nan are no number; min over no run has no value.
        for (arguments, found) in [
            ("runs[a].hours / ( runs[b].hours - 12.5 ) .1", "an infinite number"), ("0 / 0 .1", "no number"),
            ("nan .1", "no number"), ("min:runs[round=5].hours .1", "no number"), ("-1 / 0 .1", "an infinite number"),
        ] {
            let problem = Self.problem(arguments)
            #expect(
                problem?.problem == "\(arguments.dropLast(3)) gives \(found)"
                    + (found == "no number"
                        ? " (a selection of no values, or 0 / 0)" : " (a division by 0)"),
                "\(arguments)")
            #expect(problem?.expected == "an expression with a finite value")
        }
        // A count of nothing is 0, a number.
        #expect(Self.problem("count:runs[round=5] .0") == nil)
    }

    @Test("Index and name problems say what the array holds")
    func arrayProblems() {
        #expect(
            Self.problem("runs[99999999999999999999].hours")?.problem
                == "'runs[99999999999999999999].hours' is not a path: the index 99999999999999999999 is beyond any "
                + "array's length")
        // runs[a].values holds 2 numbers: no element has a name to select by.
        #expect(
            Self.problem("runs[a].values[x]")?.expected
                == "a path to a value of the file (there: 2 elements, none with a name)")
        // A marker quotes a file under the root: an absolute path or one through '..' is refused before it is read.
        for file in ["../doc.json", "/doc.json", "x/../../doc.json", "../*/doc.json"] {
            #expect(
                (try? FigureSources.checkInside(file)) == nil
                    && Self.problem("\(file) runs[a].hours")?.problem != nil, "\(file)")
        }
        #expect(Self.problem("../doc.json runs[a].hours")?.problem == "../doc.json leaves the repository root")
        #expect(FigurePath.elements(1) == "1 element")
        #expect(FigurePath.elements(3) == "3 elements")
    }
}
