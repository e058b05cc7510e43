import FenceExperiment
import FenceFiles
import FencePlatform
import FenceResultsReport
import Foundation

/// `fencesim trace SCENARIO --strategy LABEL [--replication K] --geojson FILE [--events FILE]`: one
/// run's timeline and fixes as GeoJSON and a CSV event log, to see what a strategy did.
struct TraceCommand {
    static let usage = "fencesim trace SCENARIO --strategy LABEL [--replication K] --geojson FILE [--events FILE]"

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("trace takes one scenario file\nusage: \(usage)")
        }
        guard let label = arguments.value("--strategy") else {
            throw UsageError("trace needs --strategy LABEL\nusage: \(usage)")
        }
        guard let geojson = arguments.value("--geojson") else {
            throw UsageError("trace needs --geojson FILE\nusage: \(usage)")
        }
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
        let events =
            arguments.value("--events") ?? (geojson.hasSuffix(".geojson") ? String(geojson.dropLast(8)) : geojson)
            + ".events.csv"
        try AtomicFile.write(try trace.geoJSONText(), to: URL(fileURLWithPath: geojson))
        try AtomicFile.write(trace.csvText, to: URL(fileURLWithPath: events))
        let life =
            record.batteryEmptyTime.map { "battery empty at \($0)" }
            ?? "battery left at the horizon: \(Format.fixed(record.remainingFraction * 100, 1)) %"
        print(
            "\(label), replication \(replication): \(record.detections.count) detections, \(record.standardDeliveries) locations, "
                + "\(record.significantChangeDeliveries) significant changes, \(record.regionEvents) region events; \(life)"
        )
        print("wrote \(geojson) and \(events)")
        return .ok
    }
}
