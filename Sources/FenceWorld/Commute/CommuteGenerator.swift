import FenceFiles
import FenceKernel
import FenceStats

/// The working-day commute (after The ONE's working-day model, [@Ekman2008TheONE]):
/// overnight at home, a departure-time spread, walk to a stop, a bus / car / rail leg with stops,
/// walk to work, an office day with an optional lunch walk, the way back with optional errands,
/// home. The person's geometry (``CommutePlan``) is drawn once; every day draws its own mode,
/// times and choices from the sub-stream `day.<k>`, so day k is the same whatever the number of days.
struct CommuteGenerator {
    let parameters: CommuteParameters
    let plan: CommutePlan
    /// Sets car speeds by the class of each street run.
    let map: EnvironmentMap

    /// The trajectory of `parameters.days` days from midnight of day 1, drawing day k from
    /// `seed.child("day.k")`. Throws when a day runs past the next morning's departure.
    func trajectory(seed: StreamSeed) throws(WorldError) -> Trajectory {
        var builder = TrajectoryBuilder(at: plan.home, time: .zero)
        for day in 0..<parameters.days {
            let stream = RandomStream(seed.child("day.\(day)"))
            let dayStart = SimTime.days(Double(day))
            let spread = parameters.departureStandardDeviationMinutes / 60
            let departureHours = min(
                max(
                    stream.normal(mean: parameters.departureMeanHours, sd: spread),
                    parameters.departureMeanHours - 3 * spread),
                parameters.departureMeanHours + 3 * spread)
            let departure = dayStart + .hours(departureHours)
            guard builder.time < departure else {
                throw .invalidValue(
                    field: JSONPath([.key("movement"), .key("commute")]),
                    value: "day \(day) starts at \(departure) but day \(day - 1) ends at \(builder.time)",
                    expected: "days that end before the next departure: shorten workdayHours, errands or lunch")
            }
            builder.stay(until: departure, override: .indoor)
            let route = plan.route(for: chooseMode(stream))
            walk(route.toBoarding, &builder, stream)
            wait(route.mode, &builder, stream)
            ride(route, forward: true, &builder, stream)
            walk(route.toWork, &builder, stream)
            let leave = builder.time + .hours(parameters.workdayHours.draw(stream))
            lunch(before: leave, dayStart: dayStart, &builder, stream)
            builder.stay(until: leave, override: .indoor)
            walk(route.toWork.reversed(), &builder, stream)
            wait(route.mode, &builder, stream)
            ride(route, forward: false, &builder, stream)
            goHome(via: route, &builder, stream)
        }
        builder.stay(until: .days(Double(parameters.days)), override: .indoor)
        return try builder.finish()
    }

    private func chooseMode(_ stream: RandomStream) -> TravelMode {
        let mix = parameters.modeProbabilities
        let u = stream.uniform()
        let modes = mix.modes
        if u < mix.bus, modes.contains(.bus) { return .bus }
        if u < mix.bus + mix.car, modes.contains(.car) { return .car }
        return modes.contains(.rail) ? .rail : modes[modes.count - 1]
    }

    private func walk(_ path: [LocalPoint], _ builder: inout TrajectoryBuilder, _ stream: RandomStream) {
        builder.follow(path, speedMetersPerSecond: parameters.walkSpeedMetersPerSecond.draw(stream), mode: .walk)
    }

    private func wait(_ mode: TravelMode, _ builder: inout TrajectoryBuilder, _ stream: RandomStream) {
        switch mode {
        case .bus: builder.stay(seconds: 60 * parameters.busWaitMinutes.draw(stream))
        case .rail: builder.stay(seconds: 60 * parameters.railWaitMinutes.draw(stream))
        default: break
        }
    }

