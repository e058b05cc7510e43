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
}

/// One number per ``DeviceComponent`` (a charge in mAh, a current in mA …), stored inline.
public struct ComponentValues: Sendable, Equatable, Codable {
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
            }
        }
    }

    /// Adds `other` times `factor` to every component.
    @inlinable
    public mutating func add(_ other: ComponentValues, times factor: Double = 1) {
        baseline += other.baseline * factor
        cpu += other.cpu * factor
        screen += other.screen * factor
        radio += other.radio * factor
        gps += other.gps * factor
        wifi += other.wifi * factor
    }

    /// The sum over all components.
    @inlinable
    public var total: Double { baseline + cpu + screen + radio + gps + wifi }
}
