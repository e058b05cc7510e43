import FenceExperiment
import FenceFiles
import Foundation

/// One shard's share of one batch of a study (`--shard K/N`): the study's header, the shard, the batch and the
/// rows of the batch's units at positions i with i mod N = K − 1 that the study's state lacked.
/// ``merge(_:recorded:)`` adds the N parts of a batch to the state.
public struct StudyPart<Header: StudyHeader>: Sendable, Equatable, Codable {
    /// ``StudyKind/partFormat``: what the file is.
    public var format: String
    public var header: Header
    public var shard: Shard
    /// The batch's number (``StudyBatch/number``).
    public var batch: Int
    /// The units run, in the batch's order.
    public var rows: [FinishedUnit<Header>]

    public init(header: Header, shard: Shard, batch: Int, rows: [FinishedUnit<Header>]) {
        (format, self.header, self.shard, self.batch, self.rows) = (Header.kind.partFormat, header, shard, batch, rows)
    }

    /// Reads the part `file` (errors name the file and the JSON path).
    public static func read(path file: String) throws(MergeError) -> Self {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: file) } catch {
            throw MergeError(
                file: file, message: "cannot read it (\(error.reason))", fix: "check the path of every part")
        }
        return try decode(bytes, file: file)
    }

    /// Decodes a part from `bytes` read from `file` and checks that its header and shard hold together.
    public static func decode(_ bytes: [UInt8], file: String) throws(MergeError) -> Self {
        do throws(ResultsFileProblem) {
            let part = try ResultsDecoding.decode(Self.self, bytes, kind: Header.kind.partFile)
            if let problem = part.header.shapeProblem() { throw problem.inside("header") }
            guard Shard(index: part.shard.index, count: part.shard.count) != nil, part.batch >= 1 else {
                throw ResultsFileProblem(
                    path: "",
                    message: "is shard \(part.shard) of batch \(part.batch), not K/N with 1 ≤ K ≤ N of a "
                        + "batch from 1", fix: "the part is damaged or hand-edited; re-run its shard")
            }
            return part
        } catch {
            throw MergeError(file: file, message: error.located, fix: error.fix)
        }
    }

    /// The rows of `parts` (the N shards of one batch, each once) added to `recorded`, the study's state before.
    /// Refused, naming the file: parts of another model or study, of another split or batch, a shard twice or
    /// missing, a unit outside its shard's share of the batch the state lacks, a row the study cannot have or
    /// other than the one recorded, and a batch left incomplete. Parts merged already change nothing.
    public static func merge(_ parts: [(file: String, part: Self)], recorded: [Header.Unit: Header.Row])
        throws(MergeError) -> [Header.Unit: Header.Row]
    {
        guard let (firstFile, first) = parts.first else { throw MergeError(message: "no parts given") }
        if let other = parts.first(where: { $0.part.header.modelIdentity != first.header.modelIdentity }) {
            throw .modelMismatch(
                file: other.file, model: other.part.header.modelIdentity, other: firstFile, first.header.modelIdentity)
        }
        let (study, unit, batch, _) = Header.kind.words
        let count = first.shard.count
        var seen: [Int: String] = [:]
        for (file, part) in parts {
            let refusal: (String, String)? =
                if let different = first.header.difference(from: part.header) {
                    ("belongs to another \(study) than \(firstFile): \(different)", "merge the parts of one \(study)")
                } else if part.shard.count != count || part.batch != first.batch {
                    (
                        "is shard \(part.shard) of \(batch) \(part.batch), but \(firstFile) is shard \(first.shard) of "
                            + "\(batch) \(first.batch)", "merge the N parts of one \(batch) of one split"
                    )
                } else if let other = seen[part.shard.index] {
                    ("is shard \(part.shard), like \(other)", "give each shard once")
                } else { nil }
            if let (message, fix) = refusal { throw MergeError(file: file, message: message, fix: fix) }
            seen[part.shard.index] = file
        }
        if seen.count < count {
            // The first few, found lazily: a damaged part can claim billions of shards.
            let missing = (1...count).lazy.filter { seen[$0] == nil }.prefix(10).map { "\($0)/\(count)" }
            throw MergeError(
                message: "shard\(count - seen.count == 1 ? "" : "s") \(missing.joined(separator: ", "))"
                    + "\(count - seen.count > 10 ? ", …" : "") missing (\(batch) \(first.batch): got \(parts.count) of "
                    + "\(count) parts)",
                fix: "run the missing shards with --shard K/\(count) and merge all parts")
        }
        let pending = first.header.pendingBatch(known: recorded)
        let open = pending.flatMap { $0.number == first.batch ? $0 : nil }
        var merged = recorded
        for (file, part) in parts {
            for entry in part.rows {
                let refusal: (String, String)? =
                    if let earlier = merged[entry.unit] {
                        earlier == entry.row && recorded[entry.unit] != nil
                            ? nil : ("has \(unit) \(entry.unit) twice, or other than recorded", "merge each part once")
                    } else if open == nil {
                        (
                            "is of \(batch) \(part.batch), but the \(study)'s state next lacks "
                                + (pending.map { "\(batch) \($0.number)" } ?? "nothing (it is finished)"),
                            "run the next \(batch)'s shards (the same command with --shard K/N) and merge their parts"
                        )
                    } else if !(open?.position(of: entry.unit).map(part.shard.owns) ?? false) {
                        (
                            "holds \(unit) \(entry.unit), not one of shard \(part.shard)'s of \(batch) \(part.batch)",
                            "re-run it"
                        )
                    } else if !first.header.accepts(entry.row, of: entry.unit) {
                        ("holds a row for \(unit) \(entry.unit) that the \(study) cannot have", "re-run that shard")
                    } else { nil }
                if let (message, fix) = refusal { throw MergeError(file: file, message: message, fix: fix) }
                merged[entry.unit] = entry.row
            }
        }
        if let open, let position = (0..<open.count).first(where: { merged[open.unit(at: $0)] == nil }) {
            let shard = Shard(index: position % count + 1, count: count)!
            throw MergeError(
                file: seen[shard.index], message: "lacks \(unit) \(open.unit(at: position)) of \(batch) \(first.batch)",
                fix: "re-run shard \(shard) into the directory whose state the merge extends")
        }
        return merged
    }
}
