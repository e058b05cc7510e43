import FenceExperiment
import FenceFiles
import Foundation

/// One shard's share of one batch of a study (`--shard K/N`): the study's header, the shard, the batch and
/// the rows of the batch's units at positions i with i mod N = K − 1 that the study's state lacked.
/// ``merge(_:recorded:)`` adds the N parts of a batch to the state.
public struct StudyPart<Header: StudyHeader>: Sendable, Equatable, Codable {
    /// ``StudyKind/partFormat``, so the file tells what it is.
    public var format: String
    public var header: Header
    public var shard: Shard
    /// The batch's number (``StudyBatch/number``).
    public var batch: Int
    /// The units run, in the batch's order.
    public var rows: [FinishedUnit<Header>]

    public init(header: Header, shard: Shard, batch: Int, rows: [FinishedUnit<Header>]) {
        format = Header.kind.partFormat
        self.header = header
        self.shard = shard
        self.batch = batch
        self.rows = rows
    }

    /// Reads a part (errors name the file and the JSON path).
    public static func read(path: String) throws(MergeError) -> Self {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw MergeError(
                file: path, message: "cannot read the file (\(error.reason))", fix: "check the path of every part")
        }
        return try decode(bytes, file: path)
    }

    /// Decodes a part from `bytes` read from `file` and checks that its header and shard hold together.
    public static func decode(_ bytes: [UInt8], file: String) throws(MergeError) -> Self {
        do throws(ResultsFileProblem) {
            let part = try ResultsDecoding.decode(Self.self, bytes, kind: Header.kind.partFile)
            if let problem = part.header.shapeProblem() { throw problem.inside("header") }
            let damaged = "the part is damaged or hand-edited; re-run its shard"
            guard Shard(index: part.shard.index, count: part.shard.count) != nil else {
                throw ResultsFileProblem(
                    path: "shard", message: "is \(part.shard), not K/N with 1 ≤ K ≤ N", fix: damaged)
            }
            guard part.batch >= 1 else {
                throw ResultsFileProblem(path: "batch", message: "is \(part.batch), not ≥ 1", fix: damaged)
            }
            return part
        } catch {
            throw MergeError(file: file, message: error.located, fix: error.fix)
        }
    }

    /// The rows of `parts` (the N shards of one batch, each once) added to `recorded`, the study's state before.
    /// Refused, naming the file: parts of another model or study, of another split or batch, a shard twice or
    /// missing, a unit outside its shard's share of the batch the state lacks, a row the study cannot have, a
    /// unit recorded before with another row, and a batch left incomplete. Parts whose rows are all recorded
    /// already (merged twice) change nothing.
    public static func merge(_ parts: [(file: String, part: Self)], recorded: [Header.Unit: Header.Row])
        throws(MergeError) -> [Header.Unit: Header.Row]
    {
        guard let (firstFile, first) = parts.first else {
            throw MergeError(message: "no parts given", fix: "name every part file of the batch")
        }
        if let other = parts.first(where: { $0.part.header.modelIdentity != first.header.modelIdentity }) {
            throw .modelMismatch(
                file: other.file, model: other.part.header.modelIdentity, other: firstFile, first.header.modelIdentity)
        }
        let (study, unitWord, batchWord) = Header.kind.words
        let count = first.shard.count
        var seen: [Int: String] = [:]
        for (file, part) in parts {
            if let different = first.header.difference(from: part.header) {
                throw MergeError(
                    file: file, message: "belongs to another \(study) than \(firstFile): \(different)",
                    fix: "merge the parts of one \(study) (same inputs, flags and build)")
            }
            guard part.shard.count == count, part.batch == first.batch else {
                throw MergeError(
                    file: file,
                    message: "is shard \(part.shard) of \(batchWord) \(part.batch), but \(firstFile) is shard "
                        + "\(first.shard) of \(batchWord) \(first.batch)",
                    fix: "merge the N parts of one \(batchWord) of one split")
            }
            if let other = seen[part.shard.index] {
                throw MergeError(
                    file: file, message: "is shard \(part.shard), like \(other)", fix: "give each shard once")
            }
            seen[part.shard.index] = file
        }
        if seen.count < count {
            // The first few missing shards, found lazily: a damaged part can claim billions of shards.
            let shown = (1...count).lazy.filter { seen[$0] == nil }.prefix(10).map { "\($0)/\(count)" }
            throw MergeError(
                message: "shard\(count - seen.count == 1 ? "" : "s") \(shown.joined(separator: ", "))"
                    + "\(count - seen.count > 10 ? ", …" : "") of \(batchWord) \(first.batch) missing (got "
                    + "\(parts.count) of \(count) parts)",
                fix: "run the missing shards with --shard K/\(count) and merge all parts")
        }
        let pending = first.header.pendingBatch(known: recorded)
        let open = pending.flatMap { $0.number == first.batch ? $0 : nil }
        var merged = recorded
        for (file, part) in parts {
            for entry in part.rows {
                if let earlier = merged[entry.unit] {
                    guard earlier == entry.row, recorded[entry.unit] != nil else {
                        throw MergeError(
                            file: file,
                            message: "\(unitWord) \(entry.unit) differs from the one recorded, or comes twice",
                            fix: "merge only the parts of this \(study)'s shards, each once")
                    }
                    continue
                }
                guard let open else {
                    throw MergeError(
                        file: file,
                        message: "is of \(batchWord) \(part.batch), but the \(study)'s state next lacks "
                            + (pending.map { "\(batchWord) \($0.number)" } ?? "nothing (it is finished)"),
                        fix:
                            "run the shards of the next \(batchWord) (the same command with --shard K/N) and merge their parts"
                    )
                }
                guard let position = open.position(of: entry.unit), part.shard.owns(position: position),
                    first.header.accepts(entry.row, of: entry.unit)
                else {
                    throw MergeError(
                        file: file,
                        message: "holds \(unitWord) \(entry.unit), not one of shard \(part.shard)'s \(unitWord)s of "
                            + "\(batchWord) \(part.batch) as the \(study) has them", fix: "re-run that shard")
                }
                merged[entry.unit] = entry.row
            }
        }
        if let open, let position = (0..<open.count).first(where: { merged[open.unit(at: $0)] == nil }) {
            let shard = Shard(index: position % count + 1, count: count)!
            throw MergeError(
                file: seen[shard.index],
                message: "lacks \(unitWord) \(open.unit(at: position)) of \(batchWord) \(first.batch)",
                fix: "re-run shard \(shard) (into the directory whose state its merge extends)")
        }
        return merged
    }
}
