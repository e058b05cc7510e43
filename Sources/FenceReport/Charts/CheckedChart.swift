/// A chart that checks its data before drawing (every chart but the stacked bars, whose check also
/// computes the totals it draws).
protocol CheckedChart: Chart {
    /// Throws ``ChartDataError`` naming the first field that cannot be drawn.
    func validate(_ check: DataCheck) throws(ChartDataError)
}

extension CheckedChart {
    /// The start of ``Chart/render(id:)``: the sanitized `id` and the data check, once the data passed it.
    func checkedStart(id: String) throws(ChartDataError) -> (id: String, check: DataCheck) {
        let check = DataCheck(chart: title)
        try validate(check)
        return (ChartID.sanitized(id), check)
    }
}
