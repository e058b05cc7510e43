import FenceKernel
import FencePlatform

/// `region-monitoring` and `verified-regions`: the platform's native region monitoring.
///
/// With more fences than the platform's region limit, the app keeps the nearest `maximumRegions`
/// fences within `selectionRadius` registered, re-selected on each significant change (the server
/// pattern of [@MobileOOP], "iOS Region Monitoring and Location Manager": regions within 20 km, the
/// closest 20). Entries and exits reported by the platform are declared as they come.
///
/// `verified-regions` confirms each reported entry by checking that the system's last known location
/// lies inside the region (`CLCircularRegion.containsCoordinate`, [@MobileOOP]'s fix for false entries
/// fired by locations with ~4.7 km uncertainty); an unconfirmed entry is ignored.
public struct RegionMonitoringStrategy: LocationStrategy {
    /// Whether each entry must be confirmed by the last known location.
    public var verifyEntries: Bool
    /// At most this many regions are registered (the platform's limit is 20 on iOS).
    public var maximumRegions: Int
    /// Only fences within this distance of the device are registered, metres.
    public var selectionRadiusMeters: Double
    private var presence = DeclaredPresence()

    public init(verifyEntries: Bool, maximumRegions: Int = 20, selectionRadiusMeters: Double = 20_000) {
        self.verifyEntries = verifyEntries
        self.maximumRegions = maximumRegions
        self.selectionRadiusMeters = selectionRadiusMeters
    }

    public mutating func launch(context: inout StrategyContext) {
        context.startSignificantChanges()
        if context.fences.all.count <= min(maximumRegions, context.maximumMonitoredRegions) {
            // Few fences: register them all once; no re-selection needed.
            for fence in context.fences.all { context.startMonitoring(fenceID: fence.id) }
        }
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        switch event {
        case .significantChange(let location):
            reselect(around: location, context: &context)
        case .regionEntered(let fenceID):
            if verifyEntries {
                guard let fence = context.fences.fence(id: fenceID), let last = context.lastKnownLocation,
                    fence.contains(last.position)
                else { return }
            }
            presence.enter(fenceID, context: &context)
        case .regionExited(let fenceID):
            presence.exit(fenceID, context: &context)
        default:
            break
        }
    }

    /// Registers the nearest fences to `location` and unregisters the others.
    private mutating func reselect(around location: Location, context: inout StrategyContext) {
        let limit = min(maximumRegions, context.maximumMonitoredRegions)
        guard context.fences.all.count > limit else { return }
        let wanted = Set(
            context.fences.nearest(to: location.position, limit: limit, withinMeters: selectionRadiusMeters).map(\.id))
        for fenceID in context.monitoredFenceIDs.subtracting(wanted).sorted() {
            context.stopMonitoring(fenceID: fenceID)
        }
        for fenceID in wanted.subtracting(context.monitoredFenceIDs).sorted() {
            context.startMonitoring(fenceID: fenceID)
        }
    }

    private static let parameters = [
        ParameterSpec(
            "maximumRegions", .integer(range: 1...1_000), default: .number(20),
            "Register at most this many regions (the platform refuses beyond its own limit)."),
        ParameterSpec(
            "selectionRadius", .number(range: 0...1_000_000, unit: "m"), default: .number(20_000),
            "Only fences within this distance of the device are registered, metres."),
    ]

    private static func make(verify: Bool)
        -> @Sendable (ParameterReader) throws(StrategyParameterError) -> any LocationStrategy
    {
        { reader throws(StrategyParameterError) in
            RegionMonitoringStrategy(
                verifyEntries: verify, maximumRegions: try reader.integer("maximumRegions"),
                selectionRadiusMeters: try reader.number("selectionRadius"))
        }
    }

    /// Registry entry for `region-monitoring`.
    public static let descriptor = StrategyDescriptor(
        name: "region-monitoring",
        summary:
            "Native region monitoring; the nearest 20 fences within 20 km re-registered on each significant change.",
        parameters: parameters, make: make(verify: false))

    /// Registry entry for `verified-regions`.
    public static let verifiedDescriptor = StrategyDescriptor(
        name: "verified-regions",
        summary: "Region monitoring with each entry confirmed by the last known location lying in the region.",
        parameters: parameters, make: make(verify: true))
}
