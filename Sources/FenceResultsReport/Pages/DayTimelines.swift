import FenceAnalysis
import FenceDevice
import FenceExperiment
import FenceFiles
import FencePlatform
import FenceReport
import FenceScenario
import FenceWorld

/// The report's one-day timelines: replication 0 of each strategy re-simulated from the scenario echoed in
/// the results (results files keep metrics, not timelines), or why that was not possible.
package struct DayTimelines {
    /// One timeline per strategy, with its figure name and caption.
    package var figures: [(name: String, caption: String, chart: DayTimeline)]
    /// Why there are no timelines (the scenario cannot be re-run here), if so.
    package var problem: String?

    /// Re-simulates `replication` of every strategy at its chosen point (else the first point), with the
    /// results' seed and the strategies of `registry`; relative file paths in the scenario resolve against
    /// `baseDirectory` (when the user did not give it, `scenarioDirectoryGiven` is false and a failure
    /// says how to).
    package static func simulate(
        results: ExperimentResults, analysis: SweepAnalysis, replication: Int = 0, registry: StrategyRegistry,
        baseDirectory: String, scenarioDirectoryGiven: Bool = true
    ) -> DayTimelines {
        var figures: [(name: String, caption: String, chart: DayTimeline)] = []
        if let problem = modelProblem(results.model) { return DayTimelines(figures: [], problem: problem) }
        do {
            var scenario = try Scenario(
                document: JSONNode(results.scenarioDocument), baseDirectory: baseDirectory, registry: registry)
            scenario.name = results.scenario
            scenario.run.seed = results.seed
            for (index, label) in results.strategyLabels.enumerated() {
                let point = analysis.best.first { $0.strategy == label }?.candidate?.point ?? 0
                let pointScenario = try scenario.applying(results.points[point].values)
                let runner = ReplicationRunner(scenario: pointScenario)
                let world = try runner.world(replication: replication)
                guard let entry = pointScenario.strategies.first(where: { $0.label == label }) else { continue }
                let record = try runner.record(entry, world: world, replication: replication, recordTimeline: true)
                let at = results.sweep.isEmpty ? "" : " at \(results.pointLabel(point, registry: registry))"
                let chart = timeline(
                    record, world: world, minimumDwellSeconds: pointScenario.metrics.minimumDwellSeconds,
                    windowHours: min(24, results.horizonHours),
                    title: "\(label)\(at): replication \(replication), first day")
                let motion =
                    chart.motion == nil
                    ? ""
                    : "the activity the classifier reported to the app (coloured) while activity updates ran (black "
                        + "bar), "
                let wake =
                    chart.wake == nil
                    ? ""
                    : "what woke the app (Doze's idle periods hatched grey, the app's wake lock green — cross-hatched "
                        + "where Doze ignored it — and a tick in each few minutes with a callback, below, or an alarm, "
                        + "above), "
                let caption =
                    "\(label)\(at), replication \(replication), re-simulated by FenceSim \(FenceSimVersion.current): "
                    + "battery level, when each positioning source was working, the share of each few minutes the CPU "
                    + "was awake (grey bar) and busy running code (black bar; a full bar is awake throughout), "
                    + wake + motion + "the true visits of at least "
                    + "\(Format.swept(pointScenario.metrics.minimumDwellSeconds)) s, and the entries (▲) and exits (▼) "
                    + "the strategy declared."
                figures.append(("day-\(index + 1)", caption, chart))
            }
        } catch {
            return DayTimelines(
                figures: [],
                problem: "the scenario echoed in the results cannot be re-run here: \(error)"
                    + (scenarioDirectoryGiven
                        ? ""
                        : " (relative paths resolved against the current directory; fix: pass --scenario-dir with "
                            + "the directory of the scenario file)"))
        }
        return DayTimelines(figures: figures, problem: nil)
    }

    /// Why this build must not re-simulate a day of results made by `model`, or nil when it made them: a
    /// day drawn by another model would not be a day of these results.
    package static func modelProblem(_ model: ModelIdentity?, current: ModelIdentity = .current) -> String? {
        guard model != current else { return nil }
        return "the results were made by \(model.map(\.description) ?? "a build that did not name its model"), and "
            + "this build is \(current), so a day it re-simulates would not be a day of these results (fix: write "
            + "the report with the build that made the results, or run the scenario again with this one)"
    }

    /// Maps one recorded run onto a day timeline of its first `windowHours`.
    package static func timeline(
        _ record: RunRecord, world: World, minimumDwellSeconds: Double, windowHours: Double, title: String
    ) -> DayTimeline {
        let names = Dictionary(world.fences.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let activity = record.timeline?.activity ?? []
        let lanes = SourceKind.allCases.map { kind in
            TimelineLane(
                label: laneNames[kind] ?? kind.rawValue,
                spans: activity.filter { $0.source == kind }.map {
                    HourSpan(startHour: $0.start.hours, endHour: $0.end.hours)
                })
        }
        let processorSpans = record.timeline?.processor ?? []
        let processor = ProcessorLane(
            awake: processorSpans.map { HourSpan(startHour: $0.start.hours, endHour: $0.end.hours) },
            busy: processorSpans.filter { $0.state == .busy }.map {
                HourSpan(startHour: $0.start.hours, endHour: $0.end.hours)
            })
        let battery = (record.timeline?.battery ?? []).map {
            BatterySample(hour: $0.time.hours, percent: min(100, max(0, 100 * $0.remainingFraction)))
        }
        let visits = world.groundTruth.visits.filter { $0.dwellSeconds >= minimumDwellSeconds }.map {
            TimelineVisit(
                label: world.fences[$0.fenceIndex].name,
                span: HourSpan(startHour: $0.enter.hours, endHour: $0.exit.hours))
        }
        let declared = record.detections.map {
            DeclaredEvent(
                hour: $0.time.hours, kind: $0.kind == .entered ? .entry : .exit, label: names[$0.fenceID] ?? $0.fenceID)
        }
        return DayTimeline(
            title: title,
            summary: "Battery level, positioning sources, CPU state, true visits and declared fence events.",
            window: HourSpan(startHour: 0, endHour: windowHours), sourceLanes: lanes, processor: processor,
            wake: wakeLane(record), motion: motionLane(record), battery: battery,
            batteryEmptyHour: record.batteryEmptyTime?.hours, visits: visits, declared: declared)
    }

    /// The motion lane of `record`: when activity updates ran and each reported activity until the next
    /// report or the end of the updates; nil when the run never sensed motion.
    package static func motionLane(_ record: RunRecord) -> MotionLane? {
        let updates = record.timeline?.activityUpdates ?? []
        guard !updates.isEmpty else { return nil }
        let reports = record.timeline?.activityReports ?? []
        var reported: [MotionLane.Reported] = []
        for (index, report) in reports.enumerated() {
            guard let running = updates.first(where: { $0.start <= report.time && report.time <= $0.end }) else {
                continue
            }
            let next = index + 1 < reports.count ? reports[index + 1].time : running.end
            reported.append(
                MotionLane.Reported(
                    label: report.activity.rawValue,
                    span: HourSpan(startHour: report.time.hours, endHour: min(next, running.end).hours)))
        }
        return MotionLane(
            updates: updates.map { HourSpan(startHour: $0.start.hours, endHour: $0.end.hours) }, reported: reported)
    }

    /// The wake lane of an Android `record`: its wake lock, Doze's idle periods, and the callbacks and
    /// alarms (the timeline's deliveries) that woke the app; nil under iOS.
    package static func wakeLane(_ record: RunRecord) -> WakeLane? {
        guard let wake = record.timeline?.wake else { return nil }
        let hours = { (spans: [WakeTimeline.TimeSpan]) in
            spans.map { HourSpan(startHour: $0.start.hours, endHour: $0.end.hours) }
        }
        let deliveries = record.timeline?.deliveries ?? []
        return WakeLane(
            wakeLockHeld: hours(wake.wakeLockHeld), wakeLockIgnored: hours(wake.wakeLockIgnored),
            dozeIdle: hours(wake.dozeIdle),
            callbackHours: deliveries.filter { $0.service != .timer }.map(\.time.hours),
            alarmHours: deliveries.filter { $0.service == .timer }.map(\.time.hours))
    }

    /// Lane labels of the positioning sources.
    package static let laneNames: [SourceKind: String] = [.cell: "Cell", .gps: "GPS", .agps: "A-GPS", .wifi: "Wi-Fi"]
}

extension ResultsReport {
    /// The one-day section: a timeline per strategy, or why there is none.
    package func addTimelines(to report: inout ReportDocument) {
        report.addHeading("One day")
        if let problem = timelines.problem {
            report.addParagraph("No one-day timeline: \(problem).")
        }
        for figure in timelines.figures {
            report.addFigure(figure.chart, name: figure.name, caption: figure.caption)
        }
    }
}
