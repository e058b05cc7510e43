extension SweepDimension {
    /// Parses a command-line dimension: `PATH=FROM:TO:STEP` (`strategies[three-manager].outerRadius=250:3000:250`,
    /// `to` included when it lies on the grid) or `PATH=V1,V2,…` (`device.app.uploadEachFix=0,1`).
    /// Whether the path exists is checked when the experiment is prepared. Errors name the argument.
    public init(parsing text: String) throws(ScenarioError) {
        let argument = "--vary \(text)"
        let fix = "write PATH=FROM:TO:STEP or PATH=V1,V2,…, e.g. strategies[three-manager].outerRadius=250:3000:250"
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
            throw .invalid(path: argument, message: "expected PATH=VALUES", fix: fix)
        }
        let path = String(text[..<equals])
        let spec = text[text.index(after: equals)...]
        var numbers: [Double] = []
        let parts =
            spec.contains(":")
            ? spec.split(separator: ":", omittingEmptySubsequences: false)
            : spec.split(separator: ",", omittingEmptySubsequences: false)
        for part in parts {
            guard let value = Double(part), value.isFinite else {
                throw .invalid(path: argument, message: "'\(part)' is not a number", fix: fix)
            }
            numbers.append(value)
        }
        do throws(ScenarioError) {
            if spec.contains(":") {
                guard numbers.count == 3 else {
                    throw ScenarioError.invalid(path: argument, message: "expected FROM:TO:STEP", fix: fix)
                }
                try self.init(checking: path, try Self.range(from: numbers[0], to: numbers[1], step: numbers[2]))
            } else {
                try self.init(checking: path, numbers)
            }
        } catch {
            throw .invalid(path: argument, message: error.message, fix: error.fix ?? fix)
        }
    }
}
