/// Where a model parameter's value comes from (the tags `docs/references.md` defines).
public enum ParameterProvenance: String, CaseIterable, Sendable, Codable {
    /// [V]: read in a source.
    case read = "V"
    /// [D]: derived from sourced values with the arithmetic shown.
    case derived = "D"
    /// [A]: an assumption with no source (a tunable default).
    case assumed = "A"
    /// Chosen so that a model output meets a sourced target.
    case calibrated
    /// What the scenario studies (an app's screen use, uploads): not a property of the world or the phone.
    case choice

    /// The tag as the documentation writes it: `[V]`, `[D]`, `[A]`, `**calibrated**` or `scenario choice`.
    public var tag: String {
        switch self {
        case .calibrated: "**calibrated**"
        case .choice: "scenario choice"
        case .read, .derived, .assumed: "[\(rawValue)]"
        }
    }

    /// Whether the value is uncertain enough to need a plausible range (assumed or calibrated).
    public var needsPlausibleRange: Bool { self == .assumed || self == .calibrated }
}
