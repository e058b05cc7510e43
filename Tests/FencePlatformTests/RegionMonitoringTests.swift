import FenceKernel
import FencePlatform
import FenceStrategyTesting
import FenceWorld
import Testing

/// Region monitoring on scripted worlds ([@AppleStartMonitoring], [@AppleLocationPG]).
///
/// Timing common to these tests, from the defaults: registering a region evaluates all regions at
/// once and schedules the next evaluation 240 s later (one tower, so no serving-cell change adds
/// any); each evaluation takes a Wi-Fi fix whose 1 s scan starts at the evaluation, so the fix (of
/// the position at the scan's start, 1 m off) arrives 1 s later. Registering at launch, the phone's
/// position is measured at 0, 240, 480 … s and judged at 1, 241, 481 … s. A crossing is re-checked
/// with a new fix 20 s after it was judged: measured then, judged 1 s later — 21 s after the first
/// judgement, which is ≥ 20 s — so a crossing that holds is reported 22 s after the measurement that
/// first saw it.
///
/// The fence has radius 150 m (above the 100 m minimum effective radius, so its own radius counts):
/// inside ≤ 150 m, outside > 150 + 50 m exit margin = 200 m, undecided in between.
@Suite("Platform: region monitoring")
struct RegionMonitoringTests {
    static let fence = Fence(id: "shop", center: .zero, radiusMeters: 150)

    static func world(_ stops: [(seconds: Double, position: LocalPoint)], fences: [Fence] = [fence]) throws -> World {
        try ScriptedWorld.world(
            ScriptedWorld.path(stops), towers: ScriptedWorld.towers(atX: [0]),
            accessPoints: ScriptedWorld.accessPoint, fences: fences)
    }

    static func monitoring(_ ids: [String], log: ProbeLog = ProbeLog()) -> ProbeStrategy {
        ProbeStrategy(log: log, onLaunch: { context in for id in ids { context.startMonitoring(fenceID: id) } })
    }

    /// (service, seconds) of every region event delivered.
    static func regionEvents(_ record: RunRecord) -> [(DeliveredEvent.Service, Double)] {
        (record.timeline?.deliveries ?? []).filter { $0.service == .regionEntry || $0.service == .regionExit }
            .map { ($0.service, $0.time.seconds) }
    }

    @Test("no entry for a region registered while inside; later crossings are reported")
    func registeredInside() throws {
        // Inside at the origin until 1 000 s, out to x = 400 m by 1 100 s, back at the origin at 2 100 s.
        let world = try Self.world([
            (0, .zero), (1_000, .zero), (1_100, ScriptedWorld.at(400)), (2_000, ScriptedWorld.at(400)),
            (2_100, .zero), (3_600, .zero),
        ])
        let record = try ScriptedWorld.run(Self.monitoring(["shop"]), in: world, until: .hours(1))
        // Measured at 0: inside, but the first evaluation only sets the state (no event). The first
        // measurement outside is at 1 200 s (x = 400 > 200) → re-checked at 1 221, exit at 1 222 s.
        // Back inside from 2 100 s: first seen at 2 160 → entry at 2 182 s.
        let events = Self.regionEvents(record)
        #expect(events.map(\.0) == [.regionExit, .regionEntry])
        #expect(events.map(\.1) == [1_222, 2_182])
    }

    @Test("an entry needs the location inside for 20 s, re-checked with a new fix; one stray fix does not fire")
    func confirmation() throws {
        // Outside at x = 400 m; a brief visit inside [238 s, 250 s], then inside for good from 1 010 s.
        let world = try Self.world([
            (0, ScriptedWorld.at(400)), (235, ScriptedWorld.at(400)), (238, .zero), (250, .zero),
            (253, ScriptedWorld.at(400)), (1_000, ScriptedWorld.at(400)), (1_010, .zero), (3_600, .zero),
        ])
        let record = try ScriptedWorld.run(Self.monitoring(["shop"]), in: world, until: .hours(1))
        // The measurement at 240 s is inside (judged at 241); the re-check measured at 261 s is at
        // x = 400 m, outside beyond the margin: the candidate is dropped, no event. The measurement at
        // 1 200 s is inside; the re-check at 1 221 s still is: entry at 1 222 s.
        let events = Self.regionEvents(record)
        #expect(events.map(\.0) == [.regionEntry])
        #expect(events.map(\.1) == [1_222])
    }

