import FenceDevice
import FenceFiles
import FenceScenario
import FenceWorld
import Foundation

extension ExperimentResults {
    /// The results as pretty JSON with sorted keys: byte-identical for identical results.
    public func jsonText() throws -> String { try ResultsFile.json(self) }

    /// Reads results written by ``jsonText()`` (see ``decode(_:file:)``).
    public static func read(path: String) throws(ScenarioError) -> ExperimentResults {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw ScenarioError(
                file: path, path: "", message: "cannot read the results file (\(error.reason))",
                fix: "give the path of a results.json written by fencesim run, sweep or merge")
        }
        return try decode(bytes, file: path)
    }

    /// Decodes the results file `bytes` (named `file` in errors) and checks that it is consistent, so
    /// `compare` and `report` can compute with it: a scenario, a part, invalid JSON, a value of the wrong
    /// type or rows that do not fit the grid are errors at their JSON path.
    public static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> ExperimentResults {
        do throws(ResultsFileProblem) {
            let results = try ResultsDecoding.decode(ExperimentResults.self, bytes, kind: .runResults)
            try results.checkConsistency()
            return results
        } catch {
            throw ScenarioError(file: file, path: error.path, message: error.message, fix: error.fix)
        }
    }

    /// The device components with a charge column: `motion` only when a run sensed motion.
    var reportedComponents: [DeviceComponent] {
        DeviceComponent.reported(in: rows.map(\.metrics.chargeByComponentMilliampHours))
    }

    /// The columns of ``csvText()`` after the swept values, the strategy and the replication: each run's counts
    /// beside the metrics of ``metrics`` they make (any metric the layout does not place comes last). The daily
    /// drain and the hours empty per day come after the battery columns only for a phone charged daily.
    var csvColumns: [RunColumn] {
        let components = reportedComponents
        let charged: [Metric] = [.dailyDrainPercent, .emptyHoursPerDay]
        let chargedDaily = rows.contains { $0.metrics.dailyDrainPercent != nil }
        let layout: [RunColumn] =
            [.metric(.batteryLifeHours), .flag("batteryLifeExtrapolated", \.batteryLifeExtrapolated)]
            + [.metric(.meanCurrentMilliamps)] + (chargedDaily ? charged.map(RunColumn.metric) : [])
            + components.map { component in
                .number("charge_\(component.rawValue)_mAh") { $0.chargeByComponentMilliampHours[component] }
            }
            + [.count("visits", \.visits), .count("entriesDetected", \.entriesDetected), .metric(.entryRecall)]
            + [.count("exitVisits", \.exitVisits), .count("exitsDetected", \.exitsDetected), .metric(.exitRecall)]
            + [.count("entriesDeclared", \.entriesDeclared), .count("falseEntries", \.falseEntries)]
            + [.metric(.falseEntriesPerDay), .count("exitsDeclared", \.exitsDeclared)]
            + [.count("falseExits", \.falseExits), .metric(.falseExitsPerDay), .metric(.precision)]
            + [.metric(.entryLatencyMedianSeconds), .metric(.entryLatencyP90Seconds)]
            + SourceKind.allCases.flatMap { kind -> [RunColumn] in
                [
                    .count("fixes_\(kind.rawValue)") { $0.fixesBySource[kind] ?? 0 },
                    .number("onTimeSeconds_\(kind.rawValue)") { $0.onTimeSecondsBySource[kind] ?? 0 },
                ]
            }
            + [.count("standardDeliveries", \.standardDeliveries)]
            + [.count("significantChangeDeliveries", \.significantChangeDeliveries)]
            + [.count("regionEvents", \.regionEvents), .number("simulatedHours") { $0.simulatedHours }]
            + [.text("failure") { $0.failure ?? "" }]
            + [.optionalCount("trueTransitions") { $0.flapping?.trueTransitions }]
            + [.metric(.declarationsPerTransition), .optionalCount("firstEntries") { $0.flapping?.firstEntries }]
            + [.metric(.firstEntryPrecision), .metric(.repeatEntriesPerDay), .metric(.gpsFixErrorMedianMeters)]
            + [.metric(.wifiFixErrorMedianMeters), .metric(.cellFixErrorMedianMeters)]
        let placed = Set(layout.compactMap(\.metricName) + charged.map(\.name))
        return layout.filter { $0.metricName.map { metrics.named($0) != nil } ?? true }
            + metrics.metrics.filter { !placed.contains($0.name) }.map(RunColumn.metric)
    }

    /// Column names of ``csvText()``.
    public var csvHeader: [String] {
        header.sweep.map(\.path) + ["strategy", "replication"] + csvColumns.map(\.name)
    }

    /// One row per strategy × replication × point (RFC 4180 quoting).
    public func csvText() -> String {
        let quoted = ResultsFile.csvField
        let columns = csvColumns
        var lines = [csvHeader.map(quoted).joined(separator: ",")]
        for row in rows {
            let pointValues = header.sweep.map { RunColumn.format(points[row.point].values[$0.path]) }
            let fields =
                pointValues + [quoted(row.strategy), String(row.replication)]
                + columns.map { quoted($0.value(row.metrics)) }
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `results.json`, `results.csv` and `summary.csv` of these results, and `visits.csv` and `battery.csv`
    /// when the rows kept their visits and battery levels, to write into an output directory as one set.
    public func outputFiles() throws -> [(name: String, text: String)] {
        var files = [("results.json", try jsonText()), ("results.csv", csvText()), ("summary.csv", summaryCSVText())]
        if let visits = visitsCSVText() { files.append(("visits.csv", visits)) }
        if let battery = batteryCSVText() { files.append(("battery.csv", battery)) }
        return files
    }
}
