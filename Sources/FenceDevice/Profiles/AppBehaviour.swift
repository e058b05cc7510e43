import FenceFiles
import FenceStats

/// What the location app does that costs power besides positioning: a scenario input
/// (the battery budget behind the paper's 2 h depends on each of these, so each is explicit).
public struct AppBehaviour: Codable, Sendable, Equatable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var uploadEachFix: Bool
    public var uploadTransferSeconds: Double
    public var screenOnShare: Double
    public var screenBrightness: Double
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
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// The screen state this behaviour implies.
    public var screen: ScreenState { ScreenState(onShare: screenOnShare, brightness: screenBrightness) }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: JSONPath = JSONPath([.key("app")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
    }
}
