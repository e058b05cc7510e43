/// Process exit statuses of `fencesim` (documented in the README).
public enum ExitStatus: Int32, Sendable {
    /// Success.
    case ok = 0
    /// `compare` found a significant regression beyond tolerance.
    case regression = 1
    /// Bad usage or bad input (flags, scenario files, traces, profiles).
    case badInput = 2
    /// An internal error: a bug in FenceSim.
    case internalError = 3
    /// Stopped by SIGINT (128 + 2), after checkpointing the finished work.
    case interrupted = 130
    /// Stopped by SIGTERM (128 + 15), after checkpointing the finished work.
    case terminated = 143
}

/// A command-line usage error: what was wrong and how to fix it. Exit status 2.
public struct UsageError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
