import FenceWorld

/// What a phone has read of the inputs a sensitivity study varies and a run can leave unread: the
/// entries of the world's ``EnvironmentTable``, by kind of read, and whether it drew its motion
/// models (the activity classifier's reports or the significant-motion detector's triggers).
///
/// The device reads the table at exactly three places — the GPS visibility of the class it is in
/// (every epoch it tries), the GPS error of the class where it gets a GPS fix (its error scale and
/// multipath probability, and its multipath median when the fix draws an outlier), the data coverage of
/// the class where it starts a transfer. It reads the three probabilities only by comparing keyed uniform
/// draws with them, so each is noted as a ``ThresholdRead``: another value that answers those comparisons
/// alike is read as the same. It reads the motion
/// models' parameters (``MotionParameters`` but for the two currents, which the battery bound reads
/// from the start) only when it first senses motion or arms the detector.
///
/// A run is a deterministic function of what it reads, so a second run that differs from a first one
/// only in inputs the first one never read makes the same reads and gives the same record
/// (``agree(_:_:)``, ``agree(profile:_:)``): a sensitivity study that perturbs the GPS error of a
/// class the commute never enters, or the classifier's accuracy for a strategy that never asks for
/// activity, can keep the first run instead of running it again.
///
/// The radio sites are read through two questions only — the cell survey of a place and the number of
/// access points in range of a place; when asked to (``Device/keepRadioSiteAnswers()``: a plain run has
/// no use for them) the answers are kept (``RadioSiteRead``), so a world whose tower or access-point
/// densities or ranges changed can be asked the same questions (``agree(infrastructure:)``). The cell
/// and Wi-Fi sources' parameters are read only once the source is asked for a fix, and a class's Wi-Fi
/// median error only when a fix in that class is drawn with it (the outliers' median only when a fix is an
/// outlier).
public struct DeviceReads: Sendable {
    /// The classes where a GPS fix was drawn (read their GPS error scale).
    private var fix: UInt8 = 0
    /// The GPS visibility by class and session kind (``visibilityIndex(_:assisted:)``), as the session saw it
    /// (A-GPS's raised by ``AssistedGPSParameters/visibilityMultiplier``).
    var gpsVisibility = InlineArray<14, ThresholdRead>(repeating: ThresholdRead())
    /// The multipath probability by class (``EnvironmentClass/ordinal``).
    var gpsMultipathProbability = InlineArray<7, ThresholdRead>(repeating: ThresholdRead())
    /// The data coverage by class (``EnvironmentClass/ordinal``).
    var dataCoverage = InlineArray<7, ThresholdRead>(repeating: ThresholdRead())
    /// The GPS hot and warm maximum ages, compared with the last fix's age at each unassisted start.
    var startAges = StartAgeReads()
    /// The classes where a GPS fix drew a multipath outlier (read their multipath median).
    private var multipath: UInt8 = 0
    /// The classes whose Wi-Fi median error a fix was drawn with.
    private var wifiMedian: UInt8 = 0
    /// Whether a Wi-Fi fix was drawn as an outlier (read the outliers' median).
    private var wifiOutlier = false
    /// Whether the motion models were drawn.
    private(set) var motionModels = false
    /// Whether a cell fix was asked for (the cell source's parameters were read).
    private(set) var cellSource = false
    /// Whether a Wi-Fi fix was asked for (the Wi-Fi source's parameters were read).
    private(set) var wifiSource = false
    /// Whether the app tried an upload (its upload transfer time was read).
    private(set) var uploadTransfer = false
    /// The radio-site questions asked, with their answers, in order; nil when they are not kept.
    private(set) var radioSites: [RadioSiteRead]?

    /// Reads with nothing read yet; with `keepingRadioSiteAnswers` they keep the radio sites' answers.
    public init(keepingRadioSiteAnswers: Bool = false) { radioSites = keepingRadioSiteAnswers ? [] : nil }

    /// Notes a read of the app's upload transfer time.
    mutating func readUploadTransfer() { uploadTransfer = true }

    /// Where ``gpsVisibility`` notes `environment`'s visibility for an assisted session or not.
    @inline(__always)
    static func visibilityIndex(_ environment: EnvironmentClass, assisted: Bool) -> Int {
        2 &* environment.ordinal &+ (assisted ? 1 : 0)
    }
    /// Notes a read of `environment`'s GPS error scale (a GPS fix's error).
    @inline(__always)
    mutating func readFixProperties(_ environment: EnvironmentClass) { fix |= Self.bit(environment) }
    /// Notes a read of `environment`'s multipath median (a GPS fix there drew a multipath outlier).
    @inline(__always)
    mutating func readMultipath(_ environment: EnvironmentClass) { multipath |= Self.bit(environment) }
    /// Notes that the motion models were drawn from the profile's motion parameters.
    mutating func readMotionModels() { motionModels = true }
    /// Notes that the cell source was asked for a fix.
    mutating func readCellSource() { cellSource = true }
    /// Notes that the Wi-Fi source was asked for a fix.
    mutating func readWiFiSource() { wifiSource = true }
    /// Notes a read of `environment`'s Wi-Fi median error (a fix drawn there that is not an outlier).
    mutating func readWiFiMedian(_ environment: EnvironmentClass) { wifiMedian |= Self.bit(environment) }
    /// Notes a read of the Wi-Fi outliers' median error (a fix drawn as an outlier).
    mutating func readWiFiOutlier() { wifiOutlier = true }
    /// Keeps the radio-site questions asked from now on, with their answers.
    mutating func keepRadioSites() { if radioSites == nil { radioSites = [] } }
    /// Notes a radio-site question and its answer, when they are kept.
    mutating func read(_ radioSite: RadioSiteRead) { radioSites?.append(radioSite) }

