import FenceExperiment
import FenceStudy
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// `fencesim calibrate` refuses bad input with exit status 2 before anything runs.
@Suite("calibrate command")
struct CalibrateCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func observation(_ name: String) -> String {
        repository.appendingPathComponent("observations/\(name).json").path
    }

    @Test("no file, a missing file, only validation observations, an unknown parameter: exit status 2")
    func badInput() {
        #expect(FenceSimCommand.main(["calibrate"], registry: .builtIn) == .badInput)
        #expect(FenceSimCommand.main(["calibrate", "/nonexistent/observation.json"], registry: .builtIn) == .badInput)
        #expect(
            FenceSimCommand.main(
                ["calibrate", Self.observation("senseless2009-n95-gated-battery")], registry: .builtIn) == .badInput)
        #expect(
            FenceSimCommand.main(
                [
                    "calibrate", Self.observation("raheja2012-three-manager-recall"), "--parameters",
                    "platform.noSuchRule",
                ], registry: .builtIn) == .badInput)
        #expect(
            FenceSimCommand.main(
                ["calibrate", Self.observation("raheja2012-three-manager-recall"), "--waves", "0"],
                registry: .builtIn) == .badInput)
        for tolerance in ["-0.1", "1.5", "five", "nan"] {
            #expect(
                FenceSimCommand.main(
                    [
                        "calibrate", Self.observation("raheja2012-three-manager-recall"), "--shrink-tolerance",
                        tolerance,
                    ],
                    registry: .builtIn) == .badInput, "--shrink-tolerance \(tolerance)")
        }
    }

    @Test("--shrink-tolerance reaches the results' settings; without it the default 5 % does")
    func shrinkTolerance() throws {
        let scratch = try ScratchDirectory("calibrate")
        defer { scratch.remove() }
        let directory = scratch.url
        let file = try Self.n95Calibration(in: directory)
        for (given, expected) in [("0.25", 0.25), (nil, 0.05)] as [(String?, Double)] {
            let out = directory.appendingPathComponent("out-\(given ?? "default")").path
            let status = FenceSimCommand.main(
                [
                    "calibrate", file, "--parameters", "device.overrides.battery.usableFraction", "--waves", "1",
                    "--points", "4", "--replications", "1", "--out", out, "--quiet",
                ] + (given.map { ["--shrink-tolerance", $0] } ?? []), registry: .builtIn)
            #expect(status == .ok)
            let data = try Data(contentsOf: URL(fileURLWithPath: out + "/results.json"))
            let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let settings = try #require(results["settings"] as? [String: Any])
            #expect(settings["shrinkTolerance"] as? Double == expected)
        }
    }

    @Test("every committed observation file reads, and the sets split by source with at least a third held out")
    func committedObservations() throws {
        let directory = Self.repository.appendingPathComponent("observations")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".json")
        }
        var sets: [String: Set<String>] = [:]
        for file in files {
            let observation = try Observation.read(path: directory.appendingPathComponent(file).path)
            sets[observation.reference, default: []].insert(observation.set.rawValue)
        }
        #expect(sets.values.allSatisfy { $0.count == 1 }, "a source on both sides: \(sets)")
        let validation = sets.values.filter { $0 == ["validation"] }.count
        #expect(sets.count >= 2 && 3 * validation >= sets.count)
    }

    /// The SenseLess continuous reading as a calibration observation, its scenario by absolute path, written to
    /// `directory/n95.json`; returns the file's path.
    static func n95Calibration(in directory: URL) throws -> String {
        let source = try String(
            contentsOfFile: Self.observation("senseless2009-n95-continuous-battery"), encoding: .utf8)
        let scenario = Self.repository.appendingPathComponent("scenarios/senseless-n95.json").path
        let text = source.replacingOccurrences(of: "\"validation\"", with: "\"calibration\"")
            .replacingOccurrences(of: "../scenarios/senseless-n95.json", with: scenario)
        let file = directory.appendingPathComponent("n95.json").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("a small calibration writes the same results.json on 1 and 2 threads, and report renders it")
    func smallCalibration() throws {
        let scratch = try ScratchDirectory("calibrate")
        defer { scratch.remove() }
        let directory = scratch.url
        let file = try Self.n95Calibration(in: directory)
        var outputs: [String] = []
        for threads in ["1", "2"] {
            let out = directory.appendingPathComponent("out-\(threads)").path
            let status = FenceSimCommand.main(
                [
                    "calibrate", file, "--parameters", "device.overrides.battery.usableFraction", "--waves", "2",
                    "--points", "4", "--replications", "1", "--threads", threads, "--out", out, "--quiet",
                ], registry: .builtIn)
            #expect(status == .ok)
            outputs.append(try String(contentsOfFile: out + "/results.json", encoding: .utf8))
        }
        #expect(outputs[0] == outputs[1])
        // Stopped after 3 of its 8 points on 1 thread, resumed on 2: the same bytes, the 3 points not run again.
        let stopped = directory.appendingPathComponent("stopped").path
        let command = [
            file, "--parameters", "device.overrides.battery.usableFraction", "--waves", "2", "--points", "4",
            "--replications", "1", "--out", stopped, "--quiet",
        ]
        let first = SensitivityResumeTests.UnitCounter(stoppingAfter: 3)
        #expect(throws: Interrupted.self) {
            _ = try CalibrateCommand.run(
                try Arguments(
                    command + ["--threads", "1"], valued: CalibrateCommand.valued, switches: CalibrateCommand.switches),
                registry: .builtIn, stop: first.stop)
        }
        let resumed = SensitivityResumeTests.UnitCounter()
        let status = try CalibrateCommand.run(
            try Arguments(
                command + ["--threads", "2", "--resume"], valued: CalibrateCommand.valued,
                switches: CalibrateCommand.switches),
            registry: .builtIn, stop: resumed.stop)
        #expect(status == .ok)
        #expect(resumed.count == 5)
        #expect(try String(contentsOfFile: stopped + "/results.json", encoding: .utf8) == outputs[0])
        let out = directory.appendingPathComponent("out-1").path
        #expect(FenceSimCommand.main(["report", out + "/results.json"], registry: .builtIn) == .ok)
        let report = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
        #expect(report.contains("Calibration by history matching"))
        #expect(report.contains("n95"))
    }

    /// An observation of the livelock fixture's strategy "loop" (its clock stops at 07:30, an hour into its day):
    /// every design point's run is cut short, so calibrate and its recovery stop with exit status 2, naming the
    /// strategy and the replication, and write no results, rather than match a day extrapolated from that hour.
    @Test("a run cut short stops calibrate and calibrate --recovery with exit status 2 and no results")
    func cutShortRunStopsTheCalibration() throws {
        let scratch = try ScratchDirectory("calibrate")
        defer { scratch.remove() }
        let directory = scratch.url
        let file = directory.appendingPathComponent("loop.json").path
        try """
        {"reference": "R", "reading": "r", "scenario": "\(Fixtures.livelock)", "strategy": "loop",
         "quantity": "batteryLifeHours", "value": {"point": 9}, "scale": "log",
         "uncertainty": {"standardDeviation": 0.1, "reasoning": "r"}, "realisation": "oneDevice",
         "set": "calibration"}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let command = [
            "calibrate", file, "--parameters", "device.overrides.battery.usableFraction", "--waves", "1", "--points",
            "4", "--replications", "1", "--quiet",
        ]
        for (name, extra) in [("plain", []), ("recovery", ["--recovery", "2"])] {
            let out = directory.appendingPathComponent(name).path
            #expect(FenceSimCommand.main(command + ["--out", out] + extra, registry: .builtIn) == .badInput, "\(name)")
            #expect(!FileManager.default.fileExists(atPath: out + "/results.json"), "\(name)")
        }
        let study = try CalibrationStudy(
            observations: [try Observation.read(path: file)], paths: ["device.overrides.battery.usableFraction"],
            settings: HistoryMatchingSettings(waves: 1, pointsPerWave: 4, replications: 1, seed: 1), registry: .builtIn)
        do {
            _ = try study.evaluate([0.9])
            Issue.record("a livelocked run was matched")
        } catch {
            #expect(error.description.contains("livelock.json"), "\(error)")
            #expect(error.description.contains("strategies[0]"), "\(error)")
            #expect(error.description.contains("'loop' was cut short in replication 0"), "\(error)")
        }
    }
}
