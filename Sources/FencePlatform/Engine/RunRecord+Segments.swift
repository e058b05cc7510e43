import FenceDevice
import FenceKernel

extension RunRecord {
    /// One run of a phone charged daily that ran empty and came back at the next charge: `segments` (at least one),
    /// each a run from a full battery — the first from the run's start, each later one launched afresh at the charge
    /// after the previous one ran empty — joined into one record that ends at `end`, the run's window.
    ///
    /// Declarations, timelines and battery samples follow one another; charge, counts and deliveries add up; each
    /// later segment's start is a charge (``chargeTimes``); the battery is empty from each segment's end to the next
    /// one's start, or to `end` (``emptySpans``); ``batteryEmptyTime`` is the first time it ran empty; the fix
    /// errors' medians are over every segment's fixes (each segment kept them, ``RecordingRequest/fixErrors``).
    public init(joining segments: [RunRecord], end: SimTime) {
        precondition(!segments.isEmpty, "RunRecord: no segment to join")
        var joined = segments[0]
        var errors = segments[0].fixErrorLog
        for (index, segment) in segments.enumerated() {
            let next = index + 1 < segments.count ? segments[index + 1].startTime : end
            if segment.batteryEmptyTime != nil { joined.emptySpans.append(segment.endTime...next) }
            guard index > 0 else { continue }
            joined.detections += segment.detections
            joined.batteryEmptyTime = joined.batteryEmptyTime ?? segment.batteryEmptyTime
            joined.chargeByComponentMilliampHours.add(segment.chargeByComponentMilliampHours)
            joined.remainingFraction = segment.remainingFraction
            for (kind, statistics) in segment.sourceStatistics {
                joined.sourceStatistics[kind, default: SourceStatistics()].add(statistics)
            }
            joined.standardDeliveries += segment.standardDeliveries
            joined.significantChangeDeliveries += segment.significantChangeDeliveries
            joined.regionEvents += segment.regionEvents
            joined.failure = joined.failure ?? segment.failure
            joined.chargeTimes += [segment.startTime] + segment.chargeTimes
            if let levels = segment.batteryLevels { joined.batteryLevels = (joined.batteryLevels ?? []) + levels }
            if let timeline = segment.timeline { joined.timeline?.append(timeline) }
            if let log = segment.fixErrorLog { errors?.append(log) }
        }
        joined.endTime = end
        joined.fixErrorLog = errors
        if let errors { joined.fixErrorMedians = errors.medians }
        self = joined
    }
}

extension SourceStatistics {
    /// Adds `other`'s counts and time to these.
    mutating func add(_ other: SourceStatistics) {
        requests += other.requests
        fixes += other.fixes
        failures += other.failures
        lookups += other.lookups
        onTimeSeconds += other.onTimeSeconds
    }
}

extension RunTimeline {
    /// Appends `later`'s entries, which all come after this timeline's.
    mutating func append(_ later: RunTimeline) {
        deliveries += later.deliveries
        activity += later.activity
        battery += later.battery
        processor += later.processor
        activityUpdates += later.activityUpdates
        activityReports += later.activityReports
        notes += later.notes
        if let wake = later.wake {
            self.wake = self.wake ?? WakeTimeline()
            self.wake!.wakeLockHeld += wake.wakeLockHeld
            self.wake!.wakeLockIgnored += wake.wakeLockIgnored
            self.wake!.dozeIdle += wake.dozeIdle
        }
    }
}
