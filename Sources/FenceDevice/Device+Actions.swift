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
        let environment = place(at: time).environment
        guard let done = transfer(at: time, durationSeconds: app.uploadTransferSeconds, environment: environment) else {
            droppedUploadCount += 1
            return nil
        }
        uploadCount += 1
        return done
    }

    /// One callback into the app at `time`: `app.cpuWorkPerCallbackSeconds` of CPU work at the busy
    /// current (queued behind work already running). Returns when the work ends.
    @discardableResult
    public mutating func cpuBurst(at time: SimTime) -> SimTime {
        settle(to: time)
        return power.cpu.run(at: time, for: callbackWork)
    }

    /// Keeps the app, hence the CPU, awake from `time` on (a running standard location service
    /// does), or lets it suspend.
    public mutating func setAppAwake(_ awake: Bool, at time: SimTime) {
        settle(to: time)
        power.cpu.setAppAwake(awake)
    }
}
