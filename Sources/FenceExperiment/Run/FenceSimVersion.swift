/// The tool's version, written into every result file (merges refuse parts of other versions); bumped
/// whenever results change (docs/architecture.md, "Model identity").
public enum FenceSimVersion {
    public static let current = "0.8.0"
}
