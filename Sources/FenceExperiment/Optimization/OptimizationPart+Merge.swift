extension OptimizationPart {
    /// The runs of `parts` (all N shards of one batch of one optimisation, each once) added to `recorded`,
    /// the runs the optimisation's checkpoint held before. Refused, naming the file: parts of another model
    /// or optimisation, of another split or batch, a shard twice or missing, a run outside its shard's share
    /// of the batch the checkpoint lacks, a run recorded before with another outcome, and a batch left
    /// incomplete. Parts whose runs are all recorded already (merged twice) change nothing.
    public static func merge(
        _ parts: [(file: String, part: OptimizationPart)], recorded: [Optimizer.Key: ReplicationOutcome]
    ) throws(MergeError) -> [Optimizer.Key: ReplicationOutcome] {
        guard let (firstFile, first) = parts.first else { throw MergeError(message: "no parts to merge") }
        if let other = parts.first(where: { $0.part.header.model != first.header.model }) {
            throw MergeError.modelMismatch(
                file: other.file, model: other.part.header.model, other: firstFile, first.header.model)
        }
        let pending = first.optimizer.pendingBatch(known: recorded)
        let open = pending.flatMap { $0.number == first.batch ? $0 : nil }
        let position = Dictionary(
            (open?.keys ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var merged = recorded
        var seen: [Int: String] = [:]
        for (file, part) in parts {
            if let different = first.header.difference(from: part.header) {
                throw MergeError(
                    file: file, message: "belongs to another optimisation than \(firstFile): \(different)",
                    fix: "merge the parts of one optimisation (same scenario, flags and build)")
            }
            guard part.shard.count == first.shard.count, part.batch == first.batch else {
                throw MergeError(
                    file: file,
                    message: "is shard \(part.shard) of batch \(part.batch), but \(firstFile) is shard \(first.shard) "
                        + "of batch \(first.batch)",
                    fix: "merge the N parts of one batch of one split")
            }
            if let other = seen[part.shard.index] {
                throw MergeError(
                    file: file, message: "is shard \(part.shard), like \(other)", fix: "give each shard once")
            }
            seen[part.shard.index] = file
            for run in part.runs {
                let key = run.key
                let name =
                    "run (candidate \(key.candidate), replication \(key.replication)"
                    + (key.model.map { ", model point \($0)" } ?? "") + ")"
                if let earlier = recorded[key] {
                    guard earlier == run.outcome else {
                        throw MergeError(
                            file: file, message: "\(name) differs from the one recorded",
                            fix: "merge only the parts of this optimisation's run")
                    }
                    continue
                }
                guard open != nil else {
                    throw MergeError(
                        file: file,
                        message: "is of batch \(part.batch), but the optimisation's checkpoint next lacks "
                            + (pending.map { "batch \($0.number)" } ?? "nothing (it is finished)"),
                        fix: "run the shards of the next batch (the same optimize command with --shard K/N) and "
                            + "merge their parts")
                }
                guard let index = position[key], index % part.shard.count == part.shard.index - 1 else {
                    throw MergeError(
                        file: file,
                        message: "holds \(name), not one of shard \(part.shard)'s runs of batch "
                            + "\(part.batch)", fix: "re-run that shard")
                }
                merged[key] = run.outcome
            }
        }
        let count = first.shard.count
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw MergeError(
                message: "shard(s) " + missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ")
                    + (missing.count > 10 ? ", …" : "") + " of batch \(first.batch) missing",
                fix: "run the missing shards with --shard K/\(count) and merge all parts")
        }
        if let open, let index = open.keys.indices.first(where: { merged[open.keys[$0]] == nil }) {
            let shard = Shard(index: index % count + 1, count: count)!
            throw MergeError(
                file: seen[shard.index], message: "lacks run \(index) of batch \(first.batch)",
                fix: "re-run shard \(shard)")
        }
        return merged
    }
}
