import FenceKernel
import FenceWorld

extension Device {
    /// Whether the GPS receiver is on and has a fix.
    public var isGPSTracking: Bool { gps.phase == .tracking }

    /// Turns the GPS receiver on at `time` (continuous: after the time to first fix, one fix per
    /// whole second while the sky is visible). The session holds the CPU awake: the phone's GPS is
    /// host-based, its navigation software runs on the application processor. The receiver is shared: starting it while it is on
    /// changes nothing and returns its pending wake.
    ///
    /// The time to first fix depends on the last fix's age (hot < 2 h, warm < 4 h, else cold). With
    /// `assisted`, a start that is not hot uses valid assistance, or downloads it over the data
    /// radio when the place has data (then the first fix comes no earlier than the download's end),
    /// or, without data, falls back to the unassisted start and runs as a GPS session (counted, drawn
    /// and labelled ``SourceKind/gps``).
    public mutating func startGPS(assisted: Bool, at time: SimTime) -> SourceStep {
        settle(to: time)
        guard gps.phase == .off else { return SourceStep(nextWake: gps.nextWake) }
        gps.begin(assisted: assisted, at: time)
        power.gps.set(.acquiring)
        power.cpu.setHold(.gps, true, at: time)
        let start = gps.unassistedStart(at: time, noting: &reads.startAges)
        var firstFix = time + .seconds(gps.timeToFirstFixSeconds(start, at: time))
        if assisted, start != .hot {
            let assistedFix = time + .seconds(gps.timeToFirstFixSeconds(.assisted, at: time))
            if gps.hasValidAssistance(at: time) {
                firstFix = assistedFix
            } else if let done = transfer(
                at: time, durationSeconds: profile.agps.downloadTransferSeconds,
                environment: environment(at: time))
            {
                gps.assistanceFetchedAt = done
                sourceStatistics[SourceKind.agps.ordinal].lookups += 1
                firstFix = max(assistedFix, done)
            } else {
                gps.dropAssistance()
            }
        }
        sourceStatistics[gps.kind.ordinal].requests += 1
        gps.nextWake = firstFix.ceilingWholeSecond
        return SourceStep(nextWake: gps.nextWake)
    }

    /// Drives the GPS receiver at `time` (normally the wake it asked for). At a wake it tries the
    /// fix of the whole second `time` falls in: if the place's visibility lets it through, the fix
    /// (true position + error of that second) is delivered and the receiver tracks; otherwise a
    /// tracking receiver counts the miss and, after `lossOfSignalSeconds` misses, drops back to
    /// acquisition (a new start by the age rule, normally hot).
    ///
    /// While it runs the receiver has an epoch every second, but at most of them nothing happens
    /// (indoors, without signal); it looks ahead (up to ``idleLookaheadSeconds``) and asks to be woken
    /// only at the next epoch where something can, reporting the skipped ones in
    /// ``SourceStep/idleSince`` — the same fixes, misses and state changes at the same instants as
    /// when driven every second. Called before its wake (at a skipped epoch, say), it returns the same
    /// wake and no fix.
    public mutating func advanceGPS(at time: SimTime) -> SourceStep {
        touch(time)
        guard gps.phase != .off, let wake = gps.nextWake else { return SourceStep() }
        guard time >= wake else { return SourceStep(nextWake: wake, idleSince: skippedEpoch(after: time)) }
        gps.idleSince = nil
        let second = time.wholeSeconds
        let next = SimTime(microseconds: (second + 1) * 1_000_000)
        gps.nextWake = next
        let epoch = observe(second)
        var fix: LocationFix?
        if epoch.visible {
            if gps.phase == .acquiring {
                settle(to: time)
                gps.enter(.tracking)
                power.gps.set(.tracking)
            }
            gps.missedSeconds = 0
            gps.lastFixTime = time
            reads.readFixProperties(epoch.environment)
            let properties = world.environmentTable[epoch.environment]
            let (error, multipath, multipathDraw) = gps.errors.draw(atSecond: second, properties: properties)
            reads.gpsMultipathProbability[epoch.environment.ordinal].note(multipathDraw, below: multipath)
            if multipath { reads.readMultipath(epoch.environment) }
            sourceStatistics[gps.kind.ordinal].fixes += 1
            fixErrors.record(error.lengthMeters, of: gps.kind)
            fix = LocationFix(
                time: time, position: epoch.position + error,
                horizontalAccuracyMeters: gps.errors.reportedAccuracyMeters(properties: properties),
                source: gps.kind)
        } else if gps.phase == .tracking {
            gps.missedSeconds += 1
            if gps.missedSeconds >= profile.gps.lossOfSignalSeconds {
                settle(to: time)
                gps.enter(.acquiring)
                power.gps.set(.acquiring)
                let start = gps.unassistedStart(at: time, noting: &reads.startAges)
                let reacquired = time + .seconds(gps.timeToFirstFixSeconds(start, at: time))
                gps.nextWake = max(next, reacquired.ceilingWholeSecond)
            }
        }
        if gps.nextWake == next { skipIdleEpochs(from: second + 1) }
        return SourceStep(fix: fix, nextWake: gps.nextWake, idleSince: gps.idleSince)
    }

    /// How far ahead, in seconds, the receiver looks for its next eventful epoch at one wake.
    static var idleLookaheadSeconds: Int64 { 600 }

