import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

@testable import FenceStrategies

/// `android-activity-gated` and `android-three-zone-motion-gated`, driven by hand: the gate's rules as the
/// actions each activity report and location asks for.
@Suite("Android activity-gated strategies, driven by hand")
struct AndroidMotionStrategyTests {
    static let continuousRequest = AndroidAction.requestLocationUpdates(
        "main", LocationRequest(priority: .highAccuracy, interval: .seconds(1)))
    static let zoneB = AndroidAction.requestLocationUpdates(
        "zone", LocationRequest(priority: .balancedPowerAccuracy, interval: .seconds(30)))
    static let zoneA = AndroidAction.requestLocationUpdates(
        "zone", LocationRequest(priority: .highAccuracy, interval: .seconds(1)))

    static func make(_ name: String) throws -> any LocationStrategy {
        try StrategyRegistry.builtIn.make(name, parameters: [:])
    }

    @Test("android-activity-gated: the request runs only while the classifier says moving, removed on STILL")
    func gate() throws {
        let strategy = try #require(
            try Self.make("android-activity-gated") as? ActivityGatedFusedStrategy<FusedContinuousStrategy>)
        var app = ScriptedApp(strategy, fences: [paperFence])
        // The foreground service once, at launch; no request before the first report.
        #expect(app.launch() == [.android(.startForegroundService), .startActivityUpdates])
        #expect(app.send(.activityChanged(.stationary), at: .zero) == [])
        #expect(app.send(.activityChanged(.walking), at: .seconds(607.5)) == [.android(Self.continuousRequest)])
        // Walking to automotive: still moving, nothing to do.
        #expect(app.send(.activityChanged(.automotive), at: .seconds(700)) == [])
        // Each location is judged as android-continuous judges it: inside the fence, an entry.
        let inside = fix(at: .seconds(710), east: 10, accuracy: 5)
        #expect(
            app.send(.android(.locations([inside], request: "main")), at: .seconds(710))
                == [.declareEntered(fenceID: "f")])
        #expect(
            app.send(.activityChanged(.stationary), at: .seconds(720)) == [.android(.removeLocationUpdates("main"))])
        // With the gate shut, a late location outside is ignored: the entry stays declared.
        let outside = fix(at: .seconds(721), east: 500, accuracy: 5)
        #expect(app.send(.android(.locations([outside], request: "main")), at: .seconds(721)) == [])
        #expect(app.send(.activityChanged(.stationary), at: .seconds(800)) == [])
        // Moving again: the same request; the location outside now exits the fence.
        #expect(app.send(.activityChanged(.cycling), at: .seconds(900)) == [.android(Self.continuousRequest)])
        #expect(
            app.send(.android(.locations([outside], request: "main")), at: .seconds(901))
                == [.declareExited(fenceID: "f")])
    }

    @Test("android-activity-gated without a foreground service asks for none")
    func noForegroundService() throws {
        let built = try StrategyRegistry.builtIn.make(
            "android-activity-gated", parameters: ["foregroundService": .bool(false), "interval": .number(5)])
        var app = ScriptedApp(
            try #require(built as? ActivityGatedFusedStrategy<FusedContinuousStrategy>), fences: [paperFence])
        #expect(app.launch() == [.startActivityUpdates])
        #expect(
            app.send(.activityChanged(.walking), at: .zero) == [
                .android(
                    .requestLocationUpdates("main", LocationRequest(priority: .highAccuracy, interval: .seconds(5))))
            ])
    }

    @Test("android-three-zone-motion-gated: STILL removes the request; movement starts the scheme over in zone B")
    func gatedThreeZone() throws {
        let strategy = try #require(
            try Self.make("android-three-zone-motion-gated") as? ActivityGatedFusedStrategy<FusedThreeZoneStrategy>)
        var app = ScriptedApp(strategy, fences: [paperFence])
        #expect(app.launch() == [.android(.startForegroundService), .startActivityUpdates])
        // Launched while walking: the scheme starts as android-three-zone does, in zone B.
        #expect(app.send(.activityChanged(.walking), at: .zero) == [.android(Self.zoneB)])
        // A 65 m Wi-Fi location 100 m from the centre: 100 − 50 − 65 < 0, zone A — a high-accuracy capture.
        let wifi = fix(at: .seconds(1), east: 100, accuracy: 65)
        #expect(app.send(.android(.locations([wifi], request: "zone")), at: .seconds(1)) == [.android(Self.zoneA)])
        // STILL during the capture: the request is removed and the capture abandoned.
        #expect(app.send(.activityChanged(.stationary), at: .seconds(10)) == [.android(.removeLocationUpdates("zone"))])
        // Moving again: zone B again (the scheme's zone was dropped), not the abandoned capture.
        #expect(app.send(.activityChanged(.walking), at: .seconds(100)) == [.android(Self.zoneB)])
        #expect(app.send(.android(.locations([wifi], request: "zone")), at: .seconds(101)) == [.android(Self.zoneA)])
        // The capture's GPS location inside the fence declares the entry; back to zone B.
        let gps = fix(at: .seconds(105), east: 20, accuracy: 5)
        #expect(
            app.send(.android(.locations([gps], request: "zone")), at: .seconds(105)) == [
                .declareEntered(fenceID: "f"), .android(Self.zoneB),
            ])
        // STILL and moving again: what was declared stays declared — the same fix inside declares nothing,
        // and a fence declared entered is no reason for zone A.
        #expect(
            app.send(.activityChanged(.stationary), at: .seconds(120)) == [.android(.removeLocationUpdates("zone"))])
        #expect(app.send(.activityChanged(.automotive), at: .seconds(200)) == [.android(Self.zoneB)])
        #expect(app.send(.android(.locations([gps], request: "zone")), at: .seconds(201)) == [])
    }

    @Test("The activity-gated Android strategies run only under Android and take their schemes' parameters")
    func descriptors() throws {
        let registry = StrategyRegistry.builtIn
        for name in ["android-activity-gated", "android-three-zone-motion-gated"] {
            #expect(try registry.descriptor(named: name).platforms == [.android])
        }
        #expect(
            try registry.descriptor(named: "android-activity-gated").parameters.map(\.name)
                == registry.descriptor(named: "android-continuous").parameters.map(\.name))
        #expect(
            try registry.descriptor(named: "android-three-zone-motion-gated").parameters.map(\.name)
                == registry.descriptor(named: "android-three-zone").parameters.map(\.name))
        let built = try registry.make("android-three-zone-motion-gated", parameters: ["outerRadius": .number(2_500)])
        let gated = try #require(built as? ActivityGatedFusedStrategy<FusedThreeZoneStrategy>)
        #expect(gated.scheme.parameters.outerRadiusMeters == 2_500)
    }

    /// ScriptedWorld.stillWalkStillHour's path (still at the origin until 600 s, a walk of 840 m east at
    /// 1.4 m/s until 1 200 s, still there) under open sky, with a 50 m fence at each end of the walk; an exact
    /// classifier (reports at 607.5 s walking and 1 209 s stationary) and GPS without noise or spread of its
    /// start: an assisted start's 8 s median.
    @Test("On the Android engine, GPS runs only from the walking report (607.5 s) to the STILL report (1 209 s)")
    func endToEnd() throws {
        let world = try ScriptedWorld.world(
            ScriptedWorld.path([
                (0, .zero), (600, .zero), (1_200, ScriptedWorld.at(840)), (3_601, ScriptedWorld.at(840)),
            ]),
            fences: [
                Fence(id: "home", center: .zero, radiusMeters: 50),
                Fence(id: "desk", center: ScriptedWorld.at(840), radiusMeters: 50),
            ])
        var profile = ScriptedWorld.reliableNetworkProfile
        profile.motion = MotionParameters(
            delayLogSigma: 0, stationaryAccuracy: 1, walkingAccuracy: 1, cyclingAccuracy: 1, automotiveAccuracy: 1)
        profile.gps.startLogSigma = 0
        profile.gps.biasSigmaMeters = 0
        profile.gps.whiteSigmaMeters = 0
        profile.gps.multipathLogSigma = 0
        var android = PlatformParameters()
        android.kind = .android
        android.android.doze = false
        let record = try ScriptedWorld.run(
            try Self.make("android-activity-gated"), in: world, profile: profile, parameters: android,
            until: .seconds(3_600))
        let gps = (record.timeline?.activity ?? []).filter { [.gps, .agps].contains($0.source) }
        #expect(gps.map(\.start) == [.seconds(607.5)])
        #expect(gps.map(\.end) == [.seconds(1_209)])
        // Activity updates the whole hour at the profile's 15 mA.
        #expect(abs(record.chargeByComponentMilliampHours.motion - 15) < 1e-9)
        // The request is due every second from 607.5 s and takes the latest GPS fix: the first at the 616 s
        // epoch (607.5 + 8 s), judged at 616.5 s (x = 22.4 m: inside home). The fix at 636 s (x = 50.4 m) is
        // the first outside home; the one at 1 165 s (x = 791 m, 49 m from the desk) the first inside the desk.
        // Home's stay from 0 to 600 s went unseen with the gate shut: its entry comes only on leaving.
        let declarations = record.detections.map { "\($0.kind == .entered ? "entered" : "exited") \($0.fenceID)" }
        #expect(declarations == ["entered home", "exited home", "entered desk"])
        #expect(record.detections.map(\.time) == [.seconds(616.5), .seconds(636.5), .seconds(1_165.5)])
    }
}
