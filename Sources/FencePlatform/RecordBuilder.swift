import FenceDevice
import FenceKernel

/// Accumulates a ``RunRecord`` while a run goes on.
struct RecordBuilder: Sendable {
    let recordTimeline: Bool
    let sampleInterval: SimTime
    private(set) var detections: [Detection] = []
    private var standardDeliveries = 0
    private var significantChangeDeliveries = 0
    private var regionEvents = 0
    private var timeline = RunTimeline()

    init(recordTimeline: Bool, sampleInterval: SimTime) {
        self.recordTimeline = recordTimeline
        self.sampleInterval = sampleInterval
    }

    mutating func detect(_ detection: Detection) { detections.append(detection) }

    // The events are built only for a timeline (autoclosures): deliveries happen at every fix.

    mutating func standardDelivery(_ event: @autoclosure () -> DeliveredEvent) {
        standardDeliveries += 1
        delivered(event())
    }

    mutating func significantChange(_ event: @autoclosure () -> DeliveredEvent) {
        significantChangeDeliveries += 1
        delivered(event())
    }

    mutating func regionEvent(_ event: @autoclosure () -> DeliveredEvent) {
        regionEvents += 1
        delivered(event())
    }

    mutating func delivered(_ event: @autoclosure () -> DeliveredEvent) {
        if recordTimeline { timeline.deliveries.append(event()) }
    }

    mutating func activity(_ source: SourceKind, from start: SimTime, to end: SimTime) {
        if recordTimeline { timeline.activity.append(SourceActivity(source: source, start: start, end: end)) }
    }

    mutating func sample(time: SimTime, remainingFraction: Double) {
        timeline.battery.append(RunTimeline.BatterySample(time: time, remainingFraction: remainingFraction))
    }

    /// The finished record, reading the device's accounting at `end`.
    func finish(device: Device, start: SimTime, end: SimTime, emptied: SimTime?, failure: String?) -> RunRecord {
        var timeline = self.timeline
        if recordTimeline {
            timeline.battery.append(.init(time: end, remainingFraction: device.remainingFraction(at: end)))
        }
        return RunRecord(
            detections: detections, startTime: start, batteryEmptyTime: emptied, endTime: end,
            chargeByComponentMilliampHours: device.chargeUsedMilliampHours(at: end),
            usableCapacityMilliampHours: device.profile.battery.usableMilliampHours,
            remainingFraction: device.remainingFraction(at: end),
            sourceStatistics: Dictionary(
                uniqueKeysWithValues: SourceKind.allCases.map { ($0, device.statistics(of: $0, at: end)) }),
            standardDeliveries: standardDeliveries, significantChangeDeliveries: significantChangeDeliveries,
            regionEvents: regionEvents, timeline: recordTimeline ? timeline : nil, failure: failure)
    }
}

extension PlatformEngine {
    /// Closes the activity spans still open at the end of the run.
    mutating func closeActivities(at end: SimTime) {
        if gpsOn { record.activity(.gps, from: gpsStarted, to: end) }
        if oneShots[.wifi].inFlight { record.activity(.wifi, from: oneShots[.wifi].started, to: end) }
        if oneShots[.cell].inFlight { record.activity(.cell, from: oneShots[.cell].started, to: end) }
    }
}
