import FenceDevice
import FenceKernel
import FencePlatform
import FenceScenario
import FenceStats
import FenceWorld

extension RunMetrics {
    /// Scores `record` against the exact ground truth of `world`.
    ///
    /// - A true visit counts when its dwell is at least `minimumDwellSeconds` and it began while the run
    ///   went on (visits after the battery died are not counted: battery life is its own metric). A
    ///   visit already in progress when the run starts has no entry to detect: it counts for exits only.
    /// - It is detected when the strategy declared an entry of that fence between
    ///   `earlyToleranceSeconds` before the true entry and the true exit (or the entry deadline, if
    ///   sooner). Latency = first such declaration − true entry, at least 0.
    /// - An exit is detected when an exit of that fence is declared between `earlyToleranceSeconds`
    ///   before and `exitDeadlineSeconds` after the true exit.
    /// - A false entry is an entry declaration outside every true visit of that fence (of any dwell),
    ///   widened by `earlyToleranceSeconds` on both sides. A false exit is an exit declaration outside
    ///   every true exit's window (`earlyToleranceSeconds` before to `exitDeadlineSeconds` after).
    /// - Notification spam is counted in ``FlappingCounts``: true transitions, and first entries per visit.
    /// - Fix error: per source, the record's median fix error (``FixErrorMedians``), nil without a fix.
    public init(record: RunRecord, world: World, parameters: MetricParameters) {
        let start = record.startTime
        let end = record.endTime
        let early = SimTime.seconds(parameters.earlyToleranceSeconds)
        var entriesByFence: [String: [SimTime]] = [:]
        var exitsByFence: [String: [SimTime]] = [:]
        for detection in record.detections {
            switch detection.kind {
            case .entered: entriesByFence[detection.fenceID, default: []].append(detection.time)
            case .exited: exitsByFence[detection.fenceID, default: []].append(detection.time)
            }
        }
        var visits = 0, detected = 0, exitVisits = 0, exitsDetected = 0
        var latencies: [Double] = []
        for visit in world.groundTruth.visits {
            let fenceID = world.fences[visit.fenceIndex].id
            guard visit.enter < end, visit.exit > start, visit.dwellSeconds >= parameters.minimumDwellSeconds
            else { continue }
            if visit.enter >= start && !visit.startsInside {
                visits += 1
                var deadline = visit.exit
                if let seconds = parameters.entryDeadlineSeconds {
                    deadline = min(deadline, visit.enter + .seconds(seconds))
                }
                let entries = entriesByFence[fenceID] ?? []
                if let first = entries.first(where: { $0 >= visit.enter - early && $0 <= deadline }) {
                    detected += 1
                    latencies.append(max(0, (first - visit.enter).seconds))
                }
            }
            guard !visit.endsInside, visit.exit < end else { continue }
            exitVisits += 1
            let exitWindow = TruthWindows.exitWindow(of: visit, parameters: parameters)
            if (exitsByFence[fenceID] ?? []).contains(where: exitWindow.contains) {
                exitsDetected += 1
            }
        }
        let truth = TruthWindows(world: world, parameters: parameters)
        let entriesDeclared = record.detections.count { $0.kind == .entered }
        let exitsDeclared = record.detections.count - entriesDeclared
        let falseEntries = record.detections.count {
            $0.kind == .entered && !truth.isTrue(.entered, fenceID: $0.fenceID, at: $0.time)
        }
        let falseExits = record.detections.count {
            $0.kind == .exited && !truth.isTrue(.exited, fenceID: $0.fenceID, at: $0.time)
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
        flapping = FlappingCounts(detections: record.detections, world: world, truth: truth, start: start, end: end)
        gpsFixErrorMedianMeters = record.fixErrorMedians.gpsMeters
        wifiFixErrorMedianMeters = record.fixErrorMedians.wifiMeters
        cellFixErrorMedianMeters = record.fixErrorMedians.cellMeters
    }
}
