import Foundation

/// Fitting: hyperparameters by maximum (marginal or restricted) likelihood, multi-start, deterministic.
extension GaussianProcessEmulator {
    /// Fits an emulator to `data` over `space`: checks the data, maximises the likelihood from
    /// `settings.starts` deterministic starting points (on a maximin subset of `settings.searchSubsetSize`
    /// points when there are more, the best result then refined on all), and conditions on every point at the
    /// best hyperparameters. The same data and settings give the same emulator, bit for bit.
    ///
    /// With `startingFrom` (for example the previous wave's emulator of the same output), the search starts there
    /// first (clamped into the bounds), then from the usual starts.
    ///
    /// Throws ``EmulatorError`` for data that cannot be emulated (too few points, a constant output or input,
    /// collinear inputs, coincident noiseless points) and when no search reaches a finite likelihood.
    public static func fit(
        _ data: EmulatorTrainingData, over space: EmulatorInputSpace, settings: EmulatorSettings = EmulatorSettings(),
        startingFrom previous: EmulatorHyperparameters? = nil
    ) throws(EmulatorError) -> GaussianProcessEmulator {
        try check(data, over: space, settings: settings)
        if let previous, previous.lengthScales.count != space.dimensions || !(previous.processVariance > 0) {
            throw .invalidSetting(
                setting: "startingFrom",
                reason: "needs a positive process variance and \(space.dimensions) length-scales")
        }
        let scaled = data.points.map { space.scaled($0) }
        let mean = data.means.reduce(0, +) / Double(data.count)
        let outputVariance = data.means.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(data.count - 1)
        let box = HyperparameterBox(settings: settings, dimensions: space.dimensions, outputVariance: outputVariance)
        let starts = (previous.map { [box.coordinates($0)] } ?? []) + startingPoints(box, count: settings.starts)
        let subset =
            data.count > settings.searchSubsetSize
            ? maximinSubset(scaled, size: settings.searchSubsetSize) : Array(0..<data.count)
        let search = HyperparameterSearch(workspace: workspace(scaled, data, subset, settings), box: box)
        // Every start is screened for a few iterations; the best two continue to convergence (the likelihood
        // is multimodal, but a start that trails after the screening rarely overtakes).
        var screened: [(start: Int, outcome: HyperparameterSearch.Outcome)] = []
        for (index, start) in starts.enumerated() {
            let limit = min(Self.screeningIterations, settings.maximumIterations)
            if let outcome = search.run(from: start, maximumIterations: limit) { screened.append((index, outcome)) }
        }
        let succeeded = screened.count
        screened.sort {
            $0.outcome.logLikelihood > $1.outcome.logLikelihood
                || ($0.outcome.logLikelihood == $1.outcome.logLikelihood && $0.start < $1.start)
        }
        var best: (start: Int, outcome: HyperparameterSearch.Outcome)?
        for candidate in screened.prefix(Self.finalists) {
            let outcome =
                search.run(from: candidate.outcome.coordinates, maximumIterations: settings.maximumIterations)
                ?? candidate.outcome
            if best == nil || outcome.logLikelihood > best!.outcome.logLikelihood { best = (candidate.start, outcome) }
        }
        guard var best else {
            throw .fitFailed(starts: starts.count, reason: "the covariance could not be factorised at any start")
        }
        var evaluations = search.evaluations
        if subset.count < data.count {
            let refinement = HyperparameterSearch(
                workspace: workspace(scaled, data, Array(0..<data.count), settings), box: box)
            guard
                let refined = refinement.run(
                    from: best.outcome.coordinates, maximumIterations: settings.maximumIterations)
            else {
                throw .fitFailed(
                    starts: starts.count, reason: "the subset's best hyperparameters do not factorise on every point")
            }
            best.outcome = refined
            evaluations += refinement.evaluations
        }
        let bounded = box.atBounds(best.outcome.coordinates).map { index in
            index == 0
                ? "processVariance" : index <= space.dimensions ? "lengthScale[\(space.names[index - 1])]" : "nugget"
        }
        let summary = EmulatorFitSummary(
            starts: starts.count, successfulStarts: succeeded, bestStart: best.start, searchPoints: subset.count,
            iterations: best.outcome.iterations, evaluations: evaluations, atBounds: bounded)
        return try GaussianProcessEmulator(
            data: data, space: space, hyperparameters: box.hyperparameters(best.outcome.coordinates),
            settings: settings, fit: summary, checked: true)
    }

