import FenceExperiment
import FenceFiles
import FencePlatform
import FenceResultsReport
import Foundation

/// `fencesim trace SCENARIO` with the options declared in ``options``: one
/// run's timeline and fixes as GeoJSON and a CSV event log, to see what a strategy did.
struct TraceCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--strategy", value: "LABEL", meaning: "the strategy to trace, by its label in the scenario",
            defaultValue: nil, example: "--strategy three-manager", required: true),
        CommandOption(
            flag: "--replication", value: "K", meaning: "which replication's day to trace (0 to replications − 1)",
            defaultValue: "0", example: "--replication 3"),
        CommandOption(
            flag: "--geojson", value: "FILE",
            meaning: "the map: the trajectory, the fences, every fix and declaration, as GeoJSON", defaultValue: nil,
            example: "--geojson trace.geojson", required: true),
        CommandOption(
            flag: "--events", value: "FILE", meaning: "the event log, as CSV",
            defaultValue: "the GeoJSON file's name with .events.csv", example: "--events trace.csv"),
    ]
    static let usage = options.usage("fencesim trace SCENARIO")

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("trace takes one scenario file\nusage: \(usage)")
        }
        guard let label = arguments.value("--strategy") else {
            throw UsageError("trace needs --strategy LABEL\nusage: \(usage)")
        }
        guard let geojson = try arguments.file("--geojson", example: "trace.geojson") else {
            throw UsageError("trace needs --geojson FILE\nusage: \(usage)")
        }
        let events =
            try arguments.file("--events", example: "trace.csv")
            ?? (geojson.hasSuffix(".geojson") ? String(geojson.dropLast(8)) : geojson) + ".events.csv"
        let scenario = try RunCommand.loadScenario(arguments.positional[0], registry: registry)
        guard let entry = scenario.strategies.first(where: { $0.label == label }) else {
            throw UsageError(
                "no strategy labelled '\(label)' in \(arguments.positional[0]); labels: "
                    + scenario.strategies.map(\.label).joined(separator: ", "))
        }
        let replication = try arguments.integer("--replication", in: 0...(scenario.run.replications - 1)) ?? 0
        let runner = ReplicationRunner(scenario: scenario)
        let world = try runner.world(replication: replication)
        let record = try runner.record(entry, world: world, replication: replication, recordTimeline: true)
        let trace = RunTrace(world: world, record: record, label: label, metrics: scenario.metrics)
        try AtomicFile.write(try trace.geoJSONText(), to: URL(fileURLWithPath: geojson))
        try AtomicFile.write(trace.csvText, to: URL(fileURLWithPath: events))
        let life =
            record.failure.map { "cut short: \($0)" } ?? record.batteryEmptyTime.map { "battery empty at \($0)" }
            ?? "battery left at the horizon: \(Format.fixed(record.remainingFraction * 100, 1)) %"
        print(
            "\(label), replication \(replication): \(record.detections.count) detections, \(record.standardDeliveries) locations, "
                + "\(record.significantChangeDeliveries) significant changes, \(record.regionEvents) region events; \(life)"
        )
        print("wrote \(geojson) and \(events)")
        return .ok
    }
}
