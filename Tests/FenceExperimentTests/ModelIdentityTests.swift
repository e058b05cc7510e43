import FenceTestSupport
import Testing

@testable import FenceExperiment

/// Results name the model that made them (``ModelIdentity``); the studies' parts and checkpoints refuse another
/// model's (FenceStudyTests).
@Suite("model identity")
struct ModelIdentityTests {
    @Test("The identity is the package version and a 16-hex-digit digest of the sources")
    func current() {
        let model = ModelIdentity.current
        #expect(model.version == FenceSimVersion.current)
        #expect(model.sources.count == 16 && model.sources.allSatisfy(\.isHexDigit))
    }

    @Test("A results file records its model, reads it back, and a file without one still reads")
    func roundTrip() throws {
        let header = HandMadeResults.header(replications: 2)
        var results = HandMadeResults.results(header) { _, _, _ in
            HandMadeResults.metrics(batteryHours: 10, visits: 4, detected: 3)
        }
        results.header.model = .current
        let text = try results.jsonText()
        #expect(text.contains("\"sources\" : \"\(ModelIdentity.current.sources)\""))
        #expect(try ExperimentResults.decode(Array(text.utf8), file: "new.json").model == .current)
        results.header.model = nil
        let older = try ExperimentResults.decode(Array(try results.jsonText().utf8), file: "old.json")
        #expect(older.model == nil)
    }
}
