import FenceKernel
import FenceWorld

extension Device {
    /// Lanes of the cell noise keyed by the measurement second.
    private enum CellLane {
        static let cache: UInt64 = 0
        /// Lanes 1–2: the triangulation error's length and direction.
        static let error: UInt64 = 1
    }

    /// Asks for one cell fix at `time`: the CPU works for `cell.cpuBusySeconds`, then the platform
    /// must call ``advanceCellFix(at:)`` at the returned wake. While a request is in progress,
    /// another one joins it.
    public mutating func requestCellFix(at time: SimTime) -> SourceStep {
        settle(to: time)
        if let cellRequest { return SourceStep(nextWake: cellRequest.nextWake) }
        reads.readCellSource()
        let workDone = power.cpu.run(at: time, for: cellCPUBusy)
        sourceStatistics[SourceKind.cell.ordinal].requests += 1
        sourceStatistics[SourceKind.cell.ordinal].onTimeSeconds += profile.cell.cpuBusySeconds
        cellRequest = NetworkFixRequest(measuredAt: time, nextWake: workDone)
        return SourceStep(nextWake: workDone)
    }

    /// Drives a cell request at `time` (its wake). Without a tower in range the request fails; a
    /// tower-database cache miss sends a lookup on the data radio (or fails without data) and wakes
    /// at its completion. The fix: with `minimumTowersForTriangulation` or more towers heard, the
    /// true position plus a log-normal error whose median is `triangulationErrorFraction` times the
    /// mean distance to the three nearest towers (so it grows with tower spacing); otherwise cell-ID,
    /// the serving (nearest) tower's position.
    public mutating func advanceCellFix(at time: SimTime) -> SourceStep {
        touch(time)
        guard let request = cellRequest else { return SourceStep() }
        guard time >= request.nextWake else { return SourceStep(nextWake: request.nextWake) }
        let parameters = profile.cell
        let second = request.measuredAt.wholeSeconds
        let place = place(at: request.measuredAt)
        guard
            let basis = cellSurvey(at: place.position).fixBasis(
                minimumTowers: parameters.minimumTowersForTriangulation)
        else { return finishNetworkFix(.cell, fix: nil, failure: .noCellCoverage) }
        if request.phase == .measuring,
            cellNoise.uniform(second, lane: CellLane.cache) >= parameters.cacheHitProbability
        {
            return lookUp(
                .cell, request: request, transferSeconds: parameters.lookupTransferSeconds,
                environment: place.environment, at: time)
        }
        let position: LocalPoint
        switch basis {
        case .triangulated(let spacingMeters):
            position =
                place.position
                + cellNoise.radialOffset(
                    second: second, medianMeters: max(1, parameters.triangulationErrorFraction * spacingMeters),
                    logSigma: parameters.errorLogSigma, lane: CellLane.error)
        case .cellID(let servingPosition):
            position = servingPosition
        }
        let fix = LocationFix(
            time: time, position: position, horizontalAccuracyMeters: parameters.reportedAccuracyMeters,
            source: .cell)
        return finishNetworkFix(.cell, fix: fix)
    }
}
