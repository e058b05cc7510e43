import FenceDevice
import FenceKernel
import FenceWorld

/// The Fused Location Provider's work in the engine: the sources each priority runs and the deliveries.
///
/// Choices ([A] unless tagged; `docs/platform.md`, "Android"):
/// - a request is due once per interval (its first instant when it is made); at a due instant a
///   `highAccuracy` request takes the latest GPS fix if it is younger than `platform.gpsFreshnessSeconds` (shared with iOS), and
///   otherwise — like a `balancedPowerAccuracy` request — a Wi-Fi fix, falling back to cell; a `lowPower`
///   request takes a cell fix; a `passive` request is never due;
/// - GPS runs continuously while a `highAccuracy` request due more often than every 5 min is active
///   (and Doze is not idle); at longer intervals (Background Location Limits) each due instant without a
///   fresh GPS fix runs a GPS session until its first fix, or 60 s and then a network fix;
///   `balancedPowerAccuracy` never uses GPS (the docs' "very rarely");
/// - a location computed for one request goes also to every other active request (`passive` ones
///   included) that has had none within its fastest interval;
/// - a batched request (`maxWaitTime` ≥ 2 × interval [@AndroidLocationRequest]) keeps its locations and
///   gets them in one callback `maxWaitTime` after the first: one CPU wake per batch;
/// - Background Location Limits raise an unbatched request's interval, and a batched request's
///   maximum wait, to `backgroundLocationIntervalSeconds` unless a foreground service runs
///   [@AndroidBackgroundLimits];
/// - in Doze's idle periods nothing is due: a due instant waits for the next maintenance window, GPS is
///   off [@AOSPDeviceIdle].
extension AndroidEngine {
    // MARK: Requests

    /// Request `index` is due: schedules its next due instant and obtains a location for it.
    mutating func requestDue(_ index: Int, kernel: inout Kernel<PlatformEvent>) {
        flp.due(at: index, throttle: throttle, kernel: &kernel)
        guard !dozeIdle else { return flp.setDeferred(index) }
        serveDue(index, kernel: &kernel)
    }

    /// Obtains a location for request `index` by its priority's sources.
    mutating func serveDue(_ index: Int, kernel: inout Kernel<PlatformEvent>) {
        switch flp.requests[index].request.priority {
        case .highAccuracy:
            if let fix = lastGPSFix, (kernel.now - fix.time).seconds <= core.parameters.gpsFreshnessSeconds {
                deliver(fix, computedFor: [index], kernel: &kernel)
            } else if gps.gpsOn || flp.keepsGPSOn(index, throttle: throttle) {
                flp.setWaiting(index)
                request(.wifi, kernel: &kernel)
            } else {
                // A long interval: a GPS session until its first fix, network after its timeout.
                flp.setWaitingForGPS(index)
                if gpsSessionToken == nil {
                    gpsSessionToken = kernel.schedule(
                        .android(.gpsSessionTimeout), after: FusedLocationProvider.gpsSessionTimeout)
                }
                refreshGPS(kernel: &kernel)
            }
        case .balancedPowerAccuracy:
            flp.setWaiting(index)
            request(.wifi, kernel: &kernel)
        case .lowPower:
            flp.setWaiting(index)
            request(.cell, kernel: &kernel)
        case .passive: break
        }
    }

    /// Starts or stops GPS to match the active requests and Doze.
    mutating func refreshGPS(kernel: inout Kernel<PlatformEvent>) {
        let wanted = flp.wantsGPS(throttle: throttle) && !dozeIdle
        if wanted && !gps.gpsOn {
            lastGPSFix = nil
            let step = gps.startGPS(assisted: core.parameters.assistedGPS, device: &core.device, at: kernel.now)
            followGPS(step, kernel: &kernel)
        } else if !wanted && gps.gpsOn {
            gps.stopGPS(at: kernel.now, device: &core.device, record: &core.record, kernel: &kernel)
        }
    }

