import FenceParameters
import FenceStats

extension PlatformParameters {
    /// Meaning, unit, valid and plausible range or options and source of every field (defaults: ``init()``):
    /// the numbers and switches, then the structural choices.
    public static let parameterTable = ParameterTable(numberTable.specs + structuralChoices)

    /// The platform's structural choices: rules whose alternatives are plausible, each option with the
    /// evidence for it and a prior weight (`docs/calibration.md`, "Structural choices"). The default is the
    /// option the strongest evidence supports; a sensitivity study samples the options by their weights.
    static let structuralChoices: [ModelParameter<PlatformParameters>] = [
        choice(
            "cpuHoldRule", OptionField(\.ios.cpuHoldRule),
            meaning: "Which running location managers hold the application processor awake in the background",
            source:
                "Apple: with the location background mode \"we keep the device awake as long as you continue to use location\", no accuracy named [@WWDC2013CoreLocation]",
            prior: CategoricalPrior([
                .init(
                    "fineAccuracyOnly", weight: 0.3,
                    evidence:
                        "official statement, conditional: the device is kept awake if updates come often enough, \"usually because of the accuracy\" [@WWDC2014Energy]; Wi-Fi scans are made while asleep [@WWDC2014CoreLocation]"
                ),
                .init(
                    "anyManager", weight: 0.6,
                    evidence:
                        "official statements: \"we keep the device awake as long as you continue to use location\" [@WWDC2013CoreLocation]; standard updates need \"the phone to be awake\" [@WWDC2014CoreLocation]"
                ),
                .init(
                    "never", weight: 0.1,
                    evidence: "assumption: a lower bound (only GPS sessions, wakes and app execution hold it)"),
            ])),
        choice(
            "coarseManagerGPSRule", OptionField(\.ios.coarseManagerGPSRule),
            meaning: "When a running hundredMeters / kilometer / threeKilometers manager powers GPS",
            source:
                "Apple: the distance filter, like the accuracy, \"can drive whether the GPS is on\" [@WWDC2010Instruments]; Instruments showed GPS powered when the accuracy or the filter is below 100 m [@SOConservingBattery2014]",
            prior: CategoricalPrior([
                .init(
                    "never", weight: 0.35,
                    evidence:
                        "official statements on accuracy alone: at 100 m Core Location \"usually doesn't need to turn on the GPS\" [@WWDC2016CoreLocation]; a larger filter saves no power [@AppleLocateMe]; measured on iOS 14-era phones, not iOS 5-6: hundredMeters with a 16 m or 256 m filter ranked as efficient as with none (3, 3 against 2), best with 16 m ranked 5 [@Bangash2021] (an ordinal score of energy and update count, not a current)"
                ),
                .init(
                    "distanceFilterUnder100m", weight: 0.5,
                    evidence:
                        "official statement: the filter \"can drive whether the GPS is on\" [@WWDC2010Instruments]; developer observation with Instruments: GPS on when the accuracy or the filter is below 100 m [@SOConservingBattery2014]"
                ),
                .init(
                    "wifiMissed", weight: 0.15,
                    evidence:
                        "official statement read as a rule: with Wi-Fi hotspots Core Location \"doesn't have to turn the GPS on\" [@WWDC2010Instruments] (assumption: without one it does)"
                ),
            ])),
        choice(
            "networkFixCadence", OptionField(\.ios.networkFixCadence),
            meaning:
                "How often the standard service takes network fixes: always the moving interval, or slower while still",
            source:
                "no source measures the cadence; the system disables location hardware when the user is unlikely to move [@AppleSignificantChangeArticle]",
            prior: CategoricalPrior([
                .init(
                    "fixed", weight: 0.4,
                    evidence:
                        "assumption: the system \"periodically\" scans while updates run, no slower when still [@WWDC2014CoreLocation]"
                ),
                .init(
                    "motionAware", weight: 0.6,
                    evidence:
                        "assumption on an official direction: location hardware is disabled when the user is unlikely to move [@AppleSignificantChangeArticle]"
                ),
            ])),
        choice(
            "significantChangeModel", OptionField(\.ios.significantChangeModel),
            meaning:
                "When the significant-change service delivers: after a field-measured distance, or as soon as the documented rule allows",
            source:
                "field measurements of the distance between deliveries [@Stokes2010] [@LongWeekendMobile2010], bounded by the documented rule [@OReillyiOSComponents]",
            prior: CategoricalPrior([
                .init(
                    "fieldDistance", weight: 0.75,
                    evidence:
                        "primary measurements: 50 % of wake-ups by 750 m [@Stokes2010], 95 % by 2.5 km over 12 days and 8 phones [@LongWeekendMobile2010]"
                ),
                .init(
                    "clock300", weight: 0.25,
                    evidence:
                        "official statement of bounds, not of a rate: 500 m or a cell change, not more often than every 5 min [@OReillyiOSComponents]"
                ),
            ])),
    ]

    /// A structural choice: no unit, no valid range (the options are the valid values), assumed.
    private static func choice(
        _ name: String, _ field: OptionField<PlatformParameters>, meaning: String, source: String,
        prior: CategoricalPrior
    ) -> ModelParameter<PlatformParameters> {
        ModelParameter(
            name, .option(field), meaning: meaning, unit: "–", valid: nil, .assumed, source: source, prior: prior)
    }
}
