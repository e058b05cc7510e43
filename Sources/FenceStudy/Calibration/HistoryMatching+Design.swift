import FenceExperiment
import FenceStats
import Foundation

extension HistoryMatching {
    /// The Sobol sequence's points from `start` on (skipping first the seed's offset, so different seeds
    /// give different designs): wave 1's design.
    func sequence(count: Int, start: Int) -> [[Double]] {
        let offset = Int(settings.seed % 4_096)
        // The dimension count was checked when the settings were made (at most 40).
        return
            (try? QuasiRandomSequence.sobol.points(
                count: count, dimensions: parameters.count, skipping: offset + start)) ?? []
    }
}

extension HistoryMatchingSettings {
    /// The seed of wave `wave`'s design (the shift of its candidates' Sobol sequence): the design seed and the
    /// wave mixed by SplitMix64's increment, so waves and seeds give unrelated shifts.
    func designSeed(wave: Int) -> UInt64 { seed ^ (UInt64(wave) &* 0x9E37_79B9_7F4A_7C15) }
}
