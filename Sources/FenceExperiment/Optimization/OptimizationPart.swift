import FenceFiles
import Foundation

/// One shard's share of one batch of an optimisation's runs (`fencesim optimize … --shard K/N`): the
/// optimisation it belongs to, the shard, the batch (a halving stage's, a confirmation stage's or the robust
/// check's runs) and the outcomes of the batch's runs with index i mod N = K − 1 that were not recorded yet.
/// `fencesim merge` records all N parts' runs in the optimisation's checkpoint (the state every shard of the
/// next batch starts from) and writes `results.json` once the optimisation is finished.
public struct OptimizationPart: Sendable, Equatable, Codable {
    /// Marks the file kind.
    public var format: String
    /// The optimisation (identical in every part of one optimisation).
    public var header: OptimizationCheckpointHeader
    public var shard: Shard
    /// The batch's number (``Optimizer/PendingBatch/number``).
    public var batch: Int
    /// The runs made, in the batch's order.
    public var runs: [OptimizationRun]

    /// The value of ``format`` in every optimisation part.
    public static let formatName = "fencesim-optimization-part/1"

    public init(header: OptimizationCheckpointHeader, shard: Shard, batch: Int, runs: [OptimizationRun]) {
        format = Self.formatName
        self.header = header
        self.shard = shard
        self.batch = batch
        self.runs = runs
    }

    /// The runs of `batch` shard `shard` makes: those at index i mod N = K − 1.
    public static func share(of shard: Shard, in batch: [Optimizer.Key]) -> [Optimizer.Key] {
        shard.items(workCount: batch.count).map { batch[$0] }
    }

    /// Whether `bytes` hold an optimisation part (its `format` member), so `merge` can tell the kinds apart.
    public static func isPart(_ bytes: [UInt8]) -> Bool { hasFormat(bytes, formatName) }

    /// Writes the part to `path` atomically (pretty JSON, keys sorted).
    public func write(toFile path: String) throws {
        try AtomicFile.write(ResultsFile.json(self), to: URL(fileURLWithPath: path))
    }

    /// The optimiser of the part's header.
    public var optimizer: Optimizer {
        Optimizer(problem: header.problem, knobs: header.knobs, settings: header.settings, robust: header.robust)
    }

    /// Where the part does not hold together (settings and knobs within what `optimize` accepts, so replaying
    /// it stays small; a shard K/N; a batch from 1); nil when it does.
    func shapeProblem() -> ResultsFileProblem? {
        let fix = "the part is damaged or hand-edited; re-run its shard"
        let settings = header.settings
        guard (1...10_000).contains(settings.fullGridUpTo), (1...10_000).contains(settings.sampledCandidates),
            (2...10_000).contains(settings.initialReplications),
            (settings.initialReplications...100_000).contains(settings.maximumStageReplications),
            (1...1_000).contains(settings.finalists), (2...100_000).contains(settings.confirmationReplications),
            (0...1_000).contains(settings.localSearchRounds)
        else {
            return ResultsFileProblem(
                path: "header.settings", message: "are outside what fencesim optimize accepts", fix: fix)
        }
        for (index, knob) in header.knobs.enumerated() {
            let ranged = knob.lower.map { lower in knob.upper.map { lower.isFinite && $0.isFinite } ?? false } ?? false
            guard knob.values.count <= 10_000, knob.values.allSatisfy(\.isFinite), !knob.values.isEmpty || ranged
            else {
                return ResultsFileProblem(
                    path: "header.knobs[\(index)]", message: "has neither finite values nor a finite range", fix: fix)
            }
        }
        guard (1...20).contains(header.knobs.count) else {
            return ResultsFileProblem(
                path: "header.knobs", message: "has \(header.knobs.count) knobs, not 1 to 20", fix: fix)
        }
        guard Shard(index: shard.index, count: shard.count) != nil else {
            return ResultsFileProblem(path: "shard", message: "is \(shard), not K/N with 1 ≤ K ≤ N", fix: fix)
        }
        guard batch >= 1 else { return ResultsFileProblem(path: "batch", message: "is \(batch), not ≥ 1", fix: fix) }
        return nil
    }

    /// Reads a part (errors name the file and the JSON path).
    public static func read(path: String) throws(MergeError) -> OptimizationPart {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw MergeError(
                file: path, message: "cannot read the file (\(error.reason))", fix: "check the path of every part")
        }
        return try decode(bytes, file: path)
    }

    /// Decodes a part from `bytes` read from `file` (errors name the file and the JSON path).
    public static func decode(_ bytes: [UInt8], file path: String) throws(MergeError) -> OptimizationPart {
        do throws(ResultsFileProblem) {
            let part = try ResultsDecoding.decode(OptimizationPart.self, bytes, kind: .optimizationPart)
            if let problem = part.shapeProblem() { throw problem }
            return part
        } catch {
            throw MergeError(file: path, message: error.located, fix: error.fix)
        }
    }
}
