import FenceWorld

extension ScriptedWorld {
    /// An hour for testing activity updates: still at the origin until 600 s, a walk of 840 m east until
    /// 1 200 s, still again until 3 601 s; suburban everywhere, no towers or access points. With an exact
    /// classifier (delays at their medians: walking 7.5 s, stationary 9 s) the reports come at 0, 607.5 s
    /// and 1 209 s.
    public static func stillWalkStillHour() throws -> World {
        try world(
            path([(0, at(0)), (600, at(0)), (1_200, at(840)), (3_601, at(840))]), environment: .suburban)
    }
}
