/// The Geofencing API's rules (Play services `GeofencingClient`): the fence limit, the cadence of the
/// system's evaluations and the overlap rule that turns a network fix into ENTER and EXIT. Meaning,
/// unit, ranges and source of each field: ``parameterTable``; the rules themselves:
/// ``GeofencingService``.
public struct AndroidGeofencingParameters: Sendable, Equatable, Codable {
    public var maximumGeofences: Int = 100
    public var evaluationIntervalSeconds: Double = 120
    public var backgroundEvaluationIntervalSeconds: Double = 300
    public var stationaryEvaluationIntervalSeconds: Double = 360
    public var stationaryAfterSeconds: Double = 600
    public var largeFenceRadiusMeters: Double = 100
    public var largeFenceEnterShare: Double = 0.85
    public var largeFenceExitShare: Double = 0.15
    public var smallFenceEnterShare: Double = 0.75
    public var smallFenceExitShare: Double = 0.25

    /// The defaults.
    public init() {}

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// The ENTER and EXIT thresholds (shares of the fix's accuracy disc inside the fence) for a fence of
    /// radius `radiusMeters`: a fence of at least ``largeFenceRadiusMeters`` is "bigger".
    func overlapThresholds(fenceRadiusMeters radiusMeters: Double) -> (enter: Double, exit: Double) {
        radiusMeters >= largeFenceRadiusMeters
            ? (largeFenceEnterShare, largeFenceExitShare) : (smallFenceEnterShare, smallFenceExitShare)
    }

    /// Checks every value's range (the table's), then that each EXIT threshold lies below its ENTER
    /// threshold (else one fix could be judged both inside and outside); the error names the field.
    public func validate() throws(PlatformParameterError) {
        if let (spec, value) = Self.parameterTable.firstInvalid(in: self) {
            throw PlatformParameterError(
                keys: ["geofencing"] + spec.keys, message: "expected \(spec.valid?.expected ?? "a value"), got \(value)"
            )
        }
        for (exitName, exit, enterName, enter) in [
            ("largeFenceExitShare", largeFenceExitShare, "largeFenceEnterShare", largeFenceEnterShare),
            ("smallFenceExitShare", smallFenceExitShare, "smallFenceEnterShare", smallFenceEnterShare),
        ] where exit >= enter {
            throw PlatformParameterError(
                keys: ["geofencing", exitName], message: "expected less than \(enterName) (\(enter)), got \(exit)")
        }
    }
}