    /// Follows a step of the GPS receiver: its fix becomes the latest, for the next due instant, and
    /// goes at once to requests waiting for a session's first fix (the session then ends).
    mutating func followGPS(_ step: SourceStep, kernel: inout Kernel<PlatformEvent>) {
        guard let fix = gps.take(step, freshnessSeconds: core.parameters.gpsFreshnessSeconds, kernel: &kernel) else {
            return
        }
        lastGPSFix = fix
        let waiting = flp.takeWaitingForGPS()
        guard !waiting.isEmpty else { return }
        if let token = gpsSessionToken { kernel.cancel(token) }
        gpsSessionToken = nil
        deliver(fix, computedFor: waiting, kernel: &kernel)
        refreshGPS(kernel: &kernel)
    }

    /// The GPS session found no fix in time: its requests take a network fix (or, in a Doze idle
    /// period, wait for the next window).
    mutating func gpsSessionTimedOut(kernel: inout Kernel<PlatformEvent>) {
        gpsSessionToken = nil
        let waiting = flp.takeWaitingForGPS()
        for index in waiting {
            if dozeIdle { flp.setDeferred(index) } else { flp.setWaiting(index) }
        }
        if !waiting.isEmpty && !dozeIdle { request(.wifi, kernel: &kernel) }
        refreshGPS(kernel: &kernel)
    }

    // MARK: One-shot Wi-Fi and cell fixes

    /// Waits again, or hands the fix to those who waited — the geofences, the proximity alerts, then the
    /// provider's requests; a failed Wi-Fi fix falls back to cell.
    mutating func follow(_ step: SourceStep, of kind: OneShotKind, kernel: inout Kernel<PlatformEvent>) {
        guard let consumers = core.networkFixes.finish(step, of: kind, kernel: &kernel, record: &core.record) else {
            return
        }
        if var fix = step.fix {
            // The fused provider's own reported accuracy for Wi-Fi fixes [@AndroidGeofencing].
            if fix.source == .wifi { fix.horizontalAccuracyMeters = core.parameters.android.wifiReportedAccuracyMeters }
            if consumers.contains(.geofences) { judgeGeofences(with: fix, kernel: &kernel) }
            if consumers.contains(.proximityAlerts) { proximityFixArrived(fix, kernel: &kernel) }
            guard consumers.contains(.managers) else { return }
            let waiting = flp.takeWaiting()
            if !waiting.isEmpty { deliver(fix, computedFor: waiting, kernel: &kernel) }
        } else if kind == .wifi, !consumers.isEmpty {
            request(.cell, for: consumers, kernel: &kernel)
        } else if consumers.contains(.managers) {
            _ = flp.takeWaiting()  // no location this interval
        }
    }

    // MARK: Delivery

    /// Hands `fix`, computed for the requests `served`, to them and to every request that takes locations
    /// of others now; each gets it at once or in its batch.
    mutating func deliver(_ fix: LocationFix, computedFor served: [Int], kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        let throttle = throttle
        let recipients = served + flp.piggybackers(excluding: served, throttle: throttle, at: now)
        for index in recipients {
            flp.noteDelivery(index, at: now)
            if flp.requests[index].request.isBatched {
                flp.addToBatch(fix, at: index, throttle: throttle, kernel: &kernel)
            } else {
                deliverLocations([fix], to: index, kernel: &kernel)
            }
        }
    }

    /// The batch of request `index` is due: one callback with all its locations.
    mutating func deliverBatch(of index: Int, kernel: inout Kernel<PlatformEvent>) {
        let batch = flp.takeBatch(at: index)
        guard flp.requests[index].active, !batch.isEmpty else { return }
        deliverLocations(batch, to: index, kernel: &kernel)
    }

    /// One callback of request `index` with `locations` (each counted as a delivery).
    mutating func deliverLocations(_ fixes: [LocationFix], to index: Int, kernel: inout Kernel<PlatformEvent>) {
        let id = flp.requests[index].id
        for fix in fixes {
            core.record.standardDelivery(
                DeliveredEvent(time: kernel.now, service: .standard, manager: id.name, fix: fix))
        }
        let locations = fixes.map(Location.init)
        core.app.lastKnownLocation = locations.last
        if core.device.app.uploadEachFix { _ = core.device.upload(at: kernel.now) }
        invokeStrategy(.android(.locations(locations, request: id)), kernel: &kernel)
    }
}
