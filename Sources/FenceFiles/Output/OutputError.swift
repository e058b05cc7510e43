/// Why an output file or directory could not be written: a path that is a file where a directory is
/// needed, a directory without write permission, a full disk. The command line exits with status 2.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path at fault.
    public var path: String
    /// What was being done ("create the directory", "write").
    public var operation: String
    /// Why it failed (the system's words, such as "Permission denied").
    public var reason: String
    /// How to fix it.
    public var fix: String

    public init(path: String, operation: String, reason: String, fix: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
        self.fix = fix
    }

    public var description: String { "\(path): cannot \(operation): \(reason) (fix: \(fix))" }
}
