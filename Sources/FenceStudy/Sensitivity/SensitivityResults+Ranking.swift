import FenceExperiment
import FenceStats

extension SensitivityResults {
    /// The `count` parameters this Morris screening ranked highest over `metrics` (names of its metrics; nil
    /// for all of them), the metrics taking turns (``MorrisRanking``): a Sobol study of "the parameters
    /// Morris ranked highest".
    public func morrisTop(_ count: Int, metrics names: [String]? = nil) throws(AnalysisError) -> [String] {
        guard header.method == .morris else {
            throw AnalysisError.sensitivity(
                "the ranking file holds \(header.method.rawValue) results, not a Morris screening",
                fix: "give the results.json of `fencesim sensitivity --method morris`")
        }
        guard count >= 1, count <= header.parameters.count else {
            throw AnalysisError.sensitivity(
                "top \(count) of the \(header.parameters.count) parameters of the Morris screening",
                fix: "ask for 1 to \(header.parameters.count) parameters")
        }
        var rankings: [[String]] = []
        for name in names ?? header.metrics.map(\.name) {
            guard let effects = estimates.first(where: { $0.metric == name })?.morris else {
                throw AnalysisError.sensitivity(
                    "the Morris screening has no metric '\(name)'",
                    fix: "rank by its metrics: " + header.metrics.map(\.name).joined(separator: ", "))
            }
            rankings.append(MorrisRanking.ranked(effects))
        }
        let chosen = MorrisRanking.inTurn(rankings, count: count)
        guard chosen.count == count else {
            throw AnalysisError.sensitivity(
                "only \(chosen.count) parameters have an effect on the metrics ranked by, not \(count)",
                fix: "ask for at most \(chosen.count), or rank by more metrics")
        }
        return chosen
    }
}
