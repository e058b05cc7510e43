import FenceDevice
import FenceExperiment
import FenceFiles
import FenceScenario

/// Results built by hand (no simulation), so analyses and merges can be checked against values worked out
/// in the tests' comments.
public enum HandMadeResults {
    /// One run with the given battery life and visit counts; everything else neutral.
    public static func metrics(
        batteryHours: Double, visits: Int, detected: Int, falseEntries: Int = 0, latencies: [Double] = []
    ) -> RunMetrics {
        var charge = ComponentValues()
        charge.gps = 100
        return RunMetrics(
            batteryLifeHours: batteryHours, batteryLifeExtrapolated: false, meanCurrentMilliamps: 1430 / batteryHours,
            chargeByComponentMilliampHours: charge, simulatedHours: batteryHours, visits: visits,
            entriesDetected: detected, exitVisits: visits, exitsDetected: detected,
            entriesDeclared: detected + falseEntries,
            falseEntries: falseEntries, exitsDeclared: detected, falseExits: 0,
            entryLatencyMedianSeconds: latencies.isEmpty ? nil : latencies[latencies.count / 2],
            entryLatencyP90Seconds: nil, entryLatenciesSeconds: latencies, fixesBySource: [:],
            onTimeSecondsBySource: [:],
            standardDeliveries: 0, significantChangeDeliveries: 0, regionEvents: 0, failure: nil)
    }

    /// A header for strategies `labels` (named like their labels), a sweep and `replications`.
    public static func header(
        labels: [String] = ["a"], sweep: [SweepDimension] = [], replications: Int, seed: UInt64 = 7,
        tool: String = FenceSimVersion.current, document: JSONValue = .object([("name", JSONNode(.string("hand")))])
    ) -> ResultsHeader {
        ResultsHeader(
            tool: tool, scenario: "hand", scenarioDocument: document, seed: seed, replications: replications,
            horizonHours: 24, strategyLabels: labels, strategyNames: labels, sweep: sweep, notes: [])
    }

    /// Every row of `header`'s experiment, each from `metric(point, replication, label)`.
    public static func rows(_ header: ResultsHeader, _ metric: (Int, Int, String) -> RunMetrics) -> [ResultRow] {
        (0..<header.pointCount).flatMap { point in
            (0..<header.replications).flatMap { replication in
                header.strategyLabels.map {
                    ResultRow(
                        point: point, strategy: $0, replication: replication, metrics: metric(point, replication, $0))
                }
            }
        }
    }

    /// The results of `header` with rows from `metric`.
    public static func results(_ header: ResultsHeader, _ metric: (Int, Int, String) -> RunMetrics) -> ExperimentResults
    {
        ExperimentResults(header: header, rows: rows(header, metric))
    }
}
