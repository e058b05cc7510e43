import FenceKernel
import FenceWorld

/// What Wi-Fi and cell fixes share: the database lookup on a cache miss and the end of a request.
extension Device {
    /// Answers a cache miss of the pending `request` of `kind` (Wi-Fi or cell) at `time`: sends the
    /// database lookup on the data radio if the place (of class `environment`) has data coverage and
    /// wakes at its completion; without coverage the request fails.
    mutating func lookUp(
        _ kind: SourceKind, request: NetworkFixRequest, transferSeconds: Double, environment: EnvironmentClass,
        at time: SimTime
    ) -> SourceStep {
        guard let done = transfer(at: time, durationSeconds: transferSeconds, environment: environment) else {
            return finishNetworkFix(kind, fix: nil, failure: .noDataCoverage)
        }
        sourceStatistics[kind.ordinal].lookups += 1
        var request = request
        request.phase = .lookingUp
        request.nextWake = done
        switch kind {
        case .wifi: wifiRequest = request
        case .cell: cellRequest = request
        case .gps, .agps: preconditionFailure("lookUp: GPS is not a one-shot source")
        }
        return SourceStep(nextWake: done)
    }

    /// Ends the pending request of `kind` (Wi-Fi or cell) with `fix` or `failure`, counting it (and a fix's
    /// error against the true position at its delivery, which a lookup puts after the measurement).
    mutating func finishNetworkFix(_ kind: SourceKind, fix: LocationFix?, failure: FixFailure? = nil) -> SourceStep {
        switch kind {
        case .wifi: wifiRequest = nil
        case .cell: cellRequest = nil
        case .gps, .agps: preconditionFailure("finishNetworkFix: GPS is not a one-shot source")
        }
        if let fix {
            sourceStatistics[kind.ordinal].fixes += 1
            fixErrors.record(fix.position.distanceMeters(to: cursor.location(at: fix.time).position), of: kind)
        } else {
            sourceStatistics[kind.ordinal].failures += 1
        }
        return SourceStep(fix: fix, failure: failure)
    }
}
