/// Morris's elementary-effects screening design ([@Morris1991]) with Campolongo's trajectory
/// selection ([@Campolongo2007]).
///
/// Each parameter's quantile takes one of `levels` (p) values on the grid {0, 1/(p−1), …, 1}. A
/// trajectory starts at a random grid point and changes one parameter at a time, in a random order, by
/// Δ = p / (2(p − 1)) (up or down, so it stays on the grid): d + 1 points for d parameters, each step
/// giving one elementary effect. `candidateCount` (M) random trajectories are drawn and the
/// `trajectoryCount` (r) most spread over the cube are kept (see ``MorrisSelection``).
///
/// Points are numbered trajectory by trajectory: index = t·(d + 1) + s is step s of trajectory t.
/// The design is deterministic from `seed`: candidate c is drawn from the stream `seed.child("candidate.c")`.
public struct MorrisDesign: SensitivityDesign {
    /// One trajectory: where it starts and which parameter moves at each step.
    public struct Trajectory: Sendable, Equatable {
        /// The first point, one grid quantile per parameter.
        public let start: [Double]
        /// The parameter changed at step 1, 2, …, d (a permutation of 0 ..< d).
        public let order: [Int]
        /// The signed change of each parameter's quantile when it moves: +Δ or −Δ.
        public let steps: [Double]

        /// The step (1 ... d) at which each parameter moves.
        public var moveSteps: [Int] {
            var steps = [Int](repeating: 0, count: order.count)
            for (s, parameter) in order.enumerated() { steps[parameter] = s + 1 }
            return steps
        }

        /// Step `s` (0 ... d): the start with the first `s` parameters of `order` moved (kept inside
        /// [0, 1] against rounding: 3/7 + 4/7 may round above 1).
        public func point(atStep s: Int) -> [Double] {
            var point = start
            for parameter in order.prefix(s) { point[parameter] = min(1, max(0, point[parameter] + steps[parameter])) }
            return point
        }
    }

    public let parameters: [SensitivityParameter]
    /// The number of grid levels p per parameter (even, at least 2).
    public let levels: Int
    /// The chosen trajectories, in order.
    public let trajectories: [Trajectory]
    /// The seed the candidates were drawn from.
    public let seed: StreamSeed

    /// Draws `candidateCount` trajectories (default 10 × `trajectoryCount`) and keeps the
    /// `trajectoryCount` most spread. Selection compares every pair of candidates, about
    /// M²/2·(d + 1)² operations: 2·10⁷ for M = 100 and d = 60.
    public init(
        parameters: [SensitivityParameter], trajectoryCount: Int, levels: Int = 4,
        candidateCount: Int? = nil, seed: StreamSeed
    ) throws(SensitivityError) {
        try parameters.validateNames()
        guard levels >= 2 && levels.isMultiple(of: 2) else {
            throw .invalidSetting(setting: "levels", reason: "must be even and at least 2, got \(levels)")
        }
        guard trajectoryCount >= 2 else {
            throw .invalidSetting(
                setting: "trajectories",
                reason: "at least 2 are needed for a standard deviation, got \(trajectoryCount)")
        }
        let candidates = candidateCount ?? 10 * trajectoryCount
        guard candidates >= trajectoryCount else {
            throw .invalidSetting(
                setting: "candidates", reason: "needs at least as many candidates as trajectories (\(trajectoryCount))")
        }
        self.parameters = parameters
        self.levels = levels
        self.seed = seed
        let drawn = (0..<candidates).map {
            Self.randomTrajectory(parameters.count, levels, seed.child("candidate.\($0)"))
        }
        trajectories = MorrisSelection.mostSpread(drawn, count: trajectoryCount).map { drawn[$0] }
    }

    /// Δ = p / (2(p − 1)), the change of a parameter's quantile at its step.
    public var delta: Double { Double(levels) / Double(2 * (levels - 1)) }

    /// Points per trajectory: d + 1.
    public var pointsPerTrajectory: Int { parameters.count + 1 }

    public var pointCount: Int { trajectories.count * pointsPerTrajectory }

    public func unitPoint(at index: Int) -> [Double] {
        checkIndex(index)
        return trajectories[index / pointsPerTrajectory].point(atStep: index % pointsPerTrajectory)
    }

    /// A random trajectory (Morris's B* construction): each parameter's low value x* is drawn from
    /// {0, 1/(p−1), …, 1 − Δ}, its direction up or down with equal probability (down starts at x* + Δ),
    /// and the order of the moves is a uniform random permutation.
    static func randomTrajectory(_ dimensions: Int, _ levels: Int, _ seed: StreamSeed) -> Trajectory {
        let stream = RandomStream(seed)
        let delta = Double(levels) / Double(2 * (levels - 1))
        var start: [Double] = []
        var steps: [Double] = []
        for _ in 0..<dimensions {
            let low = Double(stream.index(below: levels / 2)) / Double(levels - 1)
            let up = stream.bernoulli(0.5)
            start.append(up ? low : low + delta)
            steps.append(up ? delta : -delta)
        }
        var order = Array(0..<dimensions)
        for i in stride(from: dimensions - 1, to: 0, by: -1) { order.swapAt(i, stream.index(below: i + 1)) }
        return Trajectory(start: start, order: order, steps: steps)
    }
}
