/// The git commit a `fencesim` executable was built from, and whether `Package.swift` or `Sources/` differed
/// from it (dirty), for `fencesim --version`. The executable's `main.swift` passes its own, generated at
/// build time (`scripts/model-identity.sh`); results record the ``ModelIdentity`` instead, which does not
/// change when the same sources are committed.
public struct BuildCommit: Sendable, Equatable {
    /// The commit's hash, or `unknown` when the sources were built outside a git clone.
    public var commit: String
    /// Whether the built sources differed from ``commit``.
    public var dirty: Bool

    public init(commit: String, dirty: Bool) {
        self.commit = commit
        self.dirty = dirty
    }

    /// A build that does not know its commit (a researcher's own executable over FenceCLI).
    public static let unknown = BuildCommit(commit: "unknown", dirty: false)
}