    /// The true position, the place's properties and whether the fix attempt succeeds in whole
    /// second `second`. The last answer is kept: the look-ahead stops at an epoch that the next wake
    /// observes again.
    private mutating func observe(_ second: Int64) -> GPSObservation {
        if let last = lastGPSObservation, last.second == second, last.kind == gps.kind { return last }
        let observation = observation(of: second)
        lastGPSObservation = observation
        return observation
    }

    /// What the receiver sees in whole second `second`, neither looked up among nor kept as the last
    /// answer (the look-ahead's seconds: only the one it stops at is asked again, by its wake).
    @inline(__always)  // on every epoch's path; called, it cost a call and a copy of its answer
    private mutating func observation(of second: Int64) -> GPSObservation {
        let place = place(at: SimTime(microseconds: second * 1_000_000))
        let visibility = gpsVisibility(in: place.environment)
        return GPSObservation(
            second: second, kind: gps.kind, position: place.position, environment: place.environment,
            visible: gps.errors.isVisible(
                atSecond: second, visibility: visibility.probability, noting: &reads.gpsVisibility[visibility.read]))
    }

    /// The probability that a fix attempt of the running session succeeds in `environment`, and where
    /// ``DeviceReads/gpsVisibility`` notes the draws compared with it.
    @inline(__always)
    private func gpsVisibility(in environment: EnvironmentClass) -> (probability: Double, read: Int) {
        let assisted = gps.kind == .agps
        return (
            profile.agps.sessionVisibility(world.environmentTable[environment].gpsVisibility, assisted: assisted),
            DeviceReads.visibilityIndex(environment, assisted: assisted)
        )
    }

    /// Moves the wake past the epochs from whole second `first` on at which nothing can happen:
    /// without signal an acquiring receiver only waits, and a tracking one counts a miss short of
    /// `lossOfSignalSeconds`. Stops at the first epoch with signal, at the miss that loses it, or
    /// after ``idleLookaheadSeconds`` (an ordinary epoch, which looks ahead again).
    ///
    /// After the first epoch, where the trajectory's leg overrides the environment (a dwell indoors) the
    /// visibility is the same until its segment ends, so those epochs draw only their visibility, not
    /// their position; an epoch with signal among them is then observed in full, so that its wake
    /// reuses the observation. Only the epoch it stops at is kept as the last observation (the look-ahead
    /// starts after the last one observed, so none of its epochs was observed before).
    private mutating func skipIdleEpochs(from first: Int64) {
        let limit = first + Self.idleLookaheadSeconds
        var second = first
        scan: while second < limit {
            if second > first, let stretch = cursor.overrideStretch(at: SimTime(microseconds: second * 1_000_000)) {
                let end = stretch.until == .never ? limit : min(limit, stretch.until.ceilingWholeSecond.wholeSeconds)
                let visibility = gpsVisibility(in: stretch.environment)
                var read = ThresholdRead()
                defer { reads.gpsVisibility[visibility.read].merge(read) }
                while second < end,
                    !gps.errors.isVisible(atSecond: second, visibility: visibility.probability, noting: &read)
                {
                    guard passIdleEpoch() else { break scan }
                    second += 1
                }
                if second == end { continue }
            }
            let epoch = observation(of: second)
            guard !epoch.visible, passIdleEpoch() else {
                lastGPSObservation = epoch
                break
            }
            second += 1
        }
        guard second > first else { return }
        gps.idleSince = SimTime(microseconds: first * 1_000_000)
        gps.nextWake = SimTime(microseconds: second * 1_000_000)
    }

    /// Counts an epoch without signal: false when it is the miss that loses a tracking receiver's
    /// signal (the look-ahead stops there), else true (a tracking receiver's miss is counted).
    private mutating func passIdleEpoch() -> Bool {
        guard gps.phase == .tracking else { return true }
        guard gps.missedSeconds + 1 < profile.gps.lossOfSignalSeconds else { return false }
        gps.missedSeconds += 1
        return true
    }

    /// For a call at `time` before the wake: the next skipped epoch after it, if `time` lies among
    /// the skipped epochs and one follows before the wake.
    @inline(__always)  // called, it copied the whole device to the stack
    private func skippedEpoch(after time: SimTime) -> SimTime? {
        guard let idleSince = gps.idleSince, let wake = gps.nextWake, idleSince <= time else { return nil }
        let following = SimTime(microseconds: (time.wholeSeconds + 1) * 1_000_000)
        return following < wake ? following : nil
    }

    /// The kind of the GPS session now running (``SourceKind/agps`` when it started with network
    /// assistance, ``SourceKind/gps`` when its assistance download found no data), or nil when the
    /// receiver is off.
    public var gpsSessionKind: SourceKind? { gps.phase == .off ? nil : gps.kind }

    /// Turns the GPS receiver off at `time`; it draws its sleep current for the sleep tail, and releases
    /// its hold on the CPU.
    public mutating func stopGPS(at time: SimTime) {
        settle(to: time)
        guard gps.phase != .off else { return }
        sourceStatistics[gps.kind.ordinal].onTimeSeconds += (time - gps.onSince).seconds
        gps.end()
        power.gps.stop(at: time)
        power.cpu.setHold(.gps, false, at: time)
    }
}

/// What the GPS receiver sees in one whole second (``Device/advanceGPS(at:)``).
struct GPSObservation: Sendable {
    let second: Int64
    /// The session's kind (A-GPS raises the visibility).
    let kind: SourceKind
    /// The true position.
    let position: LocalPoint
    /// The place's environment class (its properties are looked up only for a fix).
    let environment: EnvironmentClass
    /// Whether the fix attempt of that second succeeds.
    let visible: Bool
}
