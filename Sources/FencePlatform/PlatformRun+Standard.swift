import FenceDevice
import FenceKernel
import FenceWorld

/// The standard location service: which sources run for the running managers, and delivery.
extension PlatformEngine {
    /// Starts or stops sources to match the running managers' accuracy tiers:
    /// - a fine manager (`best` …) runs GPS (A-GPS when the profile has it) and, while GPS has no fresh
    ///   fix, network fixes too (iOS delivers coarse fixes first and refines them);
    /// - a `hundredMeters` manager runs network fixes (Wi-Fi, else cell) every
    ///   `networkFixIntervalSeconds`;
    /// - a coarse manager runs cell fixes every `cellFixIntervalSeconds`.
    /// Sources are shared: every fix goes to every running manager (better-than-requested fixes are
    /// delivered, as on iOS), and a source is started once however many managers want it.
    mutating func refreshSources(kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        // Called at every GPS fix: three flags, not a set (no allocation, no hashing).
        var satellite = false, network = false, cellTier = false
        for manager in managers where manager.running {
            switch manager.accuracy.tier {
            case .satellite: satellite = true
            case .network: network = true
            case .cell: cellTier = true
            }
        }
        if satellite && !gpsOn { startGPS(kernel: &kernel) }
        if !satellite && gpsOn { stopGPS(at: now, kernel: &kernel) }
        let gpsFresh = lastGPSFix.map { isFresh($0, at: now) } ?? false
        let needNetwork = network || (satellite && !gpsFresh)
        if needNetwork && networkPollToken == nil {
            networkPollToken = kernel.schedule(.networkPoll, at: now)
        } else if !needNetwork, let token = networkPollToken {
            kernel.cancel(token)
            networkPollToken = nil
        }
        let needCell = cellTier && !needNetwork
        if needCell && cellPollToken == nil {
            cellPollToken = kernel.schedule(.cellPoll, at: now)
        } else if !needCell, let token = cellPollToken {
            kernel.cancel(token)
            cellPollToken = nil
        }
    }

    // MARK: GPS

    mutating func startGPS(kernel: inout Kernel<PlatformEvent>) {
        gpsOn = true
        gpsStarted = kernel.now
        lastGPSFix = nil
        let step = device.startGPS(assisted: parameters.assistedGPS, at: kernel.now)
        takeGPSStep(step, kernel: &kernel)
    }

    mutating func stopGPS(at time: SimTime, kernel: inout Kernel<PlatformEvent>) {
        gpsOn = false
        if let gpsToken { kernel.cancel(gpsToken) }
        gpsToken = nil
        device.stopGPS(at: time)
        record.activity(.gps, from: gpsStarted, to: time)
    }

    mutating func gpsWake(kernel: inout Kernel<PlatformEvent>) {
        gpsToken = nil
        guard gpsOn else { return }
        takeGPSStep(device.advanceGPS(at: kernel.now), kernel: &kernel)
    }

    private mutating func takeGPSStep(_ step: SourceStep, kernel: inout Kernel<PlatformEvent>) {
        if let wake = step.nextWake {
            // The receiver skips its idle epochs, but the platform checks the age of the last fix at
            // every epoch: it still comes back at the epoch where that fix stops being fresh.
            let lastFix = step.fix != nil ? kernel.now : lastGPSFix
            var epoch = max(wake, kernel.now)
            if let idleSince = step.idleSince, let lastFix, isFresh(lastFix, at: kernel.now) {
                epoch = min(epoch, firstStaleEpoch(of: lastFix, from: idleSince))
            }
            gpsToken = kernel.schedule(.gpsWake, at: epoch, priority: PlatformEvent.gpsEpochPriority)
        }
        if let fix = step.fix {
            lastGPSFix = kernel.now
            deliverToManagers(fix, kernel: &kernel)
        }
        if gpsOn { refreshSources(kernel: &kernel) }
    }

    /// Whether a GPS fix taken at `fixTime` still counts as "GPS is tracking" at `time`.
    func isFresh(_ fixTime: SimTime, at time: SimTime) -> Bool {
        (time - fixTime).seconds <= parameters.gpsFreshnessSeconds
    }

    /// The first whole-second epoch at or after `first` at which a fix taken at `fixTime` is no
    /// longer fresh.
    private func firstStaleEpoch(of fixTime: SimTime, from first: SimTime) -> SimTime {
        let expiry = fixTime + .seconds(parameters.gpsFreshnessSeconds)
        var epoch = max(first, SimTime(microseconds: expiry.wholeSeconds * 1_000_000))
        while isFresh(fixTime, at: epoch) { epoch += .seconds(1) }
        return epoch
    }

    // MARK: Network and cell polling for managers

    mutating func networkPoll(kernel: inout Kernel<PlatformEvent>) {
        networkPollToken = kernel.schedule(.networkPoll, after: .seconds(parameters.networkFixIntervalSeconds))
        request(.wifi, for: .managers, kernel: &kernel)
    }

    mutating func cellPoll(kernel: inout Kernel<PlatformEvent>) {
        cellPollToken = kernel.schedule(.cellPoll, after: .seconds(parameters.cellFixIntervalSeconds))
        request(.cell, for: .managers, kernel: &kernel)
    }

    // MARK: One-shot Wi-Fi and cell fixes, shared by their consumers

