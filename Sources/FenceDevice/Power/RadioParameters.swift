/// Timers and currents of the 3G data radio (``DataRadio``). Currents are above the baseline.
///
/// Defaults are AT&T ARO's 3G profile ([@ARO] [V], `ProfileFactoryImpl.create3G`),
/// converted from watts at 3.7 V [D]: DCH 0.7 W, FACH 0.35 W, IDLE→DCH promotion 0.53 W for 2.0 s,
/// FACH→DCH 0.55 W for 1.5 s, DCH→FACH after 5 s, FACH→IDLE after 12 s.
public struct RadioParameters: Codable, Sendable, Equatable {
    /// Current in DCH (transfer and DCH tail), mA (0.7 W / 3.7 V = 189.19).
    public var dchMilliamps: Double
    /// Current in FACH, mA (0.35 W / 3.7 V = 94.59).
    public var fachMilliamps: Double
    /// Current during an IDLE→DCH promotion, mA (0.53 W / 3.7 V = 143.24).
    public var idleToDchPromotionMilliamps: Double
    /// Duration of an IDLE→DCH promotion, seconds ([@ARO] average 2.0, range 1.5–4).
    public var idleToDchPromotionSeconds: Double
    /// Current during a FACH→DCH promotion, mA (0.55 W / 3.7 V = 148.65).
    public var fachToDchPromotionMilliamps: Double
    /// Duration of a FACH→DCH promotion, seconds ([@ARO] 1.5).
    public var fachToDchPromotionSeconds: Double
    /// DCH inactivity timer (DCH→FACH), seconds ([@ARO] 5; carriers 4–25).
    public var dchTailSeconds: Double
    /// FACH inactivity timer (FACH→IDLE), seconds ([@ARO] 12; carriers 4–120).
    public var fachTailSeconds: Double

    /// The ARO defaults.
    public init(
        dchMilliamps: Double = 0.7 / 3.7 * 1000, fachMilliamps: Double = 0.35 / 3.7 * 1000,
        idleToDchPromotionMilliamps: Double = 0.53 / 3.7 * 1000, idleToDchPromotionSeconds: Double = 2.0,
        fachToDchPromotionMilliamps: Double = 0.55 / 3.7 * 1000, fachToDchPromotionSeconds: Double = 1.5,
        dchTailSeconds: Double = 5, fachTailSeconds: Double = 12
    ) {
        self.dchMilliamps = dchMilliamps
        self.fachMilliamps = fachMilliamps
        self.idleToDchPromotionMilliamps = idleToDchPromotionMilliamps
        self.idleToDchPromotionSeconds = idleToDchPromotionSeconds
        self.fachToDchPromotionMilliamps = fachToDchPromotionMilliamps
        self.fachToDchPromotionSeconds = fachToDchPromotionSeconds
        self.dchTailSeconds = dchTailSeconds
        self.fachTailSeconds = fachTailSeconds
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.update(&dchMilliamps, .dchMilliamps)
        try c.update(&fachMilliamps, .fachMilliamps)
        try c.update(&idleToDchPromotionMilliamps, .idleToDchPromotionMilliamps)
        try c.update(&idleToDchPromotionSeconds, .idleToDchPromotionSeconds)
        try c.update(&fachToDchPromotionMilliamps, .fachToDchPromotionMilliamps)
        try c.update(&fachToDchPromotionSeconds, .fachToDchPromotionSeconds)
        try c.update(&dchTailSeconds, .dchTailSeconds)
        try c.update(&fachTailSeconds, .fachTailSeconds)
    }

    /// These timers with every current scaled so that DCH draws `dchMilliamps`, keeping the ratios
    /// between states (for the ARO defaults FACH/DCH = 0.5, IDLE→DCH/DCH = 0.757, FACH→DCH/DCH =
    /// 0.786 [D]): for profiles that give only a "radio active" current, such as Android's
    /// `radio.active`.
    public func scaled(toDchMilliamps dchMilliamps: Double) -> RadioParameters {
        let factor = dchMilliamps / self.dchMilliamps
        var scaled = self
        scaled.dchMilliamps = dchMilliamps
        scaled.fachMilliamps = fachMilliamps * factor
        scaled.idleToDchPromotionMilliamps = idleToDchPromotionMilliamps * factor
        scaled.fachToDchPromotionMilliamps = fachToDchPromotionMilliamps * factor
        return scaled
    }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: String = "radio") throws(DeviceParameterError) {
        try DeviceParameterError.checkPositive(dchMilliamps, field: path + ".dchMilliamps", maximum: 5_000)
        try DeviceParameterError.checkNonNegative(fachMilliamps, field: path + ".fachMilliamps", maximum: 5_000)
        try DeviceParameterError.checkNonNegative(
            idleToDchPromotionMilliamps, field: path + ".idleToDchPromotionMilliamps", maximum: 5_000)
        try DeviceParameterError.check(
            idleToDchPromotionSeconds, in: 0...60, field: path + ".idleToDchPromotionSeconds")
        try DeviceParameterError.checkNonNegative(
            fachToDchPromotionMilliamps, field: path + ".fachToDchPromotionMilliamps", maximum: 5_000)
        try DeviceParameterError.check(
            fachToDchPromotionSeconds, in: 0...60, field: path + ".fachToDchPromotionSeconds")
        try DeviceParameterError.check(dchTailSeconds, in: 0...3600, field: path + ".dchTailSeconds")
        try DeviceParameterError.check(fachTailSeconds, in: 0...3600, field: path + ".fachTailSeconds")
    }
}
