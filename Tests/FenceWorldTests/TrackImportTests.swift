import FenceFiles
import FenceKernel
import Foundation
import Testing

@testable import FenceWorld

@Suite("Track import")
struct TrackImportTests {
    /// `scenarios/traces/` in this repository.
    static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenarios/traces")

    static func parse(_ text: String, file: String, options: TrackImportOptions = TrackImportOptions())
        throws(TrackImportError)
        -> RecordedTrack
    {
        try RecordedTrack.parse(Array(text.utf8), file: file, options: options)
    }

    /// Independent reference: Foundation's ISO 8601 parser on the raw `<time>` elements.
    @Test("Limerick bus GPX: every fix kept, no jump, gaps over 30 s counted independently")
    func limerick() throws {
        let path = Self.traces.appendingPathComponent("limerick_bus304_2019-02-18_0745.gpx").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let formatter = ISO8601DateFormatter()
        let times = text.components(separatedBy: "<time>").dropFirst(2).map {
            formatter.date(from: String($0.prefix { $0 != "<" }))!.timeIntervalSince1970
        }
        let expectedGaps = zip(times, times.dropFirst()).filter { $1 - $0 > 30 }.count
        let track = try RecordedTrack.read(path: path)
        #expect(track.report.format == .gpx)
        #expect(track.report.pointsRead == text.components(separatedBy: "<trkpt ").count - 1)
        #expect(track.report.pointsKept == track.report.pointsRead)
        #expect(track.report.droppedJumps == 0 && track.report.relocations == 0)
        #expect(track.report.bridgedGaps.count == expectedGaps)
        #expect(track.report.firstFixUTC == "2019-02-18T07:45:50Z")
        #expect(track.report.durationSeconds == times.last! - times.first!)
        let trajectory = try track.trajectory(in: LocalProjection(origin: track.centerCoordinate))
        // Projected length agrees with the haversine length within 0.1 % (the projection's promise).
        #expect(abs(trajectory.lengthMeters - track.report.lengthMeters) < 0.001 * track.report.lengthMeters)
        #expect(trajectory.endTime == .seconds(track.report.durationSeconds))
        // One leg per bridged gap plus one per maximal run of ordinary steps between them.
        let isGap = zip(times, times.dropFirst()).map { $1 - $0 > 30 }
        let runs = zip([true] + isGap, isGap).filter { previous, current in previous && !current }.count
        #expect(trajectory.legs.count == expectedGaps + runs)
    }

    /// The Munich trip holds one 470 m step after 34 identical positions (indices 585–618; found by
    /// comparing the raw `point` strings, not with the importer).
    @Test("Munich car JSON: the frozen run before the jump is dropped and bridged as one gap")
    func munich() throws {
        let path = Self.traces.appendingPathComponent("munich_car_x0001-001_1hz.json").path
        let samples =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [[String: Any]]
        let points = samples.map { $0["point"] as! String }
        var runStart = 618
        while points[runStart - 1] == points[618] { runStart -= 1 }
        #expect(runStart == 585)
        let track = try RecordedTrack.read(path: path)
        #expect(track.report.format == .barefoot)
        #expect(track.report.pointsRead == samples.count)
        #expect(track.report.relocations == 1 && track.report.droppedJumps == 0)
        #expect(track.report.staleFixesDropped == 618 - runStart)
        #expect(track.report.pointsKept == samples.count - (618 - runStart))
        #expect(track.report.bridgedGaps.count == 1)
        #expect(track.report.bridgedGaps[0].end - track.report.bridgedGaps[0].start == .seconds(Double(619 - runStart)))
        let coarse = try RecordedTrack.read(
            path: Self.traces.appendingPathComponent("munich_car_x0001-015_15s.json").path)
        #expect(coarse.report.pointsKept == 80 && coarse.report.bridgedGaps.isEmpty)
    }

