import FenceReport

/// A complete sample report (headings, text with characters that need escaping, tables, every chart
/// type), used by the page tests and the demo.
enum SampleReport {
    static var document: ReportDocument {
        var report = ReportDocument(title: "Paper 2012 reproduction <sample & \"fake\" data>")
        report.addParagraph(
            "Fake numbers shaped like the paper's: continuous ≈ 2.1 h at recall 0.99, three-manager ≈ 11 h at 0.90. "
                + "Labels may contain <tags>, & ampersands, 'quotes' and | pipes.")
        report.addHeading("Battery and accuracy")
        report.addTable(
            ReportTable(
                caption: "Battery life and entry recall per strategy (mean and 95 % confidence interval)",
                columns: ["Strategy", "Battery life (h)", "Entry recall", "False entries per day"],
                rows: SampleCharts.strategies.enumerated().map { index, s in
                    [
                        .text(s.name),
                        .estimate(
                            Estimate(
                                s.batteryHours, lower: s.batteryHours - s.batteryHalf,
                                upper: s.batteryHours + s.batteryHalf),
                            decimals: 2),
                        .estimate(
                            Estimate(s.recall, lower: s.recall - s.recallHalf, upper: min(1, s.recall + s.recallHalf)),
                            decimals: 3),
                        index == 0 ? .empty : .number(Double(index) * 0.35, decimals: 2),
                    ]
                }))
        report.addFigure(
            SampleCharts.scatter, name: "battery-vs-recall",
            caption: "Battery life against entry recall, 95 % intervals on both axes.")
        report.addHeading("Energy")
        report.addFigure(
            SampleCharts.energy(orientation: .horizontal, scale: .absolute), name: "energy",
            caption: "Energy by component over the battery's life.")
        report.addFigure(
            SampleCharts.energy(orientation: .vertical, scale: .percentOfTotal), name: "energy-share",
            caption: "Shares of energy by component.")
        report.addHeading("Detection latency")
        report.addFigure(
            SampleCharts.cdf, name: "latency-cdf",
            caption: "Entry detection latency; undetected entries keep each curve below 1.")
        report.addHeading("Outer radius sweep")
        report.addList([
            "Swept: strategies[three-manager].outerRadius from 250 m to 3000 m",
            "Target: recall ≥ 0.90 with confidence",
        ])
        report.addFigure(
            SampleCharts.sweep, name: "outer-radius-sweep", caption: "Battery life and recall against the outer radius."
        )
        report.addFigure(
            SampleCharts.sweepScatter, name: "sweep-pareto", caption: "Sweep points and their Pareto frontier.")
        report.addHeading("One day")
        report.addFigure(
            SampleCharts.timeline, name: "day-timeline",
            caption: "Sources, battery and fence events of one replication.")
        report.addHeading("Model uncertainty")
        report.addFigure(
            SampleCharts.tornado, name: "morris-tornado",
            caption: "Morris screening of battery life: μ* per parameter, σ as a diamond.")
        report.addFigure(
            SampleCharts.sobol, name: "sobol-bars", caption: "Sobol indices of entry recall with bootstrap intervals.")
        report.addFigure(
            SampleCharts.band, name: "uncertainty-band",
            caption: "Battery life under model uncertainty beside the replication interval.")
        return report
    }
}
