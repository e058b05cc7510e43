import FenceKernel
import FenceWorld
import Testing

@testable import FencePlatform

/// The Geofencing API's rules ([@AndroidGeofencing], [@RadiusProximityKit], [@GMSGeofencingRequest]) on
/// ``GeofencingService`` alone, with fixes and instants written by hand.
///
/// Shares used below (share of the fix's accuracy disc inside the fence, ``DiscOverlapTests``):
/// - 150 m fence (≥ 100 m: "bigger", ENTER ≥ 85 %, EXIT ≤ 15 %), 50 m fix: 100 % at d ≤ 100 m (the disc
///   inside), 0 % at d ≥ 200 m (apart); at d = 150 m the lens is 2 500·acos(1/6) + 22 500·acos(17/18)
///   − ½·√(50·50·250·350) ≈ 3 648 m² of 7 854 m², 46 % — between the thresholds, so the state holds.
/// - 50 m fence ("smaller", ENTER ≥ 75 %, EXIT ≤ 25 %), 50 m fix (two equal discs,
///   2r²·acos(d/2r) − (d/2)·√(4r² − d²)): d = 19 m → 5 965 m², 75.95 %; d = 20 m → 5 867 m², 74.71 %.
@Suite("Android: Geofencing API")
struct AndroidGeofencingTests {
    static let shop = AndroidGeofence(id: "shop", center: .zero, radiusMeters: 150)

    static func fix(atX x: Double, accuracy: Double = 50, seconds: Double) -> Location {
        Location(timestamp: .seconds(seconds), position: LocalPoint(x: x, y: 0), horizontalAccuracyMeters: accuracy)
    }

    static func service(
        _ geofences: [AndroidGeofence] = [shop], initialTrigger: Set<GeofenceTransition> = [.enter, .dwell]
    ) throws -> GeofencingService {
        var service = GeofencingService(parameters: AndroidGeofencingParameters())
        for geofence in geofences { try service.add(geofence, initialTrigger: initialTrigger, at: .zero) }
        return service
    }

    static func kinds(_ decisions: [GeofenceDecision]) -> [GeofenceTransition] { decisions.map(\.transition) }

