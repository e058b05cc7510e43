import FenceKernel
import FenceWorld

/// What a run's platform has read of the inputs a sensitivity study varies and a run can leave
/// unread: the groups of ``PlatformParameters`` that one service alone reads, and the world's
/// serving-cell changes (``FenceWorld/World/servingCells``), which significant changes and region
/// evaluations wait for.
///
/// A run is a deterministic function of what it reads (``FenceDevice/DeviceReads`` has the phone's
/// part), so a second run that differs from a first one only in parameters of services the first
/// one never used — the region evaluation's for a strategy that monitors no region, the
/// significant-change service's for one that never starts it — gives the same record
/// (``agree(_:_:)``, ``agree(handoffs:_:)``).
public struct PlatformReads: Sendable, Equatable {
    /// A group of parameters read in one place, or the serving-cell changes.
    enum Group: UInt8 {
        /// `networkFixCadence`: read at each network poll of the standard location service.
        case networkFixCadence
        /// `networkFixIntervalSeconds`: read at a network poll under the fixed cadence or while the phone moves.
        case networkFixInterval
        /// `networkFixStationaryIntervalSeconds`: read at a network poll under the motion-aware cadence while
        /// the phone stands still.
        case networkFixStationaryInterval
        /// `cellFixIntervalSeconds`: read at each cell poll.
        case cellFixCadence
        /// Every `significantChange…` parameter: read at each significant-change delivery.
        case significantChange
        /// `regionEvaluationIntervalSeconds`, `regionConfirmationSeconds`,
        /// `regionMinimumEffectiveRadiusMeters`, `regionExitMarginMeters`: read at each region evaluation.
        case regionEvaluation
        /// The serving-cell changes' instants.
        case handoffs
    }

    private var groups: UInt8 = 0

    public init() {}

    /// Notes a read of `group`.
    mutating func read(_ group: Group) { groups |= 1 << group.rawValue }

    private func reads(_ group: Group) -> Bool { groups & (1 << group.rawValue) != 0 }

    /// Whether `first` and `second` hold the same values in every parameter these reads looked at.
    public func agree(_ first: PlatformParameters, _ second: PlatformParameters) -> Bool {
        var second = second
        if !reads(.networkFixCadence) { second.ios.networkFixCadence = first.ios.networkFixCadence }
        if !reads(.networkFixInterval) { second.ios.networkFixIntervalSeconds = first.ios.networkFixIntervalSeconds }
        if !reads(.networkFixStationaryInterval) {
            second.ios.networkFixStationaryIntervalSeconds = first.ios.networkFixStationaryIntervalSeconds
        }
        if !reads(.cellFixCadence) { second.ios.cellFixIntervalSeconds = first.ios.cellFixIntervalSeconds }
        if !reads(.significantChange) {
            second.ios.significantChangeDistanceMeters = first.ios.significantChangeDistanceMeters
            second.ios.significantChangeMinimumIntervalSeconds = first.ios.significantChangeMinimumIntervalSeconds
            second.ios.significantChangeMaximumIntervalSeconds = first.ios.significantChangeMaximumIntervalSeconds
            second.ios.significantChangeModel = first.ios.significantChangeModel
            second.ios.significantChangeMedianTravelMeters = first.ios.significantChangeMedianTravelMeters
            second.ios.significantChangeP95TravelMeters = first.ios.significantChangeP95TravelMeters
        }
        if !reads(.regionEvaluation) {
            second.ios.regionEvaluationIntervalSeconds = first.ios.regionEvaluationIntervalSeconds
            second.ios.regionConfirmationSeconds = first.ios.regionConfirmationSeconds
            second.ios.regionMinimumEffectiveRadiusMeters = first.ios.regionMinimumEffectiveRadiusMeters
            second.ios.regionExitMarginMeters = first.ios.regionExitMarginMeters
        }
        return first == second
    }

    /// Whether two worlds' serving-cell changes (`first`, `second`) start at the same instants up to
    /// `end`, as far as these reads looked at them, for a run that ended then: the platform reads nothing
    /// else of them, and a change after `end` is an instant still to come in both.
    public func agree(handoffs first: [ServingCell], _ second: [ServingCell], through end: SimTime) -> Bool {
        guard reads(.handoffs) else { return true }
        return first.prefix { $0.start <= end }.elementsEqual(second.prefix { $0.start <= end }) {
            $0.start == $1.start
        }
    }
}
