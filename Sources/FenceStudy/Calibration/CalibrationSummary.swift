import FenceExperiment
import FenceStats
import Foundation

/// What history matching found, per parameter, structure and observation (`results.json`'s `summary`).
public struct CalibrationSummary: Sendable, Equatable, Codable {
    /// A parameter's surviving range against its prior range.
    public struct ParameterRange: Sendable, Equatable, Codable {
        public var path: String
        public var priorLower: Double
        public var priorUpper: Double
        /// The surviving points' smallest, median and largest value (nil when nothing survives).
        public var survivingLower: Double?
        public var survivingMedian: Double?
        public var survivingUpper: Double?
        /// The surviving range as a share of the prior range (on the log scale for a log-uniform prior).
        public var shareOfPrior: Double?
    }

    /// One option of a structural choice, as a model index.
    public struct Structure: Sendable, Equatable, Codable {
        public var path: String
        public var option: String
        /// Points evaluated with it, and how many survive.
        public var points: Int
        public var survivors: Int
        /// Its share of all surviving points.
        public var survivingShare: Double
        /// Per observation (in order), the smallest implausibility with this option (nil: none finite).
        public var bestImplausibility: [Double?]
        /// The option's share of the other inputs' space that the last accepted wave's emulators keep, with its
        /// 95 % Wilson interval (nil when no wave was accepted): how much of the prior space under this option
        /// the observations leave, comparable between options.
        public var emulatedShare: ConfidenceInterval?
        /// Per observation (in order), the 5, 50 and 95 % quantiles, in the observation's own units, of the means
        /// of the surviving points with this option (nil: none survives): the prediction of the simulator's
        /// average under this option.
        public var predictiveMeans: [[Double]?]
    }

    /// One observation's fit and prediction.
    public struct ObservationFit: Sendable, Equatable, Codable {
        public var name: String
        public var set: Observation.Set
        /// For a validation observation whose source shaped the model, where it did (not counted as validation).
        public var shapedModel: [String]?
        /// The smallest implausibility of any evaluated point (nil: none finite).
        public var bestImplausibility: Double?
        /// The structural choices at that point (path → option).
        public var bestStructure: [String: String]
        /// Posterior predictive quantiles 5, 25, 50, 75, 95 % over the surviving points (replication values
        /// for one device's measurement, point means for an average), on the observation's own units.
        public var predictive: [Double]?
        /// Whether the stated value (any part of an interval) lies in the 50 % and the 90 % interval.
        public var inside50: Bool?
        public var inside90: Bool?
        /// (nearest end of the target − predictive mean) / sqrt(predictive variance + V_obs + V_md), on the
        /// observation's scale; 0 when the mean lies inside the target.
        public var standardisedError: Double?
    }

    public var parameters: [ParameterRange]
    public var structures: [Structure]
    public var observations: [ObservationFit]
    /// Surviving points.
    public var survivors: Int
    /// The share of the independent validation observations (their sources shaped nothing in the model) inside
    /// their 50 % and 90 % predictive intervals; nil without one.
    public var validationCoverage50: Double?
    public var validationCoverage90: Double?
    /// The sharpness beside that coverage, so that wide intervals cannot pass unseen: the median over the same
    /// observations of the 90 % predictive interval's width divided by the stated value (an interval's midpoint,
    /// a bound's value); nil without one.
    public var validationSharpness90: Double?
    /// The independent validation observations those shares are over, and their sources (reference keys).
    public var independentValidation: Int
    public var independentSources: [String]
    /// For an empty region: the calibration observations no point meets (best implausibility above 3).
    public var unmet: [String]
    /// The structural choices of the point of smallest combined implausibility.
    public var closestStructure: [String: String]
    /// That point's combined implausibility (nil: infinite).
    public var closestCombined: Double?
    /// The posterior by likelihood weighting under the prior with the emulators, the move rule's verdicts and
    /// the leave-one-source-out discrepancy (nil when no wave was accepted, and in results written before it).
    public var posterior: CalibrationPosterior?
}