    /// Requests a one-shot fix from `kind` for `consumers`; a request already in progress is shared.
    mutating func request(_ kind: OneShotKind, for consumers: FixConsumers, kernel: inout Kernel<PlatformEvent>) {
        let alreadyRunning = oneShots[kind].inFlight
        oneShots[kind].consumers.formUnion(consumers)
        guard !alreadyRunning else { return }
        oneShots[kind].started = kernel.now
        let step = kind == .wifi ? device.requestWiFiFix(at: kernel.now) : device.requestCellFix(at: kernel.now)
        take(step, from: kind, kernel: &kernel)
    }

    /// The one-shot request of `kind` asked to be driven now.
    mutating func oneShotWake(_ kind: OneShotKind, kernel: inout Kernel<PlatformEvent>) {
        oneShots[kind].token = nil
        let step = kind == .wifi ? device.advanceWiFi(at: kernel.now) : device.advanceCellFix(at: kernel.now)
        take(step, from: kind, kernel: &kernel)
    }

    /// Waits again, or hands the fix to the consumers; a failed Wi-Fi fix falls back to cell for managers
    /// and regions, a failed cell fix for the significant-change service is retried later.
    private mutating func take(_ step: SourceStep, from kind: OneShotKind, kernel: inout Kernel<PlatformEvent>) {
        if let wake = step.nextWake, step.fix == nil, step.failure == nil {
            oneShots[kind].token = kernel.schedule(.oneShotWake(kind), at: max(wake, kernel.now))
            return
        }
        let consumers = oneShots[kind].consumers
        record.activity(kind == .wifi ? .wifi : .cell, from: oneShots[kind].started, to: kernel.now)
        oneShots[kind] = OneShotState()
        if let fix = step.fix {
            distribute(fix, to: consumers, kernel: &kernel)
        } else if kind == .wifi {
            let fallback = consumers.intersection([.managers, .regions])
            if !fallback.isEmpty { request(.cell, for: fallback, kernel: &kernel) }
        } else if consumers.contains(.significantChange) {
            significantChangeFixFailed(kernel: &kernel)
        }
    }

    /// Hands a one-shot fix to everyone who waited for it.
    private mutating func distribute(
        _ fix: LocationFix, to consumers: FixConsumers, kernel: inout Kernel<PlatformEvent>
    ) {
        if consumers.contains(.regions) { evaluateRegions(with: fix, kernel: &kernel) }
        if consumers.contains(.significantChange) { deliverSignificantChange(fix, kernel: &kernel) }
        if consumers.contains(.managers) { deliverToManagers(fix, kernel: &kernel) }
    }

    // MARK: Delivery

    /// Delivers `fix` to every running manager whose distance filter it passes, in manager order.
    /// Which managers pass is decided before any is called (a handler may stop a later one, which then
    /// gets nothing). Runs at every fix, so the recipients' indices live in a stack buffer.
    mutating func deliverToManagers(_ fix: LocationFix, kernel: inout Kernel<PlatformEvent>) {
        let location = Location(fix)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: managers.count) { recipients in
            var count = 0
            for index in managers.indices where managers[index].running {
                if let last = managers[index].lastDelivered,
                    last.distanceMeters(to: location.position) < managers[index].distanceFilterMeters
                {
                    continue
                }
                managers[index].lastDelivered = location.position
                recipients[count] = index
                count += 1
            }
            guard count > 0 else { return }
            lastKnownLocation = location
            for index in recipients[..<count] where managers[index].running {
                let id = managerIDs[index]
                record.standardDelivery(
                    DeliveredEvent(time: kernel.now, service: .standard, manager: id.name, fix: fix))
                if device.app.uploadEachFix { _ = device.upload(at: kernel.now) }
                invokeStrategy(.location(location, manager: id), kernel: &kernel)
            }
        }
    }

    /// Delivers the cached last known location (old timestamp) to the manager at `index`, which just
    /// started.
    mutating func deliverCached(toManagerAt index: Int, kernel: inout Kernel<PlatformEvent>) {
        guard let cached = lastKnownLocation, managers[index].running, managers[index].lastDelivered == nil
        else { return }
        let id = managerIDs[index]
        managers[index].lastDelivered = cached.position
        record.standardDelivery(
            DeliveredEvent(
                time: kernel.now, service: .standard, manager: id.name, position: cached.position,
                horizontalAccuracyMeters: cached.horizontalAccuracyMeters))
        invokeStrategy(.location(cached, manager: id), kernel: &kernel)
    }
}

extension Location {
    /// The app's view of a device fix: estimate, reported accuracy and timestamp only.
    init(_ fix: LocationFix) {
        self.init(timestamp: fix.time, position: fix.position, horizontalAccuracyMeters: fix.horizontalAccuracyMeters)
    }
}

extension DeliveredEvent {
    init(time: SimTime, service: Service, manager: String? = nil, fix: LocationFix) {
        self.init(
            time: time, service: service, manager: manager, position: fix.position,
            horizontalAccuracyMeters: fix.horizontalAccuracyMeters, source: fix.source, fenceID: nil)
    }

    init(
        time: SimTime, service: Service, manager: String? = nil, position: LocalPoint? = nil,
        horizontalAccuracyMeters: Double? = nil, fenceID: String? = nil
    ) {
        self.time = time
        self.service = service
        self.manager = manager
        self.position = position
        self.horizontalAccuracyMeters = horizontalAccuracyMeters
        self.source = nil
        self.fenceID = fenceID
    }
}
