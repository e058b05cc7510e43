import FenceFiles
import FencePlatform
import FenceScenario
import FenceStats
import FenceTestSupport
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// History matching (`fencesim calibrate`): the implausibility against hand calculations, the observation
/// reader's errors, and self-tests that can fail — observations FenceSim makes at a known point leave that
/// point in and the region shrinks around it; an impossible observation empties the region.
@Suite("calibration")
struct CalibrationTests {
    /// An observation of `quantity` of `strategy` in `scenario`, built in code.
    static func observation(
        _ name: String, target: Observation.Target, scale: Observation.Scale = .linear, sd: Double = 0.03,
        discrepancy: Double = 0.05, realisation: Observation.Realisation = .oneDevice,
        set: Observation.Set = .calibration, scenario: String = Fixtures.scenario("senseless-n95.json"),
        strategy: String = "continuous", quantity: Metric = .batteryLifeHours
    ) -> Observation {
        Observation(
            name: name, file: name + ".json", reference: "Test", reading: "made in the test", scenario: scenario,
            scenarioPath: scenario, strategy: strategy, quantity: quantity, target: target, scale: scale,
            observationStandardDeviation: sd, uncertaintyReasoning: "test", discrepancyStandardDeviation: discrepancy,
            realisation: realisation, set: set)
    }

