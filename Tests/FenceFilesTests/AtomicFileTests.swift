import Foundation
import Testing

@testable import FenceFiles

/// The one atomic writer: complete files with 0644 permissions, no temporaries left behind, a file in
/// the way of a directory named, and temporaries of killed processes removed.
@Suite("Atomic files")
struct AtomicFileTests {
    /// A fresh directory under the system's temporary directory.
    static func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("fencefiles-\(getpid())-\(name)").path
    }

    @Test("Writes create missing directories, replace the old file and leave no temporary")
    func write() throws {
        let directory = Self.scratch("write")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let url = URL(fileURLWithPath: directory + "/a/b/out.json")
        try AtomicFile.write("old\n", to: url)
        try AtomicFile.write("new\n", to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/a/b") == ["out.json"])
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
    }

    @Test("A file where a directory is needed is named, with a fix")
    func fileInTheWay() throws {
        let file = Self.scratch("blocker")
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect {
            try AtomicFile.write("x", to: URL(fileURLWithPath: file + "/inside.md"))
        } throws: { error in
            (error as? OutputError)?.path == file && (error as? OutputError)?.reason == "it is a file"
        }
    }

    @Test("A temporary left by a process that no longer exists is removed; a live one's is kept")
    func staleTemporaries() throws {
        let directory = Self.scratch("stale")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // 2147483647 is above every Linux pid_max, so no process has it.
        let stale = directory + "/" + StaleTemporaries.prefix("out.csv") + "2147483647-abcdef"
        let live = directory + "/" + StaleTemporaries.prefix("out.csv") + "\(getpid())-abcdef"
        for path in [stale, live] { try "partial".write(toFile: path, atomically: false, encoding: .utf8) }
        try AtomicFile.write("a,b\n", to: URL(fileURLWithPath: directory + "/out.csv"))
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
    }
}
