import FenceParameters

/// A hand-made parameter struct with one field of each kind a ``ParameterTable`` stores, and its table: the
/// tests work out by hand what decoding, reading, setting and printing it must give.
struct Kettle: Sendable, Equatable {
    /// The heating element: a structural choice of two options.
    enum Element: String, CaseIterable, Sendable {
        case coil, induction
    }

    var volumeLitres = 1.5
    var cups = 4
    var whistles = true
    var timerSeconds: Double? = nil
    var element = Element.coil

    static let table = ParameterTable<Kettle>([
        ModelParameter(
            "volumeLitres", .number(\.volumeLitres), meaning: "How much water it holds.", unit: "l",
            valid: .positive(maximum: 3), .read, source: "The label [@Raheja2012]."),
        ModelParameter(
            "cups", .whole(\.cups), meaning: "Cups poured per boil.", unit: "–", valid: ValidRange(1...12),
            .assumed, source: "Forum posts [@Wandera2014].",
            plausible: PlausibleRange(2, 8, because: "Households of one to four [@Stokes2010], [@Wandera2014].")),
        ModelParameter(
            "whistles", .flag(\.whistles), meaning: "Whether it whistles.", unit: "–", valid: nil, .choice,
            source: "What the buyer wants."),
        ModelParameter(
            "timerSeconds", .optionalNumber(\.timerSeconds), meaning: "Switch-off delay (null: none).", unit: "s",
            valid: ValidRange(0...600), .derived, source: "600 s = 10 min."),
        ModelParameter(
            "element", .option(OptionField(\.element)), meaning: "The heating element.", unit: "–", valid: nil,
            .assumed, source: "Either.",
            prior: CategoricalPrior([
                .init("coil", weight: 0.75, evidence: "Most kettles [@Stokes2010]."),
                .init("induction", weight: 0.25, evidence: "Some [@MobileOOP]."),
            ])),
    ])
}

/// A kettle decoded from JSON through the table, over the default kettle.
struct DecodedKettle: Decodable {
    let kettle: Kettle
    init(from decoder: any Decoder) throws { kettle = try Kettle.table.decode(decoder, over: Kettle()) }
}
