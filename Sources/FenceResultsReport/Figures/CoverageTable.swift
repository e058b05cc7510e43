import FenceFiles
import FenceReport

/// The table kind `coverage STUDY BASELINE` of ``FigureMarker``: one row per kind of interval of a coverage study
/// (`fencesim coverage`'s `coverage.json`) that has a coverage, beside the same kind in BASELINE (the same study
/// made by other estimators): how many intervals the kind has, the baseline's and the study's coverage pooled
/// over them with the lowest in brackets, and the mean ratio of each interval's mean width to the baseline's.
enum CoverageTable {
    /// The table's lines for `marker`.
    static func lines(_ marker: FigureMarker, sources: FigureSources) throws(FigureProblem) -> [String] {
        guard marker.arguments.count == 2 else {
            throw FigureProblem(
                "coverage takes two files", expected: marker.kind.synopsis, example: marker.kind.example,
                fix: "give the study's coverage.json, then its baseline's")
        }
        let study = try kinds(marker.arguments[0], sources: sources)
        let baseline = try kinds(marker.arguments[1], sources: sources)
        var rows = [
            "| interval | intervals | before: mean (lowest) | after: mean (lowest) | width / before |",
            "|---|---:|---:|---:|---:|",
        ]
        for kind in study {
            guard let name = kind["name"]?.string, let after = pooled(kind) else { continue }
            let before = baseline.first { $0["name"]?.string == name }.flatMap(pooled) ?? "–"
            let intervals = kind["intervals"]?.number.map { "\(Int($0))" } ?? "–"
            let width = kind["widthRatio"]?.number.map { NumberText.fixed($0, decimals: 2) } ?? "–"
            rows.append("| \(label(name)) | \(intervals) | \(before) | \(after) | \(width) |")
        }
        return rows
    }

    /// The `kinds` array of the coverage study at `path`.
    static func kinds(_ path: String, sources: FigureSources) throws(FigureProblem) -> [JSONNode] {
        guard let kinds = try sources.document(path)["kinds"]?.array else {
            throw FigureProblem(
                "\(path) has no kinds of interval", expected: "a coverage study (fencesim coverage's coverage.json)",
                example: FigureMarker.Kind.coverage.example, fix: "name the study's coverage.json or baseline.json")
        }
        return kinds
    }

    /// A kind's name without the path every run's interval shares ("batteryLifeHours", "analysis: crossings").
    static func label(_ name: String) -> String {
        let runPrefix = "results.json: points.strategies."
        if name.hasPrefix(runPrefix) { return String(name.dropFirst(runPrefix.count)) }
        return name.replacingOccurrences(of: ".json: ", with: ": ")
    }

    /// "0.958 (0.955)": the kind's pooled coverage and its lowest interval's; nil for a kind without a coverage.
    static func pooled(_ kind: JSONNode) -> String? {
        guard let coverage = kind["coverage"]?.number else { return nil }
        let lowest = kind["lowestCoverage"]?.number ?? coverage
        return "\(NumberText.fixed(coverage, decimals: 3)) (\(NumberText.fixed(lowest, decimals: 3)))"
    }
}
