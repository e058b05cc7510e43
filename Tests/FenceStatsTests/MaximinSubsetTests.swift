import FenceStats
import Testing

/// The greedy maximin subset that thins an emulator's search points and a calibration wave's training points,
/// against hand calculations.
@Suite("Greedy maximin subset")
struct MaximinSubsetTests {
    @Test("on eleven evenly spaced points: the centre, then the lower end (ties to the lower index), the upper")
    func evenlySpacedLine() {
        let points = (0...10).map { [Double($0) / 10] }
        #expect(GaussianProcessEmulator.maximinSubset(points, size: 1) == [5])
        // 0 and 1 are both 0.5 from the centre (exactly, in binary): the lower index first, then the other end.
        #expect(GaussianProcessEmulator.maximinSubset(points, size: 3) == [0, 5, 10])
        #expect(GaussianProcessEmulator.maximinSubset(points, size: 11) == Array(0...10))
    }

    @Test("a cluster of near-duplicates gives one point; the isolated points are all kept")
    func duplicatesThinnedFirst() {
        // Four corners of the square and ten points within 0.001 of its centre: a subset of five is the
        // centre-most cluster point and the four corners.
        let corners: [[Double]] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let cluster = (0..<10).map { [0.5 + 0.0001 * Double($0), 0.5] }
        let chosen = GaussianProcessEmulator.maximinSubset(cluster + corners, size: 5)
        #expect(chosen == [0, 10, 11, 12, 13])
    }
}
