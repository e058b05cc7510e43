import FenceExperiment
import FenceStudy
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// `fencesim sensitivity --method uncertainty --over CALIBRATION_RESULTS`: the band drawn over a calibration's
/// posterior draws or, without them, its surviving region, from a hand-made calibration of one parameter.
@Suite("sensitivity over a calibrated region", .serialized)
struct SensitivityRegionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The calibrated parameter (prior 30 – 300 s) and the one left to the prior.
    static let calibrated = SensitivityCommandTests.scoring
    static let free = SensitivityCommandTests.cpuWork
    /// The survivors' values of the calibrated parameter, and a point that does not survive.
    static let survivorValues = [45.0, 250.0]
    static let rejectedValue = 170.0

    /// A calibration of `calibrated` alone: the committed calibration's file shape with its parameters and
    /// points replaced by three points, of which `survivors` survive (combined implausibility 1 ≤ 3; the
    /// others 9), and its posterior's draws replaced by `draws` (none: as a file written before draws).
    static func calibration(survivors: Int = 2, draws: [[Double]]? = nil) throws -> CalibrationResults {
        var results = try CalibrationResults.read(
            path: repository.appendingPathComponent("reports/calibration/results.json").path)
        let template = try #require(results.points.first)
        let parameter = try #require(results.parameters.first { $0.path == "metrics.minimumDwellSeconds" })
        results.parameters = [parameter]
        results.points = (survivorValues + [rejectedValue]).enumerated().map { index, value in
            var point = template
            point.index = index
            point.unit = [(value - 30) / 270]
            point.values = [value]
            point.combined = index < survivors ? 1 : 9
            return point
        }
        results.summary.posterior?.draws = draws
        return results
    }

    static func band(_ scenario: String, _ out: String, _ extra: [String]) -> [String] {
        [
            "sensitivity", scenario, "--method", "uncertainty", "--parameters", "\(calibrated),\(free)", "--samples",
            "6", "--replications", "1", "--out", out, "--quiet",
        ] + extra
    }

    @Test("calibrated values are survivors', the others the prior's draws; 1 and 2 threads and shards agree")
    func bandOverRegion() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("s.json", SensitivityCommandTests.scenario)
        let region = try tiny.write("calibration.json", try Self.calibration().json())
        let dir = tiny.directory
        #expect(FenceSimCommand.main(Self.band(scenario, "\(dir)/prior", [])) == .ok)
        #expect(FenceSimCommand.main(Self.band(scenario, "\(dir)/one", ["--over", region, "--threads", "1"])) == .ok)
        #expect(FenceSimCommand.main(Self.band(scenario, "\(dir)/two", ["--over", region, "--threads", "2"])) == .ok)
        for k in 1...2 {
            #expect(
                FenceSimCommand.main(Self.band(scenario, "\(dir)/parts", ["--over", region, "--shard", "\(k)/2"]))
                    == .ok)
        }
        let parts = (1...2).map { "\(dir)/parts/part-\($0)-of-2.json" }
        #expect(FenceSimCommand.main(["merge"] + parts + ["--out", "\(dir)/merged.json"]) == .ok)
        let one = try tiny.data("one/results.json")
        #expect(try tiny.data("two/results.json") == one)
        #expect(try tiny.data("merged.json") == one)
        // A part of the prior band does not merge with a part of the region's.
        #expect(FenceSimCommand.main(Self.band(scenario, "\(dir)/priorparts", ["--shard", "2/2"])) == .ok)
        #expect(
            FenceSimCommand.main(["merge", parts[0], "\(dir)/priorparts/part-2-of-2.json", "--out", "\(dir)/m.json"])
                == .badInput)

        let prior = try SensitivityResults.read(path: "\(dir)/prior/results.json")
        let over = try SensitivityResults.read(path: "\(dir)/one/results.json")
        let header = over.header
        let regionHeader = try #require(header.region)
        #expect(regionHeader.over.file == region && regionHeader.over.pointCount == 3)
        #expect(regionHeader.over.survivors.map(\.point) == [0, 1])
        #expect(
            header.bandDomain
                == "the calibrated region of \(region) (2 of 3 points survive; the file predates posterior draws)")
        let calibratedIndex = try #require(header.parameters.firstIndex { $0.path == Self.calibrated })
        let freeIndex = try #require(header.parameters.firstIndex { $0.path == Self.free })
        #expect(over.points.count == 6 && prior.points.count == 6)
        for (point, priorPoint) in zip(over.points, prior.points) {
            let value = point.values[calibratedIndex]
            #expect(Self.survivorValues.contains(value), "point \(point.index): \(value)")
            #expect(value == Self.survivorValues[regionHeader.draws[point.index]])
            // The parameter the calibration did not match keeps its prior draw.
            #expect(point.values[freeIndex] == priorPoint.values[freeIndex])
        }
        // The prior's draws of the calibrated parameter are not confined to the survivors.
        #expect(prior.points.contains { !Self.survivorValues.contains($0.values[calibratedIndex]) })

        // The report says what the band is over.
        #expect(FenceSimCommand.main(["report", "\(dir)/one/results.json"]) == .ok)
        let report = try String(contentsOfFile: "\(dir)/one/report.md", encoding: .utf8)
        #expect(report.contains("over the calibrated region of \(region) (2 of 3 points survive; the file"))
    }

    @Test("with posterior draws the calibrated values are the draws'; too few effective points: the survivors'")
    func bandOverPosterior() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("s.json", SensitivityCommandTests.scenario)
        let draws = [100.0, 120.0, 140.0]
        let posterior = try tiny.write("posterior.json", try Self.calibration(draws: draws.map { [$0] }).json())
        #expect(FenceSimCommand.main(Self.band(scenario, "\(tiny.directory)/over", ["--over", posterior])) == .ok)
        let over = try SensitivityResults.read(path: "\(tiny.directory)/over/results.json")
        let calibratedIndex = try #require(over.header.parameters.firstIndex { $0.path == Self.calibrated })
        #expect(over.points.count == 6)
        for point in over.points { #expect(draws.contains(point.values[calibratedIndex]), "\(point.values)") }
        #expect(over.header.bandDomain == "the posterior of \(posterior) (3 draws; 2 of 3 simulated points survive)")

        // A posterior of too few effective points keeps no draws; the band then takes the survivors and says why.
        var thin = try Self.calibration()
        thin.summary.posterior?.effectiveSampleSize = 120.6
        let thinFile = try tiny.write("thin.json", try thin.json())
        #expect(FenceSimCommand.main(Self.band(scenario, "\(tiny.directory)/thin", ["--over", thinFile])) == .ok)
        let thinBand = try SensitivityResults.read(path: "\(tiny.directory)/thin/results.json")
        for point in thinBand.points { #expect(Self.survivorValues.contains(point.values[calibratedIndex])) }
        #expect(
            thinBand.header.bandDomain
                == "the calibrated region of \(thinFile) (2 of 3 points survive; its posterior's effective sample size "
                + "120 is below 400, too few to draw from)")

        // A draw that is not one value per calibrated parameter: refused, naming the JSON path.
        let wrong = try tiny.write("wrong.json", try Self.calibration(draws: [[1, 2]]).json())
        #expect(FenceSimCommand.main(Self.band(scenario, "\(tiny.directory)/bad", ["--over", wrong])) == .badInput)
    }

    @Test("bad --over input: one message, exit status 2, nothing run")
    func badRegion() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("s.json", SensitivityCommandTests.scenario)
        let none = try tiny.write("none.json", try Self.calibration(survivors: 0).json())
        var foreign = try Self.calibration()
        foreign.parameters[0].path = "strategies[0].parameters.noSuchThing"
        let lacking = try tiny.write("lacking.json", try foreign.json())
        let good = try tiny.write("good.json", try Self.calibration().json())
        for extra in [
            ["--over", scenario],  // not a calibration results file
            ["--over", "\(tiny.directory)/no-such.json"],
            ["--over", none],  // no survivor
            ["--over", lacking],  // a calibrated path the scenario lacks
        ] {
            #expect(FenceSimCommand.main(Self.band(scenario, "\(tiny.directory)/bad", extra)) == .badInput, "\(extra)")
        }
        let morris = [
            "sensitivity", scenario, "--parameters", Self.free, "--trajectories", "2", "--over", good, "--out",
            "\(tiny.directory)/bad", "--quiet",
        ]
        #expect(FenceSimCommand.main(morris) == .badInput)
        #expect(!FileManager.default.fileExists(atPath: "\(tiny.directory)/bad/results.json"))
    }
}
