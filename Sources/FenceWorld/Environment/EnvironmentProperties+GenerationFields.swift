/// One field of an environment-table row that world generation reads: the row's property and the
/// patch field that overrides it.
public struct EnvironmentGenerationField {
    /// The field of a table row.
    public let property: KeyPath<EnvironmentProperties, Double>
    /// The same field in a scenario's override.
    public let patch: WritableKeyPath<EnvironmentPropertiesPatch, Double?>
}

extension EnvironmentProperties {
    /// Cell towers per square kilometre (``Infrastructure``'s tower process).
    public static var cellTowerDensityField: EnvironmentGenerationField {
        EnvironmentGenerationField(property: \.cellTowerDensityPerSquareKm, patch: \.cellTowerDensityPerSquareKm)
    }
    /// Cell tower range in metres (``Infrastructure``'s tower process).
    public static var cellTowerRangeField: EnvironmentGenerationField {
        EnvironmentGenerationField(property: \.cellTowerRangeMeters, patch: \.cellTowerRangeMeters)
    }
    /// Wi-Fi access points per square kilometre (``Infrastructure``'s access-point process).
    public static var wifiAccessPointDensityField: EnvironmentGenerationField {
        EnvironmentGenerationField(
            property: \.wifiAccessPointDensityPerSquareKm, patch: \.wifiAccessPointDensityPerSquareKm)
    }
    /// Wi-Fi access-point range in metres (``Infrastructure``'s access-point process).
    public static var wifiRangeField: EnvironmentGenerationField {
        EnvironmentGenerationField(property: \.wifiRangeMeters, patch: \.wifiRangeMeters)
    }

    /// Every field of a row that world generation reads: the radio sites' densities and ranges, which
    /// ``Infrastructure/init(realizing:table:around:masterSeed:replication:donor:)`` draws the sites from.
    /// The trajectory, map and fences read no table field, so the other fields (GPS, multipath, data
    /// coverage) matter only to the world's ``World/environmentTable`` (``World/generationInputs(of:)``).
    public static var generationFields: [EnvironmentGenerationField] {
        [cellTowerDensityField, cellTowerRangeField, wifiAccessPointDensityField, wifiRangeField]
    }
}
