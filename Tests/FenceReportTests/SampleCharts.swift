import FenceReport
import Foundation

/// Realistic fake results (shapes and magnitudes of the paper's numbers, not simulation output) that
/// exercise every chart type. Used by the well-formedness tests and by the demo page.
enum SampleCharts {
    /// Strategies with (battery life h, half-width, entry recall, recall half-width).
    static let strategies:
        [(name: String, batteryHours: Double, batteryHalf: Double, recall: Double, recallHalf: Double)] = [
            ("continuous", 2.1, 0.08, 0.99, 0.01),
            ("three-manager", 11.0, 0.6, 0.90, 0.03),
            ("significant-change", 19.5, 0.9, 0.58, 0.05),
            ("region-monitoring", 27.0, 1.2, 0.71, 0.05),
        ]

    /// Outer radii of the sweep, metres: 250 to 3000 in 250 m steps.
    static let radiiMeters: [Double] = stride(from: 250.0, through: 3000, by: 250).map { $0 }

    /// Battery life (h) of three-manager at outer radius r: falls from about 14 h to 8 h.
    static func sweepBattery(_ r: Double) -> Double { 14.2 - 6.3 * (r - 250) / 2750 - 0.4 * sin(r / 500) }

    /// Entry recall of three-manager at outer radius r: rises from about 0.78 to 0.96.
    static func sweepRecall(_ r: Double) -> Double { 0.97 - 0.19 * exp(-(r - 250) / 900) }

    static var scatter: ScatterChart {
        let series = strategies.map { s in
            ScatterSeries(
                label: s.name,
                points: [
                    ScatterPoint(
                        x: Estimate(
                            s.batteryHours, lower: s.batteryHours - s.batteryHalf, upper: s.batteryHours + s.batteryHalf
                        ),
                        y: Estimate(s.recall, lower: s.recall - s.recallHalf, upper: min(1, s.recall + s.recallHalf)))
                ])
        }
        return ScatterChart(
            title: "Battery life vs entry recall per strategy",
            summary: "Mean battery life against entry recall with 95 % confidence intervals, one point per strategy.",
            xAxis: Axis(title: "Battery life", unit: "h", includesZero: true),
            yAxis: Axis(title: "Entry recall", range: AxisRange(0, 1)),
            series: series)
    }

    static var sweepScatter: ScatterChart {
        let points = radiiMeters.map { r in
            ScatterPoint(
                x: Estimate(sweepBattery(r), lower: sweepBattery(r) - 0.5, upper: sweepBattery(r) + 0.5),
                y: Estimate(sweepRecall(r), lower: sweepRecall(r) - 0.03, upper: min(1, sweepRecall(r) + 0.03)),
                label: "\(Int(r)) m")
        }
        let frontier = radiiMeters.map { PlotPoint(x: sweepBattery($0), y: sweepRecall($0)) }
        return ScatterChart(
            title: "Outer radius sweep: battery life vs entry recall",
            summary: "Each point is one outer radius of three-manager; the dashed line is the Pareto frontier.",
            xAxis: Axis(title: "Battery life", unit: "h"),
            yAxis: Axis(title: "Entry recall"),
            series: [ScatterSeries(label: "three-manager <outer radius> & \"friends\"", points: points)],
            frontier: ReferenceCurve(label: "Pareto frontier", points: frontier))
    }

    /// Energy per component (mAh over the battery's life), per strategy.
    static let components: [(label: String, milliampHours: [Double])] = [
        ("Baseline", [30, 160, 290, 400]),
        ("CPU", [210, 260, 240, 280]),
        ("Screen", [120, 330, 420, 500]),
        ("Data radio", [380, 300, 330, 320]),
        ("GPS", [620, 170, 0, 0]),
        ("Wi-Fi", [20, 60, 30, 0]),
        ("Cell positioning", [50, 150, 150, 160]),
    ]

    static func energy(orientation: BarOrientation, scale: StackScale) -> StackedBarChart {
        StackedBarChart(
            title: scale == .absolute ? "Energy by component" : "Share of energy by component",
            summary: "Energy drawn from the battery by each component, per strategy.",
            categories: strategies.map(\.name),
            components: components.map { BarComponent(label: $0.label, values: $0.milliampHours) },
            valueAxis: scale == .absolute
                ? Axis(title: "Energy", unit: "mAh") : Axis(title: "Share of energy", unit: "%"),
            orientation: orientation, scale: scale)
    }

    /// Latencies (s) of detected entries: a deterministic log-normal-like spread per strategy.
    static func latencies(medianSeconds: Double, spread: Double, count: Int) -> [Double] {
        (0..<count).map { k in
            let u = (Double(k) + 0.5) / Double(count)
            // Logit as a cheap stand-in for the normal quantile: heavy right tail like real latencies.
            return medianSeconds * exp(spread * log(u / (1 - u)) * 0.6)
        }
    }

    static var cdf: CDFChart {
        CDFChart(
            title: "Entry detection latency",
            summary:
                "Empirical CDF of the delay between a true entry and its detection; undetected entries keep each curve below 1.",
            xAxis: Axis(title: "Detection latency", unit: DurationUnit.minutes.symbol, range: AxisRange(0, 30)),
            yTitle: "Share of true entries",
            series: [
                CDFSeries(
                    label: "continuous", durationsSeconds: latencies(medianSeconds: 25, spread: 0.8, count: 198),
                    unit: .minutes, outOf: 200),
                CDFSeries(
                    label: "three-manager", durationsSeconds: latencies(medianSeconds: 140, spread: 0.9, count: 180),
                    unit: .minutes, outOf: 200),
                CDFSeries(
                    label: "significant-change",
                    durationsSeconds: latencies(medianSeconds: 420, spread: 1.0, count: 116), unit: .minutes, outOf: 200
                ),
                CDFSeries(
                    label: "region-monitoring",
                    durationsSeconds: latencies(medianSeconds: 260, spread: 1.1, count: 142), unit: .minutes, outOf: 200
                ),
            ])
    }

