import FenceWorld

/// What cell positioning needs to know about the towers around one place.
struct CellSurvey: Sendable, Equatable {
    /// The serving (nearest) tower, nil when none is within the search limit.
    let serving: CellTower?
    /// How many towers' ranges reach the place.
    let towersInRange: Int
    /// Mean distance from the place to the (up to) three nearest towers in range, metres (0 when
    /// none is in range).
    let nearestSpacingMeters: Double

    /// A survey with these findings.
    init(serving: CellTower?, towersInRange: Int, nearest: [CellTower], at position: LocalPoint) {
        self.serving = serving
        self.towersInRange = towersInRange
        nearestSpacingMeters =
            nearest.isEmpty
            ? 0 : nearest.reduce(0) { $0 + $1.position.distanceMeters(to: position) } / Double(nearest.count)
    }

    /// All a cell fix takes from the survey when `minimumTowers` towers triangulate
    /// (``CellParameters/minimumTowersForTriangulation``); nil without a tower within the search limit (the
    /// request fails).
    func fixBasis(minimumTowers: Int) -> CellFixBasis? {
        guard let serving else { return nil }
        return towersInRange >= minimumTowers
            ? .triangulated(spacingMeters: nearestSpacingMeters) : .cellID(serving.position)
    }
}

/// What a cell fix is made from (``CellSurvey/fixBasis(minimumTowers:)``).
enum CellFixBasis: Sendable, Equatable {
    /// Triangulation: an error whose median grows with the mean distance to the nearest towers, metres.
    case triangulated(spacingMeters: Double)
    /// Cell-ID: the serving tower's position.
    case cellID(LocalPoint)
}

extension Infrastructure {
    /// The cell survey of `position`. A method of the infrastructure, so that a device asks
    /// `world.infrastructure.cellSurvey(at:)` in place (passed as an argument from a mutating method,
    /// the infrastructure was copied: a retain and release of each of its arrays per survey).
    func cellSurvey(at position: LocalPoint) -> CellSurvey {
        let towers = towers(inRangeOf: position, nearest: 3)
        return CellSurvey(
            serving: servingTower(at: position), towersInRange: towers.count, nearest: towers.nearest, at: position)
    }
}

/// The radio-site queries of the Wi-Fi and cell sources, kept for the last place asked.
///
/// A phone that stands still (at home, at work: most of a day) asks again and again at the same
/// position, and each answer takes tens of grid-cell lookups in the World's spatial index; the
/// World is immutable, so the answer for an unchanged position is the same.
struct RadioSurveyCache: Sendable {
    private var cell: (position: LocalPoint, survey: CellSurvey)?
    private var accessPoints: (position: LocalPoint, count: Int)?

    /// The cell survey kept for `position`, if that was the last place surveyed.
    func cellSurvey(at position: LocalPoint) -> CellSurvey? {
        guard let cell, cell.position == position else { return nil }
        return cell.survey
    }

    /// The access-point count kept for `position`, if that was the last place counted.
    func accessPointCount(at position: LocalPoint) -> Int? {
        guard let accessPoints, accessPoints.position == position else { return nil }
        return accessPoints.count
    }

    /// Keeps `survey` as the cell survey of `position`.
    mutating func keep(_ survey: CellSurvey, at position: LocalPoint) { cell = (position, survey) }

    /// Keeps `count` as the access-point count of `position`.
    mutating func keep(accessPointCount count: Int, at position: LocalPoint) { accessPoints = (position, count) }
}

extension Device {
    /// Keeps every radio-site question the phone asks from now on with its answer (``DeviceReads``),
    /// for comparing worlds as far as this run read them; a plain run does not keep them.
    public mutating func keepRadioSiteAnswers() { reads.keepRadioSites() }

    /// The cell survey of `position` in the world's infrastructure (kept for the last place asked).
    /// The infrastructure is read in place: the cache is updated only after the query.
    mutating func cellSurvey(at position: LocalPoint) -> CellSurvey {
        if let survey = radioSurvey.cellSurvey(at: position) { return survey }
        let survey = world.infrastructure.cellSurvey(at: position)
        radioSurvey.keep(survey, at: position)
        reads.read(.cellSurvey(position, survey))
        return survey
    }

    /// The number of access points whose range reaches `position` (kept for the last place asked).
    mutating func accessPointCount(at position: LocalPoint) -> Int {
        if let count = radioSurvey.accessPointCount(at: position) { return count }
        let count = world.infrastructure.accessPointCount(inRangeOf: position)
        radioSurvey.keep(accessPointCount: count, at: position)
        reads.read(.accessPointCount(position, count))
        return count
    }
}
