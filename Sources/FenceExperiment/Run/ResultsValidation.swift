import FenceFiles
import FenceScenario

/// The consistency a results or part file must have before `merge`, `compare` or `report`
/// compute with it: well-typed JSON is not enough (a hand-edited or damaged file can hold a row of
/// point 7 in a one-point run, zero replications or a shard 0/0, and arithmetic on those traps).
package enum ResultsValidation {
    /// No value FenceSim writes outside the scenario echo and the seed comes near this magnitude
    /// (hours, mA, mAh, seconds, counts); beyond it a number is damage, and could overflow later arithmetic.
    static let largestMagnitude = 1e15

    /// Work items (points × replications) a file may describe at most.
    static let maximumWorkItems = 1 << 32

    /// Every number outside `scenarioDocument` and `seed` is at most ``largestMagnitude`` in magnitude.
    package static func checkMagnitudes(_ node: JSONNode, at path: JSONPath = JSONPath()) throws(ResultsFileProblem) {
        switch node.value {
        case .number(let value, let text) where abs(value) > largestMagnitude:
            throw ResultsFileProblem(
                path: path.description, message: "\(text) is beyond any value FenceSim writes (±1e15)",
                fix: "the file is damaged or hand-edited; re-run the experiment")
        case .array(let items):
            for (index, item) in items.enumerated() { try checkMagnitudes(item, at: path.appending(index: index)) }
        case .object(let members):
            for member in members where !["scenarioDocument", "seed"].contains(member.key) {
                try checkMagnitudes(member.node, at: path.appending(member.key))
            }
        default:
            return
        }
    }

    /// The number of work items of `replications` on the grid `sweep`, when both are sound.
    package static func workCount(
        replications: Int, horizonHours: Double, labels: [String], sweep: [SweepDimension], prefix: String
    ) throws(ResultsFileProblem) -> (points: Int, work: Int) {
        func fail(_ field: String, _ message: String) -> ResultsFileProblem {
            ResultsFileProblem(
                path: prefix + field, message: message, fix: "the file is damaged or hand-edited; re-run the experiment"
            )
        }
        guard replications >= 1 else { throw fail("replications", "is \(replications), expected at least 1") }
        guard horizonHours.isFinite && horizonHours > 0 else {
            throw fail("horizonHours", "is \(horizonHours), expected a positive number of hours")
        }
        guard !labels.isEmpty else { throw fail("strategyLabels", "is empty, expected at least one strategy") }
        guard Set(labels).count == labels.count else { throw fail("strategyLabels", "has a label twice") }
        guard Set(sweep.map(\.path)).count == sweep.count else { throw fail("sweep", "names a parameter twice") }
        var points = 1
        for (index, dimension) in sweep.enumerated() {
            guard !dimension.values.isEmpty else { throw fail("sweep[\(index)].values", "is empty") }
            let (product, overflow) = points.multipliedReportingOverflow(by: dimension.values.count)
            guard !overflow, product <= maximumWorkItems else { throw fail("sweep", "has too many points") }
            points = product
        }
        let (work, overflow) = points.multipliedReportingOverflow(by: replications)
        guard !overflow, work <= maximumWorkItems else {
            throw fail("replications", "\(replications) replications × \(points) points is too many work items")
        }
        return (points, work)
    }

    /// Each row belongs to a point, replication and strategy of the run, once.
    package static func checkRows(
        _ rows: [ResultRow], points: Int, replications: Int, labels: [String], prefix: String
    ) throws(ResultsFileProblem) {
        let known = Set(labels)
        var seen = Set<String>()
        for (index, row) in rows.enumerated() {
            let path = "\(prefix)rows[\(index)]"
            let problem: String? =
                !(0..<points).contains(row.point)
                ? "point \(row.point) is not one of the \(points) sweep points"
                : !(0..<replications).contains(row.replication)
                    ? "replication \(row.replication) is not one of the \(replications) replications"
                    : !known.contains(row.strategy)
                        ? "strategy \"\(row.strategy.prefix(40))\" is not in strategyLabels"
                        : !seen.insert("\(row.point)|\(row.replication)|\(row.strategy)").inserted
                            ? "repeats point \(row.point), replication \(row.replication), \(row.strategy)" : nil
            if let problem {
                throw ResultsFileProblem(
                    path: path, message: problem, fix: "the file is damaged or hand-edited; re-run the experiment")
            }
        }
    }
}

extension ExperimentResults {
    /// Checks that the grid, points and rows fit together (see ``ResultsValidation``).
    func checkConsistency() throws(ResultsFileProblem) {
        let (points, work) = try ResultsValidation.workCount(
            replications: header.replications, horizonHours: header.horizonHours, labels: header.strategyLabels,
            sweep: header.sweep, prefix: "")
        let damaged = "the file is damaged or hand-edited; re-run the experiment"
        guard self.points.count == points else {
            throw ResultsFileProblem(
                path: "points", message: "has \(self.points.count) points, but the sweep has \(points)", fix: damaged)
        }
        let paths = Set(header.sweep.map(\.path))
        for (index, point) in self.points.enumerated() {
            let problem: String? =
                point.index != index
                ? "has index \(point.index)"
                : Set(point.values.keys) != paths
                    ? "does not give a value for exactly the swept parameters"
                    : point.strategies.map(\.label) != header.strategyLabels
                        ? "does not list the strategies in order" : nil
            if let problem { throw ResultsFileProblem(path: "points[\(index)]", message: problem, fix: damaged) }
        }
        try ResultsValidation.checkTrackImports(
            self.points.map(\.trackImport), prefix: "points[", suffix: "].trackImport")
        let (expected, overflow) = work.multipliedReportingOverflow(by: header.strategyLabels.count)
        guard !overflow, rows.count == expected else {
            throw ResultsFileProblem(
                path: "rows",
                message: "has \(rows.count) rows, but \(points) points × \(header.replications) replications × "
                    + "\(header.strategyLabels.count) strategies need one each", fix: damaged)
        }
        try ResultsValidation.checkRows(
            rows, points: points, replications: header.replications, labels: header.strategyLabels, prefix: "")
    }
}
