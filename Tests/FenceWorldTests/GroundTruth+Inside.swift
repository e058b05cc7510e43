import FenceKernel
import FenceWorld

extension GroundTruth {
    /// Whether the commuter is inside fence `fenceIndex` at `time` by the visits ([enter, exit)): what
    /// the tests compare with sampling the trajectory.
    func isInside(fence fenceIndex: Int, at time: SimTime) -> Bool {
        visits(ofFence: fenceIndex).contains { $0.enter <= time && time < $0.exit }
    }
}
