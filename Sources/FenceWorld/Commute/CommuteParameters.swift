/// The probabilities of each transit mode for one day's commute (they must sum to 1).
public struct ModeMix: Hashable, Sendable, Codable {
    /// Probability of taking the bus.
    public var bus: Double
    /// Probability of driving.
    public var car: Double
    /// Probability of taking the train (underground in the city core).
    public var rail: Double

    /// A mixture with the given probabilities.
    public init(bus: Double, car: Double, rail: Double) {
        self.bus = bus
        self.car = car
        self.rail = rail
    }

    /// The modes with a positive probability, in the order bus, car, rail.
    var modes: [TravelMode] { [(TravelMode.bus, bus), (.car, car), (.rail, rail)].filter { $0.1 > 0 }.map(\.0) }
}

/// Every parameter of the working-day commute generator, with defaults after
/// [@Ekman2008TheONE] and typical urban commutes [A] (sources per field in `docs/calibration.md`, "World — commute").
///
/// Decoding fills any missing field with its default, so a scenario lists only what it changes.
/// Distances are metres, speeds km/h (vehicles) or m/s (walking), durations as named.
public struct CommuteParameters: Hashable, Sendable, Codable {
    /// Number of consecutive working days (each 24 h, starting at midnight).
    public var days = 1

    /// Distance of the workplace from the city centre (the local origin).
    public var workDistanceFromCenterMeters = ValueRange(0, 1_500)
    /// Straight-line distance from home to work.
    public var homeDistanceFromWorkMeters = ValueRange(8_000, 16_000)
    /// Street distance walked from home to the bus stop or station.
    public var walkToStopMeters = ValueRange(500, 1_000)
    /// Street distance walked from the alighting stop or station to work.
    public var walkFromStopMeters = ValueRange(300, 800)
    /// Street distance between the car and home or work.
    public var carWalkMeters = ValueRange(20, 150)
    /// Side of a street block.
    public var blockSizeMeters = ValueRange(80, 200)
    /// Number of errand places (shops…) near home.
    public var errandPlaceCount = 4
    /// Distance of each errand place from home.
    public var errandDistanceFromHomeMeters = ValueRange(300, 1_500)
    /// Number of lunch places near work.
    public var lunchPlaceCount = 3
    /// Distance of each lunch place from work.
    public var lunchDistanceFromWorkMeters = ValueRange(150, 500)
    /// Radius of the indoor zone put on the map around home, work and every errand or lunch place.
    public var buildingRadiusMeters = 25.0

    /// Mean morning departure time, in hours after midnight.
    public var departureMeanHours = 7.75
    /// Standard deviation of the departure time, in minutes (clamped at ±3 sd).
    public var departureStandardDeviationMinutes = 20.0
    /// Time from arrival at work to leaving it, in hours.
    public var workdayHours = ValueRange(8, 9)
    /// Walking speed (drawn per walk).
    public var walkSpeedMetersPerSecond = ValueRange(1.3, 1.5)

    /// Mode mixture, drawn afresh each day.
    public var modeProbabilities = ModeMix(bus: 0.5, car: 0.3, rail: 0.2)
    /// Distance between bus stops along the route.
    public var busStopSpacingMeters = ValueRange(300, 500)
    /// Bus speed between stops (drawn per stretch).
    public var busCruiseSpeedKmh = ValueRange(25, 35)
    /// Time standing at each bus stop.
    public var busStopDwellSeconds = ValueRange(10, 30)
    /// Wait at the stop before the bus comes.
    public var busWaitMinutes = ValueRange(0, 10)
    /// Car speed on a street run in an urban or urban-canyon area.
    public var carUrbanSpeedKmh = ValueRange(30, 50)
    /// Car speed on a street run in a suburban area.
    public var carSuburbanSpeedKmh = ValueRange(50, 70)
    /// Car speed on a run in a rural or open-sky area (highway).
    public var carHighwaySpeedKmh = ValueRange(80, 110)
    /// Probability of stopping (traffic light, junction) at the end of each street run.
    public var carStopProbability = 0.3
    /// Duration of such a stop.
    public var carStopSeconds = ValueRange(10, 60)
    /// Distance between stations along the line.
    public var railStationSpacingMeters = ValueRange(1_000, 3_000)
    /// Train speed between stations (drawn per stretch).
    public var railSpeedKmh = ValueRange(60, 100)
    /// Time standing at each intermediate station.
    public var railStationDwellSeconds = ValueRange(30, 60)
    /// Wait on the platform before the train comes.
    public var railWaitMinutes = ValueRange(0, 10)
    /// Rail stretches whose midpoint is within this distance of the city centre run underground.
    public var undergroundRadiusMeters = 3_000.0

