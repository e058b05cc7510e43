import FenceFiles
import FenceScenario

extension Scenario {
    /// The scenario with its run's `replications` and `seed` replaced (nil keeps the file's); `file` names the
    /// scenario in messages.
    ///
    /// The overrides are written into the scenario document and the scenario is decoded again, so every
    /// sweep point (built from the document) runs with them and the results echo them: seed S gives exactly
    /// the results of the same file with `"seed": S` in its `run` section.
    func overridingRun(replications: Int?, seed: UInt64?, file: String) throws -> Scenario {
        var overrides: [(key: String, value: JSONValue)] = []
        if let replications {
            overrides.append(("replications", .number(Double(replications), text: String(replications))))
        }
        if let seed { overrides.append(("seed", .number(Double(seed), text: String(seed)))) }
        guard !overrides.isEmpty else { return self }
        var document = self.document
        for (key, value) in overrides {
            guard let updated = document.setting(JSONPath([.key("run"), .key(key)]), to: value) else {
                throw InputError(
                    "\(file): run: is not an object, so --\(key) cannot be applied "
                        + "(fix: make run an object like {\"\(key)\": 1})")
            }
            document = updated
        }
        do {
            return try Scenario(document: document, file: self.file, baseDirectory: baseDirectory, registry: registry)
        } catch { throw InputError(error.inFile(file).description) }
    }
}
