import FenceWorld

/// One question a phone asked of the radio sites, with the answer it got: everything a run learns of
/// the towers and access points comes through these (``Device/cellSurvey(at:)``,
/// ``Device/accessPointCount(at:)``).
enum RadioSiteRead: Sendable, Equatable {
    /// The cell survey of a place.
    case cellSurvey(LocalPoint, CellSurvey)
    /// The number of access points whose range reaches a place.
    case accessPointCount(LocalPoint, Int)

    /// Whether the answer, read on a phone with `first`'s cell and Wi-Fi sources, serves a phone with `second`'s as
    /// that phone would use the answer of `infrastructure` (nil: the same answer): the same cell fix basis
    /// (``CellSurvey/fixBasis(minimumTowers:)``), enough access points or not for both.
    func holds(in infrastructure: Infrastructure?, profile first: DeviceProfile, _ second: DeviceProfile) -> Bool {
        switch self {
        case .cellSurvey(let place, let survey):
            let minimums = (first.cell.minimumTowersForTriangulation, second.cell.minimumTowersForTriangulation)
            return (infrastructure?.cellSurvey(at: place) ?? survey).fixBasis(minimumTowers: minimums.1)
                == survey.fixBasis(minimumTowers: minimums.0)
        case .accessPointCount(let place, let count):
            let asked = infrastructure?.accessPointCount(inRangeOf: place) ?? count
            return (asked >= second.wifi.minimumAccessPoints) == (count >= first.wifi.minimumAccessPoints)
        }
    }
}
