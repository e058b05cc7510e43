import FenceDevice
import FenceKernel
import FenceWorld

/// The engine's routing of fixes: sources started for the services that want them, and each fix
/// handed to the services that waited for it and on to the app.
extension IOSEngine {
    /// Starts or stops sources to match the running managers' accuracy tiers (see
    /// ``StandardLocationService``).
    mutating func refreshSources(kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        let tiers = standard.wantedTiers
        if tiers.satellite && !standard.gpsOn {
            let step = standard.startGPS(assisted: core.parameters.assistedGPS, device: &core.device, at: now)
            followGPS(step, kernel: &kernel)
        }
        if !tiers.satellite && standard.gpsOn {
            standard.stopGPS(at: now, device: &core.device, record: &core.record, kernel: &kernel)
        }
        standard.updatePolls(for: tiers, freshnessSeconds: core.parameters.gpsFreshnessSeconds, kernel: &kernel)
    }

    /// Follows a step of the GPS receiver: its fix goes to the managers, then the sources follow
    /// the fix's freshness.
    mutating func followGPS(_ step: SourceStep, kernel: inout Kernel<PlatformEvent>) {
        if let fix = standard.take(step, freshnessSeconds: core.parameters.gpsFreshnessSeconds, kernel: &kernel) {
            deliverToManagers(fix, kernel: &kernel)
        }
        if standard.gpsOn { refreshSources(kernel: &kernel) }
    }

    // MARK: One-shot Wi-Fi and cell fixes

    /// Waits again, or hands the fix to the consumers; a failed Wi-Fi fix falls back to cell for managers
    /// and regions, a failed cell fix for the significant-change service is retried later.
    mutating func follow(_ step: SourceStep, of kind: OneShotKind, kernel: inout Kernel<PlatformEvent>) {
        guard let consumers = core.networkFixes.finish(step, of: kind, kernel: &kernel, record: &core.record) else {
            return
        }
        if kind == .wifi && consumers.contains(.managers)
            && standard.wifiRequestEnded(succeeded: step.fix != nil)
        {
            refreshSources(kernel: &kernel)
        }
        if let fix = step.fix {
            if consumers.contains(.regions) { evaluateRegions(with: fix, kernel: &kernel) }
            if consumers.contains(.significantChange) { deliverSignificantChange(fix, kernel: &kernel) }
            if consumers.contains(.managers) { deliverToManagers(fix, kernel: &kernel) }
        } else if kind == .wifi {
            let fallback = consumers.intersection([.managers, .regions])
            if !fallback.isEmpty { request(.cell, for: fallback, kernel: &kernel) }
        } else if consumers.contains(.significantChange) {
            significantChange.fixFailed(kernel: &kernel)
        }
    }

    // MARK: Standard location service

    /// Delivers `fix` to every running manager whose distance filter it passes, in manager order.
    /// Which managers pass is decided before any is called (a handler may stop a later one, which then
    /// gets nothing). Were a newer fix delivered while these calls go on (a source answering at once to
    /// a handler's action), the managers not yet called would get only that newer one.
    mutating func deliverToManagers(_ fix: LocationFix, kernel: inout Kernel<PlatformEvent>) {
        let location = Location(fix)
        guard standard.selectRecipients(of: location) else { return }
        core.app.lastKnownLocation = location
        for index in 0..<standard.managerCount where standard.takeRecipient(index) {
            let id = standard.id(ofManagerAt: index)
            core.record.standardDelivery(
                DeliveredEvent(time: kernel.now, service: .standard, manager: id.name, fix: fix))
            if core.device.app.uploadEachFix { _ = core.device.upload(at: kernel.now) }
            invokeStrategy(.location(location, manager: id), kernel: &kernel)
        }
    }

    /// Delivers the cached last known location (old timestamp) to the manager at `index`, which just
    /// started.
    mutating func deliverCached(toManagerAt index: Int, kernel: inout Kernel<PlatformEvent>) {
        guard let cached = core.app.lastKnownLocation,
            let id = standard.takeCached(at: cached.position, forManagerAt: index)
        else { return }
        core.record.standardDelivery(
            DeliveredEvent(
                time: kernel.now, service: .standard, manager: id.name, position: cached.position,
                horizontalAccuracyMeters: cached.horizontalAccuracyMeters))
        invokeStrategy(.location(cached, manager: id), kernel: &kernel)
    }

    // MARK: Significant changes and regions

    /// A cell fix for the significant-change service: delivered to the app, which it wakes.
    mutating func deliverSignificantChange(_ fix: LocationFix, kernel: inout Kernel<PlatformEvent>) {
        core.reads.read(.significantChange)
        core.reads.read(.handoffs)
        guard significantChange.deliver(in: core.world, parameters: core.parameters, kernel: &kernel) else { return }
        let location = Location(fix)
        core.app.lastKnownLocation = location
        core.record.significantChange(DeliveredEvent(time: kernel.now, service: .significantChange, fix: fix))
        wakeApp(kernel: &kernel)
        invokeStrategy(.significantChange(location), kernel: &kernel)
    }

    /// Takes a network fix for the regions now and schedules the next periodic evaluation.
    mutating func startRegionEvaluation(kernel: inout Kernel<PlatformEvent>) {
        core.reads.read(.regionEvaluation)
        core.reads.read(.handoffs)
        regions.scheduleNextEvaluation(in: core.world, parameters: core.parameters, kernel: &kernel)
        request(.wifi, for: .regions, kernel: &kernel)
    }

    /// Judges the regions on a network fix and reports each confirmed crossing to the app, which it wakes.
    mutating func evaluateRegions(with fix: LocationFix, kernel: inout Kernel<PlatformEvent>) {
        core.reads.read(.regionEvaluation)
        let crossings = regions.evaluate(with: fix, parameters: core.parameters, kernel: &kernel)
        // The app woken for a region event finds the location behind it in `CLLocationManager.location`
        // ([@MobileOOP]'s `containsCoordinate` check reads it there).
        if !crossings.isEmpty { core.app.lastKnownLocation = Location(fix) }
        for crossing in crossings {
            let fenceID = crossing.fenceID
            core.record.regionEvent(
                DeliveredEvent(
                    time: kernel.now, service: crossing.entered ? .regionEntry : .regionExit, fenceID: fenceID))
            wakeApp(kernel: &kernel)
            invokeStrategy(
                crossing.entered ? .regionEntered(fenceID: fenceID) : .regionExited(fenceID: fenceID),
                kernel: &kernel)
        }
    }
}
