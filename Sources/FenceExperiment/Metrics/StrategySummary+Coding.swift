import FenceDevice

extension CodingUserInfoKey {
    /// The ``MetricCatalogue`` a results file is read with (``MetricCatalogue/standard`` when absent).
    public static let metricCatalogue = CodingUserInfoKey(rawValue: "FenceSim.metricCatalogue")!
}

/// In results files a summary is one object: its counts, each metric's estimate under the metric's name (the
/// object of its kind: ``MeanEstimate`` for means and rates, ``ProportionEstimate`` for pooled shares), the
/// breakdowns and the paired differences.
extension StrategySummary: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let label = Key("label"), strategy = Key("strategy"), replications = Key("replications")
        static let extrapolatedRuns = Key("extrapolatedRuns"), failedRuns = Key("failedRuns")
        static let charge = Key("chargeByComponentMilliampHours"), fixes = Key("fixesBySource")
        static let onTime = Key("onTimeHoursBySource"), versusBaseline = Key("versusBaseline")
    }

    public init(from decoder: any Decoder) throws {
        let summary = try decoder.container(keyedBy: Key.self)
        label = try summary.decode(String.self, forKey: .label)
        strategy = try summary.decode(String.self, forKey: .strategy)
        replications = try summary.decode(Int.self, forKey: .replications)
        extrapolatedRuns = try summary.decode(Int.self, forKey: .extrapolatedRuns)
        failedRuns = try summary.decode(Int.self, forKey: .failedRuns)
        let catalogue = decoder.userInfo[.metricCatalogue] as? MetricCatalogue ?? .standard
        var estimates: [String: MetricEstimate] = [:]
        for metric in catalogue.metrics {
            let key = Key(metric.name)
            switch metric.estimator {
            case .mean, .pooledRate, .meanRate:
                estimates[metric.name] = try summary.decodeIfPresent(MeanEstimate.self, forKey: key).map { .mean($0) }
            case .pooledShare:
                estimates[metric.name] = try summary.decodeIfPresent(ProportionEstimate.self, forKey: key).map {
                    .share($0)
                }
            }
        }
        self.estimates = estimates
        chargeByComponentMilliampHours = try summary.decode(
            [DeviceComponent: MeanEstimate].self, forKey: .charge)
        fixesBySource = try summary.decode([SourceKind: MeanEstimate].self, forKey: .fixes)
        onTimeHoursBySource = try summary.decode([SourceKind: MeanEstimate].self, forKey: .onTime)
        versusBaseline = try summary.decode([String: PairedDifference].self, forKey: .versusBaseline)
    }

    public func encode(to encoder: any Encoder) throws {
        var summary = encoder.container(keyedBy: Key.self)
        try summary.encode(label, forKey: .label)
        try summary.encode(strategy, forKey: .strategy)
        try summary.encode(replications, forKey: .replications)
        try summary.encode(extrapolatedRuns, forKey: .extrapolatedRuns)
        try summary.encode(failedRuns, forKey: .failedRuns)
        for (name, estimate) in estimates { try summary.encode(estimate, forKey: Key(name)) }
        try summary.encode(chargeByComponentMilliampHours, forKey: .charge)
        try summary.encode(fixesBySource, forKey: .fixes)
        try summary.encode(onTimeHoursBySource, forKey: .onTime)
        try summary.encode(versusBaseline, forKey: .versusBaseline)
    }
}