    /// The iterations each start is screened for, and how many screened starts continue.
    static let screeningIterations = 15
    static let finalists = 2

    /// The likelihood workspace over the points `indices`.
    private static func workspace(
        _ scaled: [[Double]], _ data: EmulatorTrainingData, _ indices: [Int], _ settings: EmulatorSettings
    ) -> LikelihoodWorkspace {
        LikelihoodWorkspace(
            scaledPoints: indices.flatMap { scaled[$0] }, values: indices.map { data.means[$0] },
            noise: indices.map { data.noiseVariances[$0] }, dimensions: scaled[0].count, mean: settings.mean,
            correlation: settings.correlation, likelihood: settings.likelihood)
    }

    /// `count` starting points in search coordinates: first σ² = the sample variance, every ℓ = 0.5 and
    /// ν = 10⁻³ × the sample variance; then Sobol points (Halton beyond 40 coordinates) over the middle
    /// three-fifths of each coordinate's log range.
    static func startingPoints(_ box: HyperparameterBox, count: Int) -> [[Double]] {
        var first = [box.coordinate(logValue: box.outputLogVariance, 0)]
        first += (0..<box.dimensions).map { box.coordinate(logValue: log(0.5), 1 + $0) }
        if box.fitsNugget {
            first.append(box.coordinate(logValue: box.outputLogVariance + log(1e-3), 1 + box.dimensions))
        }
        guard count > 1 else { return [first] }
        let sequence: QuasiRandomSequence = box.count <= QuasiRandomSequence.sobol.maximumDimensions ? .sobol : .halton
        let quasi = (try? sequence.points(count: count - 1, dimensions: box.count)) ?? []
        return [first] + quasi.map { point in point.map { box.coordinate(fraction: 0.2 + 0.6 * $0) } }
    }

    /// Greedy maximin subset of `size` of the points `scaled` (coordinates in the unit cube; `size` at most their
    /// number): the point nearest the centre of the cube, then repeatedly the point farthest from those chosen
    /// (ties to the lowest index). The indices chosen, ascending.
    public static func maximinSubset(_ scaled: [[Double]], size: Int) -> [Int] {
        let centre = [Double](repeating: 0.5, count: scaled[0].count)
        var nearest = [Double](repeating: .infinity, count: scaled.count)
        var chosen = [scaled.indices.min { squaredDistance(scaled[$0], centre) < squaredDistance(scaled[$1], centre) }!]
        while chosen.count < size {
            let last = scaled[chosen.last!]
            var farthest = -1
            for index in scaled.indices {
                nearest[index] = min(nearest[index], squaredDistance(scaled[index], last))
                if farthest < 0 || nearest[index] > nearest[farthest] { farthest = index }
            }
            chosen.append(farthest)
        }
        return chosen.sorted()
    }

    static func squaredDistance(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for index in a.indices { sum += (a[index] - b[index]) * (a[index] - b[index]) }
        return sum
    }
}

/// How the hyperparameter search went.
public struct EmulatorFitSummary: Sendable, Equatable, Codable {
    /// Searches started, and how many reached a finite likelihood.
    public var starts: Int
    public var successfulStarts: Int
    /// The 0-based index of the start whose result was kept.
    public var bestStart: Int
    /// The points the starts searched over (all, or the maximin subset).
    public var searchPoints: Int
    /// BFGS iterations of the kept search (of its refinement on every point, when a subset was searched).
    public var iterations: Int
    /// Likelihood evaluations over all searches.
    public var evaluations: Int
    /// Hyperparameters that ended within 1 % of an end of their log range (a length-scale at its upper end is
    /// an input the output does not vary with; at its lower end, one it varies with faster than the design sees).
    public var atBounds: [String]
}
