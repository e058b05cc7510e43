import FenceKernel

/// Every component's power state, stored inline (no existentials on the hot path): the device's
/// ``CurrentSchedule``.
public struct DevicePower: CurrentSchedule, Sendable, Equatable {
    /// The current tables.
    public let parameters: PowerParameters
    /// The application processor.
    var cpu: CPUPower
    /// The application processor's state at `time` (asleep, awake or busy).
    public func processorState(at time: SimTime) -> ProcessorState { cpu.state(at: time) }
    /// The screen's duty and brightness.
    var screen = ScreenState.off {
        didSet { screenMilliamps = screen.milliamps(parameters) }
    }
    /// The screen's current, `screen.milliamps(parameters)`, kept with it (read at every settle), mA.
    private var screenMilliamps: Double
    /// The cellular data radio.
    public internal(set) var radio: DataRadio
    /// The GPS receiver.
    var gps: GPSPower
    /// The Wi-Fi radio scans until this instant.
    var wifiScanUntil = SimTime.zero
    /// The motion-sensing current now: the profile's while activity updates run, else 0 (mA).
    var motionMilliamps = 0.0

    /// Everything off or suspended.
    public init(parameters: PowerParameters, radio: RadioParameters) {
        self.parameters = parameters
        cpu = CPUPower(
            awakeMilliamps: parameters.cpuAwakeMilliamps, activeMilliamps: parameters.cpuActiveMilliamps,
            tailSeconds: parameters.cpuWakeTailSeconds)
        self.radio = DataRadio(parameters: radio)
        gps = GPSPower(power: parameters)
        screenMilliamps = screen.milliamps(parameters)
    }

    @inline(__always)
    public func milliamps(at time: SimTime) -> ComponentValues { piece(at: time).milliamps }

    /// Every component's current at `time` and the first instant after it at which one changes without a
    /// further action (nil when none will), each component's state read once.
    @inline(__always)
    public func piece(at time: SimTime) -> (milliamps: ComponentValues, nextChange: SimTime?) {
        var current = ComponentValues()
        var next = SimTime.never
        current.baseline = parameters.baselineMilliamps
        let cpuPiece = cpu.piece(at: time)
        current.cpu = cpuPiece.milliamps
        if let change = cpuPiece.nextChange { next = min(next, change) }
        current.screen = screenMilliamps
        let radioPiece = radio.piece(at: time)
        current.radio = radioPiece.milliamps
        if let change = radioPiece.nextChange { next = min(next, change) }
        let gpsPiece = gps.piece(at: time)
        current.gps = gpsPiece.milliamps
        if let change = gpsPiece.nextChange { next = min(next, change) }
        if time < wifiScanUntil {
            current.wifi = parameters.wifiScanMilliamps
            next = min(next, wifiScanUntil)
        }
        current.motion = motionMilliamps
        return (current, next == .never ? nil : next)
    }

    /// An upper bound on the total current at any instant at or after `time` while no further action
    /// changes the schedule, in mA. Without an action every component's current can only fall (busy
    /// CPU → awake → suspended, GPS sleep tail → off, a scan ends) except the data radio's, which may
    /// still pass from a promotion to DCH and FACH; so the bound is the current at `time` with the
    /// radio's largest state still ahead. O(1).
    @inline(__always)
    public func maximumTotalMilliamps(from time: SimTime) -> Double {
        var current = milliamps(at: time)
        current.radio = radio.maximumMilliamps(from: time)
        return current.total
    }

    /// An upper bound on the total current at any instant under any actions, in mA: every component in
    /// its most expensive state at once — the CPU busy, the screen as set, the radio in its largest state
    /// (a promotion, DCH or FACH), the GPS in its largest, a Wi-Fi scan, and motion at `motionMilliamps`
    /// (the profile's largest: activity sensing and the significant-motion detector together).
    public func maximumPossibleMilliamps(motionMilliamps largestMotion: Double) -> Double {
        var current = ComponentValues()
        current.baseline = parameters.baselineMilliamps
        current.cpu = parameters.cpuAwakeMilliamps + parameters.cpuActiveMilliamps
        current.screen = screen.milliamps(parameters)
        current.radio = radio.maximumPossibleMilliamps
        current.gps = max(
            parameters.gpsAcquiringMilliamps, parameters.gpsTrackingMilliamps, parameters.gpsSleepMilliamps)
        current.wifi = parameters.wifiScanMilliamps
        current.motion = max(motionMilliamps, largestMotion)
        return current.total
    }

    @inline(__always)
    public func nextChange(after time: SimTime) -> SimTime? { piece(at: time).nextChange }

    /// Scans Wi-Fi for `duration` from `time`; returns the end of the scan.
    mutating func scanWiFi(at time: SimTime, for duration: SimTime) -> SimTime {
        wifiScanUntil = max(wifiScanUntil, time + duration)
        return wifiScanUntil
    }
}
