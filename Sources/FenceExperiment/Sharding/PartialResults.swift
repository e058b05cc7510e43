import FenceFiles
import FenceWorld
import Foundation

/// The output of one shard of an experiment (`fencesim sweep … --shard K/N`): the experiment's header
/// (tool version, scenario echo, seed, replications, strategies, sweep), which shard it is, the work
/// items it ran and their rows. ``merge(_:)`` combines all N parts into the unsharded results.
public struct PartialResults: Sendable, Equatable, Codable {
    /// Marks the file kind, so a results file given to `merge` is recognised as the wrong kind.
    public var format: String
    /// What the experiment is (identical in every part of one run).
    public var header: ResultsHeader
    /// Which shard this is.
    public var shard: Shard
    /// The work items (point × replications + replication) this shard ran, ascending.
    public var items: [Int]
    /// Their rows, ordered by (point, replication, strategy).
    public var rows: [ResultRow]

    /// The value of ``format`` in every partial-results file.
    public static let formatName = "fencesim-partial-results/1"

    /// Runs shard `shard` of `experiment` on `threads` workers.
    public init(
        running experiment: Experiment, shard: Shard, threads: Int, progress: (@Sendable (Int) -> Void)? = nil
    ) throws(ExperimentError) {
        let items = shard.items(workCount: experiment.workCount)
        let rows = try experiment.rows(items: items, threads: threads, progress: progress)
        self.init(header: experiment.header, shard: shard, items: items, rows: rows)
    }

    /// A part from its pieces (for tests and tools).
    public init(header: ResultsHeader, shard: Shard, items: [Int], rows: [ResultRow]) {
        format = Self.formatName
        self.header = header
        self.shard = shard
        self.items = items
        self.rows = rows
    }

    /// The part as pretty JSON with sorted keys: byte-identical for identical parts.
    public func jsonText() throws -> String { try ResultsFile.json(self) }

    /// Writes the part to `path` atomically (a temporary file in the same directory, then a rename),
    /// creating the directory if needed.
    public func write(toFile path: String) throws {
        try AtomicFile.write(jsonText(), to: URL(fileURLWithPath: path))
    }

    /// Reads a part written by ``write(toFile:)`` (see ``decode(_:file:)``).
    public static func read(path: String) throws(MergeError) -> PartialResults {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw MergeError(
                file: path, message: "cannot read the file (\(error.reason))", fix: "check the path of every part")
        }
        return try decode(bytes, file: path)
    }

    /// Decodes the part `bytes` (named `file` in errors) and checks that its header, shard, items and
    /// rows fit together: a results file, a scenario, invalid JSON or a damaged part is an error naming
    /// the JSON path.
    public static func decode(_ bytes: [UInt8], file: String) throws(MergeError) -> PartialResults {
        do throws(ResultsFileProblem) {
            let part = try ResultsDecoding.decode(PartialResults.self, bytes, kind: .part)
            try part.checkConsistency()
            return part
        } catch {
            throw MergeError(file: file, message: error.located, fix: error.fix)
        }
    }
}
