import FenceParameters
import FenceStats

extension RadioParameters {
    /// Meaning, unit, valid and plausible range and source of every field (AT&T ARO's 3G profile [@ARO],
    /// watts converted at 3.7 V).
    public static let parameterTable = ParameterTable<RadioParameters>([
        .init(
            "dchMilliamps", .number(\.dchMilliamps), meaning: "Current in DCH (transfer and DCH tail)", unit: "mA",
            valid: .positive(maximum: 5_000), .derived, source: "0.7 W / 3.7 V [@ARO]"),
        .init(
            "fachMilliamps", .number(\.fachMilliamps), meaning: "Current in FACH", unit: "mA",
            valid: ValidRange(0...5_000), .derived, source: "0.35 W / 3.7 V [@ARO]"),
        .init(
            "idleToDchPromotionMilliamps", .number(\.idleToDchPromotionMilliamps),
            meaning: "Current during an IDLE→DCH promotion", unit: "mA", valid: ValidRange(0...5_000), .derived,
            source: "0.53 W / 3.7 V [@ARO]"),
        .init(
            "idleToDchPromotionSeconds", .number(\.idleToDchPromotionSeconds),
            meaning: "Duration of an IDLE→DCH promotion", unit: "s", valid: ValidRange(0...60), .read,
            source: "ARO average 2.0 s (1.5–4) [@ARO]"),
        .init(
            "fachToDchPromotionMilliamps", .number(\.fachToDchPromotionMilliamps),
            meaning: "Current during a FACH→DCH promotion", unit: "mA", valid: ValidRange(0...5_000), .derived,
            source: "0.55 W / 3.7 V [@ARO]"),
        .init(
            "fachToDchPromotionSeconds", .number(\.fachToDchPromotionSeconds),
            meaning: "Duration of a FACH→DCH promotion", unit: "s", valid: ValidRange(0...60), .read,
            source: "ARO 1.5 s [@ARO]"),
        .init(
            "dchTailSeconds", .number(\.dchTailSeconds), meaning: "DCH inactivity timer (DCH→FACH)", unit: "s",
            valid: ValidRange(0...3_600), .read,
            source: "ARO AT&T DCH→FACH [@ARO] (PowerTutor 4–6 s [@PowerTutor], carriers up to 25 s)"),
        .init(
            "fachTailSeconds", .number(\.fachTailSeconds), meaning: "FACH inactivity timer (FACH→IDLE)", unit: "s",
            valid: ValidRange(0...3_600), .read,
            source: "ARO AT&T FACH→IDLE [@ARO] (PowerTutor 4–12 s [@PowerTutor], carriers up to 120 s)"),
    ])
}
