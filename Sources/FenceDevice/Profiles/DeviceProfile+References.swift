import FenceParameters

extension DeviceProfile {
    /// The sources the profile's own values come from: the citation keys of its ``summary``, which names them
    /// (a built-in profile cites each; a profile a user writes or imports cites what its author put there).
    public var referenceKeys: [String] { CitationKeys.cited(in: [summary]) }
}
