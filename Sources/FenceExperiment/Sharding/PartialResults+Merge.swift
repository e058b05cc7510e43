extension PartialResults {
    /// Merges the parts of one sharded run into the results of the unsharded run — byte-identical,
    /// because both are assembled by ``ExperimentResults/init(header:rows:)`` from the same header and
    /// the same rows.
    ///
    /// Refused, naming the file: parts of another model (``ModelIdentity``, said before anything else), parts
    /// of another experiment (a different tool version, scenario,
    /// seed, replications, horizon, strategies or sweep) or another shard count, the same shard twice,
    /// missing shards, and parts whose items or rows are not exactly their shard's.
    public static func merge(_ parts: [(file: String, part: PartialResults)]) throws(MergeError) -> ExperimentResults {
        guard let (firstFile, first) = parts.first else {
            throw MergeError(message: "no parts given", fix: "name every part file of the run")
        }
        if let other = parts.first(where: { $0.part.header.model != first.header.model }) {
            throw MergeError.modelMismatch(
                file: other.file, model: other.part.header.model, other: firstFile, first.header.model)
        }
        var seen: [Int: String] = [:]
        for (file, part) in parts {
            if let field = first.header.firstDifference(from: part.header) {
                throw MergeError(
                    file: file, message: "belongs to another run than \(firstFile): its \(field) differs",
                    fix: "merge only the parts of one run (same scenario, seed, replications and FenceSim version)")
            }
            guard part.shard.count == first.shard.count else {
                throw MergeError(
                    file: file,
                    message: "is shard \(part.shard) but \(firstFile) is shard \(first.shard): the shard counts differ",
                    fix: "merge the parts of one split")
            }
            if let other = seen[part.shard.index] {
                throw MergeError(
                    file: file, message: "is shard \(part.shard), like \(other)",
                    fix: "give each shard once")
            }
            seen[part.shard.index] = file
            try part.checkRows(file: file)
        }
        let missingCount = first.shard.count - seen.count
        guard missingCount == 0 else {
            // The first few missing shards, found lazily: a damaged part can claim billions of shards.
            let shown = (1...first.shard.count).lazy.filter { seen[$0] == nil }.prefix(10)
            let list = shown.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")
            throw MergeError(
                message: "shard\(missingCount == 1 ? "" : "s") \(list)\(missingCount > 10 ? ", …" : "") missing "
                    + "(got \(parts.count) of \(first.shard.count) parts)",
                fix: "run the missing shards with --shard K/\(first.shard.count) and merge all parts")
        }
        return ExperimentResults(header: first.header, rows: parts.flatMap(\.part.rows))
    }

    /// Checks that the part holds exactly its shard's items, each with one row per strategy.
    func checkRows(file: String) throws(MergeError) {
        guard items == shard.items(workCount: header.workCount) else {
            throw MergeError(
                file: file, message: "does not hold the work items of shard \(shard)", fix: "re-run its shard")
        }
        let labels = header.strategyLabels
        var expected = Set<String>()
        for item in items {
            for label in labels {
                expected.insert("\(item / header.replications)|\(item % header.replications)|\(label)")
            }
        }
        let found = rows.map { "\($0.point)|\($0.replication)|\($0.strategy)" }
        guard found.count == expected.count, Set(found) == expected else {
            throw MergeError(
                file: file,
                message: "has \(found.count) rows, but its \(items.count) work items × \(labels.count) strategies "
                    + "need exactly one row each",
                fix: "re-run its shard")
        }
    }
}

extension ResultsHeader {
    /// The first field in which `other` differs from this header, in words; nil when equal.
    func firstDifference(from other: ResultsHeader) -> String? {
        let fields: [(String, Bool)] = [
            (
                "model (\(other.model.text), not \(model.text): finish it with the build that made it)",
                model == other.model
            ),
            ("FenceSim version (\(tool) vs \(other.tool))", tool == other.tool),
            ("scenario name (\(scenario) vs \(other.scenario))", scenario == other.scenario),
            ("scenario document", scenarioDocument == other.scenarioDocument),
            ("seed (\(seed) vs \(other.seed))", seed == other.seed),
            ("replications (\(replications) vs \(other.replications))", replications == other.replications),
            ("horizon (\(horizonHours) h vs \(other.horizonHours) h)", horizonHours == other.horizonHours),
            ("strategies", strategyLabels == other.strategyLabels && strategyNames == other.strategyNames),
            ("sweep", sweep == other.sweep),
            ("notes", notes == other.notes),
            ("track import reports", trackImports == other.trackImports),
        ]
        return fields.first { !$0.1 }?.0
    }
}
