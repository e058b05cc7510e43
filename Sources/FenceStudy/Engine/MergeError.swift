import FenceExperiment

/// Why shard parts cannot be merged: a part that cannot be read, is missing, appears twice, or belongs
/// to another study. Printed as `FILE: MESSAGE (fix: FIX)`; the command line exits with status 2.
public struct MergeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The part at fault, when one is.
    public var file: String?
    /// What is wrong.
    public var message: String
    /// How to fix it.
    public var fix: String?

    /// An error about `file` (nil for the set of parts as a whole).
    public init(file: String? = nil, message: String, fix: String? = nil) {
        self.file = file
        self.message = message
        self.fix = fix
    }

    public var description: String {
        (file.map { $0 + ": " } ?? "") + message + (fix.map { " (fix: \($0))" } ?? "")
    }

    /// `file`, made by `model`, and `other`, made by `otherModel`: two models' rows never go into one file.
    static func modelMismatch(file: String, model: ModelIdentity?, other: String, _ otherModel: ModelIdentity?)
        -> MergeError
    {
        MergeError(
            file: file, message: "was made by \(model.text), but \(other) by \(otherModel.text)",
            fix: "run every shard with one build (fencesim --version names it) and merge the parts it wrote")
    }
}

/// A checkpoint that cannot be continued: it belongs to another study. Exit status 2.
public struct CheckpointError: Error, Sendable, Equatable, CustomStringConvertible {
    public var directory: String
    public var message: String
    public var fix: String

    public var description: String { "\(directory): checkpoint \(message) (fix: \(fix))" }
}
