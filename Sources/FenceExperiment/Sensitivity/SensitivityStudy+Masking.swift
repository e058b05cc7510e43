import FenceFiles

extension Scenario {
    /// The labels of the strategies that do not see a perturbation of `path`, in scenario order: for a
    /// field of `device.app` (`device.app.screenBrightness`), those whose scenario entry sets that field in
    /// its own `app` — the entry's value is the scenario's statement about that app (continuous of
    /// paper-2012 is a foreground app: screen on at full brightness), laid over `device.app`, so a change
    /// of `device.app` cannot reach it. Every other path reaches every strategy.
    ///
    /// A study records them (``SensitivityHeader/Parameter/maskedFor``) and its report says so: the
    /// parameter's effects on those strategies are zero by construction, not a finding.
    func strategiesMasking(_ path: String) -> [String] {
        let prefix = "device.app."
        guard path.hasPrefix(prefix) else { return [] }
        let field = String(path.dropFirst(prefix.count))
        guard case .array(let items)? = document["strategies"]?.value else { return [] }
        return zip(items, strategies).compactMap { item, entry in item["app"]?[field] == nil ? nil : entry.label }
    }
}
