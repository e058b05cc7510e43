import FenceParameters
import FenceTestSupport
import Foundation
import Testing

/// What a parameter accepts and how messages say it (``ValidRange``), the citation syntax of
/// `docs/references.md` (``CitationKeys``) and the provenance tags it defines (``ParameterProvenance``).
@Suite("Valid ranges, citations and provenance tags")
struct ValidRangeTests {
    @Test("A closed range holds both ends; a positive one refuses zero; neither holds NaN or infinity")
    func containment() {
        let share = ValidRange(0...1)
        #expect(share.contains(0) && share.contains(1) && share.contains(0.5))
        #expect(!share.contains(-1e-12) && !share.contains(1.000_000_1))
        let positive = ValidRange.positive(maximum: 100)
        #expect(!positive.contains(0) && positive.contains(Double.leastNonzeroMagnitude) && positive.contains(100))
        #expect(!positive.contains(100.5) && positive.excludesLower && !share.excludesLower)
        let everything = ValidRange(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        for value in [Double.nan, .infinity, -.infinity] { #expect(!everything.contains(value), "\(value)") }
    }

    @Test("What a value must be, in the words of the messages")
    func expected() {
        #expect(ValidRange(0...1).expected == "a number in 0.0 ... 1.0")
        #expect(ValidRange.positive(maximum: 100).expected == "a number in (0, 100.0]")
        // Any other range says its own ends, not the positive range's 0.
        #expect(ValidRange(0.5, 1, excludesLower: true).expected == "a number in (0.5, 1]")
        #expect(ValidRange(0.5, 1, excludesLower: false, excludesUpper: true).expected == "a number in [0.5, 1)")
        #expect(ValidRange(0, 1, excludesLower: true, excludesUpper: true).expected == "a number in (0, 1)")
    }

    /// The bounds of the command line's --confidence [0.5, 1), --target (0, 1) and --indifference (0, ∞).
    @Test("Each end included or excluded on its own, written as an interval; an infinite end is open")
    func openEnds() {
        let confidence = ValidRange(0.5, 1, excludesLower: false, excludesUpper: true)
        #expect(confidence.interval == "[0.5, 1)")
        #expect(confidence.contains(0.5) && confidence.contains(0.999) && !confidence.contains(1))
        #expect(!confidence.contains(0.4999))
        let target = ValidRange(0, 1, excludesLower: true, excludesUpper: true)
        #expect(target.interval == "(0, 1)" && !target.contains(0) && !target.contains(1) && target.contains(0.5))
        let positive = ValidRange(0, excludesLower: true)
        #expect(positive.interval == "(0, ∞)" && positive.contains(1e300) && !positive.contains(.infinity))
        #expect(ValidRange(0...1).interval == "[0, 1]" && ValidRange.positive(maximum: 0.5).interval == "(0, 0.5]")
    }

    @Test("Citation keys in order of first appearance, each once; an unclosed [@ ends its text")
    func citations() {
        let keys = CitationKeys.cited(in: [
            "[@Raheja2012] §4 and [@AppleLocationPG]", "again [@Raheja2012], then [@Unclosed", "[@AppleEnergyGuide]",
        ])
        #expect(keys == ["Raheja2012", "AppleLocationPG", "AppleEnergyGuide"])
        #expect(CitationKeys.cited(in: ["no citation", "[@Unclosed"]).isEmpty)
    }

    @Test("The provenance tags [V], [D] and [A] are the ones docs/references.md defines")
    func provenanceTags() throws {
        let references = Fixtures.repository.appendingPathComponent("docs/references.md")
        let text = try String(contentsOf: references, encoding: .utf8)
        for provenance in [ParameterProvenance.read, .derived, .assumed] {
            #expect(text.contains("- **\(provenance.tag)**:"), "\(provenance.tag)")
        }
        #expect(ParameterProvenance.allCases.filter(\.needsPlausibleRange) == [.assumed, .calibrated])
    }
}