    /// Probability of a lunch walk on a given day.
    public var lunchProbability = 0.5
    /// Lunch start time window, in hours after midnight.
    public var lunchStartHours = ValueRange(12, 13)
    /// Time spent at the lunch place.
    public var lunchDwellMinutes = ValueRange(20, 45)
    /// Probability of running errands on the way home on a given day.
    public var errandProbability = 0.5
    /// Largest number of errands on one evening (1 … this many, uniformly).
    public var maximumErrandsPerDay = 2
    /// Time spent at each errand place.
    public var errandDwellMinutes = ValueRange(5, 30)

    /// The defaults.
    public init() {}

    /// Decodes a parameter object in which every field is optional: missing fields keep their
    /// defaults. (Unknown keys are the scenario layer's to reject.)
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func read<T: Decodable>(_ value: inout T, _ key: CodingKeys) throws {
            if let decoded = try c.decodeIfPresent(T.self, forKey: key) { value = decoded }
        }
        try read(&days, .days)
        try read(&workDistanceFromCenterMeters, .workDistanceFromCenterMeters)
        try read(&homeDistanceFromWorkMeters, .homeDistanceFromWorkMeters)
        try read(&walkToStopMeters, .walkToStopMeters)
        try read(&walkFromStopMeters, .walkFromStopMeters)
        try read(&carWalkMeters, .carWalkMeters)
        try read(&blockSizeMeters, .blockSizeMeters)
        try read(&errandPlaceCount, .errandPlaceCount)
        try read(&errandDistanceFromHomeMeters, .errandDistanceFromHomeMeters)
        try read(&lunchPlaceCount, .lunchPlaceCount)
        try read(&lunchDistanceFromWorkMeters, .lunchDistanceFromWorkMeters)
        try read(&buildingRadiusMeters, .buildingRadiusMeters)
        try read(&departureMeanHours, .departureMeanHours)
        try read(&departureStandardDeviationMinutes, .departureStandardDeviationMinutes)
        try read(&workdayHours, .workdayHours)
        try read(&walkSpeedMetersPerSecond, .walkSpeedMetersPerSecond)
        try read(&modeProbabilities, .modeProbabilities)
        try read(&busStopSpacingMeters, .busStopSpacingMeters)
        try read(&busCruiseSpeedKmh, .busCruiseSpeedKmh)
        try read(&busStopDwellSeconds, .busStopDwellSeconds)
        try read(&busWaitMinutes, .busWaitMinutes)
        try read(&carUrbanSpeedKmh, .carUrbanSpeedKmh)
        try read(&carSuburbanSpeedKmh, .carSuburbanSpeedKmh)
        try read(&carHighwaySpeedKmh, .carHighwaySpeedKmh)
        try read(&carStopProbability, .carStopProbability)
        try read(&carStopSeconds, .carStopSeconds)
        try read(&railStationSpacingMeters, .railStationSpacingMeters)
        try read(&railSpeedKmh, .railSpeedKmh)
        try read(&railStationDwellSeconds, .railStationDwellSeconds)
        try read(&railWaitMinutes, .railWaitMinutes)
        try read(&undergroundRadiusMeters, .undergroundRadiusMeters)
        try read(&lunchProbability, .lunchProbability)
        try read(&lunchStartHours, .lunchStartHours)
        try read(&lunchDwellMinutes, .lunchDwellMinutes)
        try read(&errandProbability, .errandProbability)
        try read(&maximumErrandsPerDay, .maximumErrandsPerDay)
        try read(&errandDwellMinutes, .errandDwellMinutes)
    }
}
