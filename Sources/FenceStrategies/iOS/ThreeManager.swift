import FenceKernel
import FencePlatform
import FenceWorld

/// `three-manager`: the optimized geofencing scheme of Raheja, *Optimized Location Aware Applications
/// on iOS* ([@Raheja2012] §3.4) — a significant-change manager, a low-accuracy manager (`hundredMeters`,
/// 50 m filter) and a high-accuracy manager (`best`, no filter), with zones relative to each fence:
/// **A** inside (within the considered radius), **B** within the outer radius, **C** beyond it.
///
/// The algorithm, step by step as in the paper:
/// 1. Register for significant-change updates.
/// 2. On each significant change, on first launch and whenever the app comes to the foreground, capture
///    an accurate location with the high-accuracy manager (and persist it with its timestamp). FenceSim
///    runs it as a background app: the user never opens it, so only launch and significant change apply.
/// 3. Classify that accurate location with considered radius = actual radius:
///    a. A → declare the entry, stop the high-accuracy manager, start the low-accuracy manager;
///    b. B → stop the high-accuracy manager, start the low-accuracy manager;
///    c. C → stop the high-accuracy manager and wait for the next significant change.
/// 4. Classify each low-accuracy update with considered radius = actual radius + reported accuracy:
///    a. A → stop the low-accuracy manager and capture an accurate location (back to step 3) —
///       *unless* the last accurate location is under 5 minutes old and found the same region, in which
///       case no new accurate capture is made;
///    b. B → keep the low-accuracy updates;
///    c. C → stop the low-accuracy manager and wait for the next significant change.
///
/// What the paper leaves open, and this implementation assumes (parameters, documented in
/// `docs/strategy-guide.md`): an accurate capture accepts the first new fix (taken after the capture
/// began, so never the cached one) whose reported accuracy is at most `highAccuracyAcceptance`, or else
/// the most accurate new fix received within `highAccuracyTimeout` (indoors GPS may never deliver);
/// low-accuracy "subsequent updates" are fixes taken after the manager started (not the cached one);
/// exits are declared when a fix puts the device outside a fence it was declared inside (considered
/// radius as above), and on falling to C.
public struct ThreeManagerStrategy: LocationStrategy {
    /// Parameters of the scheme.
    public struct Parameters: StrategySettings, Equatable {
        /// Outer radius around each fence: zone B, metres (paper: 1 500 m).
        public var outerRadiusMeters: Double = 1_500
        /// Accuracy of the low-accuracy manager (paper: `hundredMeters`).
        public var lowAccuracy: DesiredAccuracy = .hundredMeters
        /// Distance filter of the low-accuracy manager, metres (paper: 50 m).
        public var lowDistanceFilterMeters: Double = 50
        /// Accuracy of the high-accuracy manager (paper: `best`).
        public var highAccuracy: DesiredAccuracy = .best
        /// Reuse window of an accurate fix in step 4.a (paper: 5 minutes).
        public var reuseWindow: SimTime = .minutes(5)
        /// An accurate capture accepts a fix at once at or below this reported accuracy, metres [A].
        public var highAccuracyAcceptanceMeters: Double = 20
        /// An accurate capture settles for the best fix after this long [A].
        public var highAccuracyTimeout: SimTime = .seconds(60)
        /// Hysteresis on exits (not in the paper: nil keeps its semantics; `three-manager-hysteresis` sets it).
        public var exitHysteresis: ExitHysteresis?

        public init() {}
    }

    /// Where the scheme is in the paper's algorithm.
    public enum Phase: Sendable, Equatable {
        /// Waiting for the next significant change (zone C, or nothing known yet).
        case sleeping
        /// Capturing an accurate location (step 2/4.a → step 3).
        case capturing
        /// Receiving low-accuracy updates (zone A or B, step 4).
        case lowAccuracy
    }

    /// The scheme's parameters.
    public let parameters: Parameters
    /// The current phase (exposed for tests and traces).
    public private(set) var phase: Phase = .sleeping
    /// The last accurate location and the fences it was inside, in ascending identifier order (step 2's
    /// persisted location).
    public private(set) var lastAccurate: (location: Location, insideFenceIDs: [String])?
    private var capture: FixCapture
    var presence = DeclaredPresence()
    /// With ``Parameters/exitHysteresis``: since when fixes have placed the device outside each declared fence.
    var outsideSince: [String: SimTime] = [:]
    /// When the low-accuracy manager was last started: only later locations are "subsequent updates".
    private var lowStartedAt: SimTime = .zero

