/// What the location app does that costs power besides positioning: a scenario input
/// (the battery budget behind the paper's 2 h depends on each of these, so each is explicit).
public struct AppBehaviour: Codable, Sendable, Equatable {
    /// Upload every delivered location over the data radio (the server-side geofencing pattern of
    /// [@MobileOOP]); the platform calls ``Device/upload(at:)`` per delivery when set.
    public var uploadEachFix: Bool
    /// DCH time one upload needs, seconds (0.1: a few hundred bytes [A]).
    public var uploadTransferSeconds: Double
    /// Share of time the screen is on, 0 … 1 (0: a background app).
    public var screenOnShare: Double
    /// Screen brightness while on, 0 (minimum) … 1 (full).
    public var screenBrightness: Double
    /// CPU time the app spends per location callback, seconds (0.1 [A]).
    public var cpuWorkPerCallbackSeconds: Double

    /// A background app that neither uploads nor shows anything.
    public init(
        uploadEachFix: Bool = false, uploadTransferSeconds: Double = 0.1, screenOnShare: Double = 0,
        screenBrightness: Double = 0.5, cpuWorkPerCallbackSeconds: Double = 0.1
    ) {
        self.uploadEachFix = uploadEachFix
        self.uploadTransferSeconds = uploadTransferSeconds
        self.screenOnShare = screenOnShare
        self.screenBrightness = screenBrightness
        self.cpuWorkPerCallbackSeconds = cpuWorkPerCallbackSeconds
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.update(&uploadEachFix, .uploadEachFix)
        try c.update(&uploadTransferSeconds, .uploadTransferSeconds)
        try c.update(&screenOnShare, .screenOnShare)
        try c.update(&screenBrightness, .screenBrightness)
        try c.update(&cpuWorkPerCallbackSeconds, .cpuWorkPerCallbackSeconds)
    }

    /// The screen state this behaviour implies.
    public var screen: ScreenState { ScreenState(onShare: screenOnShare, brightness: screenBrightness) }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: String = "app") throws(DeviceParameterError) {
        try DeviceParameterError.check(uploadTransferSeconds, in: 0...600, field: path + ".uploadTransferSeconds")
        try DeviceParameterError.check(screenOnShare, in: 0...1, field: path + ".screenOnShare")
        try DeviceParameterError.check(screenBrightness, in: 0...1, field: path + ".screenBrightness")
        try DeviceParameterError.check(
            cpuWorkPerCallbackSeconds, in: 0...60, field: path + ".cpuWorkPerCallbackSeconds")
    }
}
