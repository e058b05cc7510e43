import FenceKernel
import FencePlatform
import FenceWorld

/// Drives a strategy by hand, without a world or a phone: feeds scripted events at given times and returns
/// the actions the strategy asked for. Timer identifiers and monitored regions are tracked the way the
/// platform would; the last known location is whatever the test sets.
///
/// ```swift
/// var app = ScriptedApp(MyStrategy(), fences: [Fence(id: "home", center: LocalPoint(x: 0, y: 0), radiusMeters: 50)])
/// #expect(app.launch() == [.startSignificantChanges])
/// let near = Location(timestamp: .seconds(60), position: LocalPoint(x: 10, y: 0), horizontalAccuracyMeters: 500)
/// #expect(app.send(.significantChange(near), at: .seconds(60)).contains(.declareEntered(fenceID: "home")))
/// ```
public struct ScriptedApp<Strategy: LocationStrategy> {
    /// The strategy, with whatever state the events so far left it in.
    public var strategy: Strategy
    /// The app's fences.
    public let fences: FenceDirectory
    /// What the next context reports as the last known location.
    public var lastKnownLocation: Location?
    /// The regions registered so far (updated from the strategy's start and stop monitoring actions).
    public var monitored: Set<String> = []
    private var nextTimerID = 0

    /// An app running `strategy` with `fences`, not launched yet.
    public init(_ strategy: Strategy, fences: [Fence]) {
        self.strategy = strategy
        self.fences = FenceDirectory(fences)
    }

    private mutating func context(at time: SimTime) -> StrategyContext {
        StrategyContext(
            now: time, fences: fences, lastKnownLocation: lastKnownLocation, monitoredFenceIDs: monitored,
            nextTimerID: nextTimerID)
    }

    private mutating func absorb(_ context: StrategyContext) -> [StrategyAction] {
        nextTimerID = context.nextTimerID
        for action in context.actions {
            switch action {
            case .startMonitoring(let id): monitored.insert(id)
            case .stopMonitoring(let id): monitored.remove(id)
            default: break
            }
        }
        return context.actions
    }

    /// Launches the app at `time` and returns the actions it asked for.
    public mutating func launch(at time: SimTime = .zero) -> [StrategyAction] {
        var context = context(at: time)
        strategy.launch(context: &context)
        return absorb(context)
    }

    /// Delivers `event` at `time` and returns the actions the strategy asked for.
    public mutating func send(_ event: StrategyEvent, at time: SimTime) -> [StrategyAction] {
        var context = context(at: time)
        strategy.handle(event, context: &context)
        return absorb(context)
    }
}
