import FenceFiles
import FenceStats

/// Timers and currents of the 3G data radio (``DataRadio``). Currents are above the baseline.
///
/// Defaults are AT&T ARO's 3G profile ([@ARO] [V], `ProfileFactoryImpl.create3G`),
/// converted from watts at 3.7 V [D]: DCH 0.7 W, FACH 0.35 W, IDLE→DCH promotion 0.53 W for 2.0 s,
/// FACH→DCH 0.55 W for 1.5 s, DCH→FACH after 5 s, FACH→IDLE after 12 s.
public struct RadioParameters: Codable, Sendable, Equatable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var dchMilliamps: Double
    public var fachMilliamps: Double
    public var idleToDchPromotionMilliamps: Double
    public var idleToDchPromotionSeconds: Double
    public var fachToDchPromotionMilliamps: Double
    public var fachToDchPromotionSeconds: Double
    public var dchTailSeconds: Double
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
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

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
    public func validate(path: JSONPath = JSONPath([.key("radio")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
    }
}
