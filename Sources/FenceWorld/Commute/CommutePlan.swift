import FenceStats
import Foundation

/// One way of getting between home and work: a walk to the boarding point, the transit path with
/// its intermediate stops, and a walk to work (all street-grid paths except the rail line).
struct CommuteRoute: Sendable {
    /// `bus`, `car` or `rail`.
    let mode: TravelMode
    /// Walk from home (first point) to the boarding point (last point).
    let toBoarding: [LocalPoint]
    /// Transit path from the boarding point to the alighting point.
    let transit: [LocalPoint]
    /// Vertex indices in ``transit`` of intermediate bus stops or stations (empty for a car).
    let stopIndices: [Int]
    /// Walk from the alighting point (first point) to work (last point).
    let toWork: [LocalPoint]

    /// Where the commuter boards near home.
    var boarding: LocalPoint { transit[0] }
    /// Where the commuter alights near work.
    var alighting: LocalPoint { transit[transit.count - 1] }
}

/// The per-person geometry of a commute, drawn once per world: home, work, a route per mode, errand
/// and lunch places. Days reuse it; only timing and choices change from day to day.
struct CommutePlan: Sendable {
    let home: LocalPoint
    let work: LocalPoint
    /// Side of a street block, in metres.
    let blockMeters: Double
    /// One route per mode with a positive probability, in the order bus, car, rail.
    let routes: [CommuteRoute]
    let errandPlaces: [LocalPoint]
    let lunchPlaces: [LocalPoint]

    /// The route for `mode` (which must have a positive probability).
    func route(for mode: TravelMode) -> CommuteRoute { routes.first { $0.mode == mode }! }

    /// Draws the plan from `stream` (the city centre is the local origin).
    static func draw(_ parameters: CommuteParameters, stream: RandomStream) -> CommutePlan {
        let blockMeters = parameters.blockSizeMeters.draw(stream)
        let work = LocalPoint.zero.offset(
            distanceMeters: parameters.workDistanceFromCenterMeters.draw(stream), bearingRadians: stream.angle())
        let home = work.offset(
            distanceMeters: parameters.homeDistanceFromWorkMeters.draw(stream), bearingRadians: stream.angle())
        func walk(_ a: LocalPoint, _ b: LocalPoint) -> [LocalPoint] {
            StreetGrid.route(from: a, to: b, blockMeters: blockMeters, runBlocks: 1...3, stream: stream)
        }
        var routes: [CommuteRoute] = []
        for mode in parameters.modeProbabilities.modes {
            let access = mode == .car ? parameters.carWalkMeters : parameters.walkToStopMeters
            let egress = mode == .car ? parameters.carWalkMeters : parameters.walkFromStopMeters
            let boarding = StreetGrid.place(
                from: home, distanceMeters: access.draw(stream), towards: work, stream: stream)
            let alighting = StreetGrid.place(
                from: work, distanceMeters: egress.draw(stream), towards: home, stream: stream)
            let toBoarding = walk(home, boarding), toWork = walk(alighting, work)
            let transit: (path: [LocalPoint], indices: [Int])
            switch mode {
            case .bus:
                let street = StreetGrid.route(
                    from: boarding, to: alighting, blockMeters: blockMeters, runBlocks: 3...10, stream: stream)
                transit = StreetGrid.inserting(
                    distances: stopDistances(
                        length: StreetGrid.length(street), spacing: parameters.busStopSpacingMeters, stream: stream),
                    into: street)
            case .rail:
                let line = railLine(from: boarding, to: alighting, stream: stream)
                transit = StreetGrid.inserting(
                    distances: stopDistances(
                        length: StreetGrid.length(line), spacing: parameters.railStationSpacingMeters, stream: stream),
                    into: line)
            default:
                transit = (
                    StreetGrid.route(
                        from: boarding, to: alighting, blockMeters: blockMeters, runBlocks: 4...15, stream: stream),
                    []
                )
            }
            routes.append(
                CommuteRoute(
                    mode: mode, toBoarding: toBoarding, transit: transit.path, stopIndices: transit.indices,
                    toWork: toWork))
        }
        let errandPlaces = (0..<parameters.errandPlaceCount).map { _ in
            home.offset(
                distanceMeters: parameters.errandDistanceFromHomeMeters.draw(stream), bearingRadians: stream.angle())
        }
        let lunchPlaces = (0..<parameters.lunchPlaceCount).map { _ in
            work.offset(
                distanceMeters: parameters.lunchDistanceFromWorkMeters.draw(stream), bearingRadians: stream.angle())
        }
        return CommutePlan(
            home: home, work: work, blockMeters: blockMeters, routes: routes, errandPlaces: errandPlaces,
            lunchPlaces: lunchPlaces)
    }

    /// Distances along a path of `length` metres of the intermediate stops: gaps drawn from
    /// `spacing`, stopping when less than half the smallest gap would remain to the end.
    private static func stopDistances(length: Double, spacing: ValueRange, stream: RandomStream) -> [Double] {
        var distances: [Double] = []
        var position = spacing.draw(stream)
        while position < length - spacing.lower / 2 {
            distances.append(position)
            position += spacing.draw(stream)
        }
        return distances
    }

    /// A gently bending line: two interior bends at one and two thirds, each displaced sideways by up
    /// to 5 % of the length (railways are straighter than streets).
    private static func railLine(from a: LocalPoint, to b: LocalPoint, stream: RandomStream) -> [LocalPoint] {
        let d = b - a
        let normal = LocalPoint(x: -d.y, y: d.x)
        let bend1 = a.interpolated(to: b, fraction: 1.0 / 3) + normal * stream.uniform(-0.05, 0.05)
        let bend2 = a.interpolated(to: b, fraction: 2.0 / 3) + normal * stream.uniform(-0.05, 0.05)
        return [a, bend1, bend2, b]
    }
}
