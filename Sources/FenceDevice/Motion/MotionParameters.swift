import FenceFiles
import FenceStats

/// The phone's motion sensing: what running the accelerometer and the activity classifier costs, how
/// late the classifier reports a change of activity, and how often it names the wrong one.
///
/// The classifier is judged once per stretch of one true activity (see ``ActivityTimeline``): it
/// reports the stretch after a log-normal delay with the true activity's median and ``delayLogSigma``,
/// naming the true activity with the activity's accuracy and otherwise its one confusable neighbour
/// (``MotionActivity/confusedWith``). The significant-motion detector (``SignificantMotionDetector``) has
/// its own current, delay and false-trigger rate. Defaults are the iPhone 4S-era phone running the classifier on its
/// main processor; each value and its source is in `docs/calibration.md` ("Motion sensing").
public struct MotionParameters: Codable, Sendable, Equatable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var sensingMilliamps: Double
    public var stationaryDelayMedianSeconds: Double
    public var walkingDelayMedianSeconds: Double
    public var cyclingDelayMedianSeconds: Double
    public var automotiveDelayMedianSeconds: Double
    public var delayLogSigma: Double
    public var stationaryAccuracy: Double
    public var walkingAccuracy: Double
    public var cyclingAccuracy: Double
    public var automotiveAccuracy: Double
    public var significantMotionMilliamps: Double
    public var significantMotionDelayMedianSeconds: Double
    public var significantMotionFalseTriggersPerHour: Double

    /// The iPhone 4S-era defaults (accelerometer sampled by the application processor).
    public init(
        sensingMilliamps: Double = 15, stationaryDelayMedianSeconds: Double = 9,
        walkingDelayMedianSeconds: Double = 7.5,
        cyclingDelayMedianSeconds: Double = 180, automotiveDelayMedianSeconds: Double = 60, delayLogSigma: Double = 0.5,
        stationaryAccuracy: Double = 0.95, walkingAccuracy: Double = 0.95, cyclingAccuracy: Double = 0.85,
        automotiveAccuracy: Double = 0.9, significantMotionMilliamps: Double = 0.2,
        significantMotionDelayMedianSeconds: Double = 7.5, significantMotionFalseTriggersPerHour: Double = 0.5
    ) {
        self.sensingMilliamps = sensingMilliamps
        self.stationaryDelayMedianSeconds = stationaryDelayMedianSeconds
        self.walkingDelayMedianSeconds = walkingDelayMedianSeconds
        self.cyclingDelayMedianSeconds = cyclingDelayMedianSeconds
        self.automotiveDelayMedianSeconds = automotiveDelayMedianSeconds
        self.delayLogSigma = delayLogSigma
        self.stationaryAccuracy = stationaryAccuracy
        self.walkingAccuracy = walkingAccuracy
        self.cyclingAccuracy = cyclingAccuracy
        self.automotiveAccuracy = automotiveAccuracy
        self.significantMotionMilliamps = significantMotionMilliamps
        self.significantMotionDelayMedianSeconds = significantMotionDelayMedianSeconds
        self.significantMotionFalseTriggersPerHour = significantMotionFalseTriggersPerHour
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: JSONPath = JSONPath([.key("motion")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
    }

    /// The median delay, in seconds, before the classifier reports that the phone took up `activity`.
    public func delayMedianSeconds(_ activity: MotionActivity) -> Double {
        switch activity {
        case .stationary: stationaryDelayMedianSeconds
        case .walking: walkingDelayMedianSeconds
        case .cycling: cyclingDelayMedianSeconds
        case .automotive: automotiveDelayMedianSeconds
        }
    }

    /// The probability that the classifier names `activity` when it is the true one.
    public func accuracy(_ activity: MotionActivity) -> Double {
        switch activity {
        case .stationary: stationaryAccuracy
        case .walking: walkingAccuracy
        case .cycling: cyclingAccuracy
        case .automotive: automotiveAccuracy
        }
    }
}

extension MotionActivity {
    /// The activity the classifier names instead of this one when it errs — the one off-diagonal cell
    /// of each row of the confusion matrix [A]: standing and slow walking are told apart by the
    /// strength of the steps; a bicycle rides like a vehicle; a vehicle at a stop or on a smooth road
    /// shakes the phone no more than a table does.
    public var confusedWith: MotionActivity {
        switch self {
        case .stationary: .walking
        case .walking: .stationary
        case .cycling: .automotive
        case .automotive: .stationary
        }
    }
}
