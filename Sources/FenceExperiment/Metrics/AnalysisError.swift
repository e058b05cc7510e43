/// An analysis that cannot be done as asked: a results file analysed with a recall target outside (0, 1]
/// or too few bootstrap resamples, a sensitivity study that cannot be set up (a parameter without a
/// range, a ranking file that is not a Morris screening). The command line exits with status 2.
public struct AnalysisError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is at fault: a parameter of the analysis (`target`), or the analysis (`sensitivity`).
    public var parameter: String
    /// What is wrong and what was expected.
    public var message: String
    /// How to fix it, when the message does not say.
    public var fix: String?

    /// An error about `parameter`.
    public init(parameter: String, message: String, fix: String? = nil) {
        self.parameter = parameter
        self.message = message
        self.fix = fix
    }

    /// An error setting up a sensitivity study.
    package static func sensitivity(_ message: String, fix: String) -> AnalysisError {
        AnalysisError(parameter: "sensitivity", message: message, fix: fix)
    }

    public var description: String { "\(parameter): \(message)" + (fix.map { " (fix: \($0))" } ?? "") }
}
