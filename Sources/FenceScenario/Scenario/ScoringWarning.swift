/// Something that keeps a run from scoring what it was asked, or from scoring its strategies on equal terms,
/// without making the scenario wrong: a fence no trajectory reaches, a strategy that counted no visit, a
/// comparison over different days, a machine transition that can never fire. `validate` and `run` print it on standard error, results files keep it
/// (`warnings`, left out when there is none) and the report shows it.
///
/// Printed like a ``ScenarioError``, `FILE: PATH: MESSAGE (fix: FIX)`, prefixed with `warning:`. Results
/// files keep the JSON path, the message and the fix but not the scenario file's name, which depends on how
/// the command was given it.
public struct ScoringWarning: Sendable, Equatable, Codable {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A fence the trajectory of replication 0 never enters.
        case fenceOutOfReach
        /// Coordinates far from the world's origin, where the local projection and the city layout no longer hold.
        case farFromOrigin
        /// A recorded track that lasts less than the minimum dwell.
        case trackShorterThanDwell
        /// No visit that can count in replication 0 of the scenario, or none counted by a strategy in the run.
        case noCountedVisits
        /// The strategies of one run (sweep point) are scored over different spans of time.
        case unequalSpans
        /// A transition of a machine strategy that an earlier transition of its state always takes first.
        case shadowedTransition
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The JSON path of the scenario value to look at (`world.fences.explicit[0]`, `metrics.minimumDwellSeconds`).
    public var path: String
    /// What is wrong, with the numbers that show it.
    public var message: String
    /// How to fix it.
    public var fix: String
    /// The sweep point it concerns (nil: the whole scenario, or a run without a sweep).
    public var point: Int?

    /// A warning; see the properties.
    public init(_ kind: Kind, path: String, message: String, fix: String, point: Int? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.fix = fix
        self.point = point
    }

    /// `FILE: PATH: MESSAGE (fix: FIX)`, the file left out when nil.
    public func text(file: String?) -> String {
        (file.map { $0 + ": " } ?? "") + (path.isEmpty ? "" : path + ": ") + message + " (fix: \(fix))"
    }
}
