import FenceStudy
import Foundation

/// `fencebench optimization-guarantee`: the optimiser's guarantee P(pick infeasible) ≤ α measured over
/// independent repetitions of synthetic problems whose truth is known (``KnownAnswerEvaluator``), each with
/// its one-sided 95 % Clopper–Pearson upper bound (`docs/optimization.md`, "The guarantee").
///
/// - `cliff`: the optimiser tests' problem — x = 0…9, objective mean x, share 0.98 up to x = 5 and 0.80
///   beyond (10 visits per replication, unclustered): maximise subject to share ≥ 0.9 at confidence 0.95.
/// - `boundary`: the hardest case for the guarantee — the three best candidates (x = 7, 8, 9) are infeasible
///   by a hair (share 0.899 against 0.9), so the halving keeps them as finalists and only the confirmation's
///   judgement stands between them and the pick; x ≤ 6 has 0.95. Visits are clustered (a replication's
///   probability ± 0.04: design effect 1.16), as a simulation's are.
/// - `boundary-per-finalist-0.95`: the same at confidence 0.85, whose per-finalist level over 3 finalists is
///   1 − 0.15/3 = 0.95, the level every finalist was judged at before the Bonferroni correction: its share is
///   what an uncorrected judgement gives (up to m α).
enum OptimizationGuaranteeBench {
    struct Case: Encodable {
        var name: String
        var shares: [Double]
        var threshold: Double
        var confidence: Double
        var trials: Int
        var spread: Double
        var tally: PickFeasibilityTally
    }

    static let repetitions = 2000

    static func run(outputPath: String) throws {
        let boundary = Array(repeating: 0.95, count: 7) + Array(repeating: 0.899, count: 3)
        let cliff = Array(repeating: 0.98, count: 6) + Array(repeating: 0.80, count: 4)
        let specs: [(String, [Double], Double, Int, Double)] = [
            ("cliff", cliff, 0.95, 10, 0), ("boundary", boundary, 0.95, 10, 0.04),
            ("boundary-per-finalist-0.95", boundary, 0.85, 10, 0.04),
        ]
        let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var cases: [Case] = []
        for (name, shares, confidence, trials, spread) in specs {
            let problem = OptimizationProblem(
                strategy: "known", objective: .batteryLifeHours, direction: .maximize, constraint: .entryRecall,
                comparison: .atLeast, threshold: 0.9, confidence: confidence)
            var settings = OptimizationSettings()
            settings.indifferenceZone = 0.5
            let knob = OptimizationKnob(path: "x", kind: .integer, values: shares.indices.map(Double.init))
            let tally = try PickFeasibilityTally.measure(
                problem: problem, knob: knob, settings: settings, repetitions: repetitions, threads: threads
            ) { seed in KnownAnswerEvaluator(seed: seed, shares: shares, trials: trials, spread: spread) }
            print(
                "optimization-guarantee \(name): \(tally.infeasiblePicks) of \(tally.repetitions) picks infeasible "
                    + "(\(tally.share), upper bound \(tally.upperBound); α = \(tally.alpha)), \(tally.picks) picks, "
                    + "\(tally.meanRuns) runs each")
            cases.append(
                Case(
                    name: name, shares: shares, threshold: 0.9, confidence: confidence, trials: trials, spread: spread,
                    tally: tally))
        }
        try Bench.writeJSON(cases, to: outputPath)
    }
}
