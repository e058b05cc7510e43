import FenceExperiment

/// What one run of a candidate on one replication gives an optimisation: the objective and the
/// constrained metric, each as a numerator and a weight (``FenceExperiment/Metric/observation(_:)``).
public struct ReplicationOutcome: Sendable, Equatable, Codable {
    /// A numerator and its weight; the pooled value over replications is Σ value / Σ weight.
    public struct Part: Sendable, Equatable, Codable {
        public var value: Double
        public var weight: Double
        public init(value: Double, weight: Double) {
            self.value = value
            self.weight = weight
        }
        /// The run's own value (nil without weight: a recall without visits).
        public var ratio: Double? { weight > 0 ? value / weight : nil }
    }

    /// The objective's part.
    public var objective: Part
    /// The constrained metric's part.
    public var constraint: Part

    public init(objective: Part, constraint: Part) {
        self.objective = objective
        self.constraint = constraint
    }
}

/// Runs a candidate: the seam between the optimiser and the simulator, so tests can stub it.
///
/// `values` are the knobs' values in knob order; `replication` is a replication index (the same index
/// means the same world and source errors for every candidate: common random numbers); `model` is an
/// index into the model points of a robust check (nil: the scenario's own parameters).
public protocol OptimizationEvaluator: Sendable {
    /// The outcome of candidate `values` on replication `replication` at model point `model`.
    func outcome(values: [Double], replication: Int, model: Int?) throws(ExperimentError) -> ReplicationOutcome
}
