import FenceExperiment
import FenceTestSupport
import Foundation
import Testing

/// The output directory of `run` and `sweep` holds one run's files or the previous run's, never a mix, and
/// what else the user keeps there survives.
@Suite("Atomic output set")
struct OutputSetTests {
    struct Interruption: Error {}

    static func contents(_ directory: String) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        let manager = FileManager.default
        for entry in try manager.subpathsOfDirectory(atPath: directory) {
            var isDirectory: ObjCBool = false
            manager.fileExists(atPath: "\(directory)/\(entry)", isDirectory: &isDirectory)
            if !isDirectory.boolValue { contents[entry] = manager.contents(atPath: "\(directory)/\(entry)") }
        }
        return contents
    }

    @Test("A write interrupted before the swap leaves the previous set untouched and no temporary behind")
    func interruptedWrite() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let out = "\(tiny.directory)/out"
        let sweepSet = OutputSet(files: [
            ("results.json", "old json\n"), ("results.csv", "old csv\n"), ("analysis.json", "old analysis\n"),
        ])
        try sweepSet.write(toDirectory: out)
        try FileManager.default.createDirectory(atPath: "\(out)/charts", withIntermediateDirectories: true)
        try "user notes".write(toFile: "\(out)/notes.txt", atomically: false, encoding: .utf8)
        try "<svg/>".write(toFile: "\(out)/charts/a.svg", atomically: false, encoding: .utf8)
        let before = try Self.contents(out)
        #expect(before.count == 5)

        let runSet = OutputSet(files: [("results.json", "new json\n"), ("results.csv", "new csv\n")])
        #expect(throws: Interruption.self) {
            try runSet.write(toDirectory: out, beforeSwap: { throw Interruption() })
        }
        #expect(try Self.contents(out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tiny.directory).sorted() == ["out"])

        // Completed, the run's set replaces the sweep's as a whole: its analysis.json goes, the user's
        // files stay.
        try runSet.write(toDirectory: out)
        var expected = before
        expected["results.json"] = Data("new json\n".utf8)
        expected["results.csv"] = Data("new csv\n".utf8)
        expected["analysis.json"] = nil
        #expect(try Self.contents(out) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tiny.directory).sorted() == ["out"])
        // The new directory keeps the old one's permissions (not the 0700 of a temporary directory).
        #expect(try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int == 0o755)
    }

    @Test("A set's own file beyond the run's names (a recovery's report.md) is replaced when written again")
    func extraFileWrittenTwice() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let out = "\(tiny.directory)/out"
        try OutputSet(files: [("results.json", "first\n"), ("report.md", "first report\n")]).write(toDirectory: out)
        try "user notes".write(toFile: "\(out)/notes.txt", atomically: false, encoding: .utf8)
        try OutputSet(files: [("results.json", "second\n"), ("report.md", "second report\n")]).write(toDirectory: out)
        let contents = try Self.contents(out)
        #expect(contents["results.json"] == Data("second\n".utf8))
        #expect(contents["report.md"] == Data("second report\n".utf8))
        #expect(contents["notes.txt"] == Data("user notes".utf8))
        #expect(contents.count == 3)
    }

    @Test("Temporaries of a killed writer (a process that no longer exists) are removed by the next write")
    func staleTemporaries() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        // Process id 2^31 − 1 exceeds Linux's pid_max (at most 2^22): no such process.
        let stale = "\(tiny.directory)/.out.fencesim-2147483647-new-abcdef"
        try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: true)
        try "half".write(toFile: "\(stale)/results.json", atomically: false, encoding: .utf8)
        try OutputSet(files: [("results.json", "{}\n")]).write(toDirectory: "\(tiny.directory)/out")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tiny.directory).sorted() == ["out"])
    }
}
