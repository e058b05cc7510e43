import FenceKernel
import FenceWorld

/// Comparing two worlds as far as a run read them: the radio sites through the questions it asked,
/// the trajectory through the instant it ended.
extension DeviceReads {
    /// Whether a phone with `second`'s cell and Wi-Fi sources, asking `infrastructure` (nil: the radio sites
    /// these reads were read in) every radio-site question these reads asked, learns what a phone with
    /// `first`'s learnt from their answers (``RadioSiteRead/holds(in:profile:_:)``). Without the answers kept,
    /// true for the same sites and sources (``agree(profile:_:)`` compares the sources whole then), else false
    /// (nothing is known of them).
    public func agree(radioSites infrastructure: Infrastructure?, profile first: DeviceProfile, _ second: DeviceProfile)
        -> Bool
    {
        guard let radioSites else { return infrastructure == nil }
        if infrastructure == nil, first.cell.minimumTowersForTriangulation == second.cell.minimumTowersForTriangulation,
            first.wifi.minimumAccessPoints == second.wifi.minimumAccessPoints
        {
            return true
        }
        return radioSites.allSatisfy { $0.holds(in: infrastructure, profile: first, second) }
    }

    /// Whether a run that ended at `end` and read `first` reads the same in `second`: the two agree
    /// through `end` (``FenceWorld/Trajectory/agrees(with:through:)``), or are equal when the phone drew
    /// its motion models, which follow the day's legs to its end.
    public func agree(trajectory first: Trajectory, _ second: Trajectory, through end: SimTime) -> Bool {
        motionModels ? first.legs == second.legs : first.agrees(with: second, through: end)
    }
}
