import FenceKernel
import FenceWorld

/// Comparing two worlds as far as a run read them: the radio sites through the questions it asked,
/// the trajectory through the instant it ended.
extension DeviceReads {
    /// Whether `infrastructure` answers every radio-site question these reads asked as the
    /// infrastructure they were read in did: a run asking it the same questions learns the same. False
    /// when the answers were not kept (nothing is known of them).
    public func agree(infrastructure: Infrastructure) -> Bool {
        radioSites?.allSatisfy { $0.holds(in: infrastructure) } ?? false
    }

    /// Whether a run that ended at `end` and read `first` reads the same in `second`: the two agree
    /// through `end` (``FenceWorld/Trajectory/agrees(with:through:)``), or are equal when the phone drew
    /// its motion models, which follow the day's legs to its end.
    public func agree(trajectory first: Trajectory, _ second: Trajectory, through end: SimTime) -> Bool {
        motionModels ? first.legs == second.legs : first.agrees(with: second, through: end)
    }
}
