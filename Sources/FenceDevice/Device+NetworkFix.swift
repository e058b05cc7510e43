import FenceKernel
import FenceWorld

/// What Wi-Fi and cell fixes share: the database lookup on a cache miss and the end of a request.
extension Device {
    /// Sends a database lookup of `kind` on the data radio at `time` if the place (of class
    /// `environment`) has data coverage; returns its completion, or nil without coverage.
    mutating func sendLookup(
        _ kind: SourceKind, transferSeconds: Double, environment: EnvironmentClass, at time: SimTime
    ) -> SimTime? {
        guard let done = transfer(at: time, durationSeconds: transferSeconds, environment: environment) else {
            return nil
        }
        sourceStatistics[kind.ordinal].lookups += 1
        return done
    }

    /// Ends the pending request of `kind` (Wi-Fi or cell) with `fix` or `failure`, counting it.
    mutating func finishNetworkFix(_ kind: SourceKind, fix: LocationFix?, failure: FixFailure? = nil) -> SourceStep {
        switch kind {
        case .wifi: wifiRequest = nil
        case .cell: cellRequest = nil
        case .gps, .agps: preconditionFailure("finishNetworkFix: GPS is not a one-shot source")
        }
        if fix != nil {
            sourceStatistics[kind.ordinal].fixes += 1
        } else {
            sourceStatistics[kind.ordinal].failures += 1
        }
        return SourceStep(fix: fix, failure: failure)
    }
}
