import FencePlatform

/// How runs are scored against the ground truth (scenario section `metrics`).
///
/// Every choice here is FenceSim's operational definition of the paper's "accuracy"; see
/// `docs/scenarios.md` ("Metrics") for the reasoning.
public struct MetricParameters: Sendable, Equatable, Codable {
    /// A true visit counts only if the device stays inside at least this long, seconds. Shorter
    /// passes (a bus driving through a stop's 50 m circle) are neither required nor penalised [A].
    public var minimumDwellSeconds: Double = 60
    /// An entry counts if declared within this long after the true entry — and before the true exit;
    /// `nil`: any time before the true exit (the definition of entry recall).
    public var entryDeadlineSeconds: Double?
    /// A declaration up to this long before the true crossing still matches it (position error can
    /// put the device inside a little early), seconds [A].
    public var earlyToleranceSeconds: Double = 60
    /// An exit counts if declared within this long after the true exit, seconds [A].
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
                path: "metrics.\(field)", message: "expected 0…\(Int(longest)) seconds (366 days), got \(value)",
                fix: "a window longer than the run changes nothing: use at most the run's horizon")
        }
    }
}
