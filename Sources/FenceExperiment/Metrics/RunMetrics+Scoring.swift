import FenceDevice
import FenceKernel
import FencePlatform
import FenceScenario
import FenceStats
import FenceWorld

extension RunMetrics {
    /// Scores `record` against the exact ground truth of `world`.
    ///
    /// - Visits, their detection and latency: ``VisitOutcome/score(_:world:parameters:horizon:)`` (a true visit
    ///   counts when its dwell is at least `minimumDwellSeconds` and it began while the run went on — visits
    ///   after the battery died are not counted, battery life is its own metric; a visit already in progress
    ///   when the run starts counts for exits only).
    /// - A false entry is an entry declaration outside every true visit of that fence (of any dwell),
    ///   widened by `earlyToleranceSeconds` on both sides. A false exit is an exit declaration outside
    ///   every true exit's window (`earlyToleranceSeconds` before to `exitDeadlineSeconds` after).
    /// - Notification spam is counted in ``FlappingCounts``: true transitions, and first entries per visit.
    /// - Fix error: per source, the record's median fix error (``FixErrorMedians``), nil without a fix.
    public init(record: RunRecord, world: World, parameters: MetricParameters) {
        let start = record.startTime
        let end = record.endTime
        let truth = TruthWindows(world: world, parameters: parameters)
        let fences = truth.fences.indices(of: record.detections)
        let outcomes = VisitOutcome.score(record, fences: fences, world: world, parameters: parameters)
        let counted = outcomes.filter { $0.exclusion == nil }
        let visits = counted.count, detected = counted.count(where: \.entryDetected)
        let latencies = counted.compactMap(\.entryLatencySeconds)
        let exitVisits = outcomes.count(where: \.exitCounted), exitsDetected = outcomes.count(where: \.exitDetected)
        let entriesDeclared = record.detections.count { $0.kind == .entered }
        let exitsDeclared = record.detections.count - entriesDeclared
        var falseEntries = 0, falseExits = 0
        for (detection, fence) in zip(record.detections, fences)
        where !truth.isTrue(detection.kind, fence: fence, at: detection.time) {
            if detection.kind == .entered { falseEntries += 1 } else { falseExits += 1 }
        }
        let summary = try? Summary(latencies)
        self.init(
            batteryLifeHours: record.batteryLifeHours, batteryLifeExtrapolated: record.batteryLifeIsExtrapolated,
            meanCurrentMilliamps: record.meanCurrentMilliamps,
            chargeByComponentMilliampHours: record.chargeByComponentMilliampHours, simulatedHours: (end - start).hours,
            visits: visits, entriesDetected: detected, exitVisits: exitVisits, exitsDetected: exitsDetected,
            entriesDeclared: entriesDeclared, falseEntries: falseEntries, exitsDeclared: exitsDeclared,
            falseExits: falseExits,
            entryLatencyMedianSeconds: summary?.median, entryLatencyP90Seconds: summary?.quantile(0.9),
            entryLatenciesSeconds: latencies,
            fixesBySource: record.sourceStatistics.mapValues(\.fixes),
            onTimeSecondsBySource: record.sourceStatistics.mapValues(\.onTimeSeconds),
            standardDeliveries: record.standardDeliveries,
            significantChangeDeliveries: record.significantChangeDeliveries,
            regionEvents: record.regionEvents, failure: record.failure)
        flapping = FlappingCounts(
            detections: record.detections, fences: fences, world: world, truth: truth, start: start, end: end)
        gpsFixErrorMedianMeters = record.fixErrorMedians.gpsMeters
        wifiFixErrorMedianMeters = record.fixErrorMedians.wifiMeters
        cellFixErrorMedianMeters = record.fixErrorMedians.cellMeters
    }
}
