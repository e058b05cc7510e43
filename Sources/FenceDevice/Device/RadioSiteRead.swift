import FenceWorld

/// One question a phone asked of the radio sites, with the answer it got: everything a run learns of
/// the towers and access points comes through these (``Device/cellSurvey(at:)``,
/// ``Device/accessPointCount(at:)``).
enum RadioSiteRead: Sendable, Equatable {
    /// The cell survey of a place.
    case cellSurvey(LocalPoint, CellSurvey)
    /// The number of access points whose range reaches a place.
    case accessPointCount(LocalPoint, Int)

    /// Whether `infrastructure` gives the same answer.
    func holds(in infrastructure: Infrastructure) -> Bool {
        switch self {
        case .cellSurvey(let place, let survey): infrastructure.cellSurvey(at: place) == survey
        case .accessPointCount(let place, let count): infrastructure.accessPointCount(inRangeOf: place) == count
        }
    }
}
