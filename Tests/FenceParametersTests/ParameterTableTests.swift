import FenceParameters
import Foundation
import Testing

/// A parameter table's one decoding path, its reads and writes by number, its first invalid field and its rows,
/// on the hand-made ``Kettle`` (defaults 1.5 l, 4 cups, whistling, no timer, a coil).
@Suite("Parameter table of a struct")
struct ParameterTableTests {
    static func decode(_ json: String) throws -> Kettle {
        try JSONDecoder().decode(DecodedKettle.self, from: Data(json.utf8)).kettle
    }

    @Test("A field the JSON leaves out keeps its default; the ones it holds replace it, an option by its name")
    func decoding() throws {
        #expect(try Self.decode("{}") == Kettle())
        let kettle = try Self.decode(#"{"cups": 6, "timerSeconds": 90, "element": "induction"}"#)
        #expect(kettle.cups == 6 && kettle.timerSeconds == 90 && kettle.element == .induction)
        #expect(kettle.volumeLitres == 1.5 && kettle.whistles)
    }

    @Test("An option the field does not have is refused, listing the options and what was given")
    func unknownOption() throws {
        do {
            _ = try Self.decode(#"{"element": "gas"}"#)
            Issue.record("accepted an unknown option")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "expected one of coil, induction, got 'gas'")
            #expect(context.codingPath.map(\.stringValue) == ["element"])
        }
    }

    @Test("Reads as numbers: a switch is 0 or 1, an option its index, an absent optional nil")
    func numbers() {
        var kettle = Kettle()
        kettle.element = .induction
        let values = Kettle.table.specs.map { $0.number(in: kettle) }
        #expect(values == [1.5, 4, 1, nil, 1])
    }

    @Test("Writes from numbers: whole numbers rounded, non-zero is true, an option's index kept among the options")
    func setting() {
        let specs = Dictionary(uniqueKeysWithValues: Kettle.table.specs.map { ($0.name, $0) })
        var kettle = Kettle()
        specs["cups"]!.set(2.5, in: &kettle)  // rounds half away from zero: 3
        specs["whistles"]!.set(0, in: &kettle)
        specs["timerSeconds"]!.set(30, in: &kettle)
        specs["element"]!.set(7, in: &kettle)  // above the last index: the last option
        #expect(kettle.cups == 3 && !kettle.whistles && kettle.timerSeconds == 30 && kettle.element == .induction)
        specs["element"]!.set(-2, in: &kettle)  // below the first: the first
        specs["whistles"]!.set(-0.5, in: &kettle)
        #expect(kettle.element == .coil && kettle.whistles)
    }

    @Test("The first field outside its valid range, in declaration order; switches, options and nil are skipped")
    func firstInvalid() {
        #expect(Kettle.table.firstInvalid(in: Kettle()) == nil)
        var kettle = Kettle()
        kettle.cups = 13
        kettle.timerSeconds = 601
        let invalid = Kettle.table.firstInvalid(in: kettle)
        #expect(invalid?.spec.name == "cups" && invalid?.value == 13)
        kettle.cups = 12
        #expect(Kettle.table.firstInvalid(in: kettle)?.spec.name == "timerSeconds")
        kettle.timerSeconds = nil
        kettle.volumeLitres = 0  // (0, 3]: zero is refused
        #expect(Kettle.table.firstInvalid(in: kettle)?.value == 0)
    }

    @Test("Rows: the path under the prefix, the default of the given instance, options, citations in order")
    func rows() {
        var defaults = Kettle()
        defaults.cups = 5
        let rows = Kettle.table.rows(prefix: "kitchen.kettle", defaults: defaults)
        #expect(
            rows.map(\.path)
                == ["volumeLitres", "cups", "whistles", "timerSeconds", "element"].map {
                    "kitchen.kettle." + $0
                })
        #expect(rows.allSatisfy { $0.section == "kitchen.kettle" })
        #expect(rows.map(\.name) == Kettle.table.specs.map(\.name))
        #expect(rows.map(\.defaultValue) == [.number(1.5), .whole(5), .flag(true), .none, .option("coil")])
        #expect(rows.map(\.options) == [[], [], [], [], ["coil", "induction"]])
        #expect(rows.map(\.isSampled) == [false, true, false, false, true])
        #expect(rows[4].prior?.weights == [0.75, 0.25] && rows[4].prior?.names == ["coil", "induction"])
        // The source first, then the plausible range's reasoning (Wandera2014 again is not repeated).
        #expect(rows[1].referenceKeys == ["Wandera2014", "Stokes2010"])
        #expect(rows[0].referenceKeys == ["Raheja2012"])
        #expect(rows[4].referenceKeys == ["Stokes2010", "MobileOOP"])
        #expect(rows[2].referenceKeys.isEmpty)
    }
}
