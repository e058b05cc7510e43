/// Why a results file cannot be analysed as asked (a recall target outside (0, 1], too few bootstrap
/// resamples). The command line exits with status 2.
public struct AnalysisError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The parameter at fault.
    public var parameter: String
    /// What is wrong and what was expected.
    public var message: String

    /// An error about `parameter`.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    public var description: String { "\(parameter): \(message)" }
}