    /// Whether a run that read these entries of `first` reads the same in `second`, on a phone with
    /// `profile`'s A-GPS: the same values where it read a value, values that answer its comparisons alike
    /// where it compared draws with one.
    public func agree(_ first: EnvironmentTable, _ second: EnvironmentTable, profile: DeviceProfile) -> Bool {
        EnvironmentClass.allCases.allSatisfy { environment in
            let bit = Self.bit(environment)
            let a = first[environment], b = second[environment]
            if fix & bit != 0, a.gpsErrorScale != b.gpsErrorScale { return false }
            if multipath & bit != 0, a.gpsMultipathMedianMeters != b.gpsMultipathMedianMeters { return false }
            return gpsMultipathProbability[environment.ordinal].answersAlike(b.gpsMultipathProbability)
                && dataCoverage[environment.ordinal].answersAlike(b.dataCoverage)
                && gpsVisibility[Self.visibilityIndex(environment, assisted: false)].answersAlike(b.gpsVisibility)
                && gpsVisibility[Self.visibilityIndex(environment, assisted: true)].answersAlike(
                    profile.agps.sessionVisibility(b.gpsVisibility, assisted: true))
        }
    }

    /// Whether `first` and `second` are the same profile in everything these reads looked at: all of
    /// it, but the motion models' parameters when the models were not drawn, a network source's
    /// parameters when it was never asked for a fix, a class's Wi-Fi median error (or the outliers') when no
    /// fix was drawn with it, the GPS multipath outliers' spread when no GPS fix drew one, the GPS hot and warm
    /// maximum ages as far as the starts' ages answer alike, and the minimum towers and access points when the
    /// radio sites' answers are kept (``agree(radioSites:profile:_:)`` compares those).
    public func agree(profile first: DeviceProfile, _ second: DeviceProfile) -> Bool {
        var second = second
        if !motionModels {
            let currents = (second.motion.sensingMilliamps, second.motion.significantMotionMilliamps)
            second.motion = first.motion
            (second.motion.sensingMilliamps, second.motion.significantMotionMilliamps) = currents
        }
        if !cellSource { second.cell = first.cell }
        if radioSites != nil {
            // What the sources make of the radio sites' answers: ``agree(radioSites:profile:_:)`` compares it.
            second.cell.minimumTowersForTriangulation = first.cell.minimumTowersForTriangulation
            second.wifi.minimumAccessPoints = first.wifi.minimumAccessPoints
        }
        if !wifiSource {
            second.wifi = first.wifi
        } else {
            if !wifiOutlier { second.wifi.outlierMedianMeters = first.wifi.outlierMedianMeters }
            for environment in EnvironmentClass.allCases where wifiMedian & Self.bit(environment) == 0 {
                second.wifi.medianErrorMeters[environment] = first.wifi.medianErrorMeters[environment]
            }
        }
        if multipath == 0 { second.gps.multipathLogSigma = first.gps.multipathLogSigma }
        guard startAges.hot.answersAlike(atMost: second.gps.hotMaximumAgeSeconds),
            startAges.warm.answersAlike(atMost: second.gps.warmMaximumAgeSeconds)
        else { return false }
        second.gps.hotMaximumAgeSeconds = first.gps.hotMaximumAgeSeconds
        second.gps.warmMaximumAgeSeconds = first.gps.warmMaximumAgeSeconds
        return first == second
    }

    /// Whether `first` and `second` are the same app behaviour in everything these reads looked at: all of it,
    /// but the upload transfer time when the app never tried an upload.
    public func agree(app first: AppBehaviour, _ second: AppBehaviour) -> Bool {
        var second = second
        if !uploadTransfer { second.uploadTransferSeconds = first.uploadTransferSeconds }
        return first == second
    }

    private static func bit(_ environment: EnvironmentClass) -> UInt8 { 1 << UInt8(environment.ordinal) }
}

/// The GPS hot and warm maximum ages as an unassisted start compares them with the last fix's age
/// (``GPSReceiver/unassistedStart(at:noting:)``).
struct StartAgeReads: Sendable {
    var hot = ThresholdRead(), warm = ThresholdRead()
}
