import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Synchronization
import Testing

/// The Geofencing API and the proximity alerts in the Android engine, on scripted worlds with instants
/// worked out by hand ([@AndroidGeofencing], [@AOSPGeofenceManager]).
///
/// Common timing, from ``ScriptedWorld/reliableNetworkProfile``: a Wi-Fi fix is measured at the scan's
/// start, lies 1 m off and arrives 1 s later, reporting 65 m (`wifiReportedAccuracyMeters` set to it). The phone walks in a straight line on the
/// x axis; the access point at the origin is heard everywhere the phone goes. Background Location Limits
/// and Doze are off unless a test turns them on.
@Suite("Android: geofences and proximity alerts in the engine")
struct GeofencingEngineTests {
    /// An app that registers geofences or proximity alerts at launch and writes down what it hears.
    struct Registrar: LocationStrategy {
        final class Heard: Sendable {
            private let log = Mutex<[(SimTime, String)]>([])
            func note(_ time: SimTime, _ text: String) { log.withLock { $0.append((time, text)) } }
            var events: [(SimTime, String)] { log.withLock { $0 } }
            var texts: [String] { events.map(\.1) }
            var times: [SimTime] { events.map(\.0) }
        }

        let heard: Heard
        let launch: @Sendable (inout StrategyContext) -> Void

        mutating func launch(context: inout StrategyContext) { launch(&context) }

        mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
            switch event {
            case .android(.geofenceTransition(let transition, let ids, _)):
                heard.note(context.now, "\(transition.rawValue) \(ids.joined(separator: ","))")
            case .android(.geofenceFailed(let id, _)): heard.note(context.now, "failed \(id)")
            case .android(.proximityAlert(let id, let entering)):
                heard.note(context.now, (entering ? "enter " : "exit ") + id)
            default: break
            }
        }
    }

    /// A world along the x axis through `stops`, an access point at the origin heard within 10 km.
    static func world(_ stops: [(seconds: Double, position: LocalPoint)]) throws -> World {
        try ScriptedWorld.world(
            ScriptedWorld.path(stops), towers: ScriptedWorld.towers(atX: [0]),
            accessPoints: [AccessPoint(id: 0, position: .zero, rangeMeters: 10_000)])
    }

    static func android(limits: Bool = false, doze: Bool = false, stationaryAfter: Double? = nil)
        -> PlatformParameters
    {
        var parameters = PlatformParameters()
        parameters.kind = .android
        parameters.android.backgroundLocationLimits = limits
        parameters.android.doze = doze
        if let stationaryAfter { parameters.android.geofencing.stationaryAfterSeconds = stationaryAfter }
        // The scripted profile's 65 m, on which the instants below are worked out (Android's own 50 m:
        // `androidWiFiAccuracy`).
        parameters.android.wifiReportedAccuracyMeters = 65
        return parameters
    }

    static func geofencing(_ radius: Double, heard: Registrar.Heard) -> Registrar {
        Registrar(heard: heard) { context in
            context.addGeofence(AndroidGeofence(id: "shop", center: .zero, radiusMeters: radius))
        }
    }

    /// Outside at x = 400 m until 1 000 s, walking in to the origin by 1 100 s (4 m/s), there until 2 000 s,
    /// out to x = 400 m by 2 100 s, there until 3 600 s.
    static let inAndOut: [(seconds: Double, position: LocalPoint)] = [
        (0, ScriptedWorld.at(400)), (1_000, ScriptedWorld.at(400)), (1_100, .zero), (2_000, .zero),
        (2_100, ScriptedWorld.at(400)), (3_600, ScriptedWorld.at(400)),
    ]

    @Test("every 120 s while moving: a 150 m geofence enters at the first evaluation whose 65 m disc lies inside")
    func cadence() throws {
        let heard = Registrar.Heard()
        _ = try ScriptedWorld.run(
            Self.geofencing(150, heard: heard), in: try Self.world(Self.inAndOut),
            parameters: Self.android(stationaryAfter: 1e6), until: .hours(1))
        // Evaluations at 0, 120 … s. At 960 s the phone is at x = 400 m (0 % inside); at 1 080 s at
        // x = 400 − 4·80 = 80 m, so the 65 m disc around the fix (79–81 m out) lies wholly inside
        // (81 + 65 ≤ 150): ENTER when that fix arrives, 1 081 s. Out at 2 100 s: the evaluation at 2 040 s
        // sees x = 160 m (disc mostly outside, but above 15 %), the one at 2 160 s x = 400 m: EXIT at 2 161 s.
        #expect(heard.texts == ["enter shop", "exit shop"])
        #expect(heard.times == [.seconds(1_081), .seconds(2_161)])
    }

    @Test("By default a Wi-Fi fix reports Android's 50 m, so a 50 m geofence can fire")
    func androidWiFiAccuracy() throws {
        // "assume that Wi-Fi location accuracy is about 50 meters" [@AndroidGeofencing]
        #expect(AndroidParameters().wifiReportedAccuracyMeters == 50)
        var parameters = Self.android(stationaryAfter: 1e6)
        parameters.android.wifiReportedAccuracyMeters = AndroidParameters().wifiReportedAccuracyMeters
        let heard = Registrar.Heard()
        _ = try ScriptedWorld.run(
            Self.geofencing(50, heard: heard), in: try Self.world(Self.inAndOut), parameters: parameters,
            until: .hours(1))
        // Evaluations every 120 s. At 1 080 s the fix is 79–81 m out: two 50 m discs that far apart overlap
        // by far less than 75 %. At 1 200 s it is 1 m off the centre: the discs overlap by 98.7 % ≥ 75 %,
        // ENTER at 1 201 s. At 2 040 s it is 159–161 m out (0 % ≤ 25 %): EXIT at 2 041 s.
        #expect(heard.texts == ["enter shop", "exit shop"])
        #expect(heard.times == [.seconds(1_201), .seconds(2_041)])
    }

    @Test("Background Location Limits slow evaluations to every 300 s")
    func backgroundLimits() throws {
        let heard = Registrar.Heard()
        _ = try ScriptedWorld.run(
            Self.geofencing(150, heard: heard), in: try Self.world(Self.inAndOut),
            parameters: Self.android(limits: true, stationaryAfter: 1e6), until: .hours(1))
        // Evaluations at 0, 300, 600, 900, 1 200 s (x = 0: ENTER at 1 201 s) … 2 100 s (x = 400: EXIT at 2 101 s).
        #expect(heard.texts == ["enter shop", "exit shop"])
        #expect(heard.times == [.seconds(1_201), .seconds(2_101)])
    }

    @Test("after 600 s still, evaluations slow to every 360 s: the entry comes at 1 321 s, not 1 081 s")
    func stationary() throws {
        let heard = Registrar.Heard()
        _ = try ScriptedWorld.run(
            Self.geofencing(150, heard: heard), in: try Self.world(Self.inAndOut), parameters: Self.android(),
            until: .hours(1))
        // Still from 0: evaluations at 0 … 480, 600 s (still 600 s: next in 360 s), 960 s (still; next
        // 1 320 s). At 1 320 s the phone has stood at the origin since 1 100 s (220 s): ENTER at 1 321 s,
        // next evaluations 1 440, 1 560, 1 680 (580 s still), 1 800 s (700 s still: next 2 160 s). At
        // 2 160 s it is at x = 400 m: EXIT at 2 161 s.
        #expect(heard.texts == ["enter shop", "exit shop"])
        #expect(heard.times == [.seconds(1_321), .seconds(2_161)])
    }

    @Test("a 50 m geofence never fires on 65 m Wi-Fi fixes: at most (50/65)² = 59 % of the disc lies inside")
    func smallFence() throws {
        let heard = Registrar.Heard()
        let record = try ScriptedWorld.run(
            Self.geofencing(50, heard: heard), in: try Self.world(Self.inAndOut), parameters: Self.android(),
            until: .hours(1))
        #expect(heard.texts.isEmpty)
        #expect((record.sourceStatistics[.wifi]?.fixes ?? 0) > 0)
    }

    @Test("registered while inside: ENTER at the first evaluation (the default initial trigger), unlike iOS")
    func initialEnter() throws {
        let heard = Registrar.Heard()
        _ = try ScriptedWorld.run(
            Self.geofencing(150, heard: heard), in: try Self.world([(0, .zero), (600, .zero)]),
            parameters: Self.android(), until: .seconds(600))
        #expect(heard.texts == ["enter shop"])
        #expect(heard.times == [.seconds(1)])
    }

    @Test("the 101st geofence is refused and the app told at once")
    func limit() throws {
        let heard = Registrar.Heard()
        let app = Registrar(heard: heard) { context in
            for index in 0...100 {
                context.addGeofence(
                    AndroidGeofence(id: "f\(index)", center: ScriptedWorld.at(5_000), radiusMeters: 150))
            }
        }
        _ = try ScriptedWorld.run(
            app, in: try Self.world([(0, .zero), (60, .zero)]), parameters: Self.android(), until: .seconds(60))
        #expect(heard.texts == ["failed f100"])
        #expect(heard.times == [.zero])
    }

    @Test("in Doze's idle period no evaluation runs: the first after idle begins comes at its maintenance window")
    func doze() throws {
        let heard = Registrar.Heard()
        let record = try ScriptedWorld.run(
            Self.geofencing(150, heard: heard),
            in: try Self.world([(0, ScriptedWorld.at(400)), (8_000, ScriptedWorld.at(400))]),
            parameters: Self.android(doze: true), until: .seconds(8_000))
        // Still from 0: evaluations at 0, 120 … 600 s, then every 360 s: 960, 1 320 … 3 840 s. Idle from
        // 3 870 s for 3 600 s: the evaluation due at 4 200 s waits for the maintenance window at 7 470 s;
        // the next, due at 7 830 s, falls in the second idle period (the window ends at 7 770 s). Wi-Fi
        // fixes: 6 (0–600 s) + 9 (960–3 840 s) + 1 (7 470 s) = 16.
        #expect(record.sourceStatistics[.wifi]?.fixes == 16)
        #expect(heard.texts.isEmpty)
    }

    // MARK: Proximity alerts

    @Test("proximity alert: polls every 60 s within 6 km; enters within max(radius, accuracy), outside the 30 m circle")
    func proximity() throws {
        let heard = Registrar.Heard()
        let app = Registrar(heard: heard) { context in
            context.addProximityAlert(id: "stop", center: .zero, radiusMeters: 30)
        }
        // At x = 3 000 m until 100 s, walking at 5 m/s to x = 60 m (by 688 s), there until 1 000 s.
        let world = try Self.world([
            (0, ScriptedWorld.at(3_000)), (100, ScriptedWorld.at(3_000)), (688, ScriptedWorld.at(60)),
            (1_000, ScriptedWorld.at(60)),
        ])
        let record = try ScriptedWorld.run(app, in: world, parameters: Self.android(), until: .seconds(1_000))
        // The request starts at once (no location yet: 60 s). Every fix is within 3 km of the boundary:
        // 30 s → clamped to 60 s, the interval never changes: polls at 0, 60 … 960 s, fixes 1 s later.
        // At 660 s the phone is at x = 3 000 − 5·560 = 200 m (> max(30, 65)); at 720 s at x = 60 m:
        // inside by the accuracy (60 ± 1 ≤ 65) though 30 m outside the alert's circle: ENTER at 721 s.
        #expect(heard.texts == ["enter stop"])
        #expect(heard.times == [.seconds(721)])
        #expect(record.sourceStatistics[.wifi]?.fixes == 17)
    }

    @Test("proximity alert: 1 000 km from the boundary the request's interval is the 2 h maximum")
    func proximityFar() throws {
        let heard = Registrar.Heard()
        let app = Registrar(heard: heard) { context in
            context.addProximityAlert(id: "far", center: ScriptedWorld.at(-1_000_000), radiusMeters: 100)
        }
        let record = try ScriptedWorld.run(
            app, in: try Self.world([(0, .zero), (10_000, .zero)]), parameters: Self.android(),
            until: .seconds(10_000))
        // Poll at 0 (the new request), fix at 1 s: 999 900 m → 9 999 s → 7 200 s; the request is re-issued,
        // next fix due at 7 201 s. Two fixes in 10 000 s.
        #expect(record.sourceStatistics[.wifi]?.fixes == 2)
        #expect(heard.texts.isEmpty)
    }
}
