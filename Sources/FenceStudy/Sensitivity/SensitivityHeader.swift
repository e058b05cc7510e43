import FenceExperiment
import FenceStats

/// What a sensitivity study is, without its results: the experiment it perturbs (tool version, scenario
/// echo, seed, replications, strategies), the method and its settings, the parameters with their ranges
/// and the metrics. Every shard's part carries it; the design is rebuilt from it, so parts merge into
/// exactly the results of one process.
public struct SensitivityHeader: Sendable, Equatable, Codable {
    /// The sensitivity methods.
    public enum Method: String, Sendable, Equatable, Codable, CaseIterable {
        /// Morris's elementary-effects screening (μ*, σ, μ per parameter and metric).
        case morris
        /// Sobol first-order and total indices from Saltelli sampling, with bootstrap intervals.
        case sobol
        /// Uncertainty propagation: median and 5–95 % band of each metric over the ranges.
        case uncertainty
    }

    /// The design settings (those the method does not use are nil).
    public struct Settings: Sendable, Equatable, Codable {
        /// Morris: trajectories r.
        public var trajectories: Int?
        /// Morris: grid levels p.
        public var levels: Int?
        /// Sobol: base rows N; uncertainty: sample points.
        public var samples: Int?
        /// Sobol and uncertainty: the quasi-random sequence (nil for random uncertainty points).
        public var sequence: QuasiRandomSequence?
        /// Uncertainty: true when the points are independent uniform draws (seeded from the scenario's
        /// seed) instead of a quasi-random sequence's; nil otherwise.
        public var randomPoints: Bool?
        /// Sobol: bootstrap resamples of the intervals.
        public var resamples: Int?

        public init(
            trajectories: Int? = nil, levels: Int? = nil, samples: Int? = nil, sequence: QuasiRandomSequence? = nil,
            randomPoints: Bool? = nil, resamples: Int? = nil
        ) {
            self.trajectories = trajectories
            self.levels = levels
            self.samples = samples
            self.sequence = sequence
            self.randomPoints = randomPoints
            self.resamples = resamples
        }

        /// Where sampled points come from, for reports: "the sobol sequence" or "independent uniform draws".
        public var pointSource: String {
            randomPoints == true ? "independent uniform draws" : "the \(sequence?.rawValue ?? "sobol") sequence"
        }
    }

    /// One perturbed parameter: its scenario path, range and where the range comes from.
    public struct Parameter: Sendable, Equatable, Codable {
        /// The scenario path (``ParameterRegistry`` row).
        public var path: String
        /// The unit.
        public var unit: String
        /// The default of the parameter table (the scenario may set another value); a choice's default as
        /// its option's index.
        public var defaultValue: Double?
        /// Whether the value is a whole number (design values are rounded to the nearest one).
        public var whole: Bool
        /// The provenance tag (`A`, `calibrated`, …).
        public var provenance: String
        /// The plausible range's low end.
        public var lower: Double
        /// The plausible range's high end.
        public var upper: Double
        /// The distribution over the range.
        public var distribution: SensitivityParameter.Distribution
        /// A choice's options, in index order (a design value is an index); nil for a number.
        public var options: [String]?
        /// A choice's prior weights, in option order; nil for a number.
        public var weights: [Double]?
        /// The strategies the perturbation cannot reach (a `device.app` field their own `app` sets,
        /// ``Scenario/strategiesMasking(_:)``); nil when it reaches every strategy.
        public var maskedFor: [String]?

        /// The parameter as the designs see it: a choice by its weights, a number by its range.
        func sensitivityParameter() throws(SensitivityError) -> SensitivityParameter {
            if distribution == .categorical {
                return try SensitivityParameter(name: path, categoricalWeights: weights ?? [])
            }
            return try SensitivityParameter(name: path, lower: lower, upper: upper, distribution: distribution)
        }
    }

    /// A parameter that `--parameters assumptions` or `all` selected but the study leaves out, because its
    /// perturbation reaches no strategy of the scenario (``Scenario/parametersThatAct(_:)``).
    public struct LeftOut: Sendable, Equatable, Codable {
        /// The scenario path.
        public var path: String
        /// Why it reaches no strategy.
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Marks the file kind.
    public var format: String
    /// The experiment perturbed (its replications are the replications per design point).
    public var experiment: ResultsHeader
    /// The method.
    public var method: Method
    /// The method's settings.
    public var settings: Settings
    /// The parameters, in the order of a design point's coordinates.
    public var parameters: [Parameter]
    /// The metrics, in the order of a row's values.
    public var metrics: [SensitivityMetric]
    /// The selected parameters left out because they reach no strategy; nil when none was.
    public var leftOut: [LeftOut]?
    /// The calibrated region an uncertainty band is drawn over (`--over FILE`); nil over the prior.
    public var region: Region?

    /// An uncertainty band's calibrated region: every band point keeps its prior draw for the other
    /// parameters and takes the calibrated parameters' values from the model point `draws` names (a posterior
    /// draw, or a survivor when the calibration has no draws: ``CalibratedRegion/modelPoints``).
    public struct Region: Sendable, Equatable, Codable {
        /// The calibration's posterior draws or surviving region.
        public var over: CalibratedRegion
        /// For each band point, the model point it takes (a position in `over.modelPoints`):
        /// ``CalibratedRegion/modelPointPosition(forPoint:seed:)``.
        public var draws: [Int]

