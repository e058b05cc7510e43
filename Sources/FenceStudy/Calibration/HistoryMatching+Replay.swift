import FenceExperiment
import Foundation

extension HistoryMatching {
    /// The first wave with a point whose outputs `known` lacks (keys ``HistoryMatchingSettings/key(wave:index:)``),
    /// when the waves known so far do not finish the matching.
    public struct PendingWave: Sendable, Equatable {
        /// The wave (from 1).
        public var wave: Int
        /// Its points in the unit cube, in order (index i is the wave's point i).
        public var units: [[Double]]
    }

    /// A point `known` lacks, met while replaying the waves.
    private struct Missing: Error { var wave: Int }

    /// The matching run on `known` points' outputs alone, each wave's design given to `designed`; throws at the
    /// first point it lacks.
    private func replay(
        known: [Int: [[Double]]], designed: ((Int, [[Double]]) -> Void)? = nil
    ) throws(Missing) -> HistoryMatchingOutcome {
        let count = observations.count
        return try run(threads: 1, designed: designed) {
            (wave: Int, index: Int, _: [Double]) throws(Missing) -> [[Double]] in
            guard let outputs = known[settings.key(wave: wave, index: index)], outputs.count == count else {
                throw Missing(wave: wave)
            }
            return outputs
        }
    }

    /// The matching replayed from `known` points' outputs alone: its outcome when they finish it (every wave
    /// run or stopped), nil when a point is missing. The outcome is the one a single process computes, since a
    /// point is a pure function of the seed and the points before its wave.
    public func replayed(known: [Int: [[Double]]]) -> HistoryMatchingOutcome? { try? replay(known: known) }

    /// The first wave with a point `known` lacks, and its design; nil when `known` finishes the matching.
    public func pendingWave(known: [Int: [[Double]]]) -> PendingWave? {
        var designs: [Int: [[Double]]] = [:]
        do {
            _ = try replay(known: known) { designs[$0] = $1 }
            return nil
        } catch {
            // The waves before the missing one were all known, and its design was made from them.
            return PendingWave(wave: error.wave, units: designs[error.wave] ?? [])
        }
    }
}

extension HistoryMatchingSettings {
    /// The number of point `index` of wave `wave` across waves (wave 1's points first): the key of known points.
    public func key(wave: Int, index: Int) -> Int { (wave - 1) * pointsPerWave + index }
}
