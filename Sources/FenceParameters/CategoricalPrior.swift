/// The options of a structural choice (a rule or a model variant the platform or the device could
/// follow), each with the evidence for it and a prior weight: the categorical counterpart of a
/// ``PlausibleRange``. A sensitivity study samples an option with probability its weight.
public struct CategoricalPrior: Sendable, Equatable {
    /// One option of the choice.
    public struct Option: Sendable, Equatable {
        /// The option's name, as a scenario writes it.
        public let name: String
        /// The prior probability of the option (the weights of a choice sum to 1).
        public let weight: Double
        /// What speaks for the option, graded (primary measurement, official statement, developer
        /// observation, assumption), with citations in the `[@…]` form of `docs/references.md`.
        public let evidence: String

        /// An option.
        public init(_ name: String, weight: Double, evidence: String) {
            self.name = name
            self.weight = weight
            self.evidence = evidence
        }
    }

    /// The options, in the order of the choice's cases.
    public let options: [Option]

    /// A prior over `options`.
    public init(_ options: [Option]) { self.options = options }

    /// The options' names, in order.
    public var names: [String] { options.map(\.name) }

    /// The options' weights, in order.
    public var weights: [Double] { options.map(\.weight) }
}
