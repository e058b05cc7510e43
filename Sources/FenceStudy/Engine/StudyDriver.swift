import FenceExperiment
import FenceFiles
import Foundation

/// Where a driven study reports: its messages, and a display of the units done (the command line's progress
/// bar: told the units done, then finished; nil for none).
public struct StudyConsole: Sendable {
    public typealias Progress = (update: @Sendable (Int) -> Void, finish: @Sendable () -> Void)
    public var say: @Sendable (String) -> Void
    public var progress: @Sendable (_ label: String, _ total: Int) -> Progress?

    public init(say: @escaping @Sendable (String) -> Void, progress: @escaping @Sendable (String, Int) -> Progress?) {
        (self.say, self.progress) = (say, progress)
    }
}

/// Runs a study in an output directory: every finished unit checkpointed there (``StudyCheckpoint``), `resume`
/// continuing an earlier checkpoint, a clean stop when `stop` says so (by default on SIGINT or SIGTERM,
/// ``Interruption``) thrown as ``Interrupted``, and with a shard only its share of the next batch the study's
/// state lacks, written as a part for ``StudyMerge``.
public struct StudyDriver<S: Study>: Sendable {
    public let study: S
    /// What the study is (read once).
    public let header: S.Header
    public var output: String
    public var threads: Int
    public var resume: Bool
    public var console: StudyConsole
    public var stop: @Sendable () -> Bool

    public init(
        _ study: S, output: String, threads: Int, resume: Bool, console: StudyConsole,
        stop: @escaping @Sendable () -> Bool = Interruption.requested
    ) {
        (self.study, header, self.output, self.threads) = (study, study.header, output, threads)
        (self.resume, self.console, self.stop) = (resume, console, stop)
    }

    var kind: StudyKind { S.Header.kind }

    /// The study's checkpoint in the output directory (its state), or a shard's own (`NAME-part-K-of-N`).
    public func checkpointPath(_ shard: Shard? = nil) -> String {
        output + "/" + kind.checkpointName + (shard.map { "-" + $0.partName } ?? "")
    }

    /// Runs every batch of the study; returns its results, to be written by ``write(_:adding:)``.
    public func run(label: String) throws -> S.Header.Results {
        let total = study.maximumUnits
        let checkpoint = try open(nil, total: total)
        let known = checkpoint.finished.filter { study.reuses($0.value, of: $0.key) }
        let bar = console.progress(label, total - known.count)
        defer { bar?.finish() }
        return try interruptible(checkpoint, total: total) {
            try study.results(known: known, execution(checkpoint, progress: bar?.update))
        }
    }

    /// Writes `results`' files and `extra` into the output directory as one set (``OutputSet``), without the
    /// checkpoint, which is then removed; returns the names of the files written.
    @discardableResult
    public func write(_ results: S.Header.Results, adding extra: [(name: String, text: String)] = []) throws
        -> [String]
    {
        let files = try results.files() + extra
        try OutputSet(files: files).write(toDirectory: output, dropping: [kind.checkpointName])
        try? FileManager.default.removeItem(atPath: checkpointPath())
        return files.map(\.name)
    }

    /// Runs `shard`'s share of the first batch the study's state (its checkpoint in the output directory, as
    /// merges and interrupted runs left it) lacks, and writes the part `part-K-of-N.json` there; when the state
    /// finishes the study, says so and writes nothing.
    public func runShard(_ shard: Shard) throws {
        let state = checkpointPath()
        let recorded = try StudyCheckpoint<S.Header>.recorded(directory: state, header: header)
        let (studyWord, unitWord, batchWord, command) = kind.words
        guard let batch = study.pendingBatch(known: recorded) else {
            return console.say(
                "the \(studyWord) recorded in \(state) is finished: shard \(shard) has nothing to run (merge the last "
                    + "\(batchWord)'s parts into \(output)/results.json if that is not done yet)")
        }
        let units = shard.units(of: batch).filter { recorded[$0] == nil }
        let checkpoint = try open(shard, total: units.count)
        let missing = units.filter { checkpoint.finished[$0] == nil }
        let bar = console.progress("\(command) \(shard)", missing.count)
        let fresh = try interruptible(checkpoint, total: units.count) {
            defer { bar?.finish() }
            return try study.rows(of: missing, in: batch, execution(checkpoint, progress: bar?.update))
        }
        let rows = checkpoint.finished.merging(zip(missing, fresh)) { $1 }
        let part = StudyPart(
            header: header, shard: shard, batch: batch.number,
            rows: units.map { FinishedUnit(unit: $0, row: rows[$0]!) })
        let file = "\(output)/\(shard.partFileName)"
        try AtomicFile.write(try ResultsFile.json(part), to: URL(fileURLWithPath: file))
        checkpoint.remove()
        console.say(
            "shard \(shard): \(units.count) of \(batch.count) \(unitWord)s of \(batchWord) \(batch.number); wrote \(file)"
        )
    }

    /// Opens the checkpoint (the study's, or `shard`'s own) and says what it continues or discarded.
    func open(_ shard: Shard?, total: Int) throws -> StudyCheckpoint<S.Header> {
        Interruption.install()
        let path = checkpointPath(shard)
        let checkpoint = try StudyCheckpoint(directory: path, header: header, resume: resume)
        if resume {
            console.say(
                "resuming: \(checkpoint.finished.count) of \(total) \(kind.words.unit)s were already done (\(path))")
        } else if checkpoint.discardedEarlier {
            console.say(
                "note: discarded the checkpoint of an earlier interrupted \(kind.words.study) in \(path) (--resume "
                    + "continues one)")
        }
        return checkpoint
    }

    /// Units run on the driver's threads, asking `stop`, each finished one saved in `checkpoint`.
    func execution(_ checkpoint: StudyCheckpoint<S.Header>, progress: (@Sendable (Int) -> Void)?)
        -> UnitExecution<S.Header>
    {
        UnitExecution(threads: threads, progress: progress, stop: stop, finished: checkpoint.save)
    }

    /// `body`'s value; a stop (``ExperimentError/interrupted``) becomes ``Interrupted``, counting the units
    /// `checkpoint` holds of `total`.
    func interruptible<T>(_ checkpoint: StudyCheckpoint<S.Header>, total: Int, _ body: () throws -> T) throws -> T {
        do { return try body() } catch ExperimentError.interrupted {
            throw Interrupted(
                signal: Interruption.caught ?? SIGINT, done: checkpoint.savedCount(), total: total,
                unit: kind.words.unit, checkpoint: checkpoint.directory)
        }
    }
}
