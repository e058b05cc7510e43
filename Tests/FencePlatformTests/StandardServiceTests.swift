import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// The standard location service on scripted worlds ([@AppleCLLocationManager], [@AppleEnergyGuide]): distance filter,
/// shared sources, the cached location delivered first.
///
/// The phone stands (or walks) in open sky with no towers and no access points, so only GPS ever
/// fixes; two runs on the same world and seed draw identical GPS behaviour (common random numbers),
/// which makes their energy directly comparable. The app is kept awake throughout by the running
/// manager, so every extra callback costs exactly its 0.1 s at the busy increment of 60 mA
/// (`cpuActiveMilliamps`; 100 mA busy − 40 mA awake): 0.1 × 60 / 3 600 = 1 / 600 mAh.
@Suite("Platform: standard location service")
struct StandardServiceTests {
    /// The horizon: half a second past the last whole-second GPS fix (3 600 s), so that every
    /// callback's 0.1 s is inside the run and charged.
    static let horizon = SimTime.seconds(3_600.5)
    static let extraCallbackMilliampHours = 0.1 * 60 / 3_600

    static func standingWorld() throws -> World {
        try ScriptedWorld.world(ScriptedWorld.path([(0, .zero), (3_601, .zero)]))
    }

    /// Starts one `best` manager per name, each with `filterMeters`.
    static func managers(_ names: [ManagerID], filterMeters: Double) -> ProbeStrategy {
        ProbeStrategy(
            log: ProbeLog(),
            onLaunch: { context in
                for name in names {
                    context.configureManager(name, accuracy: .best, distanceFilterMeters: filterMeters)
                    context.startUpdatingLocation(name)
                }
            })
    }

    static func gpsFixes(_ record: RunRecord) -> Int {
        (record.sourceStatistics[.gps]?.fixes ?? 0) + (record.sourceStatistics[.agps]?.fixes ?? 0)
    }

    @Test("distanceFilter suppresses deliveries, not power")
    func distanceFilter() throws {
        let world = try Self.standingWorld()
        let every = try ScriptedWorld.run(Self.managers(["main"], filterMeters: 0), in: world, until: Self.horizon)
        let filtered = try ScriptedWorld.run(
            Self.managers(["main"], filterMeters: 1_000), in: world, until: Self.horizon)
        // Same fixes either way (the hardware runs regardless of the filter) …
        #expect(Self.gpsFixes(every) > 3_000)
        #expect(Self.gpsFixes(filtered) == Self.gpsFixes(every))
        // … but filter 0 delivers each one, while 1 000 m delivers only the first: open-sky GPS errors
        // (σ ≈ 4.3 m per axis, no multipath) never put two fixes 1 km apart.
        #expect(every.standardDeliveries == Self.gpsFixes(every))
        #expect(filtered.standardDeliveries == 1)
        // Energy: every component but the CPU is the same; the CPU differs by exactly the suppressed
        // callbacks. (The battery is integrated piecewise between actions, and each callback is an
        // action, so the two runs sum the same charge in different pieces: equal up to rounding.)
        let a = every.chargeByComponentMilliampHours, b = filtered.chargeByComponentMilliampHours
        #expect(a.gps > 70)  // 75 mA tracking for most of the hour
        for (x, y) in [(a.gps, b.gps), (a.wifi, b.wifi), (a.radio, b.radio), (a.baseline, b.baseline)] {
            #expect(abs(x - y) < 1e-9)
        }
        let suppressed = Double(every.standardDeliveries - filtered.standardDeliveries)
        #expect(abs((a.cpu - b.cpu) - suppressed * Self.extraCallbackMilliampHours) < 1e-9)
    }

    @Test("several managers share one GPS: started once, charged once, every fix to each")
    func sharedGPS() throws {
        let world = try Self.standingWorld()
        let one = try ScriptedWorld.run(Self.managers(["a"], filterMeters: 0), in: world, until: Self.horizon)
        let two = try ScriptedWorld.run(Self.managers(["a", "b"], filterMeters: 0), in: world, until: Self.horizon)
        let gpsRequests = { (record: RunRecord) in
            (record.sourceStatistics[.gps]?.requests ?? 0) + (record.sourceStatistics[.agps]?.requests ?? 0)
        }
        #expect(gpsRequests(one) == 1 && gpsRequests(two) == 1)
        #expect(Self.gpsFixes(two) == Self.gpsFixes(one))
        #expect(two.standardDeliveries == 2 * one.standardDeliveries)
        let a = one.chargeByComponentMilliampHours, b = two.chargeByComponentMilliampHours
        #expect(a.gps == b.gps && a.radio == b.radio)
        // The second manager adds one callback per fix, nothing else.
        #expect(abs((b.cpu - a.cpu) - Double(one.standardDeliveries) * Self.extraCallbackMilliampHours) < 1e-9)
    }