    @Test("100 geofences per app: the 101st fails and changes nothing; re-adding an identifier replaces it")
    func limit() throws {
        var service = GeofencingService(parameters: AndroidGeofencingParameters())
        for index in 0..<100 {
            try service.add(AndroidGeofence(id: "f\(index)", center: .zero, radiusMeters: 150), at: .zero)
        }
        #expect(throws: GeofenceRegistrationError.tooManyGeofences(limit: 100)) {
            try service.add(AndroidGeofence(id: "f100", center: .zero, radiusMeters: 150), at: .zero)
        }
        #expect(service.registeredIDs.count == 100)
        try service.add(AndroidGeofence(id: "f7", center: .zero, radiusMeters: 300), at: .seconds(5))
        #expect(service.registeredIDs.count == 100)
        #expect(service.registeredIDs.last == "f7")
    }

    @Test(
        "evaluations: at once on registration, then every 120 s; 300 s under background limits; 360 s after 600 s still"
    )
    func cadence() throws {
        var service = try Self.service()
        #expect(service.nextInstant == .zero)
        let first = service.advance(to: .zero, conditions: GeofenceEvaluationConditions())
        #expect(first.needsNetworkFix)
        #expect(service.nextInstant == .seconds(120))
        // Nothing is due before then.
        let step1 = service.advance(to: .seconds(60), conditions: GeofenceEvaluationConditions())
        #expect(!step1.needsNetworkFix)
        let limited = GeofenceEvaluationConditions(backgroundLimited: true)
        let step2 = service.advance(to: .seconds(120), conditions: limited)
        #expect(step2.needsNetworkFix)
        #expect(service.nextInstant == .seconds(420))
        // Still since 0: at 420 s that is 420 s < 600 s, so the normal cadence applies…
        let step3 = service.advance(to: .seconds(420), conditions: .init(stillSince: .zero))
        #expect(step3.needsNetworkFix)
        #expect(service.nextInstant == .seconds(540))
        // …and at 600 s still the stationary one does: next at 600 + 360 = 960 s.
        _ = service.advance(to: .seconds(540), conditions: .init(stillSince: .seconds(-60)))
        #expect(service.nextInstant == .seconds(900))
        _ = service.advance(to: .seconds(900), conditions: .init(stillSince: .seconds(-60)))
        #expect(service.nextInstant == .seconds(1_260))
        service.remove(id: "shop")
        #expect(service.nextInstant == nil)
    }

    @Test("overlap rule on a bigger fence: ENTER at ≥ 85 %, EXIT at ≤ 15 %, the state holds in between")
    func overlapLarge() throws {
        var service = try Self.service()
        // First judgement outside (0 %): the default initial trigger (ENTER, DWELL) reports nothing.
        let step4 = service.judge(Self.fix(atX: 300, seconds: 1), at: .seconds(1))
        #expect(step4.isEmpty)
        // 46 % on the boundary: no ENTER yet.
        let step5 = service.judge(Self.fix(atX: 150, seconds: 121), at: .seconds(121))
        #expect(step5.isEmpty)
        // 100 % at 100 m: ENTER, decided at 241 s and delivered at once (no responsiveness hold).
        let entry = service.judge(Self.fix(atX: 100, seconds: 241), at: .seconds(241))
        #expect(Self.kinds(entry) == [.enter])
        #expect(entry.first?.judgedAt == .seconds(241))
        #expect(entry.first?.location.position == LocalPoint(x: 100, y: 0))
        // 46 % again: still inside, no EXIT; 0 % at 200 m: EXIT.
        let step6 = service.judge(Self.fix(atX: 150, seconds: 361), at: .seconds(361))
        #expect(step6.isEmpty)
        let step7 = service.judge(Self.fix(atX: 200, seconds: 481), at: .seconds(481))
        #expect(Self.kinds(step7) == [.exit])
    }

    @Test("overlap rule on a smaller fence: a 50 m fix enters a 50 m fence only within 19–20 m of its centre")
    func overlapSmall() throws {
        let small = AndroidGeofence(id: "stop", center: .zero, radiusMeters: 50)
        var near = try Self.service([small])
        let step8 = near.judge(Self.fix(atX: 19, seconds: 1), at: .seconds(1))
        #expect(Self.kinds(step8) == [.enter])
        var far = try Self.service([small])
        let step9 = far.judge(Self.fix(atX: 20, seconds: 1), at: .seconds(1))
        #expect(step9.isEmpty)
    }

    @Test("small fences suffer: a 100 m fix at the very centre of a 50 m fence is judged outside (25 %)")
    func smallFenceCoarseFix() throws {
        var service = try Self.service([AndroidGeofence(id: "stop", center: .zero, radiusMeters: 50)])
        let step10 = service.judge(Self.fix(atX: 0, accuracy: 40, seconds: 1), at: .seconds(1))
        #expect(Self.kinds(step10) == [.enter])
        // (50/100)² = 25 % ≤ the smaller fence's EXIT threshold: the device has not moved, yet EXIT.
        let exit = service.judge(Self.fix(atX: 0, accuracy: 100, seconds: 121), at: .seconds(121))
        #expect(Self.kinds(exit) == [.exit])
        // A fence is never enlarged: the same fix on a 150 m fence is wholly inside (50 + 100 ≤ 150).
        var large = try Self.service()
        let step11 = large.judge(Self.fix(atX: 0, accuracy: 100, seconds: 1), at: .seconds(1))
        #expect(Self.kinds(step11) == [.enter])
    }

    @Test("initial trigger: ENTER when registered inside (unlike iOS); none without it; EXIT only if asked")
    func initialTrigger() throws {
        var byDefault = try Self.service()
        let step12 = byDefault.judge(Self.fix(atX: 0, seconds: 1), at: .seconds(1))
        #expect(Self.kinds(step12) == [.enter])
        var quiet = try Self.service(initialTrigger: [])
        let step13 = quiet.judge(Self.fix(atX: 0, seconds: 1), at: .seconds(1))
        #expect(step13.isEmpty)
        // Later crossings are reported as usual.
        let step14 = quiet.judge(Self.fix(atX: 300, seconds: 121), at: .seconds(121))
        #expect(Self.kinds(step14) == [.exit])
        var outside = try Self.service(initialTrigger: [.exit])
        let step15 = outside.judge(Self.fix(atX: 300, seconds: 1), at: .seconds(1))
        #expect(Self.kinds(step15) == [.exit])
    }

    @Test("DWELL fires the loitering delay after the ENTER, unless an EXIT comes first")
    func dwell() throws {
        let loiter = AndroidGeofence(
            id: "shop", center: .zero, radiusMeters: 150, transitions: [.enter, .exit, .dwell],
            loiteringDelay: .seconds(300))
        var service = try Self.service([loiter], initialTrigger: [])
        _ = service.advance(to: .zero, conditions: .init())
        let step16 = service.judge(Self.fix(atX: 300, seconds: 1), at: .seconds(1))
        #expect(step16.isEmpty)
        _ = service.advance(to: .seconds(120), conditions: .init())
        let step17 = service.judge(Self.fix(atX: 50, seconds: 121), at: .seconds(121))
        #expect(Self.kinds(step17) == [.enter])
        // DWELL due at 121 + 300 = 421 s, before the evaluation at 480 s.
        _ = service.advance(to: .seconds(240), conditions: .init())
        _ = service.advance(to: .seconds(360), conditions: .init())
        #expect(service.nextInstant == .seconds(421))
        let dwell = service.advance(to: .seconds(421), conditions: .init())
        #expect(Self.kinds(dwell.decisions) == [.dwell])
        #expect(dwell.decisions.first?.judgedAt == .seconds(421))
        #expect(dwell.decisions.first?.location.position == LocalPoint(x: 50, y: 0))
        #expect(!dwell.needsNetworkFix)
        // Out at 481 s, back in at 601 s (DWELL due at 901 s), out again at 721 s: no second DWELL.
        _ = service.advance(to: .seconds(480), conditions: .init())
        let step18 = service.judge(Self.fix(atX: 300, seconds: 481), at: .seconds(481))
        #expect(Self.kinds(step18) == [.exit])
        _ = service.advance(to: .seconds(600), conditions: .init())
        let step19 = service.judge(Self.fix(atX: 0, seconds: 601), at: .seconds(601))
        #expect(Self.kinds(step19) == [.enter])
        #expect(service.nextInstant == .seconds(720))
        _ = service.advance(to: .seconds(720), conditions: .init())
        let step20 = service.judge(Self.fix(atX: 300, seconds: 721), at: .seconds(721))
        #expect(Self.kinds(step20) == [.exit])
        #expect(service.nextInstant == .seconds(840))
        _ = service.advance(to: .seconds(840), conditions: .init())
        let step21 = service.advance(to: .seconds(901), conditions: .init())
        #expect(step21.decisions.isEmpty)
    }

    @Test("responsiveness: a transition is held to the fence's next multiple of it after registration")
    func responsiveness() throws {
        let relaxed = AndroidGeofence(id: "shop", center: .zero, radiusMeters: 150, responsiveness: .seconds(300))
        var service = GeofencingService(parameters: AndroidGeofencingParameters())
        try service.add(relaxed, initialTrigger: [], at: .seconds(10))
        _ = service.advance(to: .seconds(10), conditions: .init())
        let step22 = service.judge(Self.fix(atX: 300, seconds: 11), at: .seconds(11))
        #expect(step22.isEmpty)
        // ENTER decided at 131 s; the grid is 10, 310, 610 … s: held until 310 s.
        _ = service.advance(to: .seconds(130), conditions: .init())
        let step23 = service.judge(Self.fix(atX: 0, seconds: 131), at: .seconds(131))
        #expect(step23.isEmpty)
        #expect(service.nextInstant == .seconds(250))
        _ = service.advance(to: .seconds(250), conditions: .init())
        #expect(service.nextInstant == .seconds(310))
        let held = service.advance(to: .seconds(310), conditions: .init())
        #expect(Self.kinds(held.decisions) == [.enter])
        #expect(held.decisions.first?.judgedAt == .seconds(131))
        // An EXIT decided at 371 s is held until 610 s; removing the fence drops it.
        _ = service.advance(to: .seconds(370), conditions: .init())
        let step24 = service.judge(Self.fix(atX: 300, seconds: 371), at: .seconds(371))
        #expect(step24.isEmpty)
        #expect(service.nextInstant == .seconds(490))
        service.remove(id: "shop")
        #expect(service.nextInstant == nil)
    }

    @Test("responsiveness instants are whole multiples after registration; none without a period")
    func responsivenessGrid() {
        let grid = GeofencingService.responsivenessInstant
        #expect(grid(.seconds(131), .seconds(10), .seconds(300)) == .seconds(310))
        #expect(grid(.seconds(310), .seconds(10), .seconds(300)) == .seconds(310))
        #expect(grid(.seconds(310.000001), .seconds(10), .seconds(300)) == .seconds(610))
        #expect(grid(.seconds(131), .seconds(10), .zero) == .seconds(131))
    }

    @Test("parameters: the thresholds by fence size, and an EXIT share at or above its ENTER share is refused")
    func parameters() throws {
        let defaults = AndroidGeofencingParameters()
        try defaults.validate()
        let large = defaults.overlapThresholds(fenceRadiusMeters: 100)
        let small = defaults.overlapThresholds(fenceRadiusMeters: 99.9)
        #expect(large.enter == 0.85 && large.exit == 0.15)
        #expect(small.enter == 0.75 && small.exit == 0.25)
        var crossed = defaults
        crossed.smallFenceExitShare = 0.75
        #expect(throws: PlatformParameterError.self) { try crossed.validate() }
        var tooMany = defaults
        tooMany.maximumGeofences = -1
        #expect(throws: PlatformParameterError.self) { try tooMany.validate() }
        for spec in AndroidGeofencingParameters.parameterTable.specs {
            if let value = spec.number(in: defaults) { #expect(spec.valid?.contains(value) ?? true, "\(spec.name)") }
            if spec.provenance.needsPlausibleRange { #expect(spec.plausible != nil, "\(spec.name)") }
        }
    }
}
