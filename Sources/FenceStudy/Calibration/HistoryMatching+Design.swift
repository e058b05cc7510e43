import FenceExperiment
import FenceStats
import Foundation

extension HistoryMatching {
    /// A wave's points in the unit cube: the first `accepted` from rejection, the rest proposals.
    struct WaveDesign {
        var units: [[Double]]
        var accepted: Int
        var poolSize: Int
    }

    /// The Sobol sequence's points from `start` on (skipping first the seed's offset, so different seeds
    /// give different designs).
    func sequence(count: Int, start: Int) -> [[Double]] {
        let offset = Int(settings.seed % 4_096)
        // The dimension count was checked when the settings were made (at most 40).
        return
            (try? QuasiRandomSequence.sobol.points(
                count: count, dimensions: parameters.count, skipping: offset + start)) ?? []
    }

    /// Wave `wave`'s design given the points evaluated so far.
    func designWave(_ wave: Int, evaluated: [MatchedPoint]) -> WaveDesign {
        let count = settings.pointsPerWave
        if wave == 1 { return WaveDesign(units: sequence(count: count, start: 0), accepted: count, poolSize: count) }
        let survivors = evaluated.filter(\.survives)
        guard !survivors.isEmpty else { return WaveDesign(units: [], accepted: 0, poolSize: 0) }
        let poolSize = count * settings.poolFactor
        let pool = sequence(count: poolSize, start: count + (wave - 2) * poolSize)
        var units: [[Double]] = []
        for candidate in pool where units.count < count {
            if nearest(candidate, among: evaluated)?.survives == true { units.append(candidate) }
        }
        let accepted = units.count
        let spread = (0..<parameters.count).map { coordinate in
            let values = survivors.map { $0.unit[coordinate] }
            let mean = values.reduce(0, +) / Double(values.count)
            let sd = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
            return max(sd, 0.02)
        }
        var proposal = 0
        while units.count < count {
            let origin = survivors[proposal % survivors.count]
            let stream = RandomStream(
                masterSeed: settings.seed, replication: UInt64(wave), name: "calibration.proposal.\(proposal)")
            units.append(
                parameters.indices.map { coordinate in
                    if parameters[coordinate].isCategorical {
                        return stream.uniform() < 0.2 ? stream.uniform() : origin.unit[coordinate]
                    }
                    return Self.reflect(origin.unit[coordinate] + stream.normal(mean: 0, sd: spread[coordinate]))
                })
            proposal += 1
        }
        return WaveDesign(units: units, accepted: accepted, poolSize: poolSize)
    }

    /// `u` folded into [0, 1] by reflection at the ends.
    static func reflect(_ u: Double) -> Double {
        var value = u.truncatingRemainder(dividingBy: 2)
        if value < 0 { value += 2 }
        return value > 1 ? 2 - value : value
    }

    /// The evaluated point nearest to `unit` (the first of equals), in quantile coordinates, a choice
    /// counting 0 for the same option and 1 for another.
    func nearest(_ unit: [Double], among points: [MatchedPoint]) -> MatchedPoint? {
        let values = parameters.values(atQuantiles: unit)
        var best: (distance: Double, point: MatchedPoint)?
        for point in points {
            var distance = 0.0
            for coordinate in parameters.indices {
                let step =
                    parameters[coordinate].isCategorical
                    ? (values[coordinate] == point.values[coordinate] ? 0 : 1)
                    : unit[coordinate] - point.unit[coordinate]
                distance += step * step
            }
            if best == nil || distance < best!.distance { best = (distance, point) }
        }
        return best?.point
    }

    /// The fixed random sample of the unit cube on which the region's share of the space is estimated.
    func volumeSample() -> [[Double]] {
        let stream = RandomStream(masterSeed: settings.seed, replication: 0, name: "calibration.volume")
        return (0..<settings.volumeSampleCount).map { _ in parameters.map { _ in stream.uniform() } }
    }

    /// The share of `sample` whose nearest evaluated point survives: the estimated share of the space not
    /// ruled out.
    func surviving(_ sample: [[Double]], among points: [MatchedPoint]) -> Double {
        guard !sample.isEmpty else { return 0 }
        let kept = sample.filter { nearest($0, among: points)?.survives == true }.count
        return Double(kept) / Double(sample.count)
    }
}
