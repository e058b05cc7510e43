import FenceExperiment
import FenceStudy
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI
@testable import FenceResultsReport

/// `fencesim sensitivity` end to end, on a small two-strategy scenario (one simulated day, one
/// replication per point) so that every test stays fast.
@Suite("sensitivity command", .serialized)
struct SensitivityCommandTests {
    /// Two strategies (so paired differences exist), one day, seed 11.
    static let scenario = """
        {
          "name": "tiny-sensitivity",
          "description": "Test scenario: continuous and three-manager on one simulated day.",
          "device": {"profile": "iphone4s-2012"},
          "strategies": [
            {"name": "continuous", "parameters": {"desiredAccuracy": "hundredMeters", "distanceFilter": 50}},
            {"name": "three-manager", "parameters": {"outerRadius": 1500}}
          ],
          "run": {"days": 1, "replications": 1, "seed": 11}
        }
        """

    /// A scoring parameter (applied after the simulation) and a CPU cost (applied during it).
    static let scoring = "metrics.minimumDwellSeconds"
    static let cpuWork = "device.app.cpuWorkPerCallbackSeconds"

    static func morris(_ file: String, _ out: String, _ extra: [String] = []) -> [String] {
        [
            "sensitivity", file, "--parameters", "\(scoring),\(cpuWork)", "--trajectories", "2", "--replications", "1",
            "--out", out, "--quiet",
        ] + extra
    }

    @Test("Morris: 1 and 2 threads and 3 merged shards give byte-identical results; μ* = 0 where no effect is possible")
    func morrisDeterministicAndExact() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let file = try tiny.write("s.json", Self.scenario)
        let dir = tiny.directory
        #expect(FenceSimCommand.main(Self.morris(file, "\(dir)/one", ["--threads", "1"])) == .ok)
        #expect(FenceSimCommand.main(Self.morris(file, "\(dir)/two", ["--threads", "2"])) == .ok)
        for k in 1...3 {
            #expect(FenceSimCommand.main(Self.morris(file, "\(dir)/parts", ["--shard", "\(k)/3"])) == .ok)
        }
        let parts = (1...3).map { "\(dir)/parts/part-\($0)-of-3.json" }
        #expect(FenceSimCommand.main(["merge"] + parts + ["--out", "\(dir)/merged.json"]) == .ok)
        let one = try tiny.data("one/results.json")
        #expect(try tiny.data("two/results.json") == one)
        #expect(try tiny.data("merged.json") == one)
        // A missing part is refused (exit 2) and nothing is written.
        #expect(FenceSimCommand.main(["merge"] + parts.dropLast() + ["--out", "\(dir)/m2.json"]) == .badInput)
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/m2.json"))

        // The report reads the results: one ranking table per metric, five quantities (docs/sensitivity.md,
        // "Metrics") for each of the two strategies and their difference.
        #expect(FenceSimCommand.main(["report", "\(dir)/one/results.json"]) == .ok)
        let report = try String(contentsOfFile: "\(dir)/one/report.md", encoding: .utf8)
        #expect(report.components(separatedBy: "ranked by Morris μ").count - 1 == 5 * 3)

        let results = try SensitivityResults.read(path: "\(dir)/one/results.json")
        #expect(results.points.count == 2 * 3)  // r (d + 1)
        for (metric, estimate) in zip(results.header.metrics, results.estimates) {
            let effects = try #require(estimate.morris)
            let byName = Dictionary(uniqueKeysWithValues: effects.map { ($0.parameter, $0) })
            // Scoring thresholds are read only when the finished run is scored: they cannot move the
            // simulated battery, so every elementary effect is exactly zero.
            if metric.quantity == .batteryLifeHours { #expect(byName[Self.scoring]?.meanAbsolute == 0) }
            // More CPU work per location callback draws more charge: battery life falls with it, on every step.
            if metric.quantity == .batteryLifeHours, metric.baseline == nil {
                let effect = try #require(byName[Self.cpuWork])
                #expect(effect.mean < 0 && effect.meanAbsolute == -effect.mean, "\(metric.name)")
            }
        }
    }