    @Test("CSV with and without a header; accuracy column; seconds or ISO times")
    func csv() throws {
        let headed = try Self.parse(
            "# a comment\ntime_utc,lat,lon,alt_m,accuracy_m\n2020-01-01T00:00:00Z,48.0,11.0,500,5\n2020-01-01T00:00:10Z,48.0001,11.0,500,\n",
            file: "a.csv")
        #expect(headed.report.pointsKept == 2 && headed.report.durationSeconds == 10)
        let bare = try Self.parse("100,48.0,11.0\n101.5,48.0,11.00001,3\n", file: "b.csv")
        #expect(bare.report.durationSeconds == 1.5)
        // 0.0001° of latitude = 11.12 m (111 195.08 m per degree).
        #expect(abs(headed.report.lengthMeters - 11.1195) < 0.001)
        // Windows line ends: "\r\n" is one Swift Character, so lines must not be split on "\n" alone.
        let windows = try Self.parse("time,lat,lon\r\n0,48.0,11.0\r\n10,48.0001,11.0\r\n", file: "w.csv")
        #expect(windows.report.pointsRead == 2 && windows.report.durationSeconds == 10)
        #expect(
            throws: TrackImportError.at(
                "w.csv", 3, expected: "numeric latitude and longitude", found: "\"x\", \"11.0\"")
        ) { try Self.parse("time,lat,lon\r\n0,48.0,11.0\r\n10,x,11.0\r\n", file: "w.csv") }
    }

    @Test("Repairs: duplicate times dropped, a spike dropped, a gap bridged")
    func repairs() throws {
        let text = """
            0,48.0000,11.0
            1,48.0001,11.0
            1,48.0001,11.0
            2,48.0500,11.0
            3,48.0003,11.0
            100,48.0010,11.0
            """
        let track = try Self.parse(text, file: "r.csv")
        #expect(track.report.duplicateTimesDropped == 1)
        #expect(track.report.droppedJumps == 1)  // 5.5 km in 1 s, and the next fix agrees with the last kept
        #expect(
            track.report.bridgedGaps.map(\.start) == [.seconds(3)]
                && track.report.bridgedGaps.map(\.end) == [.seconds(100)])
        #expect(track.report.pointsKept == 4)
    }

    /// By hand (limit 200 km/h = 55.6 m/s; 0.0001° of latitude = 11.1 m): fixes 2–14 s repeat one
    /// position, then 15 s is 645 m on (a jump from 14 s, but 49.6 m/s from the run's first fix at 2 s: a
    /// relocation, its 12 stale repeats 3–14 s dropped); 18 s is 4.8 km off and 19 s agrees with 17 s (a
    /// spike, dropped); 19 s → 100 s is an 81 s gap. Read 22, kept 22 − 12 − 1 = 9.
    @Test("Import report: a relocation after a frozen run, a spike and a gap, counted by hand")
    func reportCounts() throws {
        var lines = ["0,48.0000,11.0", "1,48.0001,11.0"]
        lines += (2...14).map { "\($0),48.0002,11.0" }
        lines += ["15,48.0060,11.0", "16,48.0061,11.0", "17,48.0062,11.0", "18,48.0500,11.0", "19,48.0064,11.0"]
        lines += ["100,48.0070,11.0", "101,48.0071,11.0"]
        let report = try Self.parse(lines.joined(separator: "\n"), file: "known.csv").report
        #expect(report.pointsRead == 22 && report.pointsKept == 9)
        #expect(report.relocations == 1 && report.staleFixesDropped == 12)
        #expect(report.droppedJumps == 1 && report.duplicateTimesDropped == 0)
        #expect(report.bridgedGaps.map(\.start) == [.seconds(19)] && report.bridgedGaps.map(\.end) == [.seconds(100)])
        #expect(report.durationSeconds == 101)
        #expect(
            report.description.hasPrefix(
                "known.csv (csv): 22 read, 9 kept; 1 jumps dropped, 1 relocations after frozen runs (12 stale fixes "
                    + "dropped), 0 duplicate times dropped, 1 gaps bridged;"))
    }

    @Test("Errors name the line and what was expected")
    func errors() {
        func error(_ text: String, _ file: String) -> TrackImportError? {
            do {
                _ = try Self.parse(text, file: file)
                return nil
            } catch { return error }
        }
        #expect(
            error("0,48,11\n1,north,11\n", "e.csv")
                == .malformed(
                    file: "e.csv", line: 2, expected: "numeric latitude and longitude", found: "\"north\", \"11\""))
        #expect(
            error("0,48,11\n1,48\n", "e.csv")?.description.hasPrefix("e.csv:2: expected 3 comma-separated fields")
                == true)
        #expect(error("0,48,11\nnoon,48,11\n", "e.csv")?.description.hasPrefix("e.csv:2: expected a time like") == true)
        #expect(
            error("0,95,11\n1,48,11\n", "e.csv")?.description.hasPrefix("e.csv:1: expected latitude in [-90, 90]")
                == true)
        #expect(
            error("10,48,11\n5,48,11\n", "e.csv")
                == .timeWentBackwards(
                    file: "e.csv", line: 2, time: "1970-01-01T00:00:05Z", previous: "1970-01-01T00:00:10Z"))
        #expect(error("", "e.csv") == .emptyTrack(file: "e.csv", detail: "the file holds no fixes"))
        #expect(error("5,48,11\n", "e.csv") == .emptyTrack(file: "e.csv", detail: "1 usable fix(es) of 1 read"))
        #expect(error("5,48,11\n", "e.kml") == .unknownFormat(file: "e.kml"))
        let gpx = """
            <?xml version="1.0"?>
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="48" lon="11"><time>2020-01-01T00:00:00Z</time></trkpt>
            <trkpt lat="48.1" lon="11"></trkpt>
            </trkseg></trk></gpx>
            """
        #expect(
            error(gpx, "e.gpx")
                == .malformed(file: "e.gpx", line: 4, expected: "a <time> element in this <trkpt>", found: "none"))
        let unclosed = "<gpx><trk>\n<trkpt lat=\"1\" lon=\"2\"><time>2020-01-01T00:00:00Z</time></trkpt>\n"
        #expect(
            error(unclosed, "e.gpx")
                == .malformed(
                    file: "e.gpx", line: 3, expected: "</trk>",
                    found: "the end of the file inside <trk> (opened on line 1)"))
        #expect(
            error("{\n\"type\": \"LineString\",\n\"coordinates\": [[11, 48, 0, 0], [11, \"x\", 0, 1]]\n}", "e.geojson")?
                .description.hasPrefix("e.geojson:3: expected a position") == true)
        #expect(
            error("{\n\"type\": \"LineString\",\n\"coordinates\": [[11, 48 0]]}", "e.geojson")?.description.hasPrefix(
                "e.geojson:3: expected ',' or ']' in an array") == true)
        #expect(
            error("[{\"point\": \"POINT(11 48)\"}]", "e.json")?.description.hasPrefix(
                "e.json:1: expected a sample with a \"time\"") == true)
    }

    @Test("Malformed bytes are errors at their place: invalid UTF-8, DTDs, deep nesting, huge numbers")
    func malformedBytes() {
        func error(_ bytes: [UInt8], _ file: String) -> TrackImportError? {
            do {
                _ = try RecordedTrack.parse(bytes, file: file)
                return nil
            } catch { return error }
        }
        let utf8 = UTF8Text.InvalidByte.expected
        // Foundation's XMLParser trapped on each of these. "<gpx>\n<!-- caf" is 14 bytes: 0xE9 is at offset 14.
        #expect(
            error(Array("<gpx>\n<!-- caf".utf8) + [0xE9] + Array(" --></gpx>".utf8), "e.gpx")
                == .malformed(file: "e.gpx", line: 2, expected: utf8, found: "byte 0xE9 at offset 14"))
        #expect(
            error(Array("<gpx><trk".utf8) + [0xFF] + Array("/></gpx>".utf8), "e.gpx")
                == .malformed(file: "e.gpx", line: 1, expected: utf8, found: "byte 0xFF at offset 9"))
        #expect(
            error(Array("<?x ".utf8) + [0xC3, 0x28] + Array("?><gpx/>".utf8), "e.gpx")
                == .malformed(file: "e.gpx", line: 1, expected: utf8, found: "byte 0xC3 at offset 4"))
        #expect(
            error(Array("0,48,11\n1,4".utf8) + [0xE9] + Array(",11\n".utf8), "e.csv")
                == .malformed(file: "e.csv", line: 2, expected: utf8, found: "byte 0xE9 at offset 11"))
        // No DTD processing, so no entity expansion; unknown entities are named.
        let bomb = "<!DOCTYPE g [<!ENTITY a \"aaaa\">]>\n<gpx>&a;</gpx>"
        #expect(error(Array(bomb.utf8), "e.gpx")?.description.contains("without an internal subset") == true)
        #expect(
            error(Array("<gpx>\n&nbsp;</gpx>".utf8), "e.gpx")?.description.hasPrefix(
                "e.gpx:2: expected one of the XML entities") == true)
        // Deep nesting: XML has no depth limit (the reader does not recurse); JSON stops at 256.
        let deep =
            "<gpx>" + String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000) + "</gpx>"
        #expect(error(Array(deep.utf8), "e.gpx") == .emptyTrack(file: "e.gpx", detail: "the file holds no fixes"))
        #expect(
            error(Array(String(repeating: "[", count: 100_000).utf8), "e.geojson")?.description.hasPrefix(
                "e.geojson:1: expected arrays and objects nested at most 256 deep") == true)
        // Times beyond the calendar (1e300 s) are refused, not converted; 1e400 is not a finite number.
        #expect(
            error(
                Array(#"{"type": "LineString", "coordinates": [[11, 48, 0, 1e300], [11, 48, 0, 1e301]]}"#.utf8),
                "e.geojson")?
                .description.hasPrefix("e.geojson:1: expected a time like") == true)
        #expect(
            error(Array(#"{"type": "LineString", "coordinates": [[11, 48, 0, 1e400]]}"#.utf8), "e.geojson")
                == .malformed(
                    file: "e.geojson", line: 1, expected: "a finite number",
                    found: "the number 1e400, which is out of range"))
        // A high surrogate without its low half is an error, not decoded into an out-of-range scalar.
        #expect(
            error(Array(#"{"type": "LineString", "coordinates": [], "name": "\uD800\u0041"}"#.utf8), "e.geojson")
                == .malformed(
                    file: "e.geojson", line: 1, expected: "a low surrogate (\\uDC00…\\uDFFF) after the high surrogate",
                    found: "'\\u0041\"}'"))
    }

    @Test("Unreadable paths are named with a plain reason")
    func unreadable() {
        func reason(_ path: String) -> TrackImportError? {
            do {
                _ = try RecordedTrack.read(path: path)
                return nil
            } catch { return error }
        }
        #expect(reason("/nonexistent/t.gpx") == .unreadable(file: "/nonexistent/t.gpx", reason: "no such file"))
        #expect(reason("/tmp") == .unreadable(file: "/tmp", reason: "it is a directory, not a file"))
        #expect(
            reason("/dev/zero")
                == .unreadable(file: "/dev/zero", reason: "it is not a regular file (a device, pipe or socket)"))
    }

    @Test("GeoJSON: coordTimes, nested MultiLineString times, and a 4th position element")
    func geojson() throws {
        let feature = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {}},
              {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[11, 48], [11, 48.001]]},
               "properties": {"coordTimes": ["2020-01-01T00:00:00Z", "2020-01-01T00:01:00Z"]}}]}
            """
        let a = try Self.parse(feature, file: "a.geojson")
        #expect(a.report.pointsKept == 2 && a.report.durationSeconds == 60)
        let multi = """
            {"type": "Feature", "geometry": {"type": "MultiLineString", "coordinates": [[[11, 48], [11, 48.001]], [[11, 48.002], [11, 48.003]]]},
             "properties": {"times": [[0, 10], [20, 30]]}}
            """
        #expect(try Self.parse(multi, file: "m.geojson").report.pointsKept == 4)
        let fourth =
            #"{"type": "LineString", "coordinates": [[11, 48, 500, 1577836800], [11, 48.001, 500, 1577836860.5]]}"#
        let b = try Self.parse(fourth, file: "b.geojson")
        #expect(b.report.firstFixUTC == "2020-01-01T00:00:00Z" && b.report.durationSeconds == 60.5)
    }

    @Test("Timestamps agree with hand values and with Foundation's ISO 8601 parser")
    func timestamps() {
        #expect(Timestamp.microseconds("1970-01-01T00:00:00Z") == 0)
        #expect(Timestamp.microseconds("2019-02-18T07:45:50Z") == 1_550_475_950_000_000)
        #expect(Timestamp.microseconds("2014-09-10 06:54:07+0200") == Timestamp.microseconds("2014-09-10T04:54:07Z"))
        #expect(
            Timestamp.microseconds("2014-09-10T06:54:07.25-01:30") == Timestamp.microseconds("2014-09-10T08:24:07.25Z"))
        #expect(Timestamp.microseconds("12.5") == 12_500_000)
        #expect(Timestamp.microseconds("2014-13-10T00:00:00Z") == nil && Timestamp.microseconds("yesterday") == nil)
        let formatter = ISO8601DateFormatter()
        var generator = SplitMixTestGenerator(seed: 4)
        for _ in 0..<500 {
            let seconds = Int64(generator.uniform(-2e9, 4e9))
            let text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            #expect(Timestamp.microseconds(text) == seconds * 1_000_000, "\(text)")
            #expect(Timestamp.iso8601(seconds * 1_000_000) == text)
        }
    }

    @Test("A recorded-track world: fences at start, end and along the way")
    func recordedWorld() throws {
        var parameters = WorldParameters()
        parameters.movement = .recordedTrack(
            RecordedTrackSource(
                path: "limerick_bus304_2019-02-18_0745.gpx",
                options: {
                    var options = TrackImportOptions()
                    options.mode = .bus
                    options.timeOrigin = .midnightUTC
                    return options
                }()))
        let world = try World.generate(parameters, masterSeed: 1, replication: 0, baseDirectory: Self.traces.path)
        #expect(world.trajectory.startTime == .hours(7) + .minutes(45) + .seconds(50))
        #expect(world.trajectory.legs.allSatisfy { $0.mode == .bus })
        #expect(world.fences.filter { $0.role == .stop }.count == 3)
        #expect(
            world.groundTruth.visits(ofFence: world.fences.firstIndex { $0.role == .home }!).first?.startsInside == true
        )
        let decoded = try JSONDecoder().decode(
            WorldParameters.self, from: Data(#"{"movement": {"recordedTrack": {"path": "x.gpx"}}}"#.utf8))
        #expect(decoded.movement == .recordedTrack(RecordedTrackSource(path: "x.gpx")))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                WorldParameters.self, from: Data(#"{"movement": {"commute": {}, "recordedTrack": {"path": "x"}}}"#.utf8)
            )
        }
    }
}
