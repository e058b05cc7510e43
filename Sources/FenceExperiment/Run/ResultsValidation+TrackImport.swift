import FenceWorld

extension ResultsValidation {
    /// Each track import report (nil entries are skipped) holds counts that fit together: nothing
    /// negative, no more kept than read, no more dropped than read, at least the two kept fixes an import
    /// needs, finite non-negative length and duration, gaps that end after they start.
    package static func checkTrackImports(
        _ reports: [TrackImportReport?], prefix: String, suffix: String
    ) throws(ResultsFileProblem) {
        for (index, report) in reports.enumerated() {
            guard let report, let problem = problem(in: report) else { continue }
            throw ResultsFileProblem(
                path: "\(prefix)\(index)\(suffix)", message: problem,
                fix: "the file is damaged or hand-edited; re-run the experiment")
        }
    }

    /// What is inconsistent in `report`, or nil.
    static func problem(in report: TrackImportReport) -> String? {
        let counts = [
            ("pointsRead", report.pointsRead), ("pointsKept", report.pointsKept),
            ("duplicateTimesDropped", report.duplicateTimesDropped), ("droppedJumps", report.droppedJumps),
            ("relocations", report.relocations), ("staleFixesDropped", report.staleFixesDropped),
        ]
        if let negative = counts.first(where: { $0.1 < 0 }) { return "\(negative.0) is \(negative.1), expected ≥ 0" }
        if report.pointsKept < 2 { return "pointsKept is \(report.pointsKept), but an import keeps at least 2 fixes" }
        if report.pointsKept > report.pointsRead {
            return "pointsKept (\(report.pointsKept)) exceeds pointsRead (\(report.pointsRead))"
        }
        let dropped = report.duplicateTimesDropped + report.droppedJumps + report.staleFixesDropped
        if report.pointsKept + dropped != report.pointsRead {
            return "pointsKept (\(report.pointsKept)) plus the fixes dropped (\(dropped)) is not pointsRead "
                + "(\(report.pointsRead))"
        }
        for (name, value) in [("lengthMeters", report.lengthMeters), ("durationSeconds", report.durationSeconds)]
        where !(value.isFinite && value >= 0) {
            return "\(name) is \(value), expected a finite number ≥ 0"
        }
        if let gap = report.bridgedGaps.firstIndex(where: { !($0.end > $0.start && $0.distanceMeters >= 0) }) {
            return "bridgedGaps[\(gap)] does not end after it starts, at a distance ≥ 0"
        }
        return nil
    }
}
