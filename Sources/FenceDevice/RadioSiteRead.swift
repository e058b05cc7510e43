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

extension DeviceReads {
    /// Whether `infrastructure` answers every radio-site question these reads asked as the
    /// infrastructure they were read in did: a run asking it the same questions learns the same.
    public func agree(infrastructure: Infrastructure) -> Bool {
        radioSites.allSatisfy { $0.holds(in: infrastructure) }
    }

    /// Whether two worlds' serving-cell changes (`first`, `second`) start at the same instants, as
    /// far as these reads looked at them: the platform reads nothing else of them.
    public func agree(handoffs first: [ServingCell], _ second: [ServingCell]) -> Bool {
        !handoffs || first.elementsEqual(second) { $0.start == $1.start }
    }
}
