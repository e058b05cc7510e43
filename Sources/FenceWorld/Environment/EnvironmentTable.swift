import FenceFiles

/// The properties of every ``EnvironmentClass``: a value type whose rows and fields a scenario can
/// replace, e.g. `table[.urban].gpsVisibility = 0.8`.
///
/// Encoded as a JSON object keyed by class name (`{"urban": {...}, ...}`) that must list every class.
public struct EnvironmentTable: Hashable, Sendable, Codable {
    @usableFromInline var rows: [EnvironmentProperties]

    /// A table from one row per class; `rowFor` is called once for each of ``EnvironmentClass/allCases``.
    public init(_ rowFor: (EnvironmentClass) -> EnvironmentProperties) {
        rows = EnvironmentClass.allCases.map(rowFor)
    }

    /// The row of `environment`.
    @inlinable
    public subscript(environment: EnvironmentClass) -> EnvironmentProperties {
        get { rows[environment.ordinal] }
        set { rows[environment.ordinal] = newValue }
    }

    /// Checks every row (field paths are `environment.<class>.<field>`).
    public func validate() throws(WorldError) {
        for environment in EnvironmentClass.allCases {
            try self[environment].validate(
                path: JSONPath([.key("environment"), .key("overrides"), .key(environment.rawValue)]))
        }
    }

    /// The largest tower range of any class, in metres (bounds every "towers in range" search).
    public var maximumTowerRangeMeters: Double {
        rows.map { $0[keyPath: EnvironmentProperties.cellTowerRangeField.property] }.max()!
    }
    /// The largest access-point range of any class, in metres.
    public var maximumAccessPointRangeMeters: Double {
        rows.map { $0[keyPath: EnvironmentProperties.wifiRangeField.property] }.max()!
    }

    public init(from decoder: any Decoder) throws {
        let dictionary = try [EnvironmentClass: EnvironmentProperties](from: decoder)
        if let missing = EnvironmentClass.allCases.first(where: { dictionary[$0] == nil }) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "environment table has no row for '\(missing.rawValue)': list all of "
                        + EnvironmentClass.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        rows = EnvironmentClass.allCases.map { dictionary[$0]! }
    }

    public func encode(to encoder: any Encoder) throws {
        let dictionary = Dictionary(uniqueKeysWithValues: EnvironmentClass.allCases.map { ($0, self[$0]) })
        try dictionary.encode(to: encoder)
    }
}
