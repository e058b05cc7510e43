/// The model that made a results file: the package version (``FenceSimVersion/current``, bumped whenever
/// results change, docs/architecture.md) and the digest of the model's sources (`Package.swift` and every
/// file under `Sources/`, computed at build time by `scripts/model-identity.sh`).
///
/// Every results, part, checkpoint and study file records it (``ResultsHeader/model``), so a merge or a
/// resume never mixes the rows of two models and a report never re-simulates a day with another model
/// than the one that made the results. The digest is the same before and after the sources are committed,
/// so results made in a working tree and committed are byte for byte what a clean clone of that commit
/// writes; the git commit itself is the build's, printed by `fencesim --version`.
public struct ModelIdentity: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The package version.
    public var version: String
    /// The first 16 hex digits of the SHA-256 over the model's sources.
    public var sources: String

    public init(version: String, sources: String) {
        self.version = version
        self.sources = sources
    }

    /// The model of this build.
    public static let current = ModelIdentity(version: FenceSimVersion.current, sources: modelSourceDigest)

    /// "FenceSim 0.2.0, sources 0123456789abcdef".
    public var description: String { "FenceSim \(version), sources \(sources)" }
}

extension Optional where Wrapped == ModelIdentity {
    /// The identity in words, or what a file written before identities were recorded says.
    package var text: String {
        map(\.description) ?? "an unnamed model (a file written before results named their model)"
    }
}