    static var sweep: SweepChart {
        SweepChart(
            title: "three-manager: outer radius sweep",
            summary:
                "Battery life and entry recall against the outer radius, with 95 % bands; the ring marks the chosen radius.",
            xAxis: Axis(title: "Outer radius", unit: "m"),
            panels: [
                SweepPanel(
                    yAxis: Axis(title: "Battery life", unit: "h"),
                    series: [
                        SweepSeries(
                            label: "three-manager",
                            points: radiiMeters.map {
                                SweepPoint(
                                    x: $0,
                                    y: Estimate(
                                        sweepBattery($0), lower: sweepBattery($0) - 0.5, upper: sweepBattery($0) + 0.5))
                            })
                    ]),
                SweepPanel(
                    yAxis: Axis(title: "Entry recall"),
                    series: [
                        SweepSeries(
                            label: "three-manager",
                            points: radiiMeters.map {
                                SweepPoint(
                                    x: $0,
                                    y: Estimate(
                                        sweepRecall($0), lower: sweepRecall($0) - 0.03,
                                        upper: min(1, sweepRecall($0) + 0.03)))
                            })
                    ],
                    target: ReferenceLine(value: 0.9, label: "target recall 0.90")),
            ],
            highlight: SweepHighlight(x: 1500, label: "chosen: 1500 m"))
    }

    static var timeline: DayTimeline {
        // A commute: leave 07:40, bus 07:50–08:25, office until 17:30, errand 18:00–18:30, home 19:00.
        let moving: [HourSpan] = [
            HourSpan(startHour: 7.66, endHour: 8.5), HourSpan(startHour: 12.3, endHour: 12.9),
            HourSpan(startHour: 17.5, endHour: 19.0),
        ]
        let wifiScans = stride(from: 0.0, to: 24, by: 0.25).map { HourSpan(startHour: $0, endHour: $0 + 0.0003) }
        let cell = stride(from: 0.0, to: 24, by: 1.0 / 6).map { HourSpan(startHour: $0, endHour: $0 + 0.002) }
        return DayTimeline(
            title: "three-manager — one day of replication 3",
            summary: "Which sources were on, battery level, true visits and declared entries and exits over one day.",
            sourceLanes: [
                TimelineLane(label: "GPS", spans: moving),
                TimelineLane(label: "Wi-Fi", spans: wifiScans),
                TimelineLane(label: "Cell", spans: cell),
            ],
            // The CPU: held awake while GPS runs, woken 2.5 s by each scan, busy 0.1 s per callback.
            processor: ProcessorLane(
                awake: moving + wifiScans.map { HourSpan(startHour: $0.startHour, endHour: $0.startHour + 2.5 / 3600) },
                busy: wifiScans.map { HourSpan(startHour: $0.endHour, endHour: $0.endHour + 0.1 / 3600) }),
            battery: stride(from: 0.0, through: 11.2, by: 0.5).map {
                BatterySample(hour: $0, percent: max(0, 100 - $0 / 11.2 * 100))
            },
            batteryEmptyHour: 11.2,
            visits: [
                TimelineVisit(label: "home", span: HourSpan(startHour: 0, endHour: 7.7)),
                TimelineVisit(label: "bus stop", span: HourSpan(startHour: 7.78, endHour: 7.85)),
                TimelineVisit(label: "work", span: HourSpan(startHour: 8.45, endHour: 17.5)),
                TimelineVisit(label: "shop", span: HourSpan(startHour: 18.0, endHour: 18.5)),
                TimelineVisit(label: "home", span: HourSpan(startHour: 19.0, endHour: 24)),
            ],
            declared: [
                DeclaredEvent(hour: 7.75, kind: .exit, label: "home"),
                DeclaredEvent(hour: 8.52, kind: .entry, label: "work"),
            ])
    }

    static var all: [(name: String, chart: any Chart)] {
        [
            ("battery-vs-recall", scatter), ("sweep-pareto", sweepScatter),
            ("energy-horizontal", energy(orientation: .horizontal, scale: .absolute)),
            ("energy-vertical-share", energy(orientation: .vertical, scale: .percentOfTotal)),
            ("latency-cdf", cdf), ("outer-radius-sweep", sweep), ("day-timeline", timeline),
            ("morris-tornado", tornado), ("sobol-bars", sobol), ("uncertainty-band", band),
            ("pairs", pairs),
        ]
    }

    /// A 2 × 2 pairs plot: "x" a choice of two options, "y" a number on 0…1 in two bins.
    static var pairs: PairsChart {
        PairsChart(
            title: "Pairs plot", summary: "Smallest implausibility above the diagonal, optical depth below and on it.",
            variables: [
                PairsVariable(label: "x", fullName: "choice.x", axis: .categories(["a", "b"])),
                PairsVariable(label: "y", fullName: "number.y", axis: .range(lower: "0", upper: "1", bins: 2)),
            ],
            panels: [
                [PairsGrid(values: [[0.5], [1]]), PairsGrid(values: [[1, 5], [.infinity, nil]])],
                [PairsGrid(values: [[0.5, 0], [1, nil]]), PairsGrid(values: [[0], [1]])],
            ],
            cutoff: 3, implausibilityMaximum: 6)
    }
}
