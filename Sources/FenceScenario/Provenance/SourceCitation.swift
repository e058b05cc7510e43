/// One place where the model cites a source of `docs/references.md`: a parameter row, a device profile or a
/// scenario's description.
public struct SourceCitation: Sendable, Hashable, CustomStringConvertible {
    /// What cites the source.
    public enum Place: Sendable, Hashable, CustomStringConvertible {
        /// A row of the parameter table, by scenario path (its source, plausible range or a choice's evidence).
        case parameter(String)
        /// A device profile, by name (the provenance its summary gives).
        case profile(String)
        /// A scenario file's `description`, by path.
        case scenario(String)

        public var description: String {
            switch self {
            case .parameter(let path): "parameter \(path)"
            case .profile(let name): "profile \(name)"
            case .scenario(let file): "scenario \(file)"
            }
        }
    }

    /// The cited key (`SenseLess2009`).
    public let key: String
    /// Where it is cited.
    public let place: Place

    /// A citation of `key` at `place`.
    public init(key: String, place: Place) {
        self.key = key
        self.place = place
    }

    public var description: String { "[@\(key)] in \(place)" }
}