    @Test("the fix behind a region event is the app's lastKnownLocation when it handles the event")
    func eventLocation() throws {
        // As in the confirmation test: inside for good from 1 010 s, entry reported at 1 222 s.
        let world = try Self.world([
            (0, ScriptedWorld.at(400)), (1_000, ScriptedWorld.at(400)), (1_010, .zero), (3_600, .zero),
        ])
        let log = ProbeLog()
        _ = try ScriptedWorld.run(Self.monitoring(["shop"], log: log), in: world, until: .hours(1))
        let entry = try #require(log.all.first { $0.event == .regionEntered(fenceID: "shop") })
        #expect(entry.time == .seconds(1_222))
        // The confirming Wi-Fi fix: measured at 1 221 s at the origin (1 m off), delivered at 1 222 s
        // with the 65 m accuracy iOS reports for Wi-Fi fixes ([@iOSReportedAccuracy]). Nothing else ever
        // located the phone, so without it the app would see no location at all.
        let location = try #require(entry.lastKnownLocation)
        #expect(location.timestamp == .seconds(1_222))
        #expect(abs(location.position.lengthMeters - 1) < 1e-9)
        #expect(location.horizontalAccuracyMeters == 65)
    }

    @Test("a re-check short of the region also drops the candidate: the 20 s must be held again")
    func recheckInHysteresisBand() throws {
        // Brief visit inside around 240 s; at the re-check (261 s) the phone stands at x = 180 m, past
        // the 150 m radius but within the exit margin; it walks back in at 470 s and stays.
        let world = try Self.world([
            (0, ScriptedWorld.at(400)), (235, ScriptedWorld.at(400)), (238, .zero), (250, .zero),
            (253, ScriptedWorld.at(180)), (460, ScriptedWorld.at(180)), (470, .zero), (3_600, .zero),
        ])
        let record = try ScriptedWorld.run(Self.monitoring(["shop"]), in: world, until: .hours(1))
        // At 261 s the phone is not inside, so the entry seen at 241 s did not hold. Inside again at
        // the 480 s measurement (judged at 481): a new candidate, re-checked at 501 → entry at 502 s.
        // (Reporting at 481 s would fire on a single fix.)
        let events = Self.regionEvents(record)
        #expect(events.map(\.0) == [.regionEntry])
        #expect(events.map(\.1) == [502])
    }

    @Test("the 21st region fails with regionMonitoringFailed; a freed slot can be reused")
    func regionLimit() throws {
        // 21 fences far from the phone (10 km and beyond), so no region ever reports.
        let fences = (0...20).map {
            Fence(id: "f\($0)", center: ScriptedWorld.at(10_000 + 500 * Double($0)), radiusMeters: 100)
        }
        let world = try Self.world([(0, .zero), (600, .zero)], fences: fences)
        let log = ProbeLog()
        let probe = ProbeStrategy(
            log: log, onLaunch: { context in for fence in 0...20 { context.startMonitoring(fenceID: "f\(fence)") } },
            onEvent: { event, context in
                guard case .regionMonitoringFailed(let id, _) = event, id == "f20" else { return }
                // Free one slot and try again: the platform counts regions currently registered.
                context.stopMonitoring(fenceID: "f0")
                context.startMonitoring(fenceID: "f20")
                context.startMonitoring(fenceID: "nowhere")
                context.scheduleTimer(after: .seconds(60))
            })
        _ = try ScriptedWorld.run(probe, in: world, until: .seconds(600))
        let calls = log.all
        // launch; the failure of f20 (at 0 s, the limit of 20 reached); the failure of "nowhere" (no
        // such fence); the timer at 60 s.
        #expect(calls.map(\.time) == [.zero, .zero, .zero, .seconds(60)])
        guard calls.count == 4 else { return }
        guard case .regionMonitoringFailed("f20", let reason) = calls[1].event else {
            Issue.record("expected f20 to fail, got \(String(describing: calls[1].event))")
            return
        }
        #expect(reason.contains("20"))
        #expect(calls[1].monitoredFenceIDs == Set((0..<20).map { "f\($0)" }))
        guard case .regionMonitoringFailed("nowhere", _) = calls[2].event else {
            Issue.record("expected the unknown fence to fail, got \(String(describing: calls[2].event))")
            return
        }
        #expect(calls[3].monitoredFenceIDs == Set((1...20).map { "f\($0)" }))
    }
}