    // Computed: a stored static is read through a lazy-initialisation check at every event.
    static var low: ManagerID { "low" }
    static var high: ManagerID { "high" }

    public init(parameters: Parameters = Parameters()) {
        self.parameters = parameters
        capture = FixCapture(
            manager: Self.high, acceptAccuracyMeters: parameters.highAccuracyAcceptanceMeters,
            timeout: parameters.highAccuracyTimeout)
    }

    /// Step 1 and the launch case of step 2.
    public mutating func launch(context: inout StrategyContext) {
        context.configureManager(
            Self.low, accuracy: parameters.lowAccuracy, distanceFilterMeters: parameters.lowDistanceFilterMeters)
        context.configureManager(Self.high, accuracy: parameters.highAccuracy, distanceFilterMeters: 0)
        context.startSignificantChanges()
        captureAccurateLocation(context: &context)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        if let outcome = capture.consume(event, context: &context) {
            switch outcome {
            case .captured(let location): classifyAccurate(location, context: &context)
            case .failed: phase = .sleeping  // no fix at all: wait for the next significant change
            }
            return
        }
        switch event {
        case .significantChange:
            // Step 2: a significant change always triggers an accurate capture.
            captureAccurateLocation(context: &context)
        case .location(let location, let manager) where phase == .lowAccuracy && manager == Self.low:
            guard location.timestamp > lowStartedAt else { return }  // the cached location is not an update
            classifyLowAccuracy(location, context: &context)
        default:
            break
        }
    }

    /// Step 2: stop the low-accuracy manager if running and capture an accurate location.
    private mutating func captureAccurateLocation(context: inout StrategyContext) {
        if phase == .lowAccuracy { context.stopUpdatingLocation(Self.low) }
        phase = .capturing
        capture.begin(context: &context)
    }

    /// Step 3: zones with considered radius = actual radius.
    private mutating func classifyAccurate(_ location: Location, context: inout StrategyContext) {
        let fences = context.fences
        let inside = fences.containing(location, marginMeters: 0)
        lastAccurate = (location, inside)
        declareExits(at: location, paperMarginMeters: 0, context: &context)
        for fenceID in inside { presence.enter(fenceID, context: &context) }
        if !inside.isEmpty || isWithinOuterRadius(location, fences) {
            phase = .lowAccuracy  // 3.a / 3.b
            lowStartedAt = context.now
            context.startUpdatingLocation(Self.low)
        } else {
            fallAsleep(context: &context)  // 3.c
        }
    }

    /// Step 4: zones with considered radius = actual radius + reported accuracy.
    private mutating func classifyLowAccuracy(_ location: Location, context: inout StrategyContext) {
        let margin = location.horizontalAccuracyMeters
        // Exits: declared fences the fix places the device clearly outside of.
        declareExits(at: location, paperMarginMeters: margin, context: &context)
        let fences = context.fences
        // Zone A for any fence, and whether one of those is a region the last accurate fix found (if
        // it is recent enough to be reused). Runs at every low-accuracy fix: the fences are read in
        // place, no set is built.
        var reusable: [String]?
        if let lastAccurate, context.now - lastAccurate.location.timestamp < parameters.reuseWindow {
            reusable = lastAccurate.insideFenceIDs
        }
        var considered = false, foundBefore = false
        for index in fences.all.indices where fences.all[index].considers(location, marginMeters: margin) {
            considered = true
            guard let reusable else { break }
            // The last accurate fix was inside a fence or two: compared in turn, not hashed.
            if reusable.contains(where: { $0 == fences.all[index].id }) {
                foundBefore = true
                break
            }
        }
        if considered {
            // 4.a, with the reuse rule: an accurate fix under `reuseWindow` old that found the same
            // region makes a new accurate capture unnecessary.
            if foundBefore { return }
            context.stopUpdatingLocation(Self.low)
            phase = .capturing
            capture.begin(context: &context)
        } else if isWithinOuterRadius(location, fences) {
            return  // 4.b: keep the low-accuracy updates
        } else {
            context.stopUpdatingLocation(Self.low)
            fallAsleep(context: &context)  // 4.c
        }
    }

    /// Zone C: everything declared inside is left; wait for the next significant change.
    private mutating func fallAsleep(context: inout StrategyContext) {
        presence.exit(where: { _ in true }, context: &context)
        outsideSince = [:]
        phase = .sleeping
    }

    private func isWithinOuterRadius(_ location: Location, _ fences: FenceDirectory) -> Bool {
        fences.all.contains { $0.center.distanceMeters(to: location.position) <= parameters.outerRadiusMeters }
    }
}
