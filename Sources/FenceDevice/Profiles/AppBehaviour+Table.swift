import FenceParameters
import FenceStats

extension AppBehaviour {
    /// Meaning, unit, valid and plausible range and source of every field.
    public static let parameterTable = ParameterTable<AppBehaviour>([
        .init(
            "uploadEachFix", .flag(\.uploadEachFix),
            meaning:
                "Upload every delivered location over the data radio; the platform calls upload(at:) per delivery when set",
            unit: "–", valid: nil, .choice,
            source: "the server-side geofencing pattern of [@MobileOOP] sets it"),
        .init(
            "uploadTransferSeconds", .number(\.uploadTransferSeconds), meaning: "DCH time one upload needs",
            unit: "s", valid: ValidRange(0...600), .assumed, source: "a few hundred bytes",
            plausible: PlausibleRange(
                0.05, 1, .logUniform, because: "a small HTTP request: tens of milliseconds to a second on 3G")),
        .init(
            "screenOnShare", .number(\.screenOnShare), meaning: "Share of time the screen is on (0: a background app)",
            unit: "–", valid: ValidRange(0...1), .choice,
            source: "explicit, because the paper's 2 h needs the screen on"),
        .init(
            "screenBrightness", .number(\.screenBrightness),
            meaning: "Screen brightness while on, 0 (minimum) … 1 (full)", unit: "–", valid: ValidRange(0...1),
            .choice, source: "a middle setting"),
        .init(
            "cpuWorkPerCallbackSeconds", .number(\.cpuWorkPerCallbackSeconds),
            meaning: "CPU time the app spends per location callback", unit: "s", valid: ValidRange(0...60), .assumed,
            source: "no source",
            plausible: PlausibleRange(
                0.02, 0.5, .logUniform, because: "a geometry check is milliseconds; logging and I/O take longer")),
    ])
}
