import FenceKernel
import FenceWorld
import Testing

@testable import FencePlatform

/// The framework's proximity alerts ([@AOSPGeofenceManager]) on ``ProximityAlertService`` alone: the
/// request interval clamp(distance to the nearest boundary / 100 m/s, 60 s, 2 h), the inside test
/// distance ≤ max(radius, accuracy), the 5 min freshness limit, with instants written by hand.
@Suite("Android: proximity alerts")
struct ProximityAlertTests {
    static func fix(atX x: Double, accuracy: Double = 20, seconds: Double = 0) -> Location {
        Location(timestamp: .seconds(seconds), position: LocalPoint(x: x, y: 0), horizontalAccuracyMeters: accuracy)
    }

    static func entries(_ transitions: [ProximityAlertTransition]) -> [String] {
        transitions.map { ($0.entering ? "enter " : "exit ") + $0.fenceID }
    }

    @Test("the request interval follows the nearest boundary: 1 000 m → 10 s → 60 s; 99 900 m → 999 s; 1 000 km → 2 h")
    func interval() {
        var service = ProximityAlertService(parameters: ProximityAlertParameters())
        // 1 100 m from the centre of a 100 m alert: outside, no event (an EXIT needs a previous inside).
        let none = service.add(
            fenceID: "shop", center: .zero, radiusMeters: 100, at: .zero, lastKnown: Self.fix(atX: 1_100))
        #expect(none.isEmpty)
        #expect(service.requestIntervalSeconds == 60)
        // A new request is served at once, then every interval.
        #expect(service.nextFixDue == .zero)
        let step1 = service.pollDue(at: .zero)
        #expect(step1)
        #expect(service.nextFixDue == .seconds(60))
        // A fix 100 km away (99 900 m from the boundary): 999 s; the request is re-issued, next fix at 1 + 999 s.
        let step2 = service.fixArrived(Self.fix(atX: 100_000, seconds: 1), at: .seconds(1))
        #expect(step2.isEmpty)
        #expect(service.requestIntervalSeconds == 999)
        #expect(service.nextFixDue == .seconds(1_000))
        // The same interval again leaves the request and its cadence alone.
        let step3 = service.pollDue(at: .seconds(1_000))
        #expect(step3)
        _ = service.fixArrived(Self.fix(atX: 100_000, seconds: 1_001), at: .seconds(1_001))
        #expect(service.nextFixDue == .seconds(1_999))
        // 1 000 km from the boundary: 10 000 s, capped at 2 h.
        _ = service.fixArrived(Self.fix(atX: 1_000_100, seconds: 1_002), at: .seconds(1_002))
        #expect(service.requestIntervalSeconds == 7_200)
    }

    @Test("the interval is whole milliseconds, truncated: 12 345.6789 m → 123.456 s")
    func truncation() {
        let service = ProximityAlertService(parameters: ProximityAlertParameters())
        #expect(service.intervalSeconds(nearestBoundaryMeters: 12_345.6789) == 123.456)
        #expect(service.intervalSeconds(nearestBoundaryMeters: nil) == 60)
    }

    @Test("inside when distance ≤ max(radius, accuracy): a 500 m fix 400 m away enters a 50 m alert")
    func coarseFixEnters() {
        var service = ProximityAlertService(parameters: ProximityAlertParameters())
        let entry = service.add(
            fenceID: "stop", center: .zero, radiusMeters: 50, at: .zero, lastKnown: Self.fix(atX: 400, accuracy: 500))
        #expect(Self.entries(entry) == ["enter stop"])
        _ = service.pollDue(at: .zero)
        // 400 m > max(50, 300): out again.
        let exit = service.fixArrived(Self.fix(atX: 400, accuracy: 300, seconds: 60), at: .seconds(60))
        #expect(Self.entries(exit) == ["exit stop"])
        #expect(exit.first?.location.horizontalAccuracyMeters == 300)
    }

    @Test("a last known location older than 5 min is not used; one exactly 5 min old is")
    func freshness() {
        var stale = ProximityAlertService(parameters: ProximityAlertParameters())
        let none = stale.add(
            fenceID: "shop", center: .zero, radiusMeters: 100, at: .seconds(301),
            lastKnown: Self.fix(atX: 0, accuracy: 10))
        #expect(none.isEmpty)
        #expect(stale.requestIntervalSeconds == 60)
        var fresh = ProximityAlertService(parameters: ProximityAlertParameters())
        let entry = fresh.add(
            fenceID: "shop", center: .zero, radiusMeters: 100, at: .seconds(300),
            lastKnown: Self.fix(atX: 0, accuracy: 10))
        #expect(Self.entries(entry) == ["enter shop"])
    }

    @Test("exits are sent before entries, whatever the registration order")
    func exitsFirst() {
        var service = ProximityAlertService(parameters: ProximityAlertParameters())
        _ = service.add(fenceID: "b", center: LocalPoint(x: 1_000, y: 0), radiusMeters: 100, at: .zero, lastKnown: nil)
        _ = service.add(fenceID: "a", center: .zero, radiusMeters: 100, at: .zero, lastKnown: nil)
        _ = service.pollDue(at: .zero)
        let step4 = service.fixArrived(Self.fix(atX: 0, seconds: 1), at: .seconds(1))
        #expect(Self.entries(step4) == ["enter a"])
        let moved = service.fixArrived(Self.fix(atX: 1_000, seconds: 61), at: .seconds(61))
        #expect(Self.entries(moved) == ["exit a", "enter b"])
    }

    @Test("removing the last alert cancels the request")
    func cancel() {
        var service = ProximityAlertService(parameters: ProximityAlertParameters())
        _ = service.add(fenceID: "shop", center: .zero, radiusMeters: 100, at: .zero, lastKnown: nil)
        #expect(service.registeredIDs == ["shop"])
        _ = service.remove(fenceID: "shop", at: .seconds(5), lastKnown: nil)
        #expect(service.requestIntervalSeconds == nil)
        #expect(service.nextFixDue == nil)
        let step5 = service.pollDue(at: .seconds(60))
        #expect(!step5)
        let step6 = service.fixArrived(Self.fix(atX: 0, seconds: 60), at: .seconds(60))
        #expect(step6.isEmpty)
    }

    @Test("parameters: the defaults are in range and a maximum below the minimum is refused")
    func parameters() throws {
        try ProximityAlertParameters().validate()
        var inverted = ProximityAlertParameters()
        inverted.maximumIntervalSeconds = 30
        #expect(throws: PlatformParameterError.self) { try inverted.validate() }
    }
}
