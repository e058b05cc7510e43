import FenceReport

/// Fake sensitivity results shaped like a Morris screening, Sobol indices and an uncertainty band of
/// paper-2012 (not simulation output): long parameter paths, a negative effect, a slightly negative
/// index from estimator noise, a total index near 1, and a paired difference.
extension SampleCharts {
    /// (scenario path, μ* h, σ h, μ h) per parameter, deliberately not sorted.
    static let morris: [(path: String, muStar: Double, sigma: Double, mu: Double)] = [
        ("platform.cpuWakeTailSeconds", 0.4, 0.1, -0.4),
        ("profile.gps.activeMilliamps", 3.9, 0.8, -3.9),
        ("world.commute.busShare", 0.9, 1.1, 0.3),
        ("platform.networkFixCadence.stationaryPeriodSeconds", 2.2, 0.5, 2.2),
        ("profile.wifi.scanMilliampSeconds", 1.3, 0.2, -1.3),
        ("strategies[three-manager].outerRadiusMeters", 1.7, 0.9, 1.5),
    ]

    static var tornado: TornadoChart {
        TornadoChart(
            title: "three-manager battery life: Morris screening",
            summary: "Mean absolute elementary effect μ* per parameter, longest first, with σ as a diamond.",
            bars: morris.map {
                TornadoBar(
                    label: $0.path, meanAbsoluteEffect: $0.muStar, standardDeviation: $0.sigma, meanEffect: $0.mu)
            },
            valueAxis: Axis(title: "μ* of battery life", unit: "h"))
    }

    static var sobol: IntervalBarChart {
        IntervalBarChart(
            title: "three-manager entry recall: Sobol indices",
            summary: "First-order and total Sobol indices per parameter with 95 % bootstrap intervals.",
            series: ["First-order S1", "Total ST"],
            groups: [
                IntervalBarGroup(
                    label: "strategies[three-manager].outerRadiusMeters",
                    values: [Estimate(0.71, lower: 0.62, upper: 0.8), Estimate(0.93, lower: 0.85, upper: 1.02)]),
                IntervalBarGroup(
                    label: "world.commute.busShare",
                    values: [Estimate(0.12, lower: 0.05, upper: 0.2), Estimate(0.2, lower: 0.13, upper: 0.28)]),
                IntervalBarGroup(
                    label: "platform.cpuWakeTailSeconds",
                    values: [Estimate(-0.02, lower: -0.06, upper: 0.02), Estimate(0.01, lower: 0, upper: 0.03)]),
            ],
            valueAxis: Axis(title: "Sobol index"))
    }

    static var band: BandChart {
        BandChart(
            title: "Battery life under model uncertainty",
            summary: "Median, 25–75 % and 5–95 % bands over the uncertainty sample, with the replication interval.",
            rows: [
                BandRow(
                    label: "continuous", median: 2.3, outer: QuantileBand(lower: 1.6, upper: 3.4),
                    inner: QuantileBand(lower: 2.0, upper: 2.7), replication: Estimate(2.1, lower: 2.02, upper: 2.18)),
                BandRow(
                    label: "three-manager", median: 14.6, outer: QuantileBand(lower: 9.8, upper: 19.9),
                    inner: QuantileBand(lower: 12.7, upper: 16.8),
                    replication: Estimate(15.31, lower: 15.16, upper: 15.46)),
                BandRow(
                    label: "three-manager − continuous", median: 12.2, outer: QuantileBand(lower: 7.1, upper: 17.6),
                    inner: QuantileBand(lower: 10.4, upper: 14.3), replication: Estimate(13.2, lower: 13.0, upper: 13.4)
                ),
            ],
            valueAxis: Axis(title: "Battery life", unit: "h", includesZero: true))
    }
}
