/// Which phone platform's location services, execution and power rules a run follows: iOS (the seed
/// paper's phone, ``IOSEngine``) or Android (``AndroidEngine``). The world, the device, the sources'
/// random streams and the metrics are the same under both, so a scenario can run one world under both
/// and compare them with paired differences.
public enum PlatformKind: String, Sendable, Codable, CaseIterable {
    case ios
    case android

    /// Every platform's name, for messages and the schema.
    public static var names: [String] { allCases.map(\.rawValue) }
}
