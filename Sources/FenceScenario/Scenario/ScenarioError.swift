import FenceFiles

/// A problem with a scenario (or a file it refers to): where it is, what is wrong, how to fix it.
///
/// Printed as `FILE: PATH: MESSAGE (fix: FIX)`; the command line exits with status 2 and runs nothing.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scenario file, when known.
    public var file: String?
    /// The JSON path of the offending value (`strategies[1].parameters.outerRadius`), or a line
    /// reference for syntax errors; empty for the whole document.
    public var path: String
    /// The offending value's JSON path as a value, when the error names a value in a document (``path`` is
    /// then its text): what locates the value without parsing ``path`` again.
    public var jsonPath: JSONPath?
    /// What is wrong and what was expected.
    public var message: String
    /// How to fix it, when there is a clear fix.
    public var fix: String?

    public init(file: String? = nil, path: String, message: String, fix: String? = nil) {
        self.file = file
        self.path = path
        self.message = message
        self.fix = fix
    }

    /// A value at `path` is invalid.
    public static func invalid(path: String, message: String, fix: String? = nil) -> ScenarioError {
        ScenarioError(path: path, message: message, fix: fix)
    }

    /// The value at `path` is invalid.
    public static func invalid(at path: JSONPath, message: String, fix: String? = nil) -> ScenarioError {
        var error = ScenarioError(path: path.description, message: message, fix: fix)
        error.jsonPath = path
        return error
    }

    /// The same error, attributed to `file`.
    public func inFile(_ file: String) -> ScenarioError {
        var copy = self
        copy.file = copy.file ?? file
        return copy
    }

    public var description: String {
        var text = ""
        if let file { text += file + ": " }
        if !path.isEmpty { text += path + ": " }
        text += message
        if let fix { text += " (fix: \(fix))" }
        return text
    }
}
