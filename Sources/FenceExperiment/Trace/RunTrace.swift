import FenceDevice
import FenceFiles
import FenceKernel
import FencePlatform
import FenceScenario
import FenceWorld
import Foundation

/// What one run did, for a researcher to look at: the world (route, fences, zones) plus every location
/// the app received and every entry or exit it declared, as GeoJSON, and an event log as CSV.
///
/// Each delivered fix carries the source that produced it and its *true* error — known to the
/// simulator, never to the strategy — so a map shows at a glance why a detection was early, late or false.
public struct RunTrace: Sendable {
    /// The world the run happened in.
    public let world: World
    /// The run, recorded with its timeline.
    public let record: RunRecord
    /// The strategy's label.
    public let label: String
    /// When a declaration counts as true: the scenario's metric parameters.
    let truth: TruthWindows

    /// A trace of `record` (which must have been recorded with `recordTimeline: true`), its entries and
    /// exits judged true or false by `metrics` exactly as the scores judge them.
    public init(world: World, record: RunRecord, label: String, metrics: MetricParameters) {
        precondition(record.timeline != nil, "RunTrace needs a record with a timeline")
        self.world = world
        self.record = record
        self.label = label
        truth = TruthWindows(world: world, parameters: metrics)
    }

    /// One row of the event log.
    struct Event {
        var time: SimTime
        var kind: String
        var service = ""
        var manager = ""
        var source = ""
        var position: LocalPoint?
        var accuracyMeters: Double?
        var trueErrorMeters: Double?
        var fenceID = ""
        var detail = ""
    }

    /// Every event in time order (ties keep the order below: deliveries, detections, activity, CPU state
    /// changes, battery, the strategy's notes such as a machine's changes of state).
    var events: [Event] {
        guard let timeline = record.timeline else { return [] }
        var events: [Event] = timeline.deliveries.map { delivery in
            Event(
                time: delivery.time, kind: "delivery", service: delivery.service.rawValue,
                manager: delivery.manager ?? "",
                source: delivery.source?.rawValue ?? "", position: delivery.position,
                accuracyMeters: delivery.horizontalAccuracyMeters,
                trueErrorMeters: delivery.position.map {
                    $0.distanceMeters(to: world.trajectory.position(at: delivery.time))
                },
                fenceID: delivery.fenceID ?? "")
        }
        events += record.detections.map { detection in
            Event(
                time: detection.time, kind: detection.kind.rawValue, fenceID: detection.fenceID,
                detail: truth.isTrue(detection.kind, fenceID: detection.fenceID, at: detection.time)
                    ? (detection.kind == .entered ? "true: within a true visit" : "true: at a true exit")
                    : (detection.kind == .entered ? "false: no true visit" : "false: no true exit"))
        }
        for span in timeline.activity {
            events.append(Event(time: span.start, kind: "sourceOn", source: span.source.rawValue))
            events.append(Event(time: span.end, kind: "sourceOff", source: span.source.rawValue))
        }
        events += processorChanges(timeline.processor)
        events += timeline.battery.map {
            Event(time: $0.time, kind: "battery", detail: String(format: "%.4f", $0.remainingFraction))
        }
        events += timeline.notes.map { Event(time: $0.time, kind: "note", detail: $0.text) }
        if let empty = record.batteryEmptyTime { events.append(Event(time: empty, kind: "batteryEmpty")) }
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// A `cpu` event at each change of the CPU's state (the new state in the detail column): the start of
    /// each awake or busy span, and `asleep` where one ends without another starting.
    private func processorChanges(_ spans: [ProcessorStateSpan]) -> [Event] {
        var events: [Event] = []
        for (index, span) in spans.enumerated() {
            events.append(Event(time: span.start, kind: "cpu", detail: span.state.rawValue))
            if index + 1 == spans.count || spans[index + 1].start != span.end {
                events.append(Event(time: span.end, kind: "cpu", detail: ProcessorState.asleep.rawValue))
            }
        }
        return events
    }

    /// The event log as CSV (RFC 4180), one row per event, positions in degrees.
    public var csvText: String {
        var lines = [
            "seconds,time,event,service,manager,source,latitude,longitude,accuracyMeters,trueErrorMeters,fence,detail"
        ]
        for event in events {
            let coordinate = event.position.map { world.projection.geographic($0) }
            let fields = [
                String(event.time.seconds), event.time.description, event.kind, event.service, event.manager,
                event.source,
                coordinate.map { String(format: "%.7f", $0.latitude) } ?? "",
                coordinate.map { String(format: "%.7f", $0.longitude) } ?? "",
                event.accuracyMeters.map { String(format: "%.1f", $0) } ?? "",
                event.trueErrorMeters.map { String(format: "%.1f", $0) } ?? "", event.fenceID, event.detail,
            ]
            lines.append(fields.map(ResultsFile.csvField).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The world's GeoJSON plus a `fix` point per delivered location and a `detection` point (at the
    /// true position) per declared entry or exit.
    public func geoJSONText() throws -> String {
        let base = try JSONParser.parse(String(decoding: try world.geoJSON(), as: UTF8.self))
        guard case .object(var members) = base.value, let index = members.firstIndex(where: { $0.key == "features" }),
            case .array(var features) = members[index].node.value
        else { return JSONWriter.write(base.value) }
        for event in events where event.kind == "delivery" || event.kind == "entered" || event.kind == "exited" {
            let isDetection = event.kind != "delivery"
            let point = event.position ?? world.trajectory.position(at: event.time)
            var properties: [(String, JSONValue)] = [
                ("kind", .string(isDetection ? "detection" : "fix")), ("strategy", .string(label)),
                ("time", .string(event.time.description)), ("seconds", JSONWriter.number(event.time.seconds)),
            ]
            if isDetection {
                properties += [
                    ("event", .string(event.kind)), ("fence", .string(event.fenceID)),
                    ("detail", .string(event.detail)),
                    ("marker-color", .string(event.detail.hasPrefix("false") ? "#d62728" : "#1f77b4")),
                ]
            } else {
                properties += [("service", .string(event.service)), ("source", .string(event.source))]
                if !event.manager.isEmpty { properties.append(("manager", .string(event.manager))) }
                if let accuracy = event.accuracyMeters {
                    properties.append(("accuracyMeters", JSONWriter.number((accuracy * 10).rounded() / 10)))
                }
                if let error = event.trueErrorMeters {
                    properties.append(("trueErrorMeters", JSONWriter.number((error * 10).rounded() / 10)))
                }
                properties += [("marker-size", .string("small")), ("marker-color", .string("#ff7f0e"))]
            }
            let coordinate = world.projection.geographic(point)
            let geometry: JSONValue = .object([
                ("type", JSONNode(.string("Point"))),
                (
                    "coordinates",
                    JSONNode(
                        .array([
                            JSONNode(JSONWriter.number((coordinate.longitude * 1e7).rounded() / 1e7)),
                            JSONNode(JSONWriter.number((coordinate.latitude * 1e7).rounded() / 1e7)),
                        ]))
                ),
            ])
            features.append(
                JSONNode(
                    .object([
                        ("type", JSONNode(.string("Feature"))), ("geometry", JSONNode(geometry)),
                        ("properties", JSONNode(.object(properties.map { ($0.0, JSONNode($0.1)) }))),
                    ])))
        }
        members[index].node = JSONNode(.array(features))
        return JSONWriter.write(.object(members))
    }
}
