import FenceKernel
import FencePlatform
import FenceStrategies
import FenceStrategyTesting
import FenceWorld
import Testing

/// `android-geofence` and `android-proximity-alert` on a scripted world: a 50 m fence at the origin; the
/// phone at x = 400 m until 1 000 s, walking in (4 m/s) to the origin by 1 100 s, there until 2 000 s, back
/// out to x = 400 m by 2 100 s. Android without Background Location Limits or Doze; Wi-Fi fixes lie 1 m
/// off, report 65 m and arrive 1 s after each evaluation or poll (``ScriptedWorld/reliableNetworkProfile``).
@Suite("Android geofence strategies")
struct AndroidGeofenceStrategyTests {
    static func world() throws -> World {
        try ScriptedWorld.world(
            ScriptedWorld.path([
                (0, ScriptedWorld.at(400)), (1_000, ScriptedWorld.at(400)), (1_100, .zero), (2_000, .zero),
                (2_100, ScriptedWorld.at(400)), (3_600, ScriptedWorld.at(400)),
            ]), towers: ScriptedWorld.towers(atX: [0]), accessPoints: ScriptedWorld.accessPoint,
            fences: [Fence(id: "shop", center: .zero, radiusMeters: 50)])
    }

    static var android: PlatformParameters {
        var parameters = PlatformParameters()
        parameters.kind = .android
        parameters.android.backgroundLocationLimits = false
        parameters.android.doze = false
        parameters.android.wifiReportedAccuracyMeters = 65  // the scripted profile's, as worked out below
        return parameters
    }

    static func declarations(_ record: RunRecord) -> [String] {
        record.detections.map { "\($0.kind == .entered ? "entered" : "exited") \($0.fenceID) \($0.time.seconds)" }
    }

    @Test("at the fence's own 50 m nothing is declared: a 65 m fix never covers 75 % of it")
    func ownRadius() throws {
        let record = try ScriptedWorld.run(
            OSGeofenceStrategy(), in: try Self.world(), parameters: Self.android, until: .hours(1))
        #expect(record.detections.isEmpty)
    }

    @Test("registered at 150 m: entered and exited as the system reports (the still phone's slow cadence)")
    func widerRadius() throws {
        let record = try ScriptedWorld.run(
            OSGeofenceStrategy(radiusMeters: 150), in: try Self.world(), parameters: Self.android, until: .hours(1))
        // The platform tests' instants (GeofencingEngineTests.stationary): ENTER at 1 321 s, EXIT at 2 161 s.
        #expect(Self.declarations(record) == ["entered shop 1321.0", "exited shop 2161.0"])
    }

    @Test("declaring on DWELL: the entry comes the loitering delay after the system's ENTER")
    func dwell() throws {
        let strategy = OSGeofenceStrategy(radiusMeters: 150, declareOnDwell: true, loiteringDelay: .seconds(60))
        let record = try ScriptedWorld.run(strategy, in: try Self.world(), parameters: Self.android, until: .hours(1))
        #expect(Self.declarations(record) == ["entered shop 1381.0", "exited shop 2161.0"])
    }

    @Test("proximity alert: polls every 60 s, inside within max(50 m, 65 m) of the centre")
    func proximity() throws {
        let record = try ScriptedWorld.run(
            ProximityAlertStrategy(), in: try Self.world(), parameters: Self.android, until: .hours(1))
        // Polls at 0, 60 … s, fixes 1 s later. At 1 080 s x = 80 m (> 65); at 1 140 s x = 0: ENTER at
        // 1 141 s. At 2 040 s x = 160 m: EXIT at 2 041 s.
        #expect(Self.declarations(record) == ["entered shop 1141.0", "exited shop 2041.0"])
    }
}
