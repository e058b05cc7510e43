import FenceAnalysis
import FenceExperiment
import FenceResultsReport

/// `fencesim compare BASE NEW` with the options declared in ``options``: a Markdown table (for a
/// CI job summary or a pull-request comment) of every metric's change from BASE to NEW with its interval and
/// p-value. `FILE#point=K` takes sweep point K (its `points[].index`) of a sweep's results as a run, so a
/// sweep point can be compared with a run or with another sweep's point. Exit status 1 when a change is
/// significant and beyond tolerance in the bad direction or a metric became undefined, 0 otherwise, 2 when
/// the files cannot be compared: their shapes differ, or their scenarios differ beyond seed and replications
/// and `--allow-different` is not given (with it, the differences are listed above the table).
struct CompareCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--tolerance", value: "METRIC=VALUE[%]",
            meaning:
                "a change of METRIC no larger than VALUE, or VALUE % of the base, is not a regression even when "
                + "significant; METRIC is one of "
                + MetricCatalogue.standard.with(.compared).map(\.name).joined(separator: ", "),
            defaultValue: "none: every significant change in the bad direction is one",
            example: "--tolerance batteryLifeHours=2%", repeatable: true),
        CommandOption(
            flag: "--allow-different", value: nil,
            meaning:
                "compare results whose scenarios differ beyond run.seed and run.replications, listing the differences "
                + "above the table",
            defaultValue: nil, example: "--allow-different"),
    ]
    static let usage = options.usage("fencesim compare BASE[#point=K] NEW[#point=K]")

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard arguments.positional.count == 2 else {
            throw UsageError("compare takes two results files, BASE and NEW\nusage: \(usage)")
        }
        var tolerances: [Tolerance] = []
        for text in arguments.values("--tolerance") { tolerances.append(try Tolerance(parsing: text)) }
        let (basePath, newPath) = (arguments.positional[0], arguments.positional[1])
        let base = try read(basePath)
        let new = try read(newPath)
        let comparison: ResultsComparison
        do {
            comparison = try ResultsComparison(
                base: base, new: new, tolerances: tolerances, allowDifferent: arguments.flag("--allow-different"))
        } catch {
            throw refusal(error, basePath: basePath, newPath: newPath)
        }
        print(ComparisonMarkdown.render(comparison, base: base, new: new, basePath: basePath, newPath: newPath))
        return comparison.regressions.isEmpty ? .ok : .regression
    }

    /// The results `argument` names: a results file, or `FILE#point=K` for sweep point K of one.
    static func read(_ argument: String) throws -> ExperimentResults {
        guard let mark = argument.lastIndex(of: "#") else { return try ExperimentResults.read(path: argument) }
        let path = String(argument[..<mark])
        let selector = argument[argument.index(after: mark)...]
        guard selector.hasPrefix("point="), let index = Int(selector.dropFirst(6)), index >= 0 else {
            throw UsageError(
                "compare: \(argument): expected FILE#point=K with K a sweep point's index, e.g. "
                    + "reports/outer-radius-sweep/results.json#point=1 (fix: write #point= and the index of "
                    + "points[] in the file)")
        }
        do {
            return try ExperimentResults.read(path: path).point(index)
        } catch let error as ComparisonError {
            throw UsageError(
                "compare: \(argument): " + error.problems.joined(separator: "; ")
                    + " (fix: give an index of the file's points, e.g. \(path)#point=0)")
        }
    }

    /// The exit-2 message for a comparison that cannot be made: the files, what differs, an example, the fix.
    static func refusal(_ error: ComparisonError, basePath: String, newPath: String) -> UsageError {
        let listed = error.problems.filter { $0 != ResultsComparison.scenariosDifferHeading }
        if error.problems.first == ResultsComparison.scenariosDifferHeading {
            return UsageError(
                "compare: \(basePath) and \(newPath): \(ResultsComparison.scenariosDifferHeading):\n"
                    + listed.map { "  - \($0)" }.joined(separator: "\n")
                    + "\nA comparison of different scenarios says nothing about a change of the code: "
                    + "e.g. fencesim run scenarios/paper-2012.json --replications 20 --out new, then fencesim compare "
                    + "reports/ci-baseline/results.json new/results.json.\n"
                    + "fix: compare runs of one scenario (seed and replications may differ), or give --allow-different "
                    + "to compare them anyway (the differences are listed above the table)")
        }
        return UsageError(
            "compare: \(basePath) and \(newPath) differ in shape: " + listed.joined(separator: "; ")
                + "\nfix: compare results of the same sweep and strategies, or one sweep point with a run "
                + "(FILE#point=K, e.g. \(basePath.split(separator: "#").first ?? "")#point=0)")
    }
}
