/// The share of the input space a region keeps, estimated from the emulators over a large quasi-random sample.
extension NonImplausibleRegion {
    /// Estimates the share of the input space every wave keeps, with two uncertainties (see
    /// ``NonImplausibleShare``), from the first `samplePoints` points of Sobol's sequence in the scaled input
    /// space (Halton's above 40 inputs), judged `blockSize` at a time (memory flat in `samplePoints`).
    ///
    /// The sample is the same for every region over the same space, so adding a wave can only lower the
    /// estimate: a region is the intersection of its waves' regions, judged point by point on one sample.
    /// The emulator-induced spread is computed on the first `uncertaintyPoints` of the sample (every
    /// emulator's variance at every point: the costly part).
    public func estimateShare(
        samplePoints: Int = 100_000, uncertaintyPoints: Int = 10_000, level: Double = 0.95, blockSize: Int = 1024
    ) throws(EmulatorError) -> NonImplausibleShare {
        guard samplePoints >= 1, (1...samplePoints).contains(uncertaintyPoints), level > 0, level < 1, blockSize >= 1
        else {
            throw .invalidSetting(
                setting: "share estimate",
                reason: "needs samplePoints ≥ 1, 1 ≤ uncertaintyPoints ≤ samplePoints and a level in (0, 1)")
        }
        let d = encoding.designDimensions
        let classifier = RegionClassifier(self)
        let stream = QuasiRandomStream(dimensions: d)
        var block = [Double](repeating: 0, count: blockSize * d)
        var kept = 0
        var surely = 0
        var possibly = 0
        var expected = 0.0
        var done = 0
        var optionTally = OptionTally(encoding)
        while done < samplePoints {
            let count = min(blockSize, samplePoints - done)
            block.withUnsafeMutableBufferPointer { buffer in
                for b in 0..<count { stream.next(into: buffer.baseAddress! + b * d) }
            }
            block.withUnsafeBufferPointer { buffer in
                let verdicts = classifier.classify(buffer.baseAddress!, count: count)
                kept += verdicts.filter { $0 }.count
                optionTally.add(buffer.baseAddress!, verdicts: verdicts, dimensions: d)
                let judged = min(count, max(0, uncertaintyPoints - done))
                if judged > 0 {
                    for probability in classifier.keepProbabilities(buffer.baseAddress!, count: judged) {
                        expected += probability
                        if probability >= NonImplausibleShare.sureProbability { surely += 1 }
                        if probability > 1 - NonImplausibleShare.sureProbability { possibly += 1 }
                    }
                }
            }
            done += count
        }
        do throws(StatsError) {
            let sampling = try wilsonInterval(successes: kept, trials: samplePoints, level: level)
            let lower = try wilsonInterval(successes: surely, trials: uncertaintyPoints, level: level).lower
            let upper = try wilsonInterval(successes: possibly, trials: uncertaintyPoints, level: level).upper
            let m = Double(uncertaintyPoints)
            return NonImplausibleShare(
                samplePoints: samplePoints, keptPoints: kept, share: sampling.estimate, samplingInterval: sampling,
                uncertaintyPoints: uncertaintyPoints, expectedShare: expected / m,
                surelyKeptShare: Double(surely) / m, possiblyKeptShare: Double(possibly) / m,
                interval: ConfidenceInterval(estimate: expected / m, lower: lower, upper: upper, level: level),
                options: try optionTally.shares(level: level))
        } catch {
            throw .invalidSetting(setting: "share estimate", reason: error.description)
        }
    }
}

/// The share of the input space a region keeps, with its uncertainty.
///
/// - `share`: the region's share of the sample — the points every wave's emulators keep with their variance in
///   the implausibility ([@Vernon2010]). Conservative by design (an emulator's uncertainty keeps points), and it
///   cannot rise between waves on the same sample. `samplingInterval` is the Wilson interval [@Wilson1927] of
///   that proportion, treating the sample as random (quasi-random points usually err less).
/// - The emulators' own uncertainty about which points the simulator keeps: at each point of the uncertainty
///   sample, the probability p that the simulator itself keeps it at the last wave (the earlier waves' verdicts
///   taken as given; see ``RegionClassifier``). `expectedShare` is the mean of p; `surelyKeptShare` the share
///   with p ≥ 0.975, `possiblyKeptShare` the share with p > 0.025: the points in between are those the
///   emulators cannot yet place. `interval` runs from the Wilson lower bound of the first to the Wilson upper
///   bound of the second, so it holds both the sampling error and the emulators' uncertainty.
public struct NonImplausibleShare: Sendable, Equatable, Codable {
    /// The points judged, how many every wave keeps, and their share.
    public var samplePoints: Int
    public var keptPoints: Int
    public var share: Double
    /// The Wilson interval of `share`.
    public var samplingInterval: ConfidenceInterval
    /// The points whose keep probability was computed (the first of the sample).
    public var uncertaintyPoints: Int
    /// The mean keep probability: the share the simulator is expected to keep.
    public var expectedShare: Double
    /// The shares with keep probability ≥ 0.975 and > 0.025.
    public var surelyKeptShare: Double
    public var possiblyKeptShare: Double
    /// `expectedShare` within [Wilson lower bound of `surelyKeptShare`, Wilson upper bound of `possiblyKeptShare`].
    public var interval: ConfidenceInterval
    /// Per option of each structural choice of the design (``InputEncoding``), the share of the sample points
    /// with that option that every wave keeps, with its Wilson interval: the option's non-implausible share of
    /// the other inputs' space (empty without choices).
    public var options: [OptionShare]

    /// The keep probability above which a point counts as surely kept (and below one minus which as surely
    /// ruled out).
    static let sureProbability = 0.975

    /// `points` split among options in proportion to `shares` by largest remainders (ties to the earlier
    /// option): for the next wave's design when each structural option has its own region. All zero shares
    /// give every option nothing.
    public static func allocate(points: Int, proportionalTo shares: [Double]) -> [Int] {
        let total = shares.reduce(0) { $0 + max($1, 0) }
        guard total > 0, points > 0 else { return Array(repeating: 0, count: shares.count) }
        let exact = shares.map { Double(points) * max($0, 0) / total }
        var result = exact.map { Int($0.rounded(.down)) }
        let order = exact.indices.sorted {
            let a = exact[$0] - Double(result[$0])
            let b = exact[$1] - Double(result[$1])
            return a > b || (a == b && $0 < $1)
        }
        for index in order.prefix(points - result.reduce(0, +)) { result[index] += 1 }
        return result
    }
}
