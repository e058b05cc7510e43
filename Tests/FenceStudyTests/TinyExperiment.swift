import FenceExperiment
import FenceScenario
import FenceStudy

/// A small sweep run for real (two strategies on one simulated day, 3 points × 3 replications), for the tests of
/// the sweep as a study: checkpoints, parts and merges.
enum TinyExperiment {
    /// `metrics.earlyToleranceSeconds` swept: it changes only the scoring, so each point is cheap to run.
    static let scenario = """
        {"name": "tiny", "strategies": [{"name": "continuous", "label": "a"}, {"name": "periodic", "label": "b"}],
         "run": {"days": 1, "replications": 3, "seed": 7},
         "sweep": {"vary": [{"path": "metrics.earlyToleranceSeconds", "values": [60, 120, 180]}]}}
        """

    static let experiment: Experiment = {
        do { return try Experiment(scenario: try Scenario.parse(scenario)) } catch {
            fatalError("the tiny scenario does not load: \(error)")
        }
    }()

    /// Every work item's rows, run once.
    static let rows: [Int: [ResultRow]] = {
        do {
            var rows: [Int: [ResultRow]] = [:]
            for item in 0..<experiment.workCount { rows[item] = try experiment.rows(item: item) }
            return rows
        } catch { fatalError("the tiny scenario does not run: \(error)") }
    }()

    /// The parts of an N-way split, each with exactly its shard's rows, named `part-K.json`.
    static func parts(_ count: Int, header: ResultsHeader = experiment.header)
        -> [(file: String, part: StudyPart<ResultsHeader>)]
    {
        let batch = UnitRange(number: 1, first: 0, count: experiment.workCount)
        return (1...count).map { k in
            let shard = Shard(index: k, count: count)!
            let mine = shard.units(of: batch).map { FinishedUnit<ResultsHeader>(unit: $0, row: rows[$0]!) }
            return ("part-\(k).json", StudyPart(header: header, shard: shard, batch: 1, rows: mine))
        }
    }
}
