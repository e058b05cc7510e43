import FenceScenario
import Foundation
import Testing

@testable import FenceExperiment

/// Results name the model that made them (``ModelIdentity``), and nothing mixes two models' rows.
@Suite("model identity")
struct ModelIdentityTests {
    static let other = ModelIdentity(version: FenceSimVersion.current, sources: "0123456789abcdef")

    @Test("The identity is the package version and a 16-hex-digit digest of the sources")
    func current() {
        let model = ModelIdentity.current
        #expect(model.version == FenceSimVersion.current)
        #expect(model.sources.count == 16 && model.sources.allSatisfy(\.isHexDigit))
    }

    @Test("A results file records its model, reads it back, and a file without one still reads")
    func roundTrip() throws {
        let header = ShardMergeTests.header
        var results = ExperimentResults(header: header, rows: HandMadeResults.rows(header, ShardMergeTests.row))
        results.header.model = .current
        let text = try results.jsonText()
        #expect(text.contains("\"sources\" : \"\(ModelIdentity.current.sources)\""))
        #expect(try ExperimentResults.decode(Array(text.utf8), file: "new.json").model == .current)
        results.header.model = nil
        let older = try ExperimentResults.decode(Array(try results.jsonText().utf8), file: "old.json")
        #expect(older.model == nil)
    }

    @Test("Parts of two models, or of a model and an unnamed one, are refused with the fix")
    func mergeRefusesTwoModels() throws {
        var parts = ShardMergeTests.parts(3)
        for index in parts.indices { parts[index].part.header.model = .current }
        _ = try PartialResults.merge(parts)
        for model in [Self.other, nil] {
            var mixed = parts
            mixed[2].part.header.model = model
            let error = #expect(throws: MergeError.self) { try PartialResults.merge(mixed) }
            #expect(error?.file == "part-3.json")
            #expect(error?.message.contains("but part-1.json by FenceSim \(FenceSimVersion.current), sources") == true)
            #expect(error?.fix?.contains("one build") == true)
        }
    }

    @Test("A checkpoint of another model is refused with --resume, naming both")
    func resumeRefusesAnotherModel() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var header = ShardMergeTests.header
        header.model = Self.other
        let earlier = try Checkpoint(directory: directory, header: header, resume: false)
        try earlier.save(item: 0, rows: [])
        header.model = .current
        let error = #expect(throws: CheckpointError.self) {
            try Checkpoint(directory: directory, header: header, resume: true)
        }
        #expect(
            error?.description.contains("model (FenceSim \(FenceSimVersion.current), sources 0123456789abcdef") == true)
    }

    @Test("Sensitivity parts of two models are refused with the fix")
    func sensitivityMergeRefusesTwoModels() throws {
        let scenario = try Scenario.parse(
            #"{"strategies": [{"name": "continuous"}], "run": {"days": 1, "replications": 2}}"#)
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: ["metrics.earlyToleranceSeconds"],
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        #expect(study.header.experiment.model == .current)
        let shards = [Shard(index: 1, count: 2)!, Shard(index: 2, count: 2)!]
        let first = SensitivityPart(
            header: study.header, shard: shards[0], units: shards[0].items(workCount: study.unitCount), rows: [])
        var second = SensitivityPart(
            header: study.header, shard: shards[1], units: shards[1].items(workCount: study.unitCount), rows: [])
        second.header.experiment.model = Self.other
        let error = #expect(throws: MergeError.self) {
            try SensitivityPart.merge([("part-1-of-2.json", first), ("part-2-of-2.json", second)])
        }
        #expect(error?.file == "part-2-of-2.json")
        #expect(
            error?.message.contains("was made by FenceSim \(FenceSimVersion.current), sources 0123456789abcdef") == true
        )
    }
}
