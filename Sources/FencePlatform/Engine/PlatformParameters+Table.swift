import FenceParameters
import FenceStats

extension PlatformParameters {
    /// Meaning, unit, valid and plausible range and source of every number and switch (defaults: ``init()``);
    /// ``parameterTable`` adds the structural choices.
    /// `validate` also needs the significant-change maximum interval ≥ its minimum.
    static let numberTable = ParameterTable<PlatformParameters>([
        period(
            "networkFixIntervalSeconds", \.ios.networkFixIntervalSeconds,
            meaning:
                "Interval between Wi-Fi (else cell) fixes while a hundredMeters manager runs, or while a fine manager waits for GPS",
            .assumed,
            source:
                "no source gives iOS's cadence for a hundredMeters manager, nor whether a distance filter slows it",
            plausible: PlausibleRange(
                10, 120, .logUniform,
                because:
                    "from a scan every few Wi-Fi scan lengths to the ≈ 2 min Android advises for battery-friendly network updates"
            )),
        period(
            "cellFixIntervalSeconds", \.ios.cellFixIntervalSeconds,
            meaning: "Interval between cell fixes while only a kilometer / threeKilometers manager runs", .assumed,
            source: "no source",
            plausible: PlausibleRange(
                30, 600, .logUniform,
                because: "coarse clients: from twice the network cadence to Android's 10 min coarse limit")),
        .init(
            "gpsFreshnessSeconds", .number(\.gpsFreshnessSeconds),
            meaning: "A GPS fix older than this no longer stops the network fixes of a fine manager", unit: "s",
            valid: .positive(maximum: maximumDurationSeconds), .assumed,
            source: "coarse fixes first, then refinements ([@Raheja2012] §3.3.1)",
            plausible: PlausibleRange(
                3, 30, .logUniform, because: "a few missed 1 Hz epochs to half a minute without GPS")),
        .init(
            "assistedGPS", .flag(\.assistedGPS),
            meaning: "Whether GPS starts with network assistance when data is available", unit: "–", valid: nil,
            .read, source: "the paper's phones use A-GPS ([@Raheja2012] §3.1.3)"),
        .init(
            "significantChangeDistanceMeters", .number(\.ios.significantChangeDistanceMeters),
            meaning: "True displacement since the previous delivery that triggers a significant-change delivery",
            unit: "m", valid: .positive(maximum: 1_000_000), .read,
            source: "\"moved at least 500 meters, or has changed cell towers\" [@OReillyiOSComponents]"),
        .init(
            "significantChangeMinimumIntervalSeconds", .number(\.ios.significantChangeMinimumIntervalSeconds),
            meaning: "No significant-change delivery within this long of the previous one", unit: "s",
            valid: ValidRange(0...maximumDurationSeconds), .read,
            source: "\"not sent unless at least five minutes has elapsed\" [@OReillyiOSComponents]"),
        period(
            "significantChangeMaximumIntervalSeconds", \.ios.significantChangeMaximumIntervalSeconds,
            meaning: "A significant-change delivery at least this often, even at rest", .read,
            source: "wakes the app \"once every 15 minutes, at minimum\" [@AppleEnergyGuide]"),
        .init(
            "maximumMonitoredRegions", .whole(\.ios.maximumMonitoredRegions), meaning: "Regions one app may monitor",
            unit: "regions", valid: ValidRange(0...10_000), .read,
            source: "20 regions per app [@AppleStartMonitoring]; the 21st gets regionMonitoringFailed"),
        period(
            "regionEvaluationIntervalSeconds", \.ios.regionEvaluationIntervalSeconds,
            meaning:
                "Interval between the system's network-location evaluations of monitored regions (plus one at each serving-cell change)",
            .calibrated,
            source:
                "to Apple's \"3 to 5 minutes on average\" entry latency [@AppleStartMonitoring] (median 194 s on the generated commute)",
            plausible: PlausibleRange(
                30, 600, .logUniform,
                because:
                    "\"nearly every time within 30 seconds\" with 60 m fences [@RadiusNetworks2015] to twice Apple's 5 min"
            )),
        .init(
            "regionConfirmationSeconds", .number(\.ios.regionConfirmationSeconds),
            meaning: "A region crossing must hold this long before it is reported", unit: "s",
            valid: ValidRange(0...maximumDurationSeconds), .read,
            source:
                "\"remain at that minimum distance for at least 20 seconds\" [@AppleLocationPG]; modelled as a re-check with a new fix that drops the crossing unless it confirms the new side"
        ),
        .init(
            "regionMinimumEffectiveRadiusMeters", .number(\.ios.regionMinimumEffectiveRadiusMeters),
            meaning: "Regions smaller than this behave as this radius", unit: "m", valid: ValidRange(0...1_000_000),
            .read,
            source:
                "\"a 10 m region does not fire until you are about 100 m away\" [@SORegion10m] (an anecdote); 100 m minimum radius, WWDC 2012 lab notes [@Kevfoo2012]"
        ),
        .init(
            "regionExitMarginMeters", .number(\.ios.regionExitMarginMeters),
            meaning: "An exit needs the location this far beyond the (effective) radius", unit: "m",
            valid: ValidRange(0...1_000_000), .assumed,
            source:
                "Apple: \"move away from the boundary by a minimum distance\" [@AppleLocationPG], distance not given",
            plausible: PlausibleRange(
                0, 200, because: "from no margin to two Wi-Fi fix errors; Apple gives no distance [@AppleLocationPG]")),
        .init(
            "backgroundWakeSeconds", .number(\.ios.backgroundWakeSeconds),
            meaning: "How long an app woken in the background (significant change, region event) stays awake",
            unit: "s", valid: ValidRange(0...maximumDurationSeconds), .read,
            source:
                "\"about 10 seconds\" to handle a region event [@AppleLocationPG]; used for significant-change and region events"
        ),
        .init(
            "significantChangeMedianTravelMeters", .number(\.ios.significantChangeMedianTravelMeters),
            meaning: "fieldDistance: median distance travelled between significant-change deliveries", unit: "m",
            valid: .positive(maximum: 1_000_000), .read,
            source: "50 % of wake-ups by 750 m travelled [@Stokes2010]",
            plausible: PlausibleRange(
                500, 1_000, .logUniform,
                because:
                    "Apple's \"500 meters or more\" [@AppleSignificantChangeArticle] to the crowd-sourced 1 km median [@Wandera2014]"
            )),
        .init(
            "significantChangeP95TravelMeters", .number(\.ios.significantChangeP95TravelMeters),
            meaning: "fieldDistance: 95th percentile of the distance travelled between significant-change deliveries",
            unit: "m", valid: .positive(maximum: 1_000_000), .read,
            source: "95 % of wake-ups by 2.5 km [@LongWeekendMobile2010]",
            plausible: PlausibleRange(
                2_500, 7_900, .logUniform,
                because:
                    "to the 95 % point of a log-normal through [@Wandera2014]'s 50 % by 1 km and 90 % by 5 km (docs/calibration.md)"
            )),
        period(
            "networkFixStationaryIntervalSeconds", \.ios.networkFixStationaryIntervalSeconds,
            meaning: "motionAware: interval between network fixes while the phone is still", .assumed,
            source:
                "no source gives iOS's scan period; the system disables location hardware when the user is unlikely to move [@AppleSignificantChangeArticle]",
            plausible: PlausibleRange(
                60, 600, .logUniform,
                because:
                    "at least twice the moving interval, at most the 10 min an app would otherwise go without a fix")),
        .init(
            "timersKeepAppAwake", .flag(\.ios.timersKeepAppAwake),
            meaning:
                "Whether a pending app timer keeps the app awake (iOS) or merely wakes it when it fires (Android alarms)",
            unit: "–", valid: nil, .read,
            source: "a suspended iOS app runs no timers ([@Raheja2012] §3.3.4); false gives Android-style alarms"),
        .init(
            "locationPauseStillSeconds", .number(\.ios.locationPauseStillSeconds),
            meaning:
                "pausesLocationUpdatesAutomatically: how long the phone stays put before the system pauses a manager's updates",
            unit: "s", valid: ValidRange(0...maximumDurationSeconds), .read,
            source:
                "field reports of background apps: about 15 min, 10–20 min, about 20 min [@ApplePausesAutomatically]; the middle",
            plausible: PlausibleRange(
                600, 1_800, .logUniform,
                because: "the field reports' 10–20 min, and Apple's \"fairly conservative\" [@WWDC2016CoreLocation]")),
        .init(
            "liveUpdatesStationarySeconds", .number(\.ios.liveUpdatesStationarySeconds),
            meaning: "iOS 17 live updates: how long the phone is still before the session reports stationary",
            unit: "s", valid: ValidRange(0...maximumDurationSeconds), .read,
            source: "background live updates stop after about 10 min stationary [@AppleLiveUpdates]",
            plausible: PlausibleRange(
                60, 1_200, .logUniform, because: "Apple gives no delay; from a minute to twice the forum's 10 min")),
    ])

    /// A repeated period: seconds, ``minimumPeriodSeconds`` … ``maximumDurationSeconds`` accepted.
    private static func period(
        _ name: String, _ path: WritableKeyPath<PlatformParameters, Double> & Sendable, meaning: String,
        _ provenance: ParameterProvenance, source: String, plausible: PlausibleRange? = nil
    ) -> ModelParameter<PlatformParameters> {
        ModelParameter(
            name, .number(path), meaning: meaning, unit: "s",
            valid: ValidRange(minimumPeriodSeconds...maximumDurationSeconds), provenance, source: source,
            plausible: plausible)
    }
}
