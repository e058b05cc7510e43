/// Font sizes and spacing shared by every chart, in SVG user units (CSS pixels at 100 %).
enum ChartStyle {
    /// Chart title.
    static let titleFontSize = 16.0
    /// Line height of the chart title.
    static let titleLineHeight = 20.0
    /// Axis titles.
    static let axisTitleFontSize = 13.0
    /// Tick labels, category labels, lane labels.
    static let tickFontSize = 12.0
    /// Legend labels and annotations.
    static let legendFontSize = 12.0
    /// Padding along the canvas edges.
    static let padding = 12.0
    /// Length of tick marks outside the plot.
    static let tickLength = 5.0
    /// Gap between a tick mark and its label.
    static let tickLabelGap = 3.0
    /// Height of one legend row.
    static let legendRowHeight = 20.0
    /// Width of a legend swatch.
    static let swatchWidth = 28.0
    /// Stroke width of data lines.
    static let lineWidth = 2.0
    /// Smallest plot width or height that still reads as a chart.
    static let minimumPlotExtent = 60.0
}
