/// The platform's behaviour: what both platforms share (which one the scenario's strategies run under, GPS's
/// freshness and assistance), iOS's rules (``ios``) and Android's (``android``). A scenario writes the shared
/// fields and iOS's at the top of its `platform` section, Android's in `platform.android`. Meaning, unit, ranges
/// and source of each field: ``parameterTable`` (and `docs/calibration.md`).
public struct PlatformParameters: Sendable, Equatable, Codable {
    // MARK: GPS, under either platform
    public var gpsFreshnessSeconds: Double = 10
    public var assistedGPS: Bool = true

    // MARK: Platform choice
    /// Which platform the scenario's strategies run under (a strategy entry may name its own):
    /// `ios` (default; ``ios``) or `android` (``android``).
    public var kind: PlatformKind = .ios
    /// iOS's rules, used by strategies that run under iOS (written at the top of `platform`).
    public var ios = IOSParameters()
    /// The Android platform's rules, used by strategies that run under Android (`platform.android`).
    public var android = AndroidParameters()

    /// The defaults above.
    public init() {}

    /// The shortest period of anything the platform repeats (fix cadences, region evaluations, the
    /// significant-change heartbeat), seconds: simulation time counts whole microseconds, so a shorter
    /// "positive" period could round to no time at all and a run would never end; no location service
    /// repeats faster than once a second.
    public static let minimumPeriodSeconds = 1.0
    /// The longest duration any parameter may give, seconds: 366 days, the longest run horizon.
    public static let maximumDurationSeconds = 366 * 86_400.0

    /// The shared fields' keys; iOS's share the same object (``ios`` is coded in place).
    private enum CodingKeys: String, CodingKey {
        case gpsFreshnessSeconds, assistedGPS, kind, android
    }

    /// Decodes the `platform` object: iOS's fields and the shared ones from it, Android's from its `android`.
    public init(from decoder: any Decoder) throws {
        ios = try IOSParameters(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        gpsFreshnessSeconds = try container.decode(Double.self, forKey: .gpsFreshnessSeconds)
        assistedGPS = try container.decode(Bool.self, forKey: .assistedGPS)
        kind = try container.decode(PlatformKind.self, forKey: .kind)
        android = try container.decode(AndroidParameters.self, forKey: .android)
    }

    /// Encodes one `platform` object: iOS's fields and the shared ones side by side, Android's in `android`.
    public func encode(to encoder: any Encoder) throws {
        try ios.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(gpsFreshnessSeconds, forKey: .gpsFreshnessSeconds)
        try container.encode(assistedGPS, forKey: .assistedGPS)
        try container.encode(kind, forKey: .kind)
        try container.encode(android, forKey: .android)
    }

    /// Checks every value's range (iOS's, the shared ones, then Android's); the error names the field.
    public func validate() throws(PlatformParameterError) {
        try ios.validate()
        let longest = Self.maximumDurationSeconds
        guard gpsFreshnessSeconds.isFinite, gpsFreshnessSeconds > 0, gpsFreshnessSeconds <= longest else {
            throw PlatformParameterError(
                keys: ["gpsFreshnessSeconds"],
                message: "expected a positive number of seconds up to \(Int(longest)), got \(gpsFreshnessSeconds)")
        }
        try android.validate()
    }
}
