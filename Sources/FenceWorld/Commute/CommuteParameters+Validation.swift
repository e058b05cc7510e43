import FenceFiles

extension CommuteParameters {
    /// Checks every field; errors name it as `movement.commute.<field>` with the allowed range.
    public func validate() throws(WorldError) {
        func path(_ name: String) -> JSONPath { JSONPath([.key("movement"), .key("commute"), .key(name)]) }
        guard (1...3_660).contains(days) else {
            throw .invalidValue(field: path("days"), value: "\(days)", expected: "a whole number of days in 1…3660")
        }
        try workDistanceFromCenterMeters.validate(field: path("workDistanceFromCenterMeters"), allowed: 0...50_000)
        try homeDistanceFromWorkMeters.validate(field: path("homeDistanceFromWorkMeters"), allowed: 100...100_000)
        try walkToStopMeters.validate(field: path("walkToStopMeters"), allowed: 1...10_000)
        try walkFromStopMeters.validate(field: path("walkFromStopMeters"), allowed: 1...10_000)
        try carWalkMeters.validate(field: path("carWalkMeters"), allowed: 1...10_000)
        try blockSizeMeters.validate(field: path("blockSizeMeters"), allowed: 10...2_000)
        guard (1...100).contains(errandPlaceCount) else {
            throw .invalidValue(field: path("errandPlaceCount"), value: "\(errandPlaceCount)", expected: "1…100")
        }
        try errandDistanceFromHomeMeters.validate(field: path("errandDistanceFromHomeMeters"), allowed: 1...20_000)
        guard (1...100).contains(lunchPlaceCount) else {
            throw .invalidValue(field: path("lunchPlaceCount"), value: "\(lunchPlaceCount)", expected: "1…100")
        }
        try lunchDistanceFromWorkMeters.validate(field: path("lunchDistanceFromWorkMeters"), allowed: 1...5_000)
        try WorldError.check(buildingRadiusMeters, in: 1...1_000, field: path("buildingRadiusMeters"))
        try WorldError.check(
            departureStandardDeviationMinutes, in: 0...240, field: path("departureStandardDeviationMinutes"))
        let spreadHours = 3 * departureStandardDeviationMinutes / 60
        guard departureMeanHours - spreadHours >= 0.5, departureMeanHours + spreadHours <= 14 else {
            throw .invalidValue(
                field: path("departureMeanHours"), value: "\(departureMeanHours)",
                expected: "departures (mean ± 3 sd) between 00:30 and 14:00")
        }
        try workdayHours.validate(field: path("workdayHours"), allowed: 0.5...14)
        try walkSpeedMetersPerSecond.validate(field: path("walkSpeedMetersPerSecond"), allowed: 0.3...3)
        let mix = modeProbabilities
        for (name, value) in [("bus", mix.bus), ("car", mix.car), ("rail", mix.rail)] {
            try WorldError.check(value, in: 0...1, field: path("modeProbabilities").appending(name))
        }
        guard abs(mix.bus + mix.car + mix.rail - 1) < 1e-9 else {
            throw .invalidValue(
                field: path("modeProbabilities"), value: "bus + car + rail = \(mix.bus + mix.car + mix.rail)",
                expected: "probabilities that sum to 1")
        }
        try busStopSpacingMeters.validate(field: path("busStopSpacingMeters"), allowed: 50...10_000)
        try busCruiseSpeedKmh.validate(field: path("busCruiseSpeedKmh"), allowed: 5...120)
        try busStopDwellSeconds.validate(field: path("busStopDwellSeconds"), allowed: 0...600)
        try busWaitMinutes.validate(field: path("busWaitMinutes"), allowed: 0...120)
        try carUrbanSpeedKmh.validate(field: path("carUrbanSpeedKmh"), allowed: 5...200)
        try carSuburbanSpeedKmh.validate(field: path("carSuburbanSpeedKmh"), allowed: 5...200)
        try carHighwaySpeedKmh.validate(field: path("carHighwaySpeedKmh"), allowed: 5...200)
        try WorldError.check(carStopProbability, in: 0...1, field: path("carStopProbability"))
        try carStopSeconds.validate(field: path("carStopSeconds"), allowed: 0...600)
        try railStationSpacingMeters.validate(field: path("railStationSpacingMeters"), allowed: 200...50_000)
        try railSpeedKmh.validate(field: path("railSpeedKmh"), allowed: 10...350)
        try railStationDwellSeconds.validate(field: path("railStationDwellSeconds"), allowed: 0...600)
        try railWaitMinutes.validate(field: path("railWaitMinutes"), allowed: 0...120)
        try WorldError.check(undergroundRadiusMeters, in: 0...100_000, field: path("undergroundRadiusMeters"))
        try WorldError.check(lunchProbability, in: 0...1, field: path("lunchProbability"))
        try lunchStartHours.validate(field: path("lunchStartHours"), allowed: 0...24)
        try lunchDwellMinutes.validate(field: path("lunchDwellMinutes"), allowed: 0...240)
        try WorldError.check(errandProbability, in: 0...1, field: path("errandProbability"))
        guard (1...10).contains(maximumErrandsPerDay), maximumErrandsPerDay <= errandPlaceCount else {
            throw .invalidValue(
                field: path("maximumErrandsPerDay"), value: "\(maximumErrandsPerDay)",
                expected: "1…10 and at most errandPlaceCount (\(errandPlaceCount))")
        }
        try errandDwellMinutes.validate(field: path("errandDwellMinutes"), allowed: 0...480)
    }
}
