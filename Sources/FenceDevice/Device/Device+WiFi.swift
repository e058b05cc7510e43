import FenceKernel
import FenceWorld

extension Device {
    /// Lanes of the Wi-Fi noise keyed by the measurement second.
    private enum WiFiLane {
        static let cache: UInt64 = 0
        static let outlier: UInt64 = 1
        /// Lanes 2–3: the error's length and direction.
        static let error: UInt64 = 2
    }

    /// Asks for one Wi-Fi fix at `time`: the Wi-Fi radio scans for `wifi.scanSeconds` (holding the
    /// CPU awake), then the platform must call ``advanceWiFi(at:)`` at the returned wake. While a
    /// request is in progress, another one joins it (same wake).
    public mutating func requestWiFiFix(at time: SimTime) -> SourceStep {
        settle(to: time)
        if let wifiRequest { return SourceStep(nextWake: wifiRequest.nextWake) }
        reads.readWiFiSource()
        let scanEnd = power.scanWiFi(at: time, for: wifiScan)
        power.cpu.wake(at: time, until: time + wifiCPUAwake)
        sourceStatistics[SourceKind.wifi.ordinal].requests += 1
        sourceStatistics[SourceKind.wifi.ordinal].onTimeSeconds += profile.wifi.scanSeconds
        wifiRequest = NetworkFixRequest(measuredAt: time, nextWake: scanEnd)
        return SourceStep(nextWake: scanEnd)
    }

    /// Drives a Wi-Fi request at `time` (its wake). At the end of the scan: too few access points in
    /// range of the scan position fail the request; a cache hit delivers the fix now; a miss sends a
    /// lookup on the data radio (or fails without data coverage) and wakes at its completion, when
    /// the fix is delivered. The fix is the scan-time position plus a log-normal error with the
    /// class median (rarely a moved-access-point outlier), keyed by the scan's second.
    public mutating func advanceWiFi(at time: SimTime) -> SourceStep {
        touch(time)
        guard let request = wifiRequest else { return SourceStep() }
        guard time >= request.nextWake else { return SourceStep(nextWake: request.nextWake) }
        let parameters = profile.wifi
        let second = request.measuredAt.wholeSeconds
        let place = place(at: request.measuredAt)
        if request.phase == .measuring {
            let seen = accessPointCount(at: place.position)
            guard seen >= parameters.minimumAccessPoints else {
                return finishNetworkFix(.wifi, fix: nil, failure: .tooFewAccessPoints)
            }
            if wifiNoise.uniform(second, lane: WiFiLane.cache) >= parameters.cacheHitProbability {
                return lookUp(
                    .wifi, request: request, transferSeconds: parameters.lookupTransferSeconds,
                    environment: place.environment, at: time)
            }
        }
        let isOutlier = wifiNoise.uniform(second, lane: WiFiLane.outlier) < parameters.outlierProbability
        if isOutlier { reads.readWiFiOutlier() } else { reads.readWiFiMedian(place.environment) }
        let error = wifiNoise.radialOffset(
            second: second,
            medianMeters: isOutlier ? parameters.outlierMedianMeters : wifiMedianMeters[place.environment.ordinal],
            logSigma: parameters.errorLogSigma, lane: WiFiLane.error)
        let fix = LocationFix(
            time: time, position: place.position + error,
            horizontalAccuracyMeters: parameters.reportedAccuracyMeters, source: .wifi)
        return finishNetworkFix(.wifi, fix: fix)
    }

}
