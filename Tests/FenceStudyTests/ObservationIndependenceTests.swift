import FenceDevice
import FenceParameters
import Foundation
import Testing

@testable import FenceScenario
@testable import FenceStudy

/// A held-out observation whose source the model cites is marked as such and leaves the validation count; an
/// independent one stays (the committed observations against the committed parameter table, profiles and
/// scenarios).
@Suite("Observation independence")
struct ObservationIndependenceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func observations() throws -> [Observation] {
        try ["senseless2009-n95-continuous-battery", "skidmore2012-iphone4s-gps-error", "zandbergen2009-wifi-error"]
            .map { try Observation.read(path: repository.appendingPathComponent("observations/\($0).json").path) }
    }

    static func model(extraRows: [ParameterRow] = []) throws -> ModelSources {
        ModelSources(
            rows: ParameterRegistry.rows + extraRows, profiles: Array(DeviceProfile.builtIn.values),
            scenarios: try ModelSources.scenarioDescriptions(in: [repository.appendingPathComponent("scenarios").path]))
    }

    @Test("SenseLess built the N95 profile: marked; Skidmore's waypoints are independent; calibration is untouched")
    func committed() throws {
        let marked = Observation.markingShapedSources(try Self.observations(), model: try Self.model())
        #expect(marked[0].shapedModel?.contains("profile nokia-n95-8gb-2007") == true, "\(marked[0].shapedModel ?? [])")
        #expect(marked[0].role == "validation, shaped the model")
        #expect(marked[1].shapedModel == nil && marked[1].role == "validation")
        // Zandbergen's medians set the Wi-Fi defaults, but a calibration observation is meant to be cited.
        #expect(marked[2].set == .calibration && marked[2].shapedModel == nil && marked[2].role == "calibration")
    }

    @Test("A parameter row citing Skidmore's paper moves its observation out of validation")
    func citingMovesOut() throws {
        let row = ParameterRow(
            path: "device.overrides.gps.example", section: "test", meaning: "a number", unit: "–",
            defaultValue: .number(1), valid: nil, plausible: nil, provenance: .assumed,
            source: "the campus errors of [@Skidmore2012]")
        let marked = Observation.markingShapedSources(try Self.observations(), model: try Self.model(extraRows: [row]))
        #expect(marked[1].shapedModel == ["parameter device.overrides.gps.example"])
    }
}
