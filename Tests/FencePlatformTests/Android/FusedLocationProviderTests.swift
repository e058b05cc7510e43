import FenceDevice
import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// The Fused Location Provider's rules on a still phone at the origin, with an access point and a tower
/// there, under ``ScriptedWorld/reliableNetworkProfile``: a Wi-Fi fix takes exactly its 1 s scan, a cell
/// fix exactly 0.5 s. Background Location Limits and Doze are off unless a test turns them on.
@Suite("Android: Fused Location Provider")
struct FusedLocationProviderTests {
    static func request(
        _ priority: LocationPriority, every interval: Double, fastest: Double? = nil, maxWait: Double = 0
    )
        -> LocationRequest
    {
        LocationRequest(
            priority: priority, interval: .seconds(interval), fastestInterval: fastest.map { .seconds($0) },
            maxWaitTime: .seconds(maxWait))
    }

    static func requesting(_ requests: [(ManagerID, LocationRequest)], heard: AndroidScript.Heard) -> AndroidScript {
        AndroidScript(heard: heard) { context in
            for (id, request) in requests { context.requestLocationUpdates(id, request) }
        }
    }

    @Test("Balanced: a Wi-Fi fix at each due instant, delivered when the 1 s scan ends")
    func balancedUsesWiFi() throws {
        let heard = AndroidScript.Heard()
        // Due at 0, 60, 120, 180, 240 s; each Wi-Fi fix 1 s later.
        let record = try AndroidScript.run(
            Self.requesting([("a", Self.request(.balancedPowerAccuracy, every: 60))], heard: heard),
            in: try AndroidScript.stillWorld(seconds: 300), until: .seconds(300))
        #expect(heard.deliveryTimes == instants([1, 61, 121, 181, 241]))
        #expect(record.deliveries(.standard).allSatisfy { $0.source == .wifi })
        #expect(record.chargeByComponentMilliampHours.gps == 0)
    }

    @Test("Low power: a cell fix at each due instant, its 0.5 s of CPU work later")
    func lowPowerUsesCell() throws {
        let heard = AndroidScript.Heard()
        let record = try AndroidScript.run(
            Self.requesting([("a", Self.request(.lowPower, every: 100))], heard: heard),
            in: try AndroidScript.stillWorld(seconds: 300), until: .seconds(300))
        // The first fix's CPU work queues behind the launch callback's 0.1 s (the profile's work per
        // callback): 0.1 + 0.5 s.
        #expect(heard.deliveryTimes == instants([0.6, 100.5, 200.5]))
        #expect(record.deliveries(.standard).allSatisfy { $0.source == .cell })
    }

    @Test("High accuracy: network before GPS has a fix, then the latest GPS fix at the due instant itself")
    func highAccuracyPrefersFreshGPS() throws {
        let heard = AndroidScript.Heard()
        // Due at 0: GPS just started (no fix) → Wi-Fi at 1 s. By 120 s GPS tracks in open sky, so the
        // dues at 120 and 180 s take its fix at once.
        let record = try AndroidScript.run(
            Self.requesting([("a", Self.request(.highAccuracy, every: 60))], heard: heard),
            in: try AndroidScript.stillWorld(seconds: 200), until: .seconds(200))
        let sources = record.deliveries(.standard).map(\.source)
        #expect(heard.deliveryTimes.first == .seconds(1))
        #expect(sources.first == .wifi)
        #expect(Array(heard.deliveryTimes.suffix(2)) == instants([120, 180]))
        #expect(sources.suffix(2).allSatisfy { $0 == .agps })  // A-GPS: the profile has it, data is available
    }

    @Test("High accuracy without GPS reception falls back to network fixes every time")
    func highAccuracyIndoorsUsesNetwork() throws {
        let heard = AndroidScript.Heard()
        let record = try AndroidScript.run(
            Self.requesting([("a", Self.request(.highAccuracy, every: 60))], heard: heard),
            in: try AndroidScript.stillWorld(seconds: 200, environment: .underground), until: .seconds(200))
        #expect(record.deliveries(.standard).allSatisfy { $0.source != .gps })
        #expect(heard.deliveryTimes.count == 4)  // dues at 0, 60, 120, 180 s
    }

