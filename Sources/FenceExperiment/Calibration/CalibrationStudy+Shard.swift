import FenceFiles
import Foundation

extension CalibrationStudy {
    /// Runs shard `shard`'s share of the first wave the `recorded` points (the calibration's checkpoint, as
    /// merged so far) lack: the wave's points with index i mod N = K − 1 not recorded yet, on `threads`
    /// workers. Nil when the recorded points finish the calibration. A point in `finished` (the shard's own
    /// checkpoint of an interrupted run) is taken from there; every point run goes to `save` when done.
    /// `progress` receives (points done, points of the shard); once `stop` returns true no further point
    /// starts and the call throws ``ExperimentError/interrupted``.
    public func runShard(
        _ shard: Shard, recorded: [Int: [[Double]]], threads: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
        finished: [Int: [[Double]]] = [:], stop: (@Sendable () -> Bool)? = nil,
        save: (@Sendable (CalibrationUnit) throws(OutputError) -> Void)? = nil
    ) throws(ExperimentError) -> CalibrationPart? {
        guard let pending = matching.pendingWave(known: recorded) else { return nil }
        let perWave = matching.settings.pointsPerWave
        let indices = CalibrationPart.indices(of: shard, pointsPerWave: perWave).filter {
            recorded[CalibrationUnit.key(wave: pending.wave, index: $0, pointsPerWave: perWave)] == nil
        }
        let outputs = try parallelMap(
            count: indices.count, threads: threads, progress: { progress?($0, indices.count) }
        ) { (position: Int) throws(ExperimentError) -> [[Double]] in
            let index = indices[position]
            let key = CalibrationUnit.key(wave: pending.wave, index: index, pointsPerWave: perWave)
            if let earlier = finished[key], earlier.count == observations.count { return earlier }
            if stop?() == true { throw .interrupted }
            let outputs = try evaluate(matching.parameters.values(atQuantiles: pending.units[index]))
            do throws(OutputError) {
                try save?(CalibrationUnit(wave: pending.wave, index: index, outputs: outputs))
            } catch {
                throw .output(error)
            }
            return outputs
        }
        return CalibrationPart(
            header: CalibrationCheckpointHeader(study: self), shard: shard, wave: pending.wave,
            units: zip(indices, outputs).map { CalibrationUnit(wave: pending.wave, index: $0, outputs: $1) })
    }
}
