import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Synchronization

/// A scripted Android app for the platform tests: at launch it runs `launch`, at each timer or alarm the
/// step of its tag; it writes down every location callback (time and the locations' timestamps) and
/// every timer it hears.
struct AndroidScript: LocationStrategy {
    /// What the app heard, shared with the test.
    final class Heard: Sendable {
        private let log = Mutex<(deliveries: [(SimTime, [SimTime])], timers: [(SimTime, Int)])>(([], []))
        func delivery(_ time: SimTime, _ stamps: [SimTime]) { log.withLock { $0.deliveries.append((time, stamps)) } }
        func timer(_ time: SimTime, _ tag: Int) { log.withLock { $0.timers.append((time, tag)) } }
        /// The instants of the location callbacks.
        var deliveryTimes: [SimTime] { log.withLock { $0.deliveries.map(\.0) } }
        /// The timestamps of the locations of each callback.
        var batches: [[SimTime]] { log.withLock { $0.deliveries.map(\.1) } }
        /// The instants and tags of the timers heard.
        var timers: [(SimTime, Int)] { log.withLock { $0.timers } }
    }

    let heard: Heard
    let launch: @Sendable (inout StrategyContext) -> Void
    var steps: [Int: @Sendable (inout StrategyContext) -> Void] = [:]

    mutating func launch(context: inout StrategyContext) { launch(&context) }

    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        switch event {
        case .android(.locations(let locations, _)): heard.delivery(context.now, locations.map(\.timestamp))
        case .timer(_, let tag):
            heard.timer(context.now, tag)
            steps[tag]?(&context)
        default: break
        }
    }

    /// A still phone at the origin for `seconds`, with an access point and a tower there (open sky).
    static func stillWorld(seconds: Double, environment: EnvironmentClass = .openSky) throws -> World {
        try ScriptedWorld.world(
            try ScriptedWorld.path([(0, ScriptedWorld.at(0)), (seconds, ScriptedWorld.at(0))]),
            environment: environment, towers: ScriptedWorld.towers(atX: [0]), accessPoints: ScriptedWorld.accessPoint)
    }

    /// Android parameters without Background Location Limits and Doze unless asked.
    static func android(limits: Bool = false, doze: Bool = false) -> PlatformParameters {
        var parameters = PlatformParameters()
        parameters.kind = .android
        parameters.android.backgroundLocationLimits = limits
        parameters.android.doze = doze
        return parameters
    }

    /// Runs `script` in `world` under `parameters` until `horizon`.
    static func run(
        _ script: AndroidScript, in world: World, parameters: PlatformParameters = android(), until horizon: SimTime
    ) throws -> RunRecord {
        try ScriptedWorld.run(script, in: world, parameters: parameters, until: horizon)
    }
}

/// `seconds` as instants, for comparisons.
func instants(_ seconds: [Double]) -> [SimTime] { seconds.map { SimTime.seconds($0) } }
