import FenceExperiment

/// Whether a sensitivity study keeps work between its design points (``SensitivityStudy/rows(units:threads:reuse:progress:stop:finished:)``).
///
/// With ``on`` a worker keeps the last point's scenario, worlds (``WorldCache``, with donor radio sites)
/// and runs (``RunCache``) and reuses what the next point's inputs leave unchanged; with ``off`` every
/// point is applied to the scenario afresh, every world generated and every run made. Both give the same
/// rows byte for byte (the differential tests step every parameter of the table); ``off`` is the plain
/// path a user can check a surprising result against: `fencesim sensitivity --no-reuse`, or the
/// environment variable ``environmentVariable`` set to `1` (docs/sensitivity.md).
public enum RunReuse: Sendable, Equatable {
    /// Keep and reuse worlds and runs whose inputs did not change.
    case on
    /// Run every point plainly.
    case off

    /// The environment variable that switches reuse off for every study when set to `1`.
    public static let environmentVariable = "FENCESIM_NO_REUSE"

    /// ``off`` when `noReuseFlag` is given or `environment` sets ``environmentVariable`` to `1`, else ``on``;
    /// any other value of the variable is refused (nil), so a typo never leaves reuse on silently.
    public static func chosen(noReuseFlag: Bool, environment: [String: String]) -> RunReuse? {
        switch environment[environmentVariable] {
        case nil, "", "0": return noReuseFlag ? .off : .on
        case "1": return .off
        default: return nil
        }
    }
}
