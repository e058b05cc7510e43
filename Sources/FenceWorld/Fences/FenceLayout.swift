import FenceFiles

/// Which fences a world gets: explicit ones, fences on the route, and distractors off it.
public struct FenceLayout: Hashable, Sendable, Codable {
    /// Fences listed by the scenario.
    public var explicit: [FenceSpec] = []
    /// Roles of the generated on-route fences. A commute offers home, work, stop (the boarding and
    /// alighting points of every mode) and errand; a recorded track offers home (its start), work
    /// (its end) and stop (``alongTrackCount`` points spaced evenly along it).
    public var onRouteRoles: [FenceRole] = [.home, .work, .stop, .errand]
    /// Radius of each on-route fence, in metres (uniform; a single value when the bounds agree).
    public var onRouteRadiusMeters = ValueRange(50, 50)
    /// Number of evenly spaced `stop` fences along a recorded track.
    public var alongTrackCount = 3
    /// Number of distractor fences off the route (never entered).
    public var distractorCount = 6
    /// Distance band from a distractor's centre to the nearest point of the route, in metres; its
    /// lower bound must exceed the largest distractor radius.
    public var distractorDistanceFromRouteMeters = ValueRange(300, 3_000)
    /// Radius of each distractor, in metres (uniform).
    public var distractorRadiusMeters = ValueRange(50, 50)

    /// The defaults: 50 m fences at home, work, stops and errand places, plus 6 distractors.
    public init() {}

    /// Decodes an object in which every field is optional (missing fields keep their defaults).
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        explicit = try c.decodeIfPresent([FenceSpec].self, forKey: .explicit) ?? explicit
        onRouteRoles = try c.decodeIfPresent([FenceRole].self, forKey: .onRouteRoles) ?? onRouteRoles
        onRouteRadiusMeters =
            try c.decodeIfPresent(ValueRange.self, forKey: .onRouteRadiusMeters) ?? onRouteRadiusMeters
        alongTrackCount = try c.decodeIfPresent(Int.self, forKey: .alongTrackCount) ?? alongTrackCount
        distractorCount = try c.decodeIfPresent(Int.self, forKey: .distractorCount) ?? distractorCount
        distractorDistanceFromRouteMeters =
            try c.decodeIfPresent(ValueRange.self, forKey: .distractorDistanceFromRouteMeters)
            ?? distractorDistanceFromRouteMeters
        distractorRadiusMeters =
            try c.decodeIfPresent(ValueRange.self, forKey: .distractorRadiusMeters) ?? distractorRadiusMeters
    }

    /// Checks counts, ranges and the distractor band (`fences.*`).
    public func validate() throws(WorldError) {
        guard explicit.count <= 100_000 else {
            throw .invalidValue(
                field: JSONPath([.key("fences"), .key("explicit")]), value: "\(explicit.count) fences",
                expected: "at most 100000")
        }
        var firstIndex: [String: Int] = [:]
        for (index, spec) in explicit.enumerated() {
            try spec.validate(index: index)
            if let earlier = firstIndex[spec.id] {
                throw .invalidValue(
                    field: JSONPath([.key("fences"), .key("explicit"), .index(index), .key("id")]),
                    value: "\"\(spec.id)\"",
                    expected: "an id not used by another fence (fences.explicit[\(earlier)] has it)")
            }
            firstIndex[spec.id] = index
        }
        try onRouteRadiusMeters.validate(
            field: JSONPath([.key("fences"), .key("onRouteRadiusMeters")]), allowed: Fence.radiusRangeMeters)
        try distractorRadiusMeters.validate(
            field: JSONPath([.key("fences"), .key("distractorRadiusMeters")]), allowed: Fence.radiusRangeMeters)
        try distractorDistanceFromRouteMeters.validate(
            field: JSONPath([.key("fences"), .key("distractorDistanceFromRouteMeters")]), allowed: 0...200_000)
        guard distractorDistanceFromRouteMeters.lower > distractorRadiusMeters.upper else {
            throw .invalidValue(
                field: JSONPath([.key("fences"), .key("distractorDistanceFromRouteMeters")]),
                value: distractorDistanceFromRouteMeters.description,
                expected: "a lower bound above the largest distractor radius (\(distractorRadiusMeters.upper) m), "
                    + "so distractors are never entered")
        }
        guard (0...100_000).contains(distractorCount) else {
            throw .invalidValue(
                field: JSONPath([.key("fences"), .key("distractorCount")]), value: "\(distractorCount)",
                expected: "0…100000")
        }
        guard (0...10_000).contains(alongTrackCount) else {
            throw .invalidValue(
                field: JSONPath([.key("fences"), .key("alongTrackCount")]), value: "\(alongTrackCount)",
                expected: "0…10000")
        }
    }
}