    @Test("Passive alone gets nothing; beside another request it takes the others' locations")
    func passive() throws {
        let alone = AndroidScript.Heard()
        _ = try AndroidScript.run(
            Self.requesting([("p", Self.request(.passive, every: 60))], heard: alone),
            in: try AndroidScript.stillWorld(seconds: 300), until: .seconds(300))
        #expect(alone.deliveryTimes.isEmpty)
        // Passive with a 120 s fastest interval beside balanced every 60 s (fixes at 1, 61, 121, 181, 241):
        // it takes 1, then 121 (120 s later), then 241. The balanced request gets all five: 8 callbacks.
        let both = AndroidScript.Heard()
        let record = try AndroidScript.run(
            Self.requesting(
                [
                    ("b", Self.request(.balancedPowerAccuracy, every: 60)),
                    ("p", Self.request(.passive, every: 60, fastest: 120)),
                ],
                heard: both),
            in: try AndroidScript.stillWorld(seconds: 300), until: .seconds(300))
        let passive = record.deliveries(.standard).filter { $0.manager == "p" }.map(\.time)
        #expect(passive == instants([1, 121, 241]))
        #expect(both.deliveryTimes.count == 8)
    }

    @Test("Fastest interval: a request takes locations computed for others no sooner than it allows")
    func fastestInterval() throws {
        let heard = AndroidScript.Heard()
        // A: every 60 s (fixes at 1, 61, …, 301). B: every 300 s, fastest 100 s: its own at 1 and 301,
        // and A's at 121 (120 s after 1) and 241 (120 s after 121); 61 and 181 come too soon.
        let record = try AndroidScript.run(
            Self.requesting(
                [
                    ("a", Self.request(.balancedPowerAccuracy, every: 60)),
                    ("b", Self.request(.balancedPowerAccuracy, every: 300, fastest: 100)),
                ], heard: heard),
            in: try AndroidScript.stillWorld(seconds: 310), until: .seconds(310))
        let b = record.deliveries(.standard).filter { $0.manager == "b" }.map(\.time)
        let a = record.deliveries(.standard).filter { $0.manager == "a" }.map(\.time)
        #expect(a == instants([1, 61, 121, 181, 241, 301]))
        #expect(b == instants([1, 121, 241, 301]))
    }

    @Test("Batching: maxWaitTime ≥ 2 × interval delivers the locations together, maxWaitTime after the first")
    func batching() throws {
        let heard = AndroidScript.Heard()
        // Interval 60 s, maxWaitTime 150 s: fixes at 1, 61, 121 go in one callback at 1 + 150 = 151 s; the
        // next batch starts with 181 and is delivered at 331 s (181, 241, 301).
        let record = try AndroidScript.run(
            Self.requesting([("a", Self.request(.balancedPowerAccuracy, every: 60, maxWait: 150))], heard: heard),
            in: try AndroidScript.stillWorld(seconds: 400), until: .seconds(400))
        #expect(heard.deliveryTimes == instants([151, 331]))
        #expect(heard.batches == [instants([1, 61, 121]), instants([181, 241, 301])])
        #expect(record.standardDeliveries == 6)
        // Below twice the interval there is no batching: five separate callbacks by 300 s.
        let unbatched = AndroidScript.Heard()
        _ = try AndroidScript.run(
            Self.requesting([("a", Self.request(.balancedPowerAccuracy, every: 60, maxWait: 100))], heard: unbatched),
            in: try AndroidScript.stillWorld(seconds: 300), until: .seconds(300))
        #expect(unbatched.deliveryTimes == instants([1, 61, 121, 181, 241]))
    }

    @Test("Removing a request stops its locations")
    func remove() throws {
        let heard = AndroidScript.Heard()
        var script = Self.requesting([("a", Self.request(.balancedPowerAccuracy, every: 60))], heard: heard)
        let launch = script.launch
        script = AndroidScript(heard: heard) { context in
            launch(&context)
            context.setAlarm(after: .seconds(100), exact: true, tag: 1)
        }
        script.steps[1] = { context in context.removeLocationUpdates("a") }
        _ = try AndroidScript.run(script, in: try AndroidScript.stillWorld(seconds: 300), until: .seconds(300))
        #expect(heard.deliveryTimes == instants([1, 61]))
    }
}
