import FenceKernel
import FenceWorld

extension Device {
    /// Whether the GPS receiver is on (acquiring or tracking).
    public var isGPSOn: Bool { gps.phase != .off }

    /// Whether the GPS receiver is on and has a fix.
    public var isGPSTracking: Bool { gps.phase == .tracking }

    /// Turns the GPS receiver on at `time` (continuous: after the time to first fix, one fix per
    /// whole second while the sky is visible). The receiver is shared: starting it while it is on
    /// changes nothing and returns its pending wake.
    ///
    /// The time to first fix depends on the last fix's age (hot < 2 h, warm < 4 h, else cold). With
    /// `assisted`, a start that is not hot uses valid assistance, or downloads it over the data
    /// radio when the place has data (then the first fix comes no earlier than the download's end),
    /// or falls back to the unassisted start without data.
    public mutating func startGPS(assisted: Bool, at time: SimTime) -> SourceStep {
        settle(to: time)
        guard gps.phase == .off else { return SourceStep(nextWake: gps.nextWake) }
        gps.begin(assisted: assisted, at: time)
        power.gps.set(.acquiring)
        sourceStatistics[gps.kind.ordinal].requests += 1
        var firstFix = time + .seconds(gps.timeToFirstFixSeconds(gps.unassistedStart(at: time), at: time))
        if assisted, gps.unassistedStart(at: time) != .hot {
            let assistedFix = time + .seconds(gps.timeToFirstFixSeconds(.assisted, at: time))
            if gps.hasValidAssistance(at: time) {
                firstFix = assistedFix
            } else if let done = transfer(
                at: time, durationSeconds: profile.agps.downloadTransferSeconds,
                environment: place(at: time).environment)
            {
                gps.assistanceFetchedAt = done
                sourceStatistics[SourceKind.agps.ordinal].lookups += 1
                firstFix = max(assistedFix, done)
            }
        }
        gps.nextWake = firstFix.ceilingWholeSecond
        return SourceStep(nextWake: gps.nextWake)
    }

    /// Drives the GPS receiver at `time` (normally the wake it asked for). At a wake it tries the
    /// fix of the whole second `time` falls in: if the place's visibility lets it through, the fix
    /// (true position + error of that second) is delivered and the receiver tracks; otherwise a
    /// tracking receiver counts the miss and, after `lossOfSignalSeconds` misses, drops back to
    /// acquisition (a new start by the age rule, normally hot). Called before its wake, it returns the same wake and no fix.
    public mutating func advanceGPS(at time: SimTime) -> SourceStep {
        touch(time)
        guard gps.phase != .off, let wake = gps.nextWake else { return SourceStep() }
        guard time >= wake else { return SourceStep(nextWake: wake) }
        let second = time.wholeSeconds
        let place = place(at: SimTime(microseconds: second * 1_000_000))
        let properties = world.environmentTable[place.environment]
        var visibility = properties.gpsVisibility
        if gps.kind == .agps { visibility = min(1, visibility * profile.agps.visibilityMultiplier) }
        let next = SimTime(microseconds: (second + 1) * 1_000_000)
        gps.nextWake = next
        if gps.errors.isVisible(atSecond: second, visibility: visibility) {
            if gps.phase == .acquiring {
                settle(to: time)
                gps.enter(.tracking)
                power.gps.set(.tracking)
            }
            gps.missedSeconds = 0
            gps.lastFixTime = time
            let error = gps.errors.error(atSecond: second, properties: properties)
            sourceStatistics[gps.kind.ordinal].fixes += 1
            let fix = LocationFix(
                time: time, position: place.sample.position + error,
                horizontalAccuracyMeters: gps.errors.reportedAccuracyMeters(properties: properties), source: gps.kind)
            return SourceStep(fix: fix, nextWake: next)
        }
        if gps.phase == .tracking {
            gps.missedSeconds += 1
            if gps.missedSeconds >= profile.gps.lossOfSignalSeconds {
                settle(to: time)
                gps.enter(.acquiring)
                power.gps.set(.acquiring)
                let reacquired = time + .seconds(gps.timeToFirstFixSeconds(gps.unassistedStart(at: time), at: time))
                gps.nextWake = max(next, reacquired.ceilingWholeSecond)
            }
        }
        return SourceStep(nextWake: gps.nextWake)
    }

    /// Turns the GPS receiver off at `time`; it draws its sleep current for the sleep tail.
    public mutating func stopGPS(at time: SimTime) {
        settle(to: time)
        guard gps.phase != .off else { return }
        sourceStatistics[gps.kind.ordinal].onTimeSeconds += (time - gps.onSince).seconds
        gps.end()
        power.gps.stop(at: time)
    }
}
