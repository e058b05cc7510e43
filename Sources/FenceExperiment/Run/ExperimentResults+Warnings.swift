import FenceFiles
import FenceKernel
import FenceScenario
import Foundation

extension ExperimentResults {
    /// How much the strategies' mean scored hours at one point may differ, as a share of the longest, before the
    /// point is said to score them over different spans (a recorded track's end or the horizon end every phone
    /// alike; only a battery that runs empty ends one early).
    static let unequalSpanShare = 0.01

    /// The warnings the rows of an experiment show, point by point: strategies that counted no visit (with why,
    /// from the rows' details when they kept their visits), and strategies scored over different spans of time.
    static func scoringWarnings(header: ResultsHeader, points: [PointResult], rows: [ResultRow]) -> [ScoringWarning] {
        let byPoint = Dictionary(grouping: rows, by: \.point)
        var warnings: [ScoringWarning] = []
        for point in points {
            let pointRows = byPoint[point.index] ?? []
            warnings += noCountedVisits(header: header, point: point, rows: pointRows)
            if let unequal = unequalSpans(header: header, point: point, rows: pointRows) { warnings.append(unequal) }
        }
        return warnings
    }

    /// The strategies at `point` whose runs counted no visit at all: one warning for the scenario when every
    /// strategy counted none for the same reasons, else one per such strategy. None when the runs kept their visits
    /// and no run had a true visit at all: the world has no fence (nothing asked of recall), or none is reached,
    /// which the scenario's own warnings name fence by fence.
    static func noCountedVisits(header: ResultsHeader, point: PointResult, rows: [ResultRow]) -> [ScoringWarning] {
        let labels = header.strategyLabels
        let runs = Dictionary(grouping: rows, by: \.strategy)
        let empty = labels.enumerated().filter { _, label in (runs[label] ?? []).allSatisfy { $0.metrics.visits == 0 } }
        guard !empty.isEmpty else { return [] }
        let tallies = empty.map { _, label in tally(runs[label] ?? []) }
        if empty.count == labels.count, tallies.allSatisfy({ $0?.excluded.isEmpty == true }) { return [] }
        let minimum = minimumDwellSeconds(header: header, point: point)
        let track = point.trackImport?.file
        let at = header.sweep.isEmpty ? nil : point.index
        let replications = "in \(header.replications) replication\(header.replications == 1 ? "" : "s")"
        func warning(_ subject: String, _ tally: VisitTally?) -> ScoringWarning {
            guard let tally else {
                return ScoringWarning(
                    .noCountedVisits, path: "",
                    message: "\(subject) \(replications), so entry recall is undefined ('–')",
                    fix:
                        "run this scenario (point) with fencesim run: its visits.csv lists every true visit and why it "
                        + "did not count", point: at)
            }
            let (path, text, fix) = Scenario.exclusionSummary(
                tally.excluded, longestShortSeconds: tally.longestShortSeconds, minimumDwellSeconds: minimum,
                track: track)
            return ScoringWarning(
                .noCountedVisits, path: path,
                message: "\(subject) \(replications), so entry recall is undefined ('–'); of the true visits: \(text)",
                fix: fix, point: at)
        }
        if empty.count == labels.count, Set(tallies.map { $0.map(\.excluded) }).count == 1 {
            let subject = labels.count == 1 ? "strategy '\(labels[0])' counted no visit" : "no strategy counted a visit"
            return [warning(subject, tallies[0])]
        }
        return zip(empty, tallies).map { entry, tally in
            warning("strategy '\(entry.element)' (strategies[\(entry.offset)]) counted no visit", tally)
        }
    }

    /// How a strategy's true visits failed to count, over its runs (nil when a run did not keep its visits).
    struct VisitTally {
        var excluded: [VisitExclusion: Int] = [:]
        var longestShortSeconds = 0.0
    }

    /// The tally of `runs`' visits (nil when one of them kept no detail).
    static func tally(_ runs: [ResultRow]) -> VisitTally? {
        var tally = VisitTally()
        for run in runs {
            guard let detail = run.detail else { return nil }
            for visit in detail.visits {
                guard let reason = visit.exclusion else { continue }
                tally.excluded[reason, default: 0] += 1
                if reason == .shortDwell || reason == .cutShortByTrackEnd {
                    tally.longestShortSeconds = max(tally.longestShortSeconds, (visit.exit - visit.enter).seconds)
                }
            }
        }
        return tally
    }

    /// The minimum dwell at `point`: swept, else as the echoed scenario writes it, else the default.
    static func minimumDwellSeconds(header: ResultsHeader, point: PointResult) -> Double {
        let path = "metrics.minimumDwellSeconds"
        if let swept = point.values[path] { return swept }
        if case .number(let value, _)? = header.scenarioDocument["metrics"]?.value["minimumDwellSeconds"]?.value {
            return value
        }
        return MetricParameters().minimumDwellSeconds
    }

    /// A warning when the strategies at `point` were scored over spans whose means differ by more than
    /// ``unequalSpanShare`` of the longest: each strategy's mean scored hours, visits counted and runs that ran empty.
    static func unequalSpans(header: ResultsHeader, point: PointResult, rows: [ResultRow]) -> ScoringWarning? {
        let labels = header.strategyLabels
        guard labels.count > 1 else { return nil }
        let runs = Dictionary(grouping: rows, by: \.strategy)
        let spans = labels.map { label -> Double in
            let hours = (runs[label] ?? []).map(\.metrics.simulatedHours)
            return hours.isEmpty ? 0 : hours.reduce(0, +) / Double(hours.count)
        }
        guard let longest = spans.max(), let shortest = spans.min(), longest - shortest > unequalSpanShare * longest
        else { return nil }
        let parts = zip(labels, spans).map { label, hours in
            let strategyRuns = runs[label] ?? []
            let visits = strategyRuns.reduce(0) { $0 + $1.metrics.visits }
            let empty = strategyRuns.count { !$0.metrics.batteryLifeExtrapolated }
            return "\(label) " + String(format: "%.1f h", hours)
                + " (\(visits) visits counted; battery empty in \(empty) of \(strategyRuns.count) runs)"
        }
        return ScoringWarning(
            .unequalSpans, path: "run",
            message: "the strategies are scored over different spans of time: " + parts.joined(separator: ", ")
                + "; a strategy whose battery runs empty sooner is scored on fewer visits and hours, so its recall, "
                + "exit recall and rates per day cover other days than the others'",
            fix: "score every strategy over the same days with the phone charged daily (run.chargeDaily true, without "
                + "run.untilEmpty), or compare these strategies on battery life alone",
            point: header.sweep.isEmpty ? nil : point.index)
    }
}