    /// The transit leg, forwards (to work) or backwards (home).
    private func ride(_ route: CommuteRoute, forward: Bool, _ builder: inout TrajectoryBuilder, _ stream: RandomStream)
    {
        let path = forward ? route.transit : route.transit.reversed()
        let last = path.count - 1
        let stops = Set(route.stopIndices.map { forward ? $0 : last - $0 })
        switch route.mode {
        case .bus:
            var speed = parameters.busCruiseSpeedKmh.draw(stream) / 3.6
            for index in 1...last {
                builder.move(to: path[index], speedMetersPerSecond: speed, mode: .bus)
                if stops.contains(index) {
                    builder.stay(seconds: parameters.busStopDwellSeconds.draw(stream), mode: .bus)
                    speed = parameters.busCruiseSpeedKmh.draw(stream) / 3.6
                }
            }
        case .rail:
            var stretchStart = 0
            for index in 1...last where stops.contains(index) || index == last {
                let underground =
                    path[stretchStart].interpolated(to: path[index], fraction: 0.5).lengthMeters
                    < parameters.undergroundRadiusMeters
                let mode: TravelMode = underground ? .underground : .rail
                let override: EnvironmentClass? = underground ? .underground : nil
                let speed = parameters.railSpeedKmh.draw(stream) / 3.6
                builder.follow(
                    Array(path[stretchStart...index]), speedMetersPerSecond: speed, mode: mode, override: override)
                if index != last {
                    builder.stay(
                        seconds: parameters.railStationDwellSeconds.draw(stream), mode: mode, override: override)
                }
                stretchStart = index
            }
        default:
            for index in 1...last {
                let middle = path[index - 1].interpolated(to: path[index], fraction: 0.5)
                let range: ValueRange
                switch map.environment(at: middle) {
                case .urban, .urbanCanyon, .indoor, .underground: range = parameters.carUrbanSpeedKmh
                case .suburban: range = parameters.carSuburbanSpeedKmh
                case .rural, .openSky: range = parameters.carHighwaySpeedKmh
                }
                builder.move(to: path[index], speedMetersPerSecond: range.draw(stream) / 3.6, mode: .car)
                if index != last && stream.bernoulli(parameters.carStopProbability) {
                    builder.stay(seconds: parameters.carStopSeconds.draw(stream), mode: .car)
                }
            }
        }
    }

    /// An optional walk to a lunch place and back, if it fits before `leave`.
    private func lunch(
        before leave: SimTime, dayStart: SimTime, _ builder: inout TrajectoryBuilder, _ stream: RandomStream
    ) {
        guard stream.bernoulli(parameters.lunchProbability) else { return }
        let start = dayStart + .hours(parameters.lunchStartHours.draw(stream))
        let place = plan.lunchPlaces[stream.index(below: plan.lunchPlaces.count)]
        let dwell = 60 * parameters.lunchDwellMinutes.draw(stream)
        let speed = parameters.walkSpeedMetersPerSecond.draw(stream)
        let path = gridPath(to: place, from: plan.work, stream)
        let walkSeconds = StreetGrid.length(path) / speed
        guard start > builder.time, start + .seconds(2 * walkSeconds + dwell) < leave else { return }
        builder.stay(until: start, override: .indoor)
        builder.follow(path, speedMetersPerSecond: speed, mode: .walk)
        builder.stay(seconds: dwell, override: .indoor)
        builder.follow(path.reversed(), speedMetersPerSecond: speed, mode: .walk)
    }

    /// From the alighting point near home: optional errands at distinct places, then home.
    private func goHome(via route: CommuteRoute, _ builder: inout TrajectoryBuilder, _ stream: RandomStream) {
        guard stream.bernoulli(parameters.errandProbability) else {
            return walk(route.toBoarding.reversed(), &builder, stream)
        }
        var places = plan.errandPlaces
        let count = 1 + stream.index(below: parameters.maximumErrandsPerDay)
        for chosen in 0..<count {
            places.swapAt(chosen, chosen + stream.index(below: places.count - chosen))
            walk(gridPath(to: places[chosen], from: builder.position, stream), &builder, stream)
            builder.stay(seconds: 60 * parameters.errandDwellMinutes.draw(stream), override: .indoor)
        }
        walk(gridPath(to: plan.home, from: builder.position, stream), &builder, stream)
    }

    private func gridPath(to end: LocalPoint, from start: LocalPoint, _ stream: RandomStream) -> [LocalPoint] {
        StreetGrid.route(from: start, to: end, blockMeters: plan.blockMeters, runBlocks: 1...3, stream: stream)
    }
}
