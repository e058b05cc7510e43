import FenceExperiment
import FenceFiles

/// How a batch's units run: on `threads` workers, `progress` told the units done so far, `stop` asked before
/// each unit starts (once true no further unit starts, and the call throws ``ExperimentError/interrupted``),
/// and each unit's row given to `finished` as soon as it is done (a checkpoint saves it there).
public struct UnitExecution<Header: StudyHeader>: Sendable {
    public var threads: Int
    public var progress: (@Sendable (Int) -> Void)?
    public var stop: @Sendable () -> Bool
    public var finished: @Sendable (Header.Unit, Header.Row) throws(OutputError) -> Void

    public init(
        threads: Int, progress: (@Sendable (Int) -> Void)? = nil, stop: @escaping @Sendable () -> Bool = { false },
        finished: @escaping @Sendable (Header.Unit, Header.Row) throws(OutputError) -> Void = { _, _ in }
    ) {
        self.threads = threads
        self.progress = progress
        self.stop = stop
        self.finished = finished
    }

    /// The rows of `units`, each made by `row` on its own, on the workers, in order: for units that share nothing.
    public func map(_ units: [Header.Unit], _ row: @Sendable (Header.Unit) throws(ExperimentError) -> Header.Row)
        throws(ExperimentError) -> [Header.Row]
    {
        try parallelMap(count: units.count, threads: threads, progress: progress) {
            (index: Int) throws(ExperimentError) -> Header.Row in
            if stop() { throw .interrupted }
            let value = try row(units[index])
            do throws(OutputError) { try finished(units[index], value) } catch { throw .output(error) }
            return value
        }
    }
}
