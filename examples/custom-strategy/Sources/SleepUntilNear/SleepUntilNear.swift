import FencePlatform

/// `sleep-until-near`: track with a fine location manager only near a fence, and sleep on significant
/// change everywhere else.
///
/// A two-zone simplification of the optimized scheme of [@Raheja2012] §3.4 (FenceSim's `three-manager`;
/// docs/references.md): the significant-change service runs all the time (cheap: cell positioning, a few
/// deliveries an hour); while its locations place the phone farther than `wakeDistance` from every fence
/// centre, nothing else runs. Once a significant change (widened by its reported accuracy) comes within
/// `wakeDistance` of a fence, one manager tracks at `desiredAccuracy` with `distanceFilter`; a fresh fix
/// within a fence's radius declares the entry, and one beyond radius + its reported accuracy the exit (the
/// considered radius of the paper's low-accuracy step, so that a noisy fix near the edge does not declare
/// an exit), and a fix beyond `wakeDistance` of every fence puts the app back to sleep. Unlike the paper's scheme it has no low-accuracy middle stage, so it trades
/// battery for simplicity near fences.
public struct SleepUntilNear: LocationStrategy {
    /// How close (metres from a fence centre) a location must come to wake the tracker.
    public var wakeDistanceMeters: Double
    /// The tracker's desired accuracy.
    public var accuracy: DesiredAccuracy
    /// The tracker's distance filter, metres.
    public var distanceFilterMeters: Double

    /// The one manager this app runs besides significant change.
    static let tracker: ManagerID = "tracker"

    private var tracking = false
    private var trackingSince: SimTime = .zero
    private var declaredInside: Set<String> = []

    public init(wakeDistanceMeters: Double, accuracy: DesiredAccuracy = .best, distanceFilterMeters: Double = 10) {
        self.wakeDistanceMeters = wakeDistanceMeters
        self.accuracy = accuracy
        self.distanceFilterMeters = distanceFilterMeters
    }

    public mutating func launch(context: inout StrategyContext) {
        context.configureManager(Self.tracker, accuracy: accuracy, distanceFilterMeters: distanceFilterMeters)
        context.startSignificantChanges()
        wake(context: &context)  // where the phone is at launch is unknown: one fix decides
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        switch event {
        case .significantChange(let location):
            if !tracking && isNear(location, slackMeters: location.horizontalAccuracyMeters, fences: context.fences) {
                wake(context: &context)
            }
        case .location(let location, let manager) where manager == Self.tracker && tracking:
            // The first delivery after a start may be the cached last location, with an old timestamp.
            guard location.timestamp >= trackingSince else { return }
            judge(location, context: &context)
            if !isNear(location, slackMeters: 0, fences: context.fences) {
                tracking = false
                context.stopUpdatingLocation(Self.tracker)
            }
        default:
            break
        }
    }

    private mutating func wake(context: inout StrategyContext) {
        tracking = true
        trackingSince = context.now
        context.startUpdatingLocation(Self.tracker)
    }

    /// Declares entries into fences `location` lies in, and exits from declared fences it lies outside of
    /// even when widened by its reported accuracy.
    private mutating func judge(_ location: Location, context: inout StrategyContext) {
        for fence in context.fences.all {
            let distance = location.distanceMeters(to: fence.center)
            if distance <= fence.radiusMeters, declaredInside.insert(fence.id).inserted {
                context.declareEntered(fenceID: fence.id)
            }
            if distance > fence.radiusMeters + location.horizontalAccuracyMeters,
                declaredInside.remove(fence.id) != nil
            {
                context.declareExited(fenceID: fence.id)
            }
        }
    }

    /// Whether `location`, moved `slackMeters` towards it, lies within ``wakeDistanceMeters`` of a fence centre.
    private func isNear(_ location: Location, slackMeters: Double, fences: FenceDirectory) -> Bool {
        guard let nearest = fences.nearest(to: location.position, limit: 1).first else { return false }
        return location.distanceMeters(to: nearest.center) - slackMeters <= wakeDistanceMeters
    }
}
