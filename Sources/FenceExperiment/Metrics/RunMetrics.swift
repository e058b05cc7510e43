import FenceDevice

/// The scores of one run (one strategy on one replication).
public struct RunMetrics: Sendable, Equatable, Codable {
    /// Hours until the battery ran empty, or extrapolated at the run's mean current when the horizon
    /// came first (see ``batteryLifeExtrapolated``).
    public var batteryLifeHours: Double
    /// True when ``batteryLifeHours`` is extrapolated.
    public var batteryLifeExtrapolated: Bool
    /// Mean current over the run, mA.
    public var meanCurrentMilliamps: Double
    /// Charge drawn per component, mAh.
    public var chargeByComponentMilliampHours: ComponentValues
    /// Simulated hours (until the battery died or the horizon).
    public var simulatedHours: Double

    /// True visits that count for entries: dwell ≥ the minimum, entered while the phone was alive (a visit
    /// in progress when the run starts has no entry).
    public var visits: Int
    /// Of those, visits with an entry declared in time.
    public var entriesDetected: Int
    /// Visits (dwell ≥ the minimum, including one in progress at the start) whose true exit happened while
    /// the phone was alive.
    public var exitVisits: Int
    /// Of those, visits with an exit declared in time.
    public var exitsDetected: Int
    /// Entry declarations.
    public var entriesDeclared: Int
    /// Entry declarations that match no true visit (of any length) of that fence.
    public var falseEntries: Int
    /// Exit declarations.
    public var exitsDeclared: Int
    /// Exit declarations that match no true exit of that fence (for example an exit declared while the
    /// device is still inside, because one fix jittered out of the fence).
    public var falseExits: Int
    /// Median and 90th percentile of the entry detection latency over detected visits, seconds (nil
    /// without detections). Early declarations count as 0.
    public var entryLatencyMedianSeconds: Double?
    public var entryLatencyP90Seconds: Double?
    /// Every detected visit's entry latency, seconds (for latency CDFs).
    public var entryLatenciesSeconds: [Double]

    /// Fixes delivered and on-time per source.
    public var fixesBySource: [SourceKind: Int]
    public var onTimeSecondsBySource: [SourceKind: Double]
    /// Deliveries to the app.
    public var standardDeliveries: Int
    public var significantChangeDeliveries: Int
    public var regionEvents: Int
    /// Why the run was cut short, if it was.
    public var failure: String?
    /// The counts behind the notification-spam metrics (nil in results written before they existed).
    public var flapping: FlappingCounts? = nil
    /// Median horizontal error of the run's GPS and A-GPS fixes, metres: the distance between each fix and
    /// the true position at its time (nil without such a fix, and in results written before it existed).
    public var gpsFixErrorMedianMeters: Double? = nil
    /// Median horizontal error of the run's Wi-Fi fixes, metres (nil without one).
    public var wifiFixErrorMedianMeters: Double? = nil
    /// Median horizontal error of the run's cell fixes (triangulated or cell-ID), metres (nil without one).
    public var cellFixErrorMedianMeters: Double? = nil
    /// With the phone charged daily (`run.chargeDaily`): the charge drawn per day of the window, as a percentage
    /// of the usable capacity (over 100: more than one charge a day would be needed); nil otherwise.
    public var dailyDrainPercent: Double? = nil
    /// With the phone charged daily: hours per day of the window the battery was empty (until the next charge);
    /// nil otherwise.
    public var emptyHoursPerDay: Double? = nil

    /// Every score given: the package's tests build runs by hand with it (a simulated run is scored by
    /// ``init(record:world:parameters:)``).
    package init(
        batteryLifeHours: Double, batteryLifeExtrapolated: Bool, meanCurrentMilliamps: Double,
        chargeByComponentMilliampHours: ComponentValues, simulatedHours: Double, visits: Int, entriesDetected: Int,
        exitVisits: Int, exitsDetected: Int, entriesDeclared: Int, falseEntries: Int, exitsDeclared: Int,
        falseExits: Int, entryLatencyMedianSeconds: Double? = nil, entryLatencyP90Seconds: Double? = nil,
        entryLatenciesSeconds: [Double], fixesBySource: [SourceKind: Int], onTimeSecondsBySource: [SourceKind: Double],
        standardDeliveries: Int, significantChangeDeliveries: Int, regionEvents: Int, failure: String? = nil,
        flapping: FlappingCounts? = nil, gpsFixErrorMedianMeters: Double? = nil,
        wifiFixErrorMedianMeters: Double? = nil, cellFixErrorMedianMeters: Double? = nil,
        dailyDrainPercent: Double? = nil, emptyHoursPerDay: Double? = nil
    ) {
        self.batteryLifeHours = batteryLifeHours
        self.batteryLifeExtrapolated = batteryLifeExtrapolated
        self.meanCurrentMilliamps = meanCurrentMilliamps
        self.chargeByComponentMilliampHours = chargeByComponentMilliampHours
        self.simulatedHours = simulatedHours
        self.visits = visits
        self.entriesDetected = entriesDetected
        self.exitVisits = exitVisits
        self.exitsDetected = exitsDetected
        self.entriesDeclared = entriesDeclared
        self.falseEntries = falseEntries
        self.exitsDeclared = exitsDeclared
        self.falseExits = falseExits
        self.entryLatencyMedianSeconds = entryLatencyMedianSeconds
        self.entryLatencyP90Seconds = entryLatencyP90Seconds
        self.entryLatenciesSeconds = entryLatenciesSeconds
        self.fixesBySource = fixesBySource
        self.onTimeSecondsBySource = onTimeSecondsBySource
        self.standardDeliveries = standardDeliveries
        self.significantChangeDeliveries = significantChangeDeliveries
        self.regionEvents = regionEvents
        self.failure = failure
        self.flapping = flapping
        self.gpsFixErrorMedianMeters = gpsFixErrorMedianMeters
        self.wifiFixErrorMedianMeters = wifiFixErrorMedianMeters
        self.cellFixErrorMedianMeters = cellFixErrorMedianMeters
        self.dailyDrainPercent = dailyDrainPercent
        self.emptyHoursPerDay = emptyHoursPerDay
    }

    /// ``Metric/entryRecall`` of this run: share of counted visits detected (nil without visits).
    public var entryRecall: Double? { Metric.entryRecall.value(self) }
    /// ``Metric/exitRecall`` of this run: share of counted exits detected (nil without exits).
    public var exitRecall: Double? { Metric.exitRecall.value(self) }
    /// ``Metric/falseEntriesPerDay`` of this run (nil without simulated time).
    public var falseEntriesPerDay: Double? { Metric.falseEntriesPerDay.value(self) }
    /// ``Metric/falseExitsPerDay`` of this run (nil without simulated time).
    public var falseExitsPerDay: Double? { Metric.falseExitsPerDay.value(self) }
    /// ``Metric/precision`` of this run: share of entry declarations that match a true visit (nil without
    /// declarations).
    public var precision: Double? { Metric.precision.value(self) }
}
