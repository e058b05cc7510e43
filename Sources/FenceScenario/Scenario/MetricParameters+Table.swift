import FenceParameters
import FencePlatform
import FenceStats

extension MetricParameters {
    /// Meaning, unit, valid and plausible range and source of every field (defaults: ``init()``). None
    /// is given by the paper, which reports "about 90 %" without a definition ([@Raheja2012] §4).
    public static let parameterTable = ParameterTable<MetricParameters>([
        window(
            "minimumDwellSeconds", .number(\.minimumDwellSeconds),
            meaning:
                "A true visit counts only if the device stays inside at least this long (shorter passes are neither required nor penalised)",
            .assumed, source: "a bus driving through a stop's 50 m circle (≈ 15 s) is not a visit",
            plausible: PlausibleRange(30, 300, because: "half a minute to a five-minute stop")),
        window(
            "entryDeadlineSeconds", .optionalNumber(\.entryDeadlineSeconds),
            meaning:
                "An entry counts if declared within this long after the true entry (and before the true exit); null: any time before the true exit",
            .choice, source: "the study's definition of entry recall"),
        window(
            "earlyToleranceSeconds", .number(\.earlyToleranceSeconds),
            meaning: "A declaration up to this long before the true crossing still matches it", .assumed,
            source: "position error can put the device inside up to ~50 m (≈ 40 s walking) early",
            plausible: PlausibleRange(0, 120, because: "none to twice the ≈ 40 s a 50 m error takes to walk")),
        window(
            "exitDeadlineSeconds", .number(\.exitDeadlineSeconds),
            meaning: "An exit counts if declared within this long after the true exit", .assumed,
            source: "an exit notification within 10 min is still useful",
            plausible: PlausibleRange(120, 1_800, .logUniform, because: "two minutes to half an hour")),
    ])

    /// A scoring window: seconds, 0 … 366 days accepted.
    private static func window(
        _ name: String, _ field: ModelParameter<MetricParameters>.Field, meaning: String,
        _ provenance: ParameterProvenance, source: String, plausible: PlausibleRange? = nil
    ) -> ModelParameter<MetricParameters> {
        ModelParameter(
            name, field, meaning: meaning, unit: "s", valid: ValidRange(0...PlatformParameters.maximumDurationSeconds),
            provenance, source: source, plausible: plausible)
    }
}
