import FenceParameters
import FenceStats

extension BatteryParameters {
    /// Meaning, unit, valid and plausible range and source of every field.
    public static let parameterTable = ParameterTable<BatteryParameters>([
        .init(
            "capacityMilliampHours", .number(\.capacityMilliampHours), meaning: "Rated capacity", unit: "mAh",
            valid: .positive(maximum: 100_000), .read,
            source: "iPhone 4S [@iPhone4SBattery] (1420–1440 for iPhone 4 / 5)"),
        .init(
            "nominalVolts", .number(\.nominalVolts),
            meaning: "Nominal voltage, used only to convert charge to energy", unit: "V",
            valid: .positive(maximum: 100), .read, source: "[@iPhone4SBattery]"),
        .init(
            "usableFraction", .number(\.usableFraction),
            meaning: "Share of the rated capacity the phone can use before it shuts down", unit: "–",
            valid: ValidRange(0.01...1), .assumed, source: "Apple's ratings run to empty [@AppleiPhone4SSpecs]",
            plausible: PlausibleRange(
                0.85, 1, because: "a shutdown reserve and an aged cell take up to about a sixth away")),
    ])
}
