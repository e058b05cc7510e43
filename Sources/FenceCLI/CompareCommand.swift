import FenceAnalysis
import FenceExperiment
import FenceResultsReport

/// `fencesim compare BASE NEW [--tolerance METRIC=VALUE[%]]…`: a Markdown table (for a CI job summary
/// or a pull-request comment) of every metric's change from BASE to NEW with its interval and p-value.
/// Exit status 1 when a change is significant and beyond tolerance in the bad direction, 0 otherwise,
/// 2 when the files cannot be compared (their differences in shape are listed).
struct CompareCommand {
    static let usage = "fencesim compare BASE NEW [--tolerance METRIC=VALUE[%]]…"

    static let valued: Set<String> = ["--tolerance"]

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard arguments.positional.count == 2 else {
            throw UsageError("compare takes two results files, BASE and NEW\nusage: \(usage)")
        }
        var tolerances: [Tolerance] = []
        for text in arguments.values("--tolerance") { tolerances.append(try Tolerance(parsing: text)) }
        let (basePath, newPath) = (arguments.positional[0], arguments.positional[1])
        let base = try ExperimentResults.read(path: basePath)
        let new = try ExperimentResults.read(path: newPath)
        let comparison = try ResultsComparison(base: base, new: new, tolerances: tolerances)
        print(ComparisonMarkdown.render(comparison, base: base, new: new, basePath: basePath, newPath: newPath))
        return comparison.regressions.isEmpty ? .ok : .regression
    }
}
