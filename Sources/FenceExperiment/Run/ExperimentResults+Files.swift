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

    /// Column names of ``csvText()``.
    public var csvHeader: [String] {
        header.sweep.map(\.path) + [
            "strategy", "replication", "batteryLifeHours", "batteryLifeExtrapolated", "meanCurrentMilliamps",
        ]
            + reportedComponents.map { "charge_\($0.rawValue)_mAh" }
            + [
                "visits", "entriesDetected", "entryRecall", "exitVisits", "exitsDetected", "exitRecall",
                "entriesDeclared",
                "falseEntries", "falseEntriesPerDay", "exitsDeclared", "falseExits", "falseExitsPerDay", "precision",
                "entryLatencyMedianSeconds",
                "entryLatencyP90Seconds",
            ]
            + SourceKind.allCases.flatMap { ["fixes_\($0.rawValue)", "onTimeSeconds_\($0.rawValue)"] }
            + ["standardDeliveries", "significantChangeDeliveries", "regionEvents", "simulatedHours", "failure"]
            + ["trueTransitions", "declarationsPerTransition", "firstEntries", "firstEntryPrecision"]
            + ["repeatEntriesPerDay"]
            + ["gpsFixErrorMedianMeters", "wifiFixErrorMedianMeters", "cellFixErrorMedianMeters"]
    }

    /// One row per strategy × replication × point (RFC 4180 quoting).
    public func csvText() -> String {
        func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "" }
        let quoted = ResultsFile.csvField
        var lines = [csvHeader.map(quoted).joined(separator: ",")]
        let components = reportedComponents
        for row in rows {
            let m = row.metrics
            let pointValues = header.sweep.map { number(points[row.point].values[$0.path]) }
            var fields = pointValues + [quoted(row.strategy), String(row.replication), number(m.batteryLifeHours)]
            fields += [String(m.batteryLifeExtrapolated), number(m.meanCurrentMilliamps)]
            fields += components.map { number(m.chargeByComponentMilliampHours[$0]) }
            fields += [String(m.visits), String(m.entriesDetected), number(m.entryRecall), String(m.exitVisits)]
            fields += [
                String(m.exitsDetected), number(m.exitRecall), String(m.entriesDeclared), String(m.falseEntries),
            ]
            fields += [number(m.falseEntriesPerDay), String(m.exitsDeclared), String(m.falseExits)]
            fields += [number(m.falseExitsPerDay), number(m.precision), number(m.entryLatencyMedianSeconds)]
            fields += [number(m.entryLatencyP90Seconds)]
            fields += SourceKind.allCases.flatMap {
                [String(m.fixesBySource[$0] ?? 0), number(m.onTimeSecondsBySource[$0] ?? 0)]
            }
            fields += [String(m.standardDeliveries), String(m.significantChangeDeliveries), String(m.regionEvents)]
            fields += [number(m.simulatedHours), quoted(m.failure ?? "")]
            fields += [m.flapping.map { String($0.trueTransitions) } ?? "", number(m.declarationsPerTransition)]
            fields += [m.flapping.map { String($0.firstEntries) } ?? "", number(m.firstEntryPrecision)]
            fields += [number(m.repeatEntriesPerDay)]
            fields += [m.gpsFixErrorMedianMeters, m.wifiFixErrorMedianMeters, m.cellFixErrorMedianMeters].map(number)
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `results.json` and `results.csv` of these results, to write into an output directory as one set.
    public func outputFiles() throws -> [(name: String, text: String)] {
        [("results.json", try jsonText()), ("results.csv", csvText())]
    }

    /// Writes the JSON to `path` and the CSV beside it (``csvPath(besideJSON:)``), creating the directory
    /// if needed. A `path` named `results.json` is an output directory's set and is written as one
    /// (``OutputSet``: both files of this merge or the previous ones, and no stale `analysis.json`); any
    /// other name gets each file atomically (a temporary file in the same directory, then a rename), the
    /// JSON last, so an interrupted merge never leaves a half-written file.
    public func write(toFile path: String) throws {
        let url = URL(fileURLWithPath: path)
        if url.lastPathComponent == "results.json" {
            try OutputSet(files: outputFiles()).write(toDirectory: url.deletingLastPathComponent().path)
            return
        }
        try AtomicFile.write(csvText(), to: URL(fileURLWithPath: Self.csvPath(besideJSON: path)))
        try AtomicFile.write(jsonText(), to: url)
    }

    /// Where ``write(toFile:)`` puts the CSV for the JSON file `path`: the same path with the extension `.csv`.
    public static func csvPath(besideJSON path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("csv").relativePath
    }
}
