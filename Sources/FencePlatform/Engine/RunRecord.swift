import FenceDevice
import FenceKernel
import FenceWorld

/// A fence entry or exit the strategy declared.
public struct Detection: Sendable, Equatable, Hashable, Codable {
    /// Entry or exit.
    public enum Kind: String, Sendable, Codable { case entered, exited }
    /// When the strategy declared it.
    public var time: SimTime
    /// Which fence.
    public var fenceID: String
    /// Entry or exit.
    public var kind: Kind

    public init(time: SimTime, fenceID: String, kind: Kind) {
        self.time = time
        self.fenceID = fenceID
        self.kind = kind
    }
}

/// One thing the platform delivered to the app, kept when a run records its timeline.
public struct DeliveredEvent: Sendable, Equatable, Codable {
    /// Which service delivered it.
    public enum Service: String, Sendable, Codable { case standard, significantChange, regionEntry, regionExit, timer }
    public var time: SimTime
    public var service: Service
    /// The manager, for standard-service locations.
    public var manager: String?
    /// The location delivered, if any.
    public var position: LocalPoint?
    public var horizontalAccuracyMeters: Double?
    /// The source that produced the location (known to the simulator, never to the app).
    public var source: SourceKind?
    /// The fence, for region events.
    public var fenceID: String?
}

/// A span during which a source was working (GPS on; a Wi-Fi or cell fix in progress).
public struct SourceActivity: Sendable, Equatable, Codable {
    public var source: SourceKind
    public var start: SimTime
    public var end: SimTime
}

/// The timeline of one run, for traces and the one-day chart (recorded only on request).
public struct RunTimeline: Sendable, Equatable, Codable {
    /// Everything delivered to the app.
    public var deliveries: [DeliveredEvent] = []
    /// When each source worked.
    public var activity: [SourceActivity] = []
    /// Battery level (remaining fraction 0…1) sampled at a fixed interval.
    public var battery: [BatterySample] = []
    /// When the CPU was awake or busy (asleep in between), in time order.
    public var processor: [ProcessorStateSpan] = []
    /// When activity updates ran (the classifier sensing), in time order.
    public var activityUpdates: [ActivityUpdatesSpan] = []
    /// Each activity the classifier reported to the app, in time order.
    public var activityReports: [ReportedActivity] = []
    /// Under Android, the wake lock and Doze's idle periods (nil under iOS).
    public var wake: WakeTimeline?
    /// The strategy's notes (``StrategyAction/note(_:)``: a machine's changes of state), in time order.
    public var notes: [Note] = []

    /// A strategy's note at a time.
    public struct Note: Sendable, Equatable, Codable {
        public var time: SimTime
        public var text: String
    }

    /// A battery-level sample.
    public struct BatterySample: Sendable, Equatable, Codable {
        public var time: SimTime
        public var remainingFraction: Double
    }
}

/// What one run (one strategy on one replication) produced.
public struct RunRecord: Sendable {
    /// Entries and exits the strategy declared, in time order.
    public var detections: [Detection]
    /// When the app was launched with a full battery (the run's start).
    public var startTime: SimTime
    /// When the battery ran empty, or nil when the horizon came first.
    public var batteryEmptyTime: SimTime?
    /// When the run ended (battery empty or horizon).
    public var endTime: SimTime
    /// Charge drawn per component over the run, mAh.
    public var chargeByComponentMilliampHours: ComponentValues
    /// Usable battery charge at the start, mAh.
    public var usableCapacityMilliampHours: Double
    /// Remaining fraction of the usable charge at the end.
    public var remainingFraction: Double
    /// Per-source counters (fixes, requests, on-time).
    public var sourceStatistics: [SourceKind: SourceStatistics]
    /// Locations delivered by the standard service, significant-change deliveries, region events.
    public var standardDeliveries: Int
    public var significantChangeDeliveries: Int
    public var regionEvents: Int
    /// The timeline, when requested.
    public var timeline: RunTimeline?
    /// Why the run was cut short (a strategy livelock), or nil for a normal run.
    public var failure: String?
    /// The median error of the fixes each source delivered, metres (none when the phone kept no fix errors:
    /// ``FenceDevice/Device/keepNoFixErrors()``).
    public var fixErrorMedians = FixErrorMedians()
    /// When the phone was charged back to full after the start, in time order (a daily charge; empty for one
    /// battery).
    public var chargeTimes: [SimTime] = []
    /// The battery level sampled through the run, when the run kept samples (``RecordingRequest``).
    public var batteryLevels: [RunTimeline.BatterySample]? = nil
    /// Every fix's error, when the run kept them (``RecordingRequest/fixErrors``).
    package var fixErrorLog: FixErrorLog? = nil
    /// When the phone's battery was empty within the run, from running out to the next charge or the run's end
    /// (a run joined from segments: ``init(joining:end:)``; none otherwise), in time order.
    public var emptySpans: [ClosedRange<SimTime>] = []

    /// Total charge drawn, mAh.
    public var chargeUsedMilliampHours: Double { chargeByComponentMilliampHours.total }

    /// Simulated hours from the start to the end of the run.
    public var simulatedHours: Double { (endTime - startTime).hours }

    /// Seconds of ``emptySpans``.
    public var emptySeconds: Double { emptySpans.reduce(0) { $0 + ($1.upperBound - $1.lowerBound).seconds } }

    /// Whether the battery was empty at `time`: within one of ``emptySpans``, or — a run of one battery, which ends
    /// when it is empty — at or after ``batteryEmptyTime``.
    public func isEmpty(at time: SimTime) -> Bool {
        guard emptySpans.isEmpty else { return emptySpans.contains { $0.contains(time) } }
        return batteryEmptyTime.map { time >= $0 } ?? false
    }

    /// Hours the phone was on (the simulated hours less those with an empty battery).
    public var aliveHours: Double { simulatedHours - emptySeconds / 3_600 }

    /// Mean current while the phone was on, mA.
    public var meanCurrentMilliamps: Double {
        aliveHours > 0 ? chargeUsedMilliampHours / aliveHours : 0
    }

    /// Hours from a full battery until it is empty: measured (from the start, or from the latest charge before)
    /// when it ran empty, otherwise extrapolated at the run's mean current (see ``batteryLifeIsExtrapolated``):
    /// the charge left lasting at that current beyond the run, or — for a phone charged during the run — the
    /// usable capacity at that current.
    public var batteryLifeHours: Double {
        if let batteryEmptyTime {
            return (batteryEmptyTime - (chargeTimes.last { $0 <= batteryEmptyTime } ?? startTime)).hours
        }
        guard meanCurrentMilliamps > 0 else { return .infinity }
        guard chargeTimes.isEmpty else { return usableCapacityMilliampHours / meanCurrentMilliamps }
        let remaining = usableCapacityMilliampHours * remainingFraction
        return simulatedHours + remaining / meanCurrentMilliamps
    }

    /// True when the horizon ended the run before the battery did.
    public var batteryLifeIsExtrapolated: Bool { batteryEmptyTime == nil }
}
