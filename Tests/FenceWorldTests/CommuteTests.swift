import FenceFiles
import FenceKernel
import FenceStats
import Foundation
import Testing

@testable import FenceWorld

@Suite("Commute generator")
struct CommuteTests {
    static func world(
        days: Int = 1, seed: UInt64 = 1, replication: UInt64 = 0, _ edit: (inout CommuteParameters) -> Void = { _ in }
    )
        throws -> World
    {
        var commute = CommuteParameters()
        commute.days = days
        edit(&commute)
        var parameters = WorldParameters()
        parameters.movement = .commute(commute)
        return try World.generate(parameters, masterSeed: seed, replication: replication)
    }

    /// The moving stretches of a leg: (start, end, seconds) per segment with distinct endpoints.
    static func segments(_ leg: TrajectoryLeg) -> [(LocalPoint, LocalPoint, Double)] {
        zip(leg.waypoints, leg.waypoints.dropFirst()).map { ($0.position, $1.position, ($1.time - $0.time).seconds) }
    }

    static func length(_ leg: TrajectoryLeg) -> Double {
        segments(leg).reduce(0) { $0 + $1.0.distanceMeters(to: $1.1) }
    }

    @Test("Generated days respect every parameter bound", arguments: 0..<8)
    func bounds(seed: Int) throws {
        let p = CommuteParameters()
        let world = try Self.world(days: 3, seed: UInt64(seed) + 100)
        let trajectory = world.trajectory
        #expect(trajectory.startTime == .zero && trajectory.endTime == .days(3))
        let home = trajectory.position(at: .zero), work = world.fences.first { $0.role == .work }!.center
        #expect(world.fences.first { $0.role == .home }!.center == home)
        #expect(p.homeDistanceFromWorkMeters.contains(home.distanceMeters(to: work)))
        #expect(p.workDistanceFromCenterMeters.contains(work.lengthMeters))
        let kmh = 3.6
        let tolerance = 1e-6  // microsecond rounding of times
        for leg in trajectory.legs {
            for (a, b, seconds) in Self.segments(leg) where a != b {
                let speed = a.distanceMeters(to: b) / seconds
                switch leg.mode {
                case .walk:
                    #expect(
                        speed <= p.walkSpeedMetersPerSecond.upper * (1 + tolerance)
                            && speed >= p.walkSpeedMetersPerSecond.lower * (1 - tolerance))
                    #expect(a.x == b.x || a.y == b.y, "walks follow the street grid")
                case .bus:
                    #expect(p.busCruiseSpeedKmh.contains((speed * kmh * 1e6).rounded() / 1e6))
                    #expect(a.x == b.x || a.y == b.y, "buses follow the street grid")
                case .car:
                    #expect(
                        speed * kmh >= p.carUrbanSpeedKmh.lower * (1 - tolerance)
                            && speed * kmh <= p.carHighwaySpeedKmh.upper * (1 + tolerance))
                    #expect(a.x == b.x || a.y == b.y, "cars follow the street grid")
                case .rail, .underground:
                    #expect(p.railSpeedKmh.contains((speed * kmh * 1e6).rounded() / 1e6))
                default:
                    Issue.record("unexpected moving mode \(leg.mode)")
                }
            }
            if leg.mode == .underground { #expect(leg.environmentOverride == .underground) }
            if leg.mode == .still && leg.environmentOverride == .indoor {
                let place = leg.waypoints[0].position
                let dwell = (leg.endTime - leg.startTime).seconds
                if place != home && place != work
                    && world.fences.contains(where: { $0.role == .errand && $0.center == place })
                {
                    #expect(
                        dwell >= p.errandDwellMinutes.lower * 60 - tolerance
                            && dwell <= p.errandDwellMinutes.upper * 60 + tolerance)
                }
            }
        }
        for day in 0..<3 {
            // Departure: the end of the first indoor dwell at home that day.
            let departure = trajectory.legs.first {
                $0.mode == .still && $0.endTime > .days(Double(day)) && $0.waypoints[0].position == home
            }!.endTime
            let hours = (departure - .days(Double(day))).hours
            let spread = 3 * p.departureStandardDeviationMinutes / 60
            #expect(hours >= p.departureMeanHours - spread - 1e-9 && hours <= p.departureMeanHours + spread + 1e-9)
            // The first walk of the day: home to a stop (bus, rail) or to the car.
            let firstWalk = trajectory.legs.first { $0.mode == .walk && $0.startTime >= departure }!
            let next = trajectory.legs[trajectory.legs.firstIndex(of: firstWalk)! + 1]
            let range = next.mode == .car ? p.carWalkMeters : p.walkToStopMeters
            #expect(range.contains((Self.length(firstWalk) * 1e6).rounded() / 1e6), "walk \(Self.length(firstWalk)) m")
            // Work: the longest indoor dwell at work.
            let office = trajectory.legs.filter {
                $0.mode == .still && $0.waypoints[0].position == work && $0.startTime >= departure
                    && $0.startTime < .days(Double(day + 1))
            }
            let officeSpan = (office.last!.endTime - office.first!.startTime).hours
            #expect(officeSpan <= p.workdayHours.upper + 1e-9)
        }
    }

    /// Over 400 days the mode shares estimate the mixture: tolerance 4 standard errors √(p(1−p)/n).
    /// The departure mean is within 4·σ/√n of the parameter (the ±3σ clamp is symmetric).
    @Test("Mode shares and departure times follow their distributions")
    func distributions() throws {
        let days = 400
        let world = try Self.world(days: days, seed: 7)
        let p = CommuteParameters()
        var counts: [TravelMode: Int] = [:]
        var departures: [Double] = []
        let home = world.trajectory.position(at: .zero)
        for day in 0..<days {
            let dayStart = SimTime.days(Double(day))
            let departure = world.trajectory.legs.first {
                $0.mode == .still && $0.endTime > dayStart && $0.waypoints[0].position == home
            }!.endTime
            departures.append((departure - dayStart).hours)
            let transit = world.trajectory.legs.first {
                [.bus, .car, .rail, .underground].contains($0.mode) && $0.startTime > departure
            }!
            counts[transit.mode == .underground ? .rail : transit.mode, default: 0] += 1
        }
        for (mode, probability) in [
            (TravelMode.bus, p.modeProbabilities.bus), (.car, p.modeProbabilities.car),
            (.rail, p.modeProbabilities.rail),
        ] {
            let share = Double(counts[mode] ?? 0) / Double(days)
            #expect(
                abs(share - probability) < 4 * (probability * (1 - probability) / Double(days)).squareRoot(),
                "\(mode) \(share)")
        }
        let mean = departures.reduce(0, +) / Double(days)
        let sd = p.departureStandardDeviationMinutes / 60
        #expect(abs(mean - p.departureMeanHours) < 4 * sd / Double(days).squareRoot(), "mean departure \(mean) h")
    }

    @Test("Same seed, same world; other streams change nothing; day k does not depend on the number of days")
    func determinism() throws {
        let a = try Self.world(days: 3, seed: 5)
        let noise = RandomStream(masterSeed: 5, replication: 0, name: "strategy.periodic")
        _ = (0..<100).map { _ in noise.uniform() }
        let b = try Self.world(days: 3, seed: 5)
        #expect(a.trajectory.legs == b.trajectory.legs)
        #expect(a.fences == b.fences)
        #expect(a.infrastructure.towers == b.infrastructure.towers)
        #expect(a.infrastructure.accessPoints == b.infrastructure.accessPoints)
        #expect(a.groundTruth.visits == b.groundTruth.visits && a.servingCells == b.servingCells)
        #expect(try Self.world(days: 3, seed: 5, replication: 1).trajectory.legs != a.trajectory.legs)
        let longer = try Self.world(days: 5, seed: 5)
        let cut = SimTime.days(2) + .hours(23)
        #expect(longer.trajectory.legs.filter { $0.endTime <= cut } == a.trajectory.legs.filter { $0.endTime <= cut })
    }

    @Test("Single-mode commutes: a rail day runs underground in the core, a bus day stops every 300–500 m")
    func singleModes() throws {
        let rail = try Self.world(seed: 3) { $0.modeProbabilities = ModeMix(bus: 0, car: 0, rail: 1) }
        #expect(rail.trajectory.legs.contains { $0.mode == .underground && $0.environmentOverride == .underground })
        let bus = try Self.world(seed: 3) { $0.modeProbabilities = ModeMix(bus: 1, car: 0, rail: 0) }
        let morning = bus.trajectory.legs.first { $0.mode == .bus }!
        let stops = Self.segments(morning).filter { $0.0 == $0.1 }.count
        let length = Self.length(morning)
        // Stops every 300–500 m strictly inside the route: between length/500 − 1 and length/300.
        #expect(Double(stops) >= length / 500 - 1 && Double(stops) <= length / 300, "\(stops) stops on \(length) m")
        #expect(bus.passesThrough(.urbanCanyon))
    }

    @Test("Invalid parameters are named")
    func validation() {
        var p = CommuteParameters()
        p.modeProbabilities = ModeMix(bus: 0.5, car: 0.5, rail: 0.5)
        #expect(throws: WorldError.self) { try p.validate() }
        do { try p.validate() } catch { #expect(error.description.hasPrefix("movement.commute.modeProbabilities")) }
        p = CommuteParameters()
        p.walkToStopMeters = ValueRange(900, 100)
        do {
            try p.validate()
            Issue.record("accepted a reversed range")
        } catch {
            #expect(
                error
                    == .invalidValue(
                        field: JSONPath([.key("movement"), .key("commute"), .key("walkToStopMeters")]),
                        value: "[900.0, 100.0]",
                        expected: "lower ≤ upper, both in [1.0, 10000.0]"))
        }
        p = CommuteParameters()
        p.days = 0
        #expect(throws: WorldError.self) { try p.validate() }
    }

    @Test("Decoding fills missing fields with the defaults; encoding round-trips")
    func coding() throws {
        let decoded = try JSONDecoder().decode(
            CommuteParameters.self,
            from: Data(#"{"days": 4, "walkSpeedMetersPerSecond": {"lower": 1, "upper": 1.2}}"#.utf8))
        var expected = CommuteParameters()
        expected.days = 4
        expected.walkSpeedMetersPerSecond = ValueRange(1, 1.2)
        #expect(decoded == expected)
        #expect(try JSONDecoder().decode(CommuteParameters.self, from: JSONEncoder().encode(expected)) == expected)
        let world = try JSONDecoder().decode(WorldParameters.self, from: Data("{}".utf8))
        #expect(world == WorldParameters.urbanWorkingDayCommute)
        #expect(try JSONDecoder().decode(WorldParameters.self, from: JSONEncoder().encode(world)) == world)
    }
}

extension World {
    /// Whether the map assigns `environment` anywhere along the trajectory's vertices.
    func passesThrough(_ environment: EnvironmentClass) -> Bool {
        trajectory.vertexPositions.contains { environmentMap.environment(at: $0) == environment }
    }
}
