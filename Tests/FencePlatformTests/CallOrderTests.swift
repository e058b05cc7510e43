import FenceDevice
import FenceStrategyTesting
import FenceWorld
import Testing

@testable import FenceKernel
@testable import FencePlatform

/// The order of strategy calls (`LocationStrategy`, "Order of calls"): calls never nest; a call that an
/// action's effect causes is queued and made after all of the current call's actions are applied, first
/// in, first out, at the same instant.
///
/// No source of the device answers at once (each answers through a later event), so the tests supply
/// the effect of an action themselves: the platform's own effect, followed — for some actions — by
/// what a source answering at once would do (a fix handed to the managers, a region event, a timer).
@Suite("Platform: order of strategy calls")
struct CallOrderTests {
    static let fence = Fence(id: "shop", center: .zero, radiusMeters: 150)
    static let now = SimTime.seconds(600)

    /// A platform engine for `strategy` on a phone standing at the origin, and a kernel at ``now``.
    static func engine(_ strategy: ProbeStrategy) throws -> (IOSEngine, Kernel<PlatformEvent>) {
        let world = try ScriptedWorld.world(
            ScriptedWorld.path([(0, .zero), (3_600, .zero)]), towers: ScriptedWorld.towers(atX: [0]),
            accessPoints: ScriptedWorld.accessPoint, fences: [fence])
        let device = try Device(
            profile: ScriptedWorld.reliableNetworkProfile, world: world, masterSeed: 7, replication: 0)
        let engine = try IOSEngine(
            world: world, device: device, strategy: strategy, fences: FenceDirectory(world.fences),
            parameters: PlatformParameters(), recording: RecordingRequest(timeline: true), chargeTimes: [])
        var kernel = Kernel<PlatformEvent>()
        kernel.clock = now
        return (engine, kernel)
    }

    @Test("calls caused by actions come after the handler and all its actions, FIFO, at the same instant")
    func queuedAfterActions() throws {
        let log = ProbeLog()
        let probe = ProbeStrategy(
            log: log,
            onLaunch: { context in
                for manager: ManagerID in ["a", "b"] {
                    context.configureManager(manager, accuracy: .hundredMeters, distanceFilterMeters: 0)
                    context.startUpdatingLocation(manager)
                }
                context.upload()
                context.startMonitoring(fenceID: "shop")
            },
            onEvent: { event, context in
                if case .location(_, let manager) = event, manager == "a" { context.upload() }
            })
        var (engine, kernel) = try Self.engine(probe)
        let fix = LocationFix(
            time: Self.now, position: ScriptedWorld.at(3), horizontalAccuracyMeters: 65, source: .wifi)
        var uploads = 0
        var callsSeenDuringActions: [Int] = []
        engine.launchApp(kernel: &kernel) { engine, action, kernel in
            engine.apply(action, kernel: &kernel)
            callsSeenDuringActions.append(log.all.count)
            switch action {
            case .upload:
                uploads += 1
                if uploads == 1 {
                    // A fix at once: one call per running manager, queued.
                    engine.deliverToManagers(fix, kernel: &kernel)
                } else {
                    // Caused by the first queued call's action: behind the calls already waiting.
                    engine.invokeStrategy(.timer(TimerID(99), tag: 7), kernel: &kernel)
                }
            case .startMonitoring:
                engine.invokeStrategy(.regionEntered(fenceID: "shop"), kernel: &kernel)
            default: break
            }
        }
        let calls = log.all
        let location = Location(timestamp: Self.now, position: ScriptedWorld.at(3), horizontalAccuracyMeters: 65)
        #expect(
            calls.map(\.event) == [
                nil, .location(location, manager: "a"), .location(location, manager: "b"),
                .regionEntered(fenceID: "shop"), .timer(TimerID(99), tag: 7),
            ])
        #expect(calls.allSatisfy { $0.time == Self.now })
        // The launch's six actions are applied with only the launch called; the first queued call
        // then adds its one upload, after which the timer's call is queued.
        #expect(callsSeenDuringActions == [1, 1, 1, 1, 1, 1, 2])
        // Each queued call sees the state all earlier actions left: the region registered by the
        // launch's last action, the fix delivered before the launch's actions were done.
        #expect(calls.dropFirst().allSatisfy { $0.monitoredFenceIDs == ["shop"] && $0.lastKnownLocation == location })
        #expect(uploads == 2)
    }

    @Test("a run stopped as livelocked with calls queued forgets them and takes calls again")
    func livelockDropsQueue() throws {
        let log = ProbeLog()
        var (engine, kernel) = try Self.engine(
            ProbeStrategy(log: log, onLaunch: { $0.upload() }, onEvent: { _, context in context.upload() }))
        // Each upload queues another call: the run is a livelock at one instant.
        engine.launchApp(kernel: &kernel) { engine, action, kernel in
            engine.apply(action, kernel: &kernel)
            engine.invokeStrategy(.timer(TimerID(1), tag: 0), kernel: &kernel)
        }
        #expect(log.all.count == AppExecution.livelockLimit)
        #expect(engine.core.app.failure != nil)
        // Nothing is left queued: a later call, a second on, is made at once.
        kernel.clock = Self.now + .seconds(1)
        engine.invokeStrategy(.timer(TimerID(2), tag: 0), kernel: &kernel) { _, _, _ in }
        #expect(log.all.last?.event == .timer(TimerID(2), tag: 0))
    }
}
