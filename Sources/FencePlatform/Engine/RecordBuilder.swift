import FenceDevice
import FenceKernel
import FenceWorld

/// Accumulates a ``RunRecord`` while a run goes on.
struct RecordBuilder: Sendable {
    let recordTimeline: Bool
    let sampleInterval: SimTime
    /// Whether battery samples are kept (with a timeline, or on their own).
    let samplesBattery: Bool
    /// Whether the record keeps every fix's error.
    let keepsFixErrors: Bool
    private(set) var detections: [Detection] = []
    private var standardDeliveries = 0
    private var significantChangeDeliveries = 0
    private var regionEvents = 0
    private var chargeTimes: [SimTime] = []
    var timeline = RunTimeline()

    init(_ recording: RecordingRequest) {
        recordTimeline = recording.timeline
        sampleInterval = recording.batterySampleInterval
        samplesBattery = recording.timeline || recording.batterySamples
        keepsFixErrors = recording.fixErrors
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

    mutating func note(_ text: @autoclosure () -> String, at time: SimTime) {
        if recordTimeline { timeline.notes.append(RunTimeline.Note(time: time, text: text())) }
    }

    mutating func activity(_ source: SourceKind, from start: SimTime, to end: SimTime) {
        if recordTimeline { timeline.activity.append(SourceActivity(source: source, start: start, end: end)) }
    }

    mutating func recharged(at time: SimTime) { chargeTimes.append(time) }

    mutating func sample(time: SimTime, remainingFraction: Double) {
        timeline.battery.append(RunTimeline.BatterySample(time: time, remainingFraction: remainingFraction))
    }

    /// The finished record, reading the device's accounting at `end`.
    func finish(device: Device, start: SimTime, end: SimTime, emptied: SimTime?, failure: String?) -> RunRecord {
        var timeline = self.timeline
        if samplesBattery {
            timeline.battery.append(.init(time: end, remainingFraction: device.remainingFraction(at: end)))
        }
        if recordTimeline { timeline.processor = device.processorStates(until: end) }
        return RunRecord(
            detections: detections, startTime: start, batteryEmptyTime: emptied, endTime: end,
            chargeByComponentMilliampHours: device.chargeUsedMilliampHours(at: end),
            usableCapacityMilliampHours: device.profile.battery.usableMilliampHours,
            remainingFraction: device.remainingFraction(at: end),
            sourceStatistics: Dictionary(
                uniqueKeysWithValues: SourceKind.allCases.map { ($0, device.statistics(of: $0, at: end)) }),
            standardDeliveries: standardDeliveries, significantChangeDeliveries: significantChangeDeliveries,
            regionEvents: regionEvents, timeline: recordTimeline ? timeline : nil, failure: failure,
            fixErrorMedians: device.fixErrorMedians, chargeTimes: chargeTimes,
            batteryLevels: samplesBattery ? timeline.battery : nil,
            fixErrorLog: keepsFixErrors ? device.fixErrorLog : nil)
    }
}

extension DeliveredEvent {
    init(time: SimTime, service: Service, manager: String? = nil, fix: LocationFix) {
        self.init(
            time: time, service: service, manager: manager, position: fix.position,
            horizontalAccuracyMeters: fix.horizontalAccuracyMeters, source: fix.source, fenceID: nil)
    }

    init(
        time: SimTime, service: Service, manager: String? = nil, position: LocalPoint? = nil,
        horizontalAccuracyMeters: Double? = nil, fenceID: String? = nil
    ) {
        self.time = time
        self.service = service
        self.manager = manager
        self.position = position
        self.horizontalAccuracyMeters = horizontalAccuracyMeters
        self.source = nil
        self.fenceID = fenceID
    }
}
