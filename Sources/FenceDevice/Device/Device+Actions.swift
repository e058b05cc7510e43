import FenceKernel

/// Actions of the app and the OS that cost power but deliver no fix.
extension Device {
    /// One app data transfer at `time` (e.g. uploading a delivered location when
    /// `app.uploadEachFix` is set): `app.uploadTransferSeconds` of DCH time on the data radio,
    /// sharing any tail in progress. Returns the completion, or nil when the place has no data
    /// coverage (the upload is dropped and counted in ``droppedUploadCount``).
    @discardableResult
    public mutating func upload(at time: SimTime) -> SimTime? {
        settle(to: time)
        let environment = environment(at: time)
        reads.readUploadTransfer()
        guard let done = transfer(at: time, durationSeconds: app.uploadTransferSeconds, environment: environment) else {
            droppedUploadCount += 1
            return nil
        }
        uploadCount += 1
        return done
    }

    /// One callback into the app at `time`: `app.cpuWorkPerCallbackSeconds` of CPU work at the busy
    /// current (queued behind work already running), then the CPU's wake tail. Returns when the work
    /// ends.
    @discardableResult
    public mutating func cpuBurst(at time: SimTime) -> SimTime {
        settle(to: time)
        return power.cpu.run(at: time, for: callbackWork)
    }

    /// Holds the CPU awake from `time` on for the app (the platform decides when: a standard location
    /// service that keeps the device from sleeping, a background wake window, a pending timer under iOS
    /// rules), or releases that hold (the CPU suspends after its wake tail unless something else keeps
    /// it awake).
    public mutating func setAppAwake(_ awake: Bool, at time: SimTime) {
        settle(to: time)
        power.cpu.setHold(.app, awake, at: time)
    }

    /// Starts writing down the CPU's awake and busy stretches from the last action on (for a run's
    /// timeline); ``processorStates(until:)`` reads them.
    public mutating func recordProcessorStates() {
        processorLog = ProcessorStateLog(start: lastActionTime)
    }

    /// The CPU's awake and busy stretches from ``recordProcessorStates()`` to `end` (at or after the
    /// last action), in time order; empty when they were not recorded.
    public func processorStates(until end: SimTime) -> [ProcessorStateSpan] {
        guard var log = processorLog else { return [] }
        log.record(power.cpu, to: end)
        return log.spans
    }
}
