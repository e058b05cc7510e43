import FenceFiles
import FencePlatform

/// How runs are scored against the ground truth (scenario section `metrics`).
///
/// Every choice here is FenceSim's operational definition of the paper's "accuracy"; see
/// `docs/scenarios.md` ("Metrics") for the reasoning.
public struct MetricParameters: Sendable, Equatable, Codable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var minimumDwellSeconds: Double = 60
    public var entryDeadlineSeconds: Double?
    public var earlyToleranceSeconds: Double = 60
    public var exitDeadlineSeconds: Double = 600

    /// The defaults above.
    public init() {}

    /// Checks each value; the error names the field.
    public func validate() throws(ScenarioError) {
        let values: [(String, Double?)] = [
            ("minimumDwellSeconds", minimumDwellSeconds), ("entryDeadlineSeconds", entryDeadlineSeconds),
            ("earlyToleranceSeconds", earlyToleranceSeconds), ("exitDeadlineSeconds", exitDeadlineSeconds),
        ]
        let longest = PlatformParameters.maximumDurationSeconds
        for case (let field, let value?) in values where !(value.isFinite && value >= 0 && value <= longest) {
            throw ScenarioError.invalid(
                at: JSONPath([.key("metrics"), .key(field)]),
                message: "expected 0…\(Int(longest)) seconds (366 days), got \(value)",
                fix: "a window longer than the run changes nothing: use at most the run's horizon")
        }
    }
}