    @Test("Sobol: the total index of a parameter that cannot move battery life is exactly 0")
    func sobolZeroTotal() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let file = try tiny.write("s.json", Self.scenario)
        let arguments = [
            "sensitivity", file, "--method", "sobol", "--parameters", "\(Self.scoring),\(Self.cpuWork)", "--samples",
            "4", "--replications", "1", "--out", "\(tiny.directory)/sobol", "--quiet",
        ]
        #expect(FenceSimCommand.main(arguments) == .ok)
        let results = try SensitivityResults.read(path: "\(tiny.directory)/sobol/results.json")
        #expect(results.points.count == 4 * (2 + 2))  // N (d + 2)
        let battery = try #require(results.estimates.first { $0.metric == "three-manager.batteryLifeHours" })
        let indices = try #require(battery.sobol?.parameters)
        #expect(indices[0].parameter == Self.scoring)
        #expect(indices[0].total.estimate == 0 && indices[0].total.upper == 0)
    }

    @Test("top:K@FILE takes the parameters the Morris results rank highest for the metrics named")
    func topOfMorris() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let file = try tiny.write("s.json", Self.scenario)
        let morris = "\(tiny.directory)/morris"
        #expect(FenceSimCommand.main(Self.morris(file, morris)) == .ok)
        let ranking = "\(morris)/results.json"
        let sobol = { (parameters: String, rankBy: String) in
            [
                "sensitivity", file, "--method", "sobol", "--parameters", parameters, "--rank-by", rankBy,
                "--samples", "2", "--replications", "1", "--out", "\(tiny.directory)/sobol", "--quiet",
            ]
        }
        // On battery life the scoring threshold has μ* = 0 exactly (it is read after the run), so the one
        // parameter ranked is the CPU work; asking for two is refused, not padded with a parameter of no effect.
        #expect(FenceSimCommand.main(sobol("top:1@\(ranking)", "three-manager.batteryLifeHours")) == .ok)
        let results = try SensitivityResults.read(path: "\(tiny.directory)/sobol/results.json")
        #expect(results.header.parameters.map(\.path) == [Self.cpuWork])
        #expect(FenceSimCommand.main(sobol("top:2@\(ranking)", "three-manager.batteryLifeHours")) == .badInput)
        #expect(FenceSimCommand.main(sobol("top:1@\(ranking)", "three-manager.noSuchMetric")) == .badInput)
        // A Sobol results file cannot rank.
        let sobolResults = "\(tiny.directory)/sobol/results.json"
        #expect(FenceSimCommand.main(sobol("top:1@\(sobolResults)", "three-manager.batteryLifeHours")) == .badInput)
    }

    @Test("A device.app field a strategy's own app sets is masked for it: recorded, said, and exactly no effect")
    func maskedByStrategyApp() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = Self.scenario.replacingOccurrences(
            of: "\"distanceFilter\": 50}}",
            with: "\"distanceFilter\": 50}, \"app\": {\"cpuWorkPerCallbackSeconds\": 0.3}}")
        #expect(scenario != Self.scenario)
        let file = try tiny.write("s.json", scenario)
        let out = "\(tiny.directory)/masked"
        let arguments = [
            "sensitivity", file, "--parameters", Self.cpuWork, "--trajectories", "2", "--replications", "1", "--out",
            out, "--quiet",
        ]
        #expect(FenceSimCommand.main(arguments) == .ok)
        let results = try SensitivityResults.read(path: "\(out)/results.json")
        #expect(results.header.parameters.map(\.maskedFor) == [["continuous"]])
        let battery = { (name: String) in results.estimates.first { $0.metric == name }?.morris?.first?.meanAbsolute }
        // continuous runs with its own 0.3 s per callback at every point; three-manager takes device.app's.
        #expect(battery("continuous.batteryLifeHours") == 0)
        #expect((battery("three-manager.batteryLifeHours") ?? 0) > 0)
        #expect(FenceSimCommand.main(["report", "\(out)/results.json"]) == .ok)
        let report = try String(contentsOfFile: "\(out)/report.md", encoding: .utf8)
        #expect(
            report.contains(
                "Masked: device.app.cpuWorkPerCallbackSeconds (not continuous: their scenario entries set the field in their own app"
            ))
        // The terminal gives the report's reason.
        #expect(
            SensitivitySummaryText.render(results).contains(
                "masked: device.app.cpuWorkPerCallbackSeconds does not reach continuous (their scenario entries set "
                    + "the field in their own app"))
        // In the unmasked scenario the field reaches both strategies.
        #expect(
            FenceSimCommand.main(Self.morris(try tiny.write("u.json", Self.scenario), "\(tiny.directory)/u")) == .ok)
        let unmasked = try SensitivityResults.read(path: "\(tiny.directory)/u/results.json")
        #expect(unmasked.header.parameters.allSatisfy { $0.maskedFor == nil })
    }

    @Test("Uncertainty past Sobol's 40 dimensions draws independent random points that cover every range")
    func uncertaintyPointsCoverRanges() throws {
        let settings = try #require(
            SensitivityHeader.Settings.sampling(
                method: .uncertainty, samples: 64, sequenceName: nil, parameterCount: 41))
        #expect(settings.randomPoints == true && settings.sequence == nil)
        let forty = try #require(
            SensitivityHeader.Settings.sampling(
                method: .uncertainty, samples: 64, sequenceName: nil, parameterCount: 40))
        #expect(forty.sequence == .sobol && forty.randomPoints == nil)
        #expect(
            SensitivityHeader.Settings.sampling(method: .sobol, samples: 64, sequenceName: "random", parameterCount: 4)
                == nil)
    }

    @Test("report --uncertainty shows the band beside the replication intervals; another study is refused")
    func reportWithUncertainty() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let file = try tiny.write("s.json", Self.scenario)
        let dir = tiny.directory
        #expect(FenceSimCommand.main(["run", file, "--replications", "2", "--out", "\(dir)/run", "--quiet"]) == .ok)
        let band = [
            "sensitivity", file, "--method", "uncertainty", "--parameters", Self.cpuWork, "--samples", "3",
            "--replications", "2", "--out", "\(dir)/band", "--quiet",
        ]
        #expect(FenceSimCommand.main(band) == .ok)
        let report = ["report", "\(dir)/run/results.json", "--uncertainty"]
        #expect(FenceSimCommand.main(report + ["\(dir)/band/results.json"]) == .ok)
        let markdown = try String(contentsOfFile: "\(dir)/run/report.md", encoding: .utf8)
        #expect(markdown.contains("## Model uncertainty"))
        for quantity in ["batterylifehours", "entryrecall", "falseentriesperday"] {
            #expect(FileManager.default.fileExists(atPath: "\(dir)/run/charts/uncertainty-band-\(quantity).svg"))
        }
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/run/charts/uncertainty-band-repeatentriesperday.svg"))
        // A Morris study, or the band of another scenario, is refused.
        #expect(FenceSimCommand.main(Self.morris(file, "\(dir)/morris")) == .ok)
        #expect(FenceSimCommand.main(report + ["\(dir)/morris/results.json"]) == .badInput)
        let other = try tiny.write("o.json", Self.scenario.replacingOccurrences(of: "tiny-sensitivity", with: "other"))
        #expect(
            FenceSimCommand.main(band.map { $0 == file ? other : $0 == "\(dir)/band" ? "\(dir)/other" : $0 }) == .ok)
        #expect(FenceSimCommand.main(report + ["\(dir)/other/results.json"]) == .badInput)
    }

    @Test("Bad flags and parameters: one message, exit status 2, nothing run")
    func badInput() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let file = try tiny.write("s.json", Self.scenario)
        let out = ["--out", "\(tiny.directory)/bad", "--quiet"]
        // One parameter, so a refused flag costs no design of every assumption.
        let one = ["--parameters", Self.cpuWork]
        for arguments in [
            ["--parameters", "device.app.noSuchThing"],  // not in the parameter table
            ["--parameters", "device.overrides.battery.capacityMilliampHours"],  // read, no plausible range
            ["--parameters", "\(Self.cpuWork),,\(Self.scoring)"],  // empty entry
            one + ["--method", "fast"],
            one + ["--samples", "8"],  // a Sobol/uncertainty flag given to Morris
            one + ["--method", "sobol", "--trajectories", "4"],
            one + ["--method", "sobol", "--sequence", "lattice"],
            ["--method", "sobol"],  // every assumption: more than 20 parameters for Sobol's sequence
            one + ["--trajectories", "1"],
            one + ["--shard", "5/4"],
            one + ["--shard", "100000/100000"],  // more shards than units
            one + ["--method", "sobol", "--sequence", "random"],  // random points are for uncertainty only
            // Halton's first 64 points cover the last of every assumption's dimensions only from its base on.
            ["--method", "uncertainty", "--sequence", "halton", "--samples", "64"],
            one + ["--rank-by", "continuous.entryRecall"],  // ranking without top:K@FILE
            ["--parameters", "top:0@\(file)"],  // K ≥ 1
            ["--parameters", "top:2@\(tiny.directory)/no-such-results.json"],
            ["--parameters", "top:2@\(file)"],  // a scenario, not Morris results
        ] {
            #expect(FenceSimCommand.main(["sensitivity", file] + arguments + out) == .badInput, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(tiny.directory)/bad/results.json"))
        // A sweep part given to merge with sensitivity parts, or the other way round, is refused.
        #expect(FenceSimCommand.main(["merge", file, "--out", "\(tiny.directory)/m.json"]) == .badInput)
    }

    /// A design point whose runs are cut short (a machine that livelocks an hour into the day) stops the study
    /// with exit status 2, as it stops a run, rather than summarising an hour extrapolated to hundreds.
    @Test func cutShortRunStopsTheStudy() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let arguments = [
            "sensitivity", Fixtures.livelock, "--method", "uncertainty", "--parameters",
            "device.app.cpuWorkPerCallbackSeconds", "--samples", "2", "--replications", "1", "--out",
            "\(tiny.directory)/out", "--quiet",
        ]
        #expect(FenceSimCommand.main(arguments) == .badInput)
        #expect(!FileManager.default.fileExists(atPath: "\(tiny.directory)/out/results.json"))
    }
}
