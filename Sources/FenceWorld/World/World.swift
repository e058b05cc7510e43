import FenceKernel

/// One realisation of the world for a replication: the place (environment table and map), its
/// radio infrastructure, the commuter's trajectory, the geofences and their exact ground truth.
///
/// Immutable and `Sendable`: every strategy of a replication shares the same `World`, possibly
/// from several threads. Its arrays are copy-on-write, so passing it around copies a few pointers.
public struct World: Sendable {
    /// Local metres ⇄ latitude/longitude, for import and export.
    public let projection: LocalProjection
    /// What each environment class means.
    public internal(set) var environmentTable: EnvironmentTable
    /// Which class each place has.
    public let environmentMap: EnvironmentMap
    /// Cell towers and Wi-Fi access points.
    public internal(set) var infrastructure: Infrastructure
    /// Where the commuter is, when.
    public let trajectory: Trajectory
    /// The geofences, in the order ground-truth indices refer to.
    public let fences: [Fence]
    /// Exact fence transitions and visits along ``trajectory``.
    public let groundTruth: GroundTruth
    /// The serving-cell sequence along ``trajectory`` (handoff instants).
    public internal(set) var servingCells: [ServingCell]
    /// What importing the recorded track did, its file named as the scenario names it (`nil` for a
    /// generated commute).
    public internal(set) var trackImport: TrackImportReport?

    /// Bundles the parts and computes the ground truth and serving-cell sequence. Throws when the
    /// table, the map or the fence list is invalid.
    public init(
        projection: LocalProjection, environmentTable: EnvironmentTable, environmentMap: EnvironmentMap,
        infrastructure: Infrastructure, trajectory: Trajectory, fences: [Fence]
    ) throws(WorldError) {
        try environmentTable.validate()
        try environmentMap.validate()
        try Fence.validate(fences)
        self.projection = projection
        self.environmentTable = environmentTable
        self.environmentMap = environmentMap
        self.infrastructure = infrastructure
        self.trajectory = trajectory
        self.fences = fences
        groundTruth = GroundTruth(fences: fences, trajectory: trajectory)
        servingCells = infrastructure.servingCells(along: trajectory)
    }

    /// The environment class at `time`: the current leg's override, else the map at the position.
    public func environment(at time: SimTime) -> EnvironmentClass {
        trajectory.environmentOverride(at: time) ?? environmentMap.environment(at: trajectory.position(at: time))
    }

    /// The environment class of a sample read with a ``TrajectoryCursor`` (override, else the map).
    public func environment(of sample: TrajectorySample) -> EnvironmentClass {
        environment(at: sample.position, override: sample.environmentOverride)
    }

    /// The environment class at `position` on a leg whose override is `override`: the override, else
    /// the map.
    public func environment(at position: LocalPoint, override: EnvironmentClass?) -> EnvironmentClass {
        override ?? environmentMap.environment(at: position)
    }

    /// The properties of the environment class at `time`.
    public func properties(at time: SimTime) -> EnvironmentProperties { environmentTable[environment(at: time)] }
}
