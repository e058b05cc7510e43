import FenceKernel

/// The power states of the GPS receiver (PowerTutor's `GpsStateKeeper`, [@PowerTutor]): on
/// (acquiring or tracking), and after a stop a sleep tail at low current before it is off.
struct GPSPower: Sendable, Equatable {
    /// The on states.
    enum Mode: Sendable, Equatable {
        /// Off, or in the sleep tail until ``GPSPower/sleepUntil``.
        case off
        /// Searching for satellites (first fix or reacquisition).
        case acquiring
        /// Tracking with a fix.
        case tracking
    }

    /// Currents and the tail length.
    let power: PowerParameters
    /// The current mode.
    private(set) var mode = Mode.off
    /// End of the sleep tail of the last stop.
    private(set) var sleepUntil = SimTime.zero
    /// `power.gpsSleepTailSeconds` as a duration (kept: every stop starts the tail).
    private let sleepTail: SimTime

    init(power: PowerParameters) {
        self.power = power
        sleepTail = .seconds(power.gpsSleepTailSeconds)
    }

    /// The current at `time` and the end of the sleep tail after it, if it is still ahead.
    @inline(__always)
    func piece(at time: SimTime) -> (milliamps: Double, nextChange: SimTime?) {
        switch mode {
        case .acquiring: (power.gpsAcquiringMilliamps, nil)
        case .tracking: (power.gpsTrackingMilliamps, nil)
        case .off: time < sleepUntil ? (power.gpsSleepMilliamps, sleepUntil) : (0, nil)
        }
    }

    /// Switches to `mode` (acquiring or tracking) at the current instant.
    mutating func set(_ mode: Mode) {
        precondition(mode != .off, "GPSPower.set: use stop(at:)")
        self.mode = mode
    }

    /// Turns the receiver off at `time`: the sleep tail starts.
    mutating func stop(at time: SimTime) {
        guard mode != .off else { return }
        mode = .off
        sleepUntil = time + sleepTail
    }
}