        public init(over: CalibratedRegion, pointCount: Int, seed: UInt64) {
            self.over = over
            draws = (0..<pointCount).map { over.modelPointPosition(forPoint: $0, seed: seed) }
        }
    }

    /// What an uncertainty band is drawn over: "the prior ranges" or a calibration's model points
    /// (``CalibratedRegion/description``).
    public var bandDomain: String { region?.over.description ?? "the prior ranges" }

    /// The value of ``format`` in every sensitivity header.
    public static let formatName = "fencesim-sensitivity/1"

    /// The seed of the Morris trajectories and of the Sobol bootstrap: a child of the scenario's seed.
    var designSeed: StreamSeed {
        StreamSeed(masterSeed: experiment.seed, replication: 0, name: "sensitivity.\(method.rawValue)")
    }

    /// The parameters as the designs see them.
    func sensitivityParameters() throws(SensitivityError) -> [SensitivityParameter] {
        var result: [SensitivityParameter] = []
        for parameter in parameters { result.append(try parameter.sensitivityParameter()) }
        return result
    }

    /// The design, rebuilt from the header (a pure function of it).
    func design() throws(SensitivityError) -> StudyDesign {
        try checkRegion()
        let parameters = try sensitivityParameters()
        switch method {
        case .morris:
            return .morris(
                try MorrisDesign(
                    parameters: parameters, trajectoryCount: settings.trajectories ?? 0, levels: settings.levels ?? 0,
                    seed: designSeed))
        case .sobol:
            return .sobol(
                try SaltelliDesign(
                    parameters: parameters, baseRows: settings.samples ?? 0, sequence: settings.sequence ?? .sobol))
        case .uncertainty:
            return .uncertainty(
                try UncertaintyDesign(
                    parameters: parameters, sampleCount: settings.samples ?? 0,
                    sampling: settings.randomPoints == true
                        ? .random(seed: designSeed) : .quasiRandom(settings.sequence ?? .sobol)))
        }
    }
}

extension SensitivityHeader {
    /// Refuses a region that does not fit the study (a file edited by hand, or another method's).
    func checkRegion() throws(SensitivityError) {
        guard let region else { return }
        func refuse(_ reason: String) -> SensitivityError { .invalidSetting(setting: "region", reason: reason) }
        guard method == .uncertainty else { throw refuse("only an uncertainty band is drawn over a region") }
        guard region.draws.count == settings.samples ?? 0 else { throw refuse("one draw per band point is needed") }
        let points = region.over.modelPoints
        guard region.draws.allSatisfy({ points.indices.contains($0) }) else {
            throw refuse("a draw names no model point of the calibration")
        }
        guard points.allSatisfy({ $0.count == region.over.paths.count }) else {
            throw refuse("a model point's values do not match the calibrated parameters")
        }
        let studied = Set(parameters.map(\.path))
        if let path = region.over.paths.first(where: { !studied.contains($0) }) {
            throw refuse("the calibrated parameter '\(path)' is not among the study's parameters")
        }
    }

    /// Design values as applied to the scenario at band point `point`: whole-number parameters rounded,
    /// and over a region the calibrated parameters' values those of the point's model point.
    func appliedValues(_ values: [Double], point: Int) -> [Double] {
        var applied = zip(parameters, values).map { $0.whole ? $1.rounded() : $1 }
        guard let region else { return applied }
        for (path, value) in zip(region.over.paths, region.over.modelPoints[region.draws[point]]) {
            if let index = parameters.firstIndex(where: { $0.path == path }) { applied[index] = value }
        }
        return applied
    }
}

extension SensitivityHeader.Settings {
    /// Bootstrap resamples of the Sobol intervals.
    public static let resamples = 1000

    /// Settings of a sampled design: `sequenceName` is `sobol`, `halton` or (uncertainty only) `random`;
    /// nil picks Sobol — or, for the uncertainty method, independent random points when its
    /// `parameterCount` dimensions exceed Sobol's 40 (recorded in the results: Halton's first points cover
    /// high dimensions badly, ``QuasiRandomSequence/checkCoverage(count:dimensions:)``). Sobol indices never
    /// switch silently: Saltelli sampling refuses more than 20 parameters on Sobol's sequence with a message
    /// naming Halton. Nil for an unknown name, or `random` for Sobol indices.
    public static func sampling(
        method: SensitivityHeader.Method, samples: Int, sequenceName: String?, parameterCount: Int
    ) -> Self? {
        let resamples = method == .sobol ? resamples : nil
        switch sequenceName {
        case "random":
            return method == .uncertainty ? Self(samples: samples, randomPoints: true) : nil
        case let name?:
            guard let named = QuasiRandomSequence(rawValue: name), named != .reverseHalton else { return nil }
            return Self(samples: samples, sequence: named, resamples: resamples)
        case nil where method == .uncertainty && parameterCount > QuasiRandomSequence.sobol.maximumDimensions:
            return Self(samples: samples, randomPoints: true)
        case nil:
            return Self(samples: samples, sequence: .sobol, resamples: resamples)
        }
    }
}

/// A study's design, by method.
enum StudyDesign: Sendable {
    case morris(MorrisDesign)
    case sobol(SaltelliDesign)
    case uncertainty(UncertaintyDesign)

    /// The design as the generic protocol.
    var design: any SensitivityDesign {
        switch self {
        case .morris(let design): design
        case .sobol(let design): design
        case .uncertainty(let design): design
        }
    }
}
