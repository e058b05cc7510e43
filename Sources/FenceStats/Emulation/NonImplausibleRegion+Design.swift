/// The next wave's design: space-filling points from the region not yet ruled out.
extension NonImplausibleRegion {
    /// Up to `count` design points (input units with numbers only, else the design cube's coordinates) from the
    /// region, spread out: candidates from a Sobol sequence shifted by
    /// a uniform vector drawn from `seed` (Halton's above 40 inputs), kept when every wave keeps them, until
    /// `candidatesPerPoint` × `count` are kept or `maximumCandidates` tried; then greedy maximin thinning —
    /// each next point the kept candidate farthest (Euclidean distance in the design cube) from the points
    /// already chosen and from `existing` (earlier waves' design points), the first one the first candidate kept when
    /// there are none. The same region, seed and settings give the same design.
    ///
    /// A region smaller than about 1/`maximumCandidates` of the space may yield fewer points than asked
    /// (``WaveDesign/complete`` says so); an empty one yields none, which is a finding, not an error.
    public func designWave(
        count: Int, seed: UInt64, existing: [[Double]] = [], candidatesPerPoint: Int = 20,
        maximumCandidates: Int = 1 << 20
    ) throws(EmulatorError) -> WaveDesign {
        guard count >= 1, candidatesPerPoint >= 1, maximumCandidates >= count else {
            throw .invalidSetting(
                setting: "wave design",
                reason: "needs count ≥ 1, candidatesPerPoint ≥ 1 and maximumCandidates ≥ count")
        }
        let d = encoding.designDimensions
        let classifier = RegionClassifier(self)
        let stream = QuasiRandomStream(dimensions: d, shift: QuasiRandomStream.shift(dimensions: d, seed: seed))
        let blockSize = 1024
        var block = [Double](repeating: 0, count: blockSize * d)
        var candidates: [[Double]] = []
        var tried = 0
        while candidates.count < count * candidatesPerPoint && tried < maximumCandidates {
            let size = min(blockSize, maximumCandidates - tried)
            block.withUnsafeMutableBufferPointer { buffer in
                for b in 0..<size { stream.next(into: buffer.baseAddress! + b * d) }
            }
            let kept = block.withUnsafeBufferPointer { classifier.classify($0.baseAddress!, count: size) }
            for b in 0..<size where kept[b] { candidates.append(Array(block[(b * d)..<((b + 1) * d)])) }
            tried += size
        }
        let scaledExisting = existing.map { cubeCoordinates($0) }
        let chosen = Self.maximin(candidates, count: count, existing: scaledExisting)
        var minimum = Double.infinity
        for (position, a) in chosen.enumerated() {
            for b in chosen[..<position] + scaledExisting {
                minimum = min(minimum, GaussianProcessEmulator.squaredDistance(a, b).squareRoot())
            }
        }
        return WaveDesign(
            points: chosen.map { designPoint($0) }, candidatesTried: tried, candidatesKept: candidates.count,
            minimumDistance: minimum, complete: chosen.count == count)
    }

    /// Greedy maximin selection of `count` of `candidates` (scaled), away from `existing` (scaled).
    static func maximin(_ candidates: [[Double]], count: Int, existing: [[Double]]) -> [[Double]] {
        guard !candidates.isEmpty else { return [] }
        var nearest = candidates.map { candidate in
            existing.map { GaussianProcessEmulator.squaredDistance(candidate, $0) }.min() ?? .infinity
        }
        var chosen: [[Double]] = []
        var taken = [Bool](repeating: false, count: candidates.count)
        while chosen.count < min(count, candidates.count) {
            var best = -1
            for index in candidates.indices where !taken[index] {
                if best < 0 || nearest[index] > nearest[best] { best = index }
            }
            taken[best] = true
            chosen.append(candidates[best])
            for index in candidates.indices where !taken[index] {
                nearest[index] = min(
                    nearest[index], GaussianProcessEmulator.squaredDistance(candidates[index], candidates[best]))
            }
        }
        return chosen
    }
}

/// A wave's design from the region not yet ruled out.
public struct WaveDesign: Sendable, Equatable {
    /// The points (input units).
    public var points: [[Double]]
    /// Candidates judged, and how many the region kept (their ratio estimates the region's share too).
    public var candidatesTried: Int
    public var candidatesKept: Int
    /// The smallest scaled distance between two chosen points, or a chosen and an existing one (∞ for one point).
    public var minimumDistance: Double
    /// Whether as many points as asked were found.
    public var complete: Bool

    public init(
        points: [[Double]], candidatesTried: Int, candidatesKept: Int, minimumDistance: Double, complete: Bool
    ) {
        self.points = points
        self.candidatesTried = candidatesTried
        self.candidatesKept = candidatesKept
        self.minimumDistance = minimumDistance
        self.complete = complete
    }
}
