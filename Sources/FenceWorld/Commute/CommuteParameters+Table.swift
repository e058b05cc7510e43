import FenceParameters
import FenceStats

extension CommuteParameters {
    /// Meaning, unit, valid and plausible range and source of every model parameter of the generator
    /// (defaults: ``init()``). A range `{lower, upper}` gives two rows, `name.lower` and `name.upper`,
    /// whose plausible ranges never overlap, so any sample keeps lower ≤ upper. Not here: `days` (the
    /// run sets it) and `modeProbabilities` (three shares that must sum to 1). "Typical commute" is a
    /// typical urban working day assumed after the set-ups of [@LongWeekendMobile2010] and [@Paek2011CAPS].
    public static let parameterTable = ParameterTable<CommuteParameters>(
        range(
            "workDistanceFromCenterMeters", \.workDistanceFromCenterMeters.lower, \.workDistanceFromCenterMeters.upper,
            "Distance of the workplace from the city centre",
            "m", 0...50_000, .assumed, "a downtown office, inside the urban-canyon core of the preset city",
            lower: (0, 500), upper: (1_000, 3_000), because: "inside the 1.5 km core, or up to twice as far out")
            + range(
                "homeDistanceFromWorkMeters", \.homeDistanceFromWorkMeters.lower, \.homeDistanceFromWorkMeters.upper,
                "Straight-line distance from home to work",
                "m", 100...100_000, .assumed, "typical-commute transit legs of 8–20 km (street routes are 1–√2 × this)",
                lower: (4_000, 10_000), upper: (12_000, 30_000), because: "suburban commutes of about 5 to 30 km")
            + range(
                "walkToStopMeters", \.walkToStopMeters.lower, \.walkToStopMeters.upper,
                "Street distance walked from home to the stop or station", "m",
                1...10_000, .assumed, "typical commute: 0.5–1.0 km",
                lower: (200, 600), upper: (700, 1_500), because: "access walks of 0.2–1.5 km")
            + range(
                "walkFromStopMeters", \.walkFromStopMeters.lower, \.walkFromStopMeters.upper,
                "Street distance walked from the alighting stop to work",
                "m", 1...10_000, .assumed, "typical commute: 0.3–0.8 km",
                lower: (100, 400), upper: (500, 1_200), because: "egress walks of 0.1–1.2 km")
            + range(
                "carWalkMeters", \.carWalkMeters.lower, \.carWalkMeters.upper,
                "Street distance between the car and home or work", "m", 1...10_000,
                .assumed, "a parked car near the door", lower: (5, 50), upper: (80, 300),
                because: "a driveway to a car park down the street")
            + range(
                "blockSizeMeters", \.blockSizeMeters.lower, \.blockSizeMeters.upper, "Side of a street block", "m",
                10...2_000, .assumed,
                "city blocks", lower: (60, 120), upper: (150, 300),
                because: "dense grids of 60 m to suburban 300 m blocks")
            + [
                ModelParameter(
                    "errandPlaceCount", .whole(\.errandPlaceCount),
                    meaning: "Number of errand places (shops…) near home",
                    unit: "–", valid: ValidRange(1...100), .assumed, source: "shops near home",
                    plausible: PlausibleRange(2, 8, because: "a few regular shops; at least the most errands a day"))
            ]
            + range(
                "errandDistanceFromHomeMeters", \.errandDistanceFromHomeMeters.lower,
                \.errandDistanceFromHomeMeters.upper, "Distance of each errand place from home",
                "m", 1...20_000, .assumed, "shops near home", lower: (100, 500), upper: (1_000, 3_000),
                because: "the corner shop to the next district")
            + [
                ModelParameter(
                    "lunchPlaceCount", .whole(\.lunchPlaceCount), meaning: "Number of lunch places near work",
                    unit: "–",
                    valid: ValidRange(1...100), .assumed, source: "no source",
                    plausible: PlausibleRange(1, 6, because: "one canteen to a street of cafés"))
            ]
            + range(
                "lunchDistanceFromWorkMeters", \.lunchDistanceFromWorkMeters.lower, \.lunchDistanceFromWorkMeters.upper,
                "Distance of each lunch place from work",
                "m", 1...5_000, .assumed, "no source", lower: (50, 250), upper: (300, 1_000),
                because: "next door to a ten-minute walk")
            + [
                ModelParameter(
                    "buildingRadiusMeters", .number(\.buildingRadiusMeters),
                    meaning: "Radius of the indoor zone around home, work and every errand or lunch place", unit: "m",
                    valid: ValidRange(1...1_000), .assumed, source: "a building with indoor access-point density",
                    plausible: PlausibleRange(10, 60, .logUniform, because: "a house to a large office block")),
                ModelParameter(
                    "departureMeanHours", .number(\.departureMeanHours),
                    meaning: "Mean morning departure time, hours after midnight (mean ± 3 sd within 00:30–14:00)",
                    unit: "h", valid: ValidRange(0.5...14), .assumed,
                    source: "07:45; the recorded Limerick bus commute also starts then [@LimerickBus304]",
                    plausible: PlausibleRange(7, 8.5, because: "the morning peak")),
                ModelParameter(
                    "departureStandardDeviationMinutes", .number(\.departureStandardDeviationMinutes),
                    meaning: "Standard deviation of the departure time (clamped at ±3 sd)", unit: "min",
                    valid: ValidRange(0...240), .read, source: "The ONE `timeDiffSTD = 1200` s [@Ekman2008TheONE]"),
            ]
            + range(
                "workdayHours", \.workdayHours.lower, \.workdayHours.upper, "Time from arrival at work to leaving it",
                "h", 0.5...14, .assumed,
                "typical commute: 8–9 h", lower: (7, 8), upper: (8.5, 10), because: "part-time-ish to long days")
            + range(
                "walkSpeedMetersPerSecond", \.walkSpeedMetersPerSecond.lower, \.walkSpeedMetersPerSecond.upper,
                "Walking speed (drawn per walk)", "m/s",
                0.3...3, .assumed, "typical commute", lower: (1.1, 1.3), upper: (1.4, 1.6),
                because: "usual adult walking speeds of 1.1–1.6 m/s")
            + range(
                "busStopSpacingMeters", \.busStopSpacingMeters.lower, \.busStopSpacingMeters.upper,
                "Distance between bus stops along the route", "m",
                50...10_000, .assumed, "typical commute", lower: (200, 350), upper: (400, 800),
                because: "dense urban stops to suburban ones")
            + range(
                "busCruiseSpeedKmh", \.busCruiseSpeedKmh.lower, \.busCruiseSpeedKmh.upper,
                "Bus speed between stops (drawn per stretch)", "km/h",
                5...120, .calibrated,
                "mean bus speed with stops and dwell of 17–24 km/h, inside the typical 15–25 km/h",
                lower: (20, 27), upper: (30, 40), because: "mean bus speeds of 15–25 km/h with the stops")
            + range(
                "busStopDwellSeconds", \.busStopDwellSeconds.lower, \.busStopDwellSeconds.upper,
                "Time standing at each bus stop", "s", 0...600, .read,
                "The ONE bus settings, 10–30 s stops [@Ekman2008TheONE]")
            + range(
                "busWaitMinutes", \.busWaitMinutes.lower, \.busWaitMinutes.upper,
                "Wait at the stop before the bus comes", "min", 0...120, .assumed,
                "no source", lower: (0, 2), upper: (5, 15), because: "half of 10–30 min headways, at most")
            + range(
                "carUrbanSpeedKmh", \.carUrbanSpeedKmh.lower, \.carUrbanSpeedKmh.upper,
                "Car speed on an urban or urban-canyon street run", "km/h",
                5...200, .assumed, "typical commute", lower: (20, 35), upper: (40, 60),
                because: "congested streets to free-flowing 50 km/h limits")
            + range(
                "carSuburbanSpeedKmh", \.carSuburbanSpeedKmh.lower, \.carSuburbanSpeedKmh.upper,
                "Car speed on a suburban street run", "km/h", 5...200,
                .assumed, "between urban and highway", lower: (40, 55), upper: (60, 80),
                because: "suburban arterials of 50–70 km/h limits")
            + range(
                "carHighwaySpeedKmh", \.carHighwaySpeedKmh.lower, \.carHighwaySpeedKmh.upper,
                "Car speed on a rural or open-sky run (highway)", "km/h",
                5...200, .assumed, "typical commute", lower: (70, 90), upper: (100, 130),
                because: "busy to free motorways")
            + [
                ModelParameter(
                    "carStopProbability", .number(\.carStopProbability),
                    meaning: "Probability of stopping (traffic light, junction) at the end of each street run",
                    unit: "–", valid: ValidRange(0...1), .assumed, source: "traffic lights",
                    plausible: PlausibleRange(0.1, 0.5, because: "green waves to a red at every other junction"))
            ]
            + range(
                "carStopSeconds", \.carStopSeconds.lower, \.carStopSeconds.upper, "Duration of such a stop", "s",
                0...600, .assumed, "traffic lights",
                lower: (5, 20), upper: (40, 120), because: "a yield to a long light cycle")
            + range(
                "railStationSpacingMeters", \.railStationSpacingMeters.lower, \.railStationSpacingMeters.upper,
                "Distance between stations along the line",
                "m", 200...50_000, .assumed, "typical commute", lower: (600, 1_500), upper: (2_000, 5_000),
                because: "metro to suburban rail spacing")
            + range(
                "railSpeedKmh", \.railSpeedKmh.lower, \.railSpeedKmh.upper,
                "Train speed between stations (drawn per stretch)", "km/h", 10...350,
                .assumed, "typical commute", lower: (40, 70), upper: (80, 140), because: "metro to regional trains")
            + range(
                "railStationDwellSeconds", \.railStationDwellSeconds.lower, \.railStationDwellSeconds.upper,
                "Time standing at each intermediate station", "s",
                0...600, .assumed, "no source", lower: (15, 40), upper: (45, 90),
                because: "metro to busy regional stops")
            + range(
                "railWaitMinutes", \.railWaitMinutes.lower, \.railWaitMinutes.upper,
                "Wait on the platform before the train comes", "min", 0...120,
                .assumed, "no source", lower: (0, 2), upper: (5, 15), because: "half of 10–30 min headways, at most")
            + [
                ModelParameter(
                    "undergroundRadiusMeters", .number(\.undergroundRadiusMeters),
                    meaning: "Rail stretches whose midpoint is this close to the centre run underground", unit: "m",
                    valid: ValidRange(0...100_000), .assumed, source: "a metro under the city core",
                    plausible: PlausibleRange(0, 6_000, because: "no metro to one under the whole urban ring")),
                ModelParameter(
                    "lunchProbability", .number(\.lunchProbability),
                    meaning: "Probability of a lunch walk on a given day",
                    unit: "–", valid: ValidRange(0...1), .assumed, source: "no source",
                    plausible: PlausibleRange(0.2, 0.8, because: "most days in or most days out")),
            ]
            + range(
                "lunchStartHours", \.lunchStartHours.lower, \.lunchStartHours.upper,
                "Lunch start time window, hours after midnight", "h", 0...24,
                .assumed, "no source", lower: (11.5, 12.5), upper: (12.5, 14), because: "the midday hours")
            + range(
                "lunchDwellMinutes", \.lunchDwellMinutes.lower, \.lunchDwellMinutes.upper,
                "Time spent at the lunch place", "min", 0...240, .assumed,
                "no source", lower: (10, 30), upper: (30, 60), because: "a takeaway to a sit-down lunch")
            + [
                ModelParameter(
                    "errandProbability", .number(\.errandProbability),
                    meaning: "Probability of running errands on the way home on a given day", unit: "–",
                    valid: ValidRange(0...1), .assumed, source: "The ONE uses 0.3 [@Ekman2008TheONE]",
                    plausible: PlausibleRange(0.2, 0.7, because: "The ONE's 0.3 to most days")),
                ModelParameter(
                    "maximumErrandsPerDay", .whole(\.maximumErrandsPerDay),
                    meaning: "Largest number of errands on one evening (1 … this many, uniformly; ≤ errandPlaceCount)",
                    unit: "–", valid: ValidRange(1...10), .assumed, source: "typical commute: 1–2 errand stops",
                    plausible: PlausibleRange(1, 2, because: "one or two stops on the way home")),
            ]
            + range(
                "errandDwellMinutes", \.errandDwellMinutes.lower, \.errandDwellMinutes.upper,
                "Time spent at each errand place", "min", 0...480, .assumed,
                "typical commute", lower: (2, 10), upper: (20, 60), because: "a quick purchase to a long shop"))

    /// The two rows of a range field: `name.lower` and `name.upper`, with the same meaning and valid range.
    private static func range(
        _ name: String, _ lowerPath: WritableKeyPath<CommuteParameters, Double> & Sendable,
        _ upperPath: WritableKeyPath<CommuteParameters, Double> & Sendable, _ meaning: String,
        _ unit: String, _ valid: ClosedRange<Double>, _ provenance: ParameterProvenance, _ source: String,
        lower: (Double, Double)? = nil, upper: (Double, Double)? = nil, because reasoning: String = ""
    ) -> [ModelParameter<CommuteParameters>] {
        let bounds: [(String, WritableKeyPath<CommuteParameters, Double> & Sendable, (Double, Double)?)] = [
            ("lower", lowerPath, lower), ("upper", upperPath, upper),
        ]
        return bounds.map { bound, keyPath, plausible in
            ModelParameter(
                keys: [name, bound], .number(keyPath), meaning: meaning + " (\(bound) bound)", unit: unit,
                valid: ValidRange(valid), provenance, source: source,
                plausible: plausible.map { PlausibleRange($0.0, $0.1, because: reasoning) })
        }
    }
}