    @Test("implausibility: |z − m| / sqrt(V_obs + V_md + κ s² + s²/K), 0 inside an interval, the nearest end outside")
    func implausibility() {
        let point = Self.observation("p", target: .point(0.9))
        // By hand: 0.1 / sqrt(0.03² + 0.05² + 0.01 + 0.01/4) = 0.1 / sqrt(0.0159).
        let expected = 0.1 / (0.0009 + 0.0025 + 0.01 + 0.0025).squareRoot()
        #expect(
            abs(
                Implausibility.value(mean: 0.8, replicationVariance: 0.01, replications: 4, observation: point)
                    - expected) < 1e-12)
        let average = Self.observation("a", target: .point(0.9), realisation: .average)
        // κ = 0: 0.1 / sqrt(0.0009 + 0.0025 + 0.0025).
        #expect(
            abs(
                Implausibility.value(mean: 0.8, replicationVariance: 0.01, replications: 4, observation: average)
                    - 0.1 / 0.0059.squareRoot()) < 1e-12)
        let interval = Self.observation("i", target: .interval(lower: 0.85, upper: 0.95), sd: 0.3, discrepancy: 0.4)
        #expect(Implausibility.value(mean: 0.9, replicationVariance: 0, replications: 1, observation: interval) == 0)
        // 0.5 above the upper end, over sqrt(0.09 + 0.16) = 0.5.
        #expect(
            abs(Implausibility.value(mean: 1.45, replicationVariance: 0, replications: 1, observation: interval) - 1)
                < 1e-12)
        let bound = Self.observation("b", target: .atLeast(10), scale: .log, sd: 0.1, discrepancy: 0)
        #expect(Implausibility.value(mean: log(40), replicationVariance: 0, replications: 1, observation: bound) == 0)
        // log(10) − log(5) = log 2 below the bound, over 0.1.
        #expect(
            abs(
                Implausibility.value(mean: log(5), replicationVariance: 0, replications: 1, observation: bound) - log(2)
                    / 0.1) < 1e-9)
        #expect(
            Implausibility.value(mean: nil, replicationVariance: 0, replications: 1, observation: point) == .infinity)
    }

    @Test("combined: the maximum below 10 observations, the second maximum from 10 on")
    func combined() {
        #expect(Implausibility.combined([1, 5, 2, 4, 3, 0, 0, 0, 0]) == 5)
        #expect(Implausibility.combined([1, 5, 2, 4, 3, 0, 0, 0, 0, 0]) == 4)
    }

    /// Writes `text` to a temporary observation file and returns the reader's error.
    static func readError(_ text: String) -> ScenarioError? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("obs-\(UUID().uuidString).json").path
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try Observation.read(path: path)
            return nil
        } catch { return error }
    }

    static let good = """
        {"reference": "R", "reading": "r", "scenario": "s.json", "strategy": "continuous",
         "quantity": "batteryLifeHours", "value": {"point": 9}, "scale": "log",
         "uncertainty": {"standardDeviation": 0.1, "reasoning": "why"}, "realisation": "oneDevice", "set": "validation"}
        """

    @Test("bad observation files: the file, the JSON path, what was expected and a fix")
    func badFiles() throws {
        #expect(Self.readError(Self.good) == nil)
        let cases: [(from: String, to: String, path: String, says: String)] = [
            (
                "\"set\": \"validation\"", "\"set\": \"training\"", "set",
                "'training' is not one of calibration, validation"
            ),
            ("{\"point\": 9}", "{\"interval\": [20, 10]}", "value.interval", "LOWER < UPPER"),
            ("{\"point\": 9}", "{\"point\": 0}", "value.point", "no logarithm"),
            ("{\"point\": 9}", "{\"point\": 9, \"atLeast\": 3}", "value", "exactly one"),
            ("\"standardDeviation\": 0.1", "\"standardDeviation\": -1", "uncertainty.standardDeviation", "≥ 0"),
            // 1e200² overflows: every implausibility would be 0, the observation silently constraining nothing.
            ("\"standardDeviation\": 0.1", "\"standardDeviation\": 1e200", "uncertainty.standardDeviation", "finite"),
            // 1e308 h on the log scale: its log (709) is finite but no battery lasts 10⁹ h; on the linear scale its
            // difference from any model value over σ overflows. 1e-300 h has a log, of a value no phone shows.
            ("{\"point\": 9}", "{\"point\": 1e308}", "value.point", "1e+308 is outside 1e-09–1e+09 h"),
            ("{\"point\": 9}", "{\"point\": 1e-300}", "value.point", "1e-300 is outside 1e-09–1e+09 h"),
            ("{\"point\": 9}", "{\"interval\": [2, 1e308]}", "value.interval", "1e+308 is outside"),
            ("{\"point\": 9}", "{\"atMost\": 1e10}", "value.atMost", "1e+10 is outside"),
            (
                "\"quantity\": \"batteryLifeHours\", \"value\": {\"point\": 9}, \"scale\": \"log\"",
                "\"quantity\": \"batteryLifeHours\", \"value\": {\"point\": 1e308}, \"scale\": \"linear\"",
                "value.point", "1e+308 is outside 0–1e+09 h"
            ),
            (
                "\"quantity\": \"batteryLifeHours\", \"value\": {\"point\": 9}, \"scale\": \"log\"",
                "\"quantity\": \"batteryLifeHours\", \"value\": {\"point\": -3}, \"scale\": \"linear\"",
                "value.point", "-3 is outside 0–1e+09 h"
            ),
            // A share above 1: a recall of 90 % written as 90.
            (
                "\"quantity\": \"batteryLifeHours\", \"value\": {\"point\": 9}, \"scale\": \"log\"",
                "\"quantity\": \"entryRecall\", \"value\": {\"point\": 90}, \"scale\": \"linear\"",
                "value.point", "90 is outside 0–1, the values entryRecall can take"
            ),
            ("\"quantity\": \"batteryLifeHours\"", "\"quantity\": \"hours\"", "quantity", "is not one of"),
            ("\"reference\": \"R\",", "", "reference", "missing"),
            ("\"reading\": \"r\",", "\"reading\": \"r\", \"colour\": 1,", "colour", "not a field"),
        ]
        for item in cases {
            let text = Self.good.replacingOccurrences(of: item.from, with: item.to)
            #expect(text != Self.good)
            let error = try #require(Self.readError(text), "\(item.to)")
            #expect(error.path == item.path, "\(item.to): \(error)")
            #expect(error.message.contains(item.says), "\(item.to): \(error)")
            #expect(error.fix != nil && error.file != nil)
        }
        let huge = try #require(Self.readError(Self.good.replacingOccurrences(of: "9}", with: "1e308}")))
        #expect(huge.fix?.contains("e.g. {\"point\": 9}") == true, "\(huge)")
        let syntax = try #require(Self.readError("{\"reference\": "))
        #expect(syntax.path.hasPrefix("line 1"))
    }

    /// A study of senseless-n95 over the battery's usable share and the GPS bias (one replication per
    /// point: common random numbers make the known point's own runs repeat exactly).
    static func study(_ observations: [Observation], waves: Int = 1) throws -> CalibrationStudy {
        try CalibrationStudy(
            observations: observations,
            paths: ["device.overrides.battery.usableFraction", "device.overrides.gps.biasSigmaMeters"],
            settings: HistoryMatchingSettings(waves: waves, pointsPerWave: 12, replications: 1, seed: 5),
            registry: .builtIn)
    }

    @Test(
        "self-test: FenceSim's own outputs at a known point leave it in, the region shrinks as they are added; an impossible one empties it"
    )
    func selfTest() throws {
        let known = [0.9, 4.0]
        let probe = try Self.study([Self.observation("probe", target: .point(1), scale: .log)])
        let outputs = try probe.evaluate(known)
        let continuousHours = exp(outputs[0][0])
        let generated = try Self.study([
            Self.observation("probe", target: .point(1), scale: .log),
            Self.observation("probe2", target: .point(1), scale: .log, strategy: "accelerometer-gated"),
        ]).evaluate(known)
        let gatedHours = exp(generated[1][0])
        // Tight observations (1 % each) of an average, so the region is narrow.
        let first = Self.observation(
            "continuous", target: .point(continuousHours), scale: .log, sd: 0.01, discrepancy: 0.01,
            realisation: .average)
        let second = Self.observation(
            "gated", target: .point(gatedHours), scale: .log, sd: 0.01, discrepancy: 0.01, realisation: .average,
            strategy: "accelerometer-gated")

        let one = try Self.study([first])
        let both = try Self.study([first, second])
        for study in [one, both] {
            let point = study.matching.point(wave: 1, index: 0, unit: [0.5, 0.5], values: try study.evaluate(known))
            #expect(
                point.implausibilities.allSatisfy { $0 == 0 },
                "the known point reproduces its own outputs: \(point.means) vs \(log(continuousHours)), \(log(gatedHours))"
            )
        }
        // Run as a study (wave by wave, through the engine).
        let resultsOne = try one.results(UnitExecution(threads: 2))
        let resultsBoth = try both.results(UnitExecution(threads: 2))
        let (summaryOne, summaryBoth) = (resultsOne.summary, resultsBoth.summary)
        // Some points survive, not all: the region shrank from the prior.
        #expect(summaryOne.survivors > 0 && summaryOne.survivors < resultsOne.points.count)
        #expect(summaryBoth.survivors <= summaryOne.survivors)
        // Around the known point: the surviving usable share lies within 3 σ (about 4 %) of 0.9.
        for summary in [summaryOne, summaryBoth] {
            let range = summary.parameters[0]
            let lower = try #require(range.survivingLower)
            let upper = try #require(range.survivingUpper)
            #expect(lower > 0.9 * exp(-0.07) && upper < 0.9 * exp(0.07), "\(lower)…\(upper)")
        }

        let impossible = Self.observation("impossible", target: .atLeast(1_000), scale: .log, sd: 0.1, discrepancy: 0.1)
        let empty = try Self.study([first, impossible], waves: 2)
        let results = try empty.results(UnitExecution(threads: 2))
        let summary = results.summary
        #expect(results.stopReason == .empty)
        #expect(summary.survivors == 0)
        #expect(summary.unmet == ["impossible"])
    }

    @Test("same waves on 1 and 3 threads; later waves refocus; the share never rises and its interval holds the truth")
    func threadsAndRefocusing() throws {
        let parameters = [
            try SensitivityParameter(name: "x", lower: 0, upper: 1),
            try SensitivityParameter(name: "y", lower: 0, upper: 1),
        ]
        // y = x₀ with replication values x₀ ± 0.001; the target 0.30–0.32 keeps a thin slab.
        let target = Self.observation("slab", target: .interval(lower: 0.3, upper: 0.32), sd: 0.001, discrepancy: 0)
        let matching = HistoryMatching(
            parameters: parameters, observations: [target],
            settings: HistoryMatchingSettings(waves: 3, pointsPerWave: 16, replications: 2, seed: 11))
        let model: @Sendable (Int, Int, [Double]) -> [[Double]] = { _, _, values in
            [[values[0] - 0.001, values[0] + 0.001]]
        }
        let single = matching.run(threads: 1, evaluate: model)
        let triple = matching.run(threads: 3, evaluate: model)
        #expect(single.points == triple.points)
        #expect(single.waves == triple.waves)
        // Wave 1 is space-filling: about 2 % of its points lie in the slab. Later waves are drawn from the
        // emulators' region, so most of theirs do.
        let later = single.points.filter { $0.wave > 1 }
        #expect(!later.isEmpty)
        #expect(Double(later.filter(\.survives).count) > 0.5 * Double(later.count))
        #expect(single.points.filter { $0.wave == 1 && $0.survives }.count <= 2)
        let shares = single.waves.compactMap { $0.emulation?.share }
        #expect(shares.count == single.waves.count)
        for (earlier, next) in zip(shares, shares.dropFirst()) { #expect(next.share <= earlier.share) }
        // The simulator keeps x₀ within 3 × √(0.001² + s²/K) of [0.30, 0.32] (s² = 2·0.001², K = 2): the slab's
        // width is the true share. The last wave's interval holds it, and the conservative share is not below it.
        let truth = 0.02 + 6 * (0.001 * 0.001 + 0.001 * 0.001).squareRoot()
        let last = try #require(shares.last)
        #expect(last.interval.lower <= truth && truth <= last.interval.upper, "\(last.interval) vs \(truth)")
        #expect(last.samplingInterval.upper >= truth)
    }

    @Test("the stop rule: a region that keeps the whole space stops after wave 2 at 5 %, runs every wave at 0")
    func shrinkTolerance() throws {
        let parameters = [
            try SensitivityParameter(name: "x", lower: 0, upper: 1),
            try SensitivityParameter(name: "y", lower: 0, upper: 1),
        ]
        // y = x₀ ± 0.001 against a target that holds every x₀: nothing is ruled out, so the share is 1 after
        // every wave — it shrinks by 0 %, less than 5 % and not less than 0 %.
        let target = Self.observation("everything", target: .interval(lower: -1, upper: 2), sd: 0.001, discrepancy: 0)
        let model: @Sendable (Int, Int, [Double]) -> [[Double]] = { _, _, values in
            [[values[0] - 0.001, values[0] + 0.001]]
        }
        var settings = HistoryMatchingSettings(waves: 3, pointsPerWave: 12, replications: 2, seed: 11)
        let stopped = HistoryMatching(parameters: parameters, observations: [target], settings: settings)
            .run(threads: 1, evaluate: model)
        #expect(stopped.waves.compactMap { $0.emulation?.share?.share } == [1, 1])
        #expect(stopped.stopReason == .stoppedShrinking)
        settings.shrinkTolerance = 0
        let every = HistoryMatching(parameters: parameters, observations: [target], settings: settings)
            .run(threads: 1, evaluate: model)
        #expect(every.waves.compactMap { $0.emulation?.share?.share } == [1, 1, 1])
        #expect(every.stopReason == .waveLimit)
        #expect(every.points.count == 36)
    }

    @Test(
        "synthetic truths under fresh seeds: FenceSim's own observations at random truths stay inside their regions and their 90 % intervals"
    )
    func recoveryUnderFreshSeeds() throws {
        // senseless-n95's two battery lives (averages: the mean of the truth's replications plus an error drawn
        // with V_obs + V_md, 2 % each) over the usable battery share (prior 0.85–1), which they inform, and the
        // GPS bias, which they barely do. The truths' runs use seeds the design's never do.
        let study = try CalibrationStudy(
            observations: [
                Self.observation(
                    "continuous", target: .point(8), scale: .log, sd: 0.02, discrepancy: 0.02, realisation: .average),
                Self.observation(
                    "gated", target: .point(20), scale: .log, sd: 0.02, discrepancy: 0.02, realisation: .average,
                    strategy: "accelerometer-gated"),
            ],
            paths: ["device.overrides.battery.usableFraction", "device.overrides.gps.biasSigmaMeters"],
            settings: HistoryMatchingSettings(waves: 1, pointsPerWave: 24, replications: 5, seed: 5),
            registry: .builtIn)
        let recovery = try study.recover(truths: 12, threads: 2)
        #expect(recovery.truths.count == 12 && recovery.pairs == 24)
        // 90 % intervals: 24 pairs with at most 4 misses (at a true 90 % rate, 5 or more misses has probability
        // 0.21; at 75 % it has 0.66), and the informed number is recovered, not just covered: its 90 % interval
        // narrower than three quarters of the prior's (0.135) for most truths.
        #expect(recovery.inside >= 20, "\(recovery.parameters)")
        #expect(recovery.insideRegion >= 11, "\(recovery.truths.map(\.implausibility))")
        let usable = recovery.truths.map { $0.numbers[0] }
        let narrowed = usable.filter { ($0.upper ?? 1) - ($0.lower ?? 0) < 0.75 * 0.135 }.count
        #expect(narrowed >= 10, "\(usable)")
    }
}
