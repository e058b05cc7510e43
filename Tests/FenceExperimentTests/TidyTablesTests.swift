import FenceKernel
import FenceTestSupport
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// `summary.csv`, `visits.csv` and `battery.csv` read by an independent CSV reader — Python's `csv` module — and
/// checked against what they must say: the per-visit table's counts are each run's counts, the recall a summary
/// row gives is the share of the counted visits the visit table marks detected, a battery starts full.
@Suite("Tidy tables")
struct TidyTablesTests {
    /// The Python that reads the three files with `csv.DictReader` and prints what the test checks, as JSON.
    static let reader = #"""
        import csv, json, sys
        from collections import defaultdict
        directory = sys.argv[1]
        def read(name):
            with open(f"{directory}/{name}", newline="") as handle:
                reader = csv.DictReader(handle)
                return reader.fieldnames, list(reader)
        summary_header, summary = read("summary.csv")
        visits_header, visits = read("visits.csv")
        battery_header, battery = read("battery.csv")
        runs_header, runs = read("results.csv")
        counted, detected, exits = defaultdict(int), defaultdict(int), defaultdict(int)
        for visit in visits:
            key = f"{visit['strategy']}#{visit['replication']}"
            counted[key] += visit["counted"] == "true"
            detected[key] += visit["detected"] == "true"
            exits[key] += visit["exitCounted"] == "true"
        recall = {row["strategy"]: [float(row["estimate"]), int(row["n"])] for row in summary if row["metric"] == "entryRecall"}
        life = {row["strategy"]: float(row["estimate"]) for row in summary if row["metric"] == "batteryLifeHours"}
        lives = defaultdict(list)
        for run in runs:
            lives[run["strategy"]].append(float(run["batteryLifeHours"]))
        first = {}
        for sample in battery:
            first.setdefault(f"{sample['strategy']}#{sample['replication']}", float(sample["remainingPercent"]))
        print(json.dumps({
            "headers": [summary_header, visits_header, battery_header],
            "counted": counted, "detected": detected, "exits": exits, "recall": recall, "life": life,
            "meanLife": {label: sum(values) / len(values) for label, values in lives.items()},
            "firstBattery": first,
        }))
        """#

    /// Runs `python3 -c reader directory` and decodes what it prints.
    static func read(_ directory: URL) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", reader, directory.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 could not read the tables")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("The three tables parse with Python's csv module and agree with the runs")
    func independentReader() throws {
        // A label with a comma and a quote: RFC 4180 quoting must carry it through.
        let scenario = try Scenario.parse(
            #"""
            {"strategies": [{"name": "continuous", "label": "gps, \"best\""}, {"name": "region-monitoring"}],
             "run": {"days": 1, "startHours": 6.5, "chargeDaily": true, "replications": 3, "seed": 21}}
            """#)
        var experiment = try Experiment(scenario: scenario)
        experiment.detail = RunDetailRequest(visits: true, batterySampleInterval: .minutes(15))
        let results = try experiment.run(threads: 2)
        let scratch = try ScratchDirectory("tidy")
        defer { scratch.remove() }
        let directory = scratch.url
        let files = try results.outputFiles()
        #expect(Set(files.map(\.name)).isSuperset(of: ["summary.csv", "visits.csv", "battery.csv"]))
        for file in files {
            try file.text.write(to: directory.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        let read = try Self.read(directory)
        let headers = try #require(read["headers"] as? [[String]])
        #expect(headers[0] == ["strategy", "metric", "unit", "estimator", "estimate", "lower", "upper", "n"])
        #expect(headers[1].prefix(4) == ["strategy", "replication", "fence", "role"])
        #expect(headers[2] == ["strategy", "replication", "timeSeconds", "remainingPercent"])
        let counted = try #require(read["counted"] as? [String: Int])
        let detected = try #require(read["detected"] as? [String: Int])
        let exits = try #require(read["exits"] as? [String: Int])
        for row in results.rows {
            let key = "\(row.strategy)#\(row.replication)"
            #expect(counted[key, default: 0] == row.metrics.visits, "\(key)")
            #expect(detected[key, default: 0] == row.metrics.entriesDetected, "\(key)")
            #expect(exits[key, default: 0] == row.metrics.exitVisits, "\(key)")
        }
        let recall = try #require(read["recall"] as? [String: [Double]])
        let life = try #require(read["life"] as? [String: Double])
        let meanLife = try #require(read["meanLife"] as? [String: Double])
        let first = try #require(read["firstBattery"] as? [String: Double])
        for label in results.strategyLabels {
            let keys = (0..<3).map { "\(label)#\($0)" }
            let visits = keys.reduce(0) { $0 + counted[$1, default: 0] }
            let hits = keys.reduce(0) { $0 + detected[$1, default: 0] }
            let row = try #require(recall[label], "\(label)")
            #expect(Int(row[1]) == visits)
            #expect(abs(row[0] - Double(hits) / Double(visits)) < 1e-12)
            #expect(abs(try #require(life[label]) - (meanLife[label] ?? .nan)) < 1e-9)
            #expect(keys.allSatisfy { first[$0] == 100 })
        }
    }
}
