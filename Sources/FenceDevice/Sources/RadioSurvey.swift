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

    /// Surveys `position` in `infrastructure`.
    init(at position: LocalPoint, in infrastructure: Infrastructure) {
        let towers = infrastructure.towers(inRangeOf: position, nearest: 3)
        serving = infrastructure.servingTower(at: position)
        towersInRange = towers.count
        let nearest = towers.nearest
        nearestSpacingMeters =
            nearest.isEmpty
            ? 0 : nearest.reduce(0) { $0 + $1.position.distanceMeters(to: position) } / Double(nearest.count)
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

    /// The cell survey of `position` in `infrastructure`.
    mutating func cellSurvey(at position: LocalPoint, in infrastructure: Infrastructure) -> CellSurvey {
        if let cell, cell.position == position { return cell.survey }
        let survey = CellSurvey(at: position, in: infrastructure)
        cell = (position, survey)
        return survey
    }

    /// The number of access points whose range reaches `position` in `infrastructure`.
    mutating func accessPointCount(at position: LocalPoint, in infrastructure: Infrastructure) -> Int {
        if let accessPoints, accessPoints.position == position { return accessPoints.count }
        let count = infrastructure.accessPointCount(inRangeOf: position)
        accessPoints = (position, count)
        return count
    }
}