    @Test("starting a manager delivers the cached last location first, with its old timestamp")
    func cachedLocationFirst() throws {
        // Walking east at 1 m/s, so a stale location is visibly somewhere else.
        let world = try ScriptedWorld.world(ScriptedWorld.path([(0, .zero), (3_600, ScriptedWorld.at(3_600))]))
        let log = ProbeLog()
        let probe = ProbeStrategy(
            log: log,
            onLaunch: { context in
                context.configureManager("main", accuracy: .best, distanceFilterMeters: 0)
                context.startUpdatingLocation("main")
                context.scheduleTimer(after: .seconds(300), tag: 1)
                context.scheduleTimer(after: .seconds(900), tag: 2)
            },
            onEvent: { event, context in
                switch event {
                case .timer(_, tag: 1): context.stopUpdatingLocation("main")
                case .timer(_, tag: 2): context.startUpdatingLocation("main")
                default: break
                }
            })
        _ = try ScriptedWorld.run(probe, in: world, until: .seconds(960))
        let deliveries = log.locations(manager: "main")
        let beforeStop = deliveries.filter { $0.time <= .seconds(300) }
        let afterRestart = deliveries.filter { $0.time >= .seconds(900) }
        guard let last = beforeStop.last, afterRestart.count >= 2 else {
            Issue.record("expected fixes before the stop and after the restart")
            return
        }
        // Fresh deliveries carry their own timestamp.
        #expect(beforeStop.allSatisfy { $0.location.timestamp == $0.time })
        // At the restart (900 s), before any new fix: the last location, unchanged — taken at most
        // 300 s into the run, so at least 600 s (600 m of walking) old.
        #expect(afterRestart[0].time == .seconds(900))
        #expect(afterRestart[0].location == last.location)
        #expect(afterRestart[0].location.age(at: .seconds(900)) >= .seconds(600))
        #expect(afterRestart.dropFirst().allSatisfy { $0.location.timestamp == $0.time && $0.time > .seconds(900) })
    }

    @Test("managers started together get the cached location in start order, before the instant's other events")
    func cachedLocationsInStartOrder() throws {
        let world = try Self.standingWorld()
        let log = ProbeLog()
        let probe = ProbeStrategy(
            log: log,
            onLaunch: { context in
                for name: ManagerID in ["a", "b", "c"] {
                    context.configureManager(name, accuracy: .best, distanceFilterMeters: 0)
                }
                context.startUpdatingLocation("a")
                context.scheduleTimer(after: .seconds(300), tag: 1)
                context.scheduleTimer(after: .seconds(900), tag: 2)
                // Due at the same instant as timer 2, and scheduled after it: fires right after it.
                context.scheduleTimer(after: .seconds(900), tag: 3)
            },
            onEvent: { event, context in
                switch event {
                case .timer(_, tag: 1): context.stopUpdatingLocation("a")
                case .timer(_, tag: 2):
                    context.startUpdatingLocation("c")
                    context.startUpdatingLocation("b")
                default: break
                }
            })
        _ = try ScriptedWorld.run(probe, in: world, until: .seconds(905))
        // What the app was told at 900 s, in order: timer 2, whose handler started c then b; the cached
        // location for c, then for b (as iOS hands it to a manager as it starts); only then timer 3,
        // although it was due at the same instant; GPS fixes come later (the receiver restarts).
        let at900 = log.all.filter { $0.time == .seconds(900) }.map { call -> String in
            switch call.event {
            case .timer(_, let tag): "timer \(tag)"
            case .location(let location, let manager):
                "\(manager.name) at \(location.timestamp < .seconds(900) ? "old" : "new")"
            default: "other"
            }
        }
        #expect(at900 == ["timer 2", "c at old", "b at old", "timer 3"])
    }

    @Test("network fixes resume at the first GPS epoch after the last fix goes stale, underground too")
    func networkResumesWhenGPSIsStale() throws {
        // Open sky until 300 s (a GPS fix every second, the last at 299 s), then underground: the
        // receiver skips its sky-less epochs, but the platform still checks the fix's age at each one.
        let trajectory = try Trajectory(legs: [
            .dwell(at: .zero, from: .zero, to: .seconds(300), environmentOverride: .openSky),
            .dwell(at: .zero, from: .seconds(300), to: .seconds(900), environmentOverride: .underground),
        ])
        let world = try ScriptedWorld.world(trajectory, accessPoints: ScriptedWorld.accessPoint)
        var fixedCadence = PlatformParameters()
        fixedCadence.ios.networkFixCadence = .fixed
        let record = try ScriptedWorld.run(
            Self.managers(["main"], filterMeters: 0), in: world, parameters: fixedCadence, until: .seconds(900))
        let wifi = record.deliveries(.standard).filter { $0.source == .wifi && $0.time > .seconds(300) }
        // The 299 s fix is fresh for 10 s (`gpsFreshnessSeconds`): the first epoch at which it is older
        // is 310 s, when a Wi-Fi scan starts; a cache hit delivers 1 s later. Then every 30 s
        // (`networkFixIntervalSeconds`, the `fixed` cadence: the phone stands still here).
        #expect(wifi.first?.time == .seconds(311))
        #expect(wifi.dropFirst().first?.time == .seconds(341))
    }
}
