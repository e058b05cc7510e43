import Testing

@testable import FenceReport

/// The day timeline's wake lane (Android runs): positions worked out from the lane's frame.
@Suite("Day timeline: the wake lane")
struct DayTimelineWakeTests {
    private func parsed(_ chart: any Chart) throws -> XMLElement {
        try #require(parseXML(try chart.render(id: "wake").standaloneDocument).root)
    }

    /// Doze idle 2–6 h; the wake lock held 0–2 h and ignored 2–6 h; callbacks at 8 h, 8 h 3.6 s and 12 h;
    /// an alarm at 6 h.
    static let chart = DayTimeline(
        title: "t", summary: "s", window: HourSpan(startHour: 0, endHour: 24),
        sourceLanes: [TimelineLane(label: "GPS", spans: [])], processor: ProcessorLane(awake: [], busy: []),
        wake: WakeLane(
            wakeLockHeld: [HourSpan(startHour: 0, endHour: 2)], wakeLockIgnored: [HourSpan(startHour: 2, endHour: 6)],
            dozeIdle: [HourSpan(startHour: 2, endHour: 6)], callbackHours: [8, 8.001, 12], alarmHours: [6]),
        battery: [BatterySample(hour: 0, percent: 100)], visits: [], declared: [])

    @Test("Doze's idle across the lane, the wake lock through its middle, a tick per column with a callback or alarm")
    func lane() throws {
        let root = try parsed(Self.chart)
        let lane = try #require(root.all("g", class: "wake").first)
        #expect(lane.attributes["data-lane"] == "Wake")
        let rects = lane.all("rect")
        let backdrop = try #require(rects.first)
        let x0 = try #require(backdrop.number("x")), y0 = try #require(backdrop.number("y"))
        let width = try #require(backdrop.number("width")), height = try #require(backdrop.number("height"))
        func filled(_ color: RGBColor) -> [XMLElement] {
            rects.dropFirst().filter { $0.attributes["fill"] == color.cssHex }
        }
        // Idle 2–6 h: x from 2/24 of the lane, 4/24 wide, the lane's full height (the SVG rounds to 0.01 px).
        let idle = try #require(filled(RGBColor(hex: 0xD6D6D6)).first)
        #expect(abs(try #require(idle.number("x")) - (x0 + width * 2 / 24)) < 0.011)
        #expect(abs(try #require(idle.number("width")) - width * 4 / 24) < 0.011)
        #expect(try #require(idle.number("height")) == height)
        // The wake lock: held 0–2 h and ignored 2–6 h, both in the band between the tick rows.
        let lock = filled(Palette.colors[3])
        #expect(lock.count == 2)
        let band = height - 2 * (DayTimeline.wakeTickHeight + 1)
        #expect(lock.allSatisfy { abs($0.number("height")! - band) < 0.011 })
        #expect(abs(try #require(lock.last?.number("x")) - (x0 + width * 2 / 24)) < 0.011)
        // 8 h and 8 h 3.6 s share a 2-pixel column: two callback ticks at the bottom, one alarm tick at the top.
        let callbacks = filled(Palette.ink), alarms = filled(Palette.colors[2])
        #expect(callbacks.count == 2)
        #expect(callbacks.allSatisfy { abs($0.number("y")! - (y0 + height - DayTimeline.wakeTickHeight)) < 0.011 })
        #expect(alarms.count == 1)
        #expect(abs(try #require(alarms.first?.number("y")) - y0) < 0.011)
        // Below the CPU lane; the legend says what the lane shows.
        let cpu = try #require(root.all("g", class: "processor").first)
        #expect(try #require(cpu.all("rect").first?.number("y")) < y0)
        #expect(
            Self.chart.wakeLegendEntries().map(\.label) == [
                "Doze idle", "Wake lock held", "Wake lock ignored (Doze)", "Callback", "Alarm",
            ])
    }

    @Test("No wake lane without one (iOS runs): the lanes are as before")
    func noLane() throws {
        var plain = Self.chart
        plain.wake = nil
        let root = try parsed(plain)
        #expect(root.all("g", class: "wake").isEmpty)
        #expect(!(try plain.render(id: "wake")).body.contains("Wake"))
    }
}
