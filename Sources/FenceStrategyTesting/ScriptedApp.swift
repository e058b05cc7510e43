import FenceKernel
import FencePlatform
import FenceWorld

/// Drives a strategy by hand: feeds scripted events at given times and returns the actions it took.
/// Timer identifiers and monitored regions are tracked the way the platform would.
struct ScriptedApp<Strategy: LocationStrategy> {
    var strategy: Strategy
    let fences: FenceDirectory
    var lastKnownLocation: Location?
    var monitored: Set<String> = []
    private var nextTimerID = 0

    init(_ strategy: Strategy, fences: [Fence]) {
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

    mutating func launch(at time: SimTime = .zero) -> [StrategyAction] {
        var context = context(at: time)
        strategy.launch(context: &context)
        return absorb(context)
    }

    mutating func send(_ event: StrategyEvent, at time: SimTime) -> [StrategyAction] {
        var context = context(at: time)
        strategy.handle(event, context: &context)
        return absorb(context)
    }
}

/// A fresh location at `time`, `meters` east of the origin, with reported accuracy `accuracy`.
func fix(at time: SimTime, east meters: Double, north: Double = 0, accuracy: Double) -> Location {
    Location(timestamp: time, position: LocalPoint(x: meters, y: north), horizontalAccuracyMeters: accuracy)
}

/// One 50 m fence at the origin, as in the paper.
let paperFence = Fence(id: "f", center: LocalPoint(x: 0, y: 0), radiusMeters: 50)