extension HistoryMatching {
    /// Summarises `outcome`; `paths` and `options` name the parameters and each choice's options.
    public func summary(_ outcome: HistoryMatchingOutcome, paths: [String], options: [[String]]) -> CalibrationSummary {
        let survivors = outcome.points.indices.filter { outcome.points[$0].survives }
        func structure(of point: MatchedPoint) -> [String: String] {
            var choices: [String: String] = [:]
            for (index, parameter) in parameters.enumerated() where parameter.isCategorical {
                choices[paths[index]] = options[index][Int(point.values[index])]
            }
            return choices
        }
        var ranges: [CalibrationSummary.ParameterRange] = []
        var structures: [CalibrationSummary.Structure] = []
        for (index, parameter) in parameters.enumerated() {
            if parameter.isCategorical {
                for (optionIndex, option) in options[index].enumerated() {
                    let with = outcome.points.filter { Int($0.values[index]) == optionIndex }
                    let surviving = with.filter(\.survives).count
                    structures.append(
                        CalibrationSummary.Structure(
                            path: paths[index], option: option, points: with.count, survivors: surviving,
                            survivingShare: survivors.isEmpty ? 0 : Double(surviving) / Double(survivors.count),
                            bestImplausibility: observations.indices.map { o in
                                with.compactMap { $0.implausibilities[o] }.min()
                            },
                            emulatedShare: emulatedShare(outcome, coordinate: index, option: optionIndex),
                            predictiveMeans: predictiveMeans(with.filter(\.survives))))
                }
                continue
            }
            let values = survivors.map { outcome.points[$0].values[index] }.sorted()
            var range = CalibrationSummary.ParameterRange(
                path: paths[index], priorLower: parameter.lower, priorUpper: parameter.upper)
            if let lower = values.first, let upper = values.last {
                range.survivingLower = lower
                range.survivingUpper = upper
                range.survivingMedian = Self.quantile(values, 0.5)
                range.shareOfPrior =
                    parameter.distribution == .logUniform
                    ? log(upper / lower) / log(parameter.upper / parameter.lower)
                    : (upper - lower) / (parameter.upper - parameter.lower)
            }
            ranges.append(range)
        }
        let fits = observations.indices.map {
            fit(observation: $0, outcome: outcome, survivors: survivors, structure: structure)
        }
        let independent = observations.indices.filter {
            observations[$0].set == .validation && observations[$0].shapedModel == nil
        }
        let validation = independent.map { fits[$0] }.filter { $0.predictive != nil }
        let closest = outcome.points.min { ($0.combined ?? .infinity) < ($1.combined ?? .infinity) }
        return CalibrationSummary(
            parameters: ranges, structures: structures, observations: fits, survivors: survivors.count,
            validationCoverage50: validation.isEmpty
                ? nil : Double(validation.filter { $0.inside50 == true }.count) / Double(validation.count),
            validationCoverage90: validation.isEmpty
                ? nil : Double(validation.filter { $0.inside90 == true }.count) / Double(validation.count),
            validationSharpness90: Self.sharpness(
                independent.compactMap { o in fits[o].predictive.map { (observations[o].target, $0) } }),
            independentValidation: independent.count,
            independentSources: Array(Swift.Set(independent.map { observations[$0].reference })).sorted(),
            unmet: calibrationIndices.filter { (fits[$0].bestImplausibility ?? .infinity) > Implausibility.cutoff }
                .map { observations[$0].name },
            closestStructure: closest.map(structure) ?? [:], closestCombined: closest?.combined,
            posterior: posterior(outcome, paths: paths, options: options))
    }

    /// The median over `predicted` (a stated value and its predictive 5, 25, 50, 75 and 95 % quantiles) of the
    /// 5–95 % width over the stated value (an interval's midpoint, a bound's value); nil when none has a non-zero
    /// stated value.
    static func sharpness(_ predicted: [(Observation.Target, [Double])]) -> Double? {
        let ratios = predicted.compactMap { target, quantiles -> Double? in
            let (lower, upper) = target.bounds
            let stated = lower.isFinite && upper.isFinite ? (lower + upper) / 2 : lower.isFinite ? lower : upper
            guard stated.isFinite, stated != 0, quantiles.count == 5 else { return nil }
            return (quantiles[4] - quantiles[0]) / abs(stated)
        }.sorted()
        return ratios.isEmpty ? nil : quantile(ratios, 0.5)
    }

    /// Observation `o`'s best implausibility and its predictive interval over the surviving points.
    private func fit(
        observation o: Int, outcome: HistoryMatchingOutcome, survivors: [Int],
        structure: (MatchedPoint) -> [String: String]
    ) -> CalibrationSummary.ObservationFit {
        let observation = observations[o]
        let best = outcome.points.filter { $0.implausibilities[o] != nil }.min {
            $0.implausibilities[o]! < $1.implausibilities[o]!
        }
        var fit = CalibrationSummary.ObservationFit(
            name: observation.name, set: observation.set, shapedModel: observation.shapedModel,
            bestImplausibility: best?.implausibilities[o],
            bestStructure: best.map(structure) ?? [:])
        let scaled: [Double] =
            observation.realisation == .oneDevice
            ? outcome.predictive[o]
            : survivors.compactMap { outcome.points[$0].means[o] }
        guard !scaled.isEmpty else { return fit }
        let sorted = scaled.sorted()
        let quantiles = [0.05, 0.25, 0.5, 0.75, 0.95].map { Self.quantile(sorted, $0) }
        let back: (Double) -> Double = observation.scale == .log ? { exp($0) } : { $0 }
        fit.predictive = quantiles.map(back)
        let (lower, upper) = observation.scaledBounds
        fit.inside50 = lower <= quantiles[3] && upper >= quantiles[1]
        fit.inside90 = lower <= quantiles[4] && upper >= quantiles[0]
        let mean = sorted.reduce(0, +) / Double(sorted.count)
        let variance = sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(max(sorted.count - 1, 1))
        let nearest = mean < lower ? lower : mean > upper ? upper : mean
        let scale =
            (variance + observation.observationStandardDeviation * observation.observationStandardDeviation
            + observation.discrepancyStandardDeviation * observation.discrepancyStandardDeviation)
            .squareRoot()
        fit.standardisedError = scale > 0 ? (nearest - mean) / scale : nil
        return fit
    }

    /// The type-7 quantile of ascending `sorted` [@HyndmanFan1996].
    static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        let position = p * Double(sorted.count - 1)
        let below = Int(position.rounded(.down))
        let above = min(below + 1, sorted.count - 1)
        return sorted[below] + (position - Double(below)) * (sorted[above] - sorted[below])
    }
}
