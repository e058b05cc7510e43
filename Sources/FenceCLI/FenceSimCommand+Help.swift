import FenceExperiment

extension FenceSimCommand {
    /// `fencesim help COMMAND` and `fencesim COMMAND --help`: the command's usage line and what it does
    /// (its entry of ``usage``), or nil when there is no such command.
    static func help(of command: String) -> String? {
        let lines = usage.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let start = lines.firstIndex(where: {
                $0 == "  fencesim \(command)" || $0.hasPrefix("  fencesim \(command) ")
            })
        else { return nil }
        let description = lines[(start + 1)...].prefix { $0.hasPrefix("      ") }.map { $0.dropFirst(2) }
        return "usage: " + lines[start].dropFirst(2) + "\n\n" + description.joined(separator: "\n") + "\n\n"
            + lines.drop { !$0.hasPrefix("exit status:") }.joined(separator: "\n")
    }

    /// Whether `arguments` (after the command) ask for the command's help.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }

    /// `fencesim --version`: the package version, the model's source digest (what results record) and the
    /// commit the executable was built from, with a dirty flag.
    static func versionText(_ build: BuildCommit) -> String {
        let model = ModelIdentity.current
        return "fencesim \(model.version)\nmodel sources \(model.sources)\ncommit \(build.commit)"
            + (build.dirty ? " (dirty: Package.swift or Sources/ differ from it)" : "")
    }
}
