import FenceFiles
import FenceScenario

/// Why an experiment could not run: a bad scenario or input file (exit status 2), or a failure in
/// the simulation itself (exit status 3).
public enum ExperimentError: Error, Sendable, CustomStringConvertible {
    /// The scenario or a file it names is invalid.
    case scenario(ScenarioError)
    /// A replication failed (with its index).
    case replication(Int, String)
    /// A finished work item could not be checkpointed.
    case output(OutputError)
    /// The run was asked to stop (a signal) before every work item was done.
    case interrupted

    public var description: String {
        switch self {
        case .scenario(let error): error.description
        case .replication(let index, let message): "replication \(index): \(message)"
        case .output(let error): error.description
        case .interrupted: "interrupted before every work item was done"
        }
    }
}
