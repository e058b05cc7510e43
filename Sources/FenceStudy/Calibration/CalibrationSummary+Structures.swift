import FenceExperiment
import FenceStats
import Foundation

extension HistoryMatching {
    /// Option `option` of the choice at design coordinate `coordinate`: its share under the last accepted
    /// wave's emulators (nil when no wave was accepted).
    func emulatedShare(_ outcome: HistoryMatchingOutcome, coordinate: Int, option: Int) -> ConfidenceInterval? {
        guard let share = outcome.waves.last(where: { $0.emulation?.share != nil })?.emulation?.share else {
            return nil
        }
        return share.options.first { $0.coordinate == coordinate && $0.option == option }?.share
    }

    /// Per observation, the 5, 50 and 95 % quantiles of `points`' means in the observation's own units (nil
    /// when none has a mean).
    func predictiveMeans(_ points: [MatchedPoint]) -> [[Double]?] {
        observations.indices.map { o in
            let means = points.compactMap { $0.means[o] }.filter(\.isFinite).sorted()
            guard !means.isEmpty else { return nil }
            let back: (Double) -> Double = observations[o].scale == .log ? { exp($0) } : { $0 }
            return [0.05, 0.5, 0.95].map { back(Self.quantile(means, $0)) }
        }
    }
}
