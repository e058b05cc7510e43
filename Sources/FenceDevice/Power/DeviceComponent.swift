/// The parts of the phone that draw current, each with its own line in the energy breakdown.
///
/// Cell positioning is not a component of its own: it costs a CPU wake and, on a cache miss, a
/// transfer on the data radio, and is charged to those.
public enum DeviceComponent: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
    /// Everything that draws current while the phone sleeps: suspended SoC, cellular paging, Wi-Fi
    /// associated and idle.
    case baseline
    /// The application processor above suspend: awake (wake lock held) or busy (running code).
    case cpu
    /// Display panel and backlight.
    case screen
    /// The cellular data radio (3G RRC promotion, DCH, FACH).
    case radio
    /// The GPS receiver (acquiring, tracking, sleep tail).
    case gps
    /// The Wi-Fi radio while it scans for access points.
    case wifi
    /// The accelerometer and activity classifier while activity updates run. Reported only for runs
    /// that sensed motion (``reported(in:)``).
    case motion

    /// The components to report for `charges` (one per run): every component but ``motion``, and
    /// ``motion`` too when any run drew on it — so results of strategies that never sense motion keep
    /// the columns and keys they had before motion sensing existed.
    public static func reported(in charges: some Sequence<ComponentValues>) -> [DeviceComponent] {
        let sensed = charges.contains { $0.motion != 0 }
        return allCases.filter { $0 != .motion || sensed }
    }
}

/// One number per ``DeviceComponent`` (a charge in mAh, a current in mA …), stored inline.
public struct ComponentValues: Sendable, Equatable {
    /// Baseline value.
    public var baseline = 0.0
    /// CPU value.
    public var cpu = 0.0
    /// Screen value.
    public var screen = 0.0
    /// Data radio value.
    public var radio = 0.0
    /// GPS value.
    public var gps = 0.0
    /// Wi-Fi value.
    public var wifi = 0.0
    /// Motion-sensing value (encoded only when not zero).
    public var motion = 0.0

    /// All zeros.
    public init() {}

    /// The value of `component`.
    @inlinable
    public subscript(component: DeviceComponent) -> Double {
        get {
            switch component {
            case .baseline: baseline
            case .cpu: cpu
            case .screen: screen
            case .radio: radio
            case .gps: gps
            case .wifi: wifi
            case .motion: motion
            }
        }
        set {
            switch component {
            case .baseline: baseline = newValue
            case .cpu: cpu = newValue
            case .screen: screen = newValue
            case .radio: radio = newValue
            case .gps: gps = newValue
            case .wifi: wifi = newValue
            case .motion: motion = newValue
            }
        }
    }

    /// Adds `other` times `factor` to every component.
    @inlinable @inline(__always)  // in every settle of the battery
    public mutating func add(_ other: ComponentValues, times factor: Double = 1) {
        baseline += other.baseline * factor
        cpu += other.cpu * factor
        screen += other.screen * factor
        radio += other.radio * factor
        gps += other.gps * factor
        wifi += other.wifi * factor
        motion += other.motion * factor
    }

    /// The sum over all components.
    @inlinable
    public var total: Double { baseline + cpu + screen + radio + gps + wifi + motion }
}

extension ComponentValues: Codable {
    private enum CodingKeys: String, CodingKey { case baseline, cpu, screen, radio, gps, wifi, motion }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        baseline = try c.decode(Double.self, forKey: .baseline)
        cpu = try c.decode(Double.self, forKey: .cpu)
        screen = try c.decode(Double.self, forKey: .screen)
        radio = try c.decode(Double.self, forKey: .radio)
        gps = try c.decode(Double.self, forKey: .gps)
        wifi = try c.decode(Double.self, forKey: .wifi)
        motion = try c.decodeIfPresent(Double.self, forKey: .motion) ?? 0
    }

    /// Every component, and `motion` only when not zero (results of runs without motion sensing keep
    /// the form they had before it existed).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(baseline, forKey: .baseline)
        try c.encode(cpu, forKey: .cpu)
        try c.encode(screen, forKey: .screen)
        try c.encode(radio, forKey: .radio)
        try c.encode(gps, forKey: .gps)
        try c.encode(wifi, forKey: .wifi)
        if motion != 0 { try c.encode(motion, forKey: .motion) }
    }
}
