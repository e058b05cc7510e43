/// Why two results cannot be compared: they differ in shape (sweep, strategies, points) or a
/// tolerance is malformed. Each problem is listed; nothing is matched by guesswork. Exit status 2.
public struct ComparisonError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every problem found.
    public var problems: [String]

    /// An error listing `problems`.
    public init(problems: [String]) { self.problems = problems }

    public var description: String {
        "cannot compare: " + problems.joined(separator: "; ")
    }
}
