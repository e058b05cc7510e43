import FenceExperiment
import FenceFiles
import Foundation

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
        let options =
            declaredOptions[command].map {
                $0.isEmpty ? "options: none\n\n" : "options:\n" + $0.map(\.helpText).joined(separator: "\n") + "\n\n"
            } ?? ""
        return "usage: " + lines[start].dropFirst(2) + "\n\n" + description.joined(separator: "\n") + "\n\n" + options
            + lines.drop { !$0.hasPrefix("exit status:") }.joined(separator: "\n")
    }

    /// README.md's Commands block (`<!-- fencesim commands -->`): a `sh` code block of every command of ``usage``
    /// in its order, the usage line its declared options make wrapped at `width` columns under the command's
    /// name, then what it does as comment lines, so the README cannot drift from the flags a command takes.
    /// With `names` (`<!-- fencesim commands optimize -->`, a guide's synopsis), only those commands' usage lines,
    /// in the order given, without what they do; nil when one of them is not a command.
    static func commandsReference(_ names: [String] = [], width: Int = 112) -> String? {
        var entries: [(name: String, lines: [String])] = []
        for line in usage.split(separator: "\n").drop(while: { $0 != "commands:" }).dropFirst() {
            if line.hasPrefix("exit status:") { break }
            if line.hasPrefix("      "), !entries.isEmpty {
                entries[entries.count - 1].lines.append("    # " + line.trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("  fencesim ") {
                let name = line.dropFirst("  fencesim ".count).prefix { $0 != " " }
                entries.append((String(name), wrapped(String(line.dropFirst(2)), width: width)))
            }
        }
        var lines = ["```sh"]
        if names.isEmpty {
            lines += entries.flatMap(\.lines)
        } else {
            for name in names {
                guard let entry = entries.first(where: { $0.name == name }) else { return nil }
                lines += entry.lines.filter { !$0.hasPrefix("    # ") }
            }
        }
        return (lines + ["```"]).joined(separator: "\n")
    }

    /// The usage line `line` in lines of at most `width` columns where it can break (between options, not
    /// inside brackets or quotes), continued under the word after the command's name.
    static func wrapped(_ line: String, width: Int) -> [String] {
        var words: [String] = []
        var word = "", depth = 0, quoted = false
        for character in line {
            if character == " " && depth == 0 && !quoted {
                words.append(word)
                word = ""
                continue
            }
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if character == "'" { quoted.toggle() }
            word.append(character)
        }
        words.append(word)
        // A required option stays with its value (`--out FILE`).
        for index in words.indices.reversed().dropFirst()
        where words[index].hasPrefix("--") && !words[index + 1].hasPrefix("-") && !words[index + 1].hasPrefix("[") {
            words[index] += " " + words.remove(at: index + 1)
        }
        let indent = String(repeating: " ", count: words.prefix(2).map(\.count).reduce(0, +) + 2)
        var lines = [words.prefix(2).joined(separator: " ")]
        for word in words.dropFirst(2) {
            if lines[lines.count - 1].count + 1 + word.count > width {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines
    }

    /// The options of every command that takes any (``CommandOption``), by command.
    static let declaredOptions: [String: [CommandOption]] = [
        "run": RunCommand.options, "sweep": SweepCommand.options, "report": ReportCommand.options,
        "sensitivity": SensitivityCommand.options, "calibrate": CalibrateCommand.options,
        "optimize": OptimizeCommand.options, "coverage": CoverageCommand.options,
        "trace": TraceCommand.options, "validate": ValidateCommand.options, "schema": SchemaCommand.options,
        "parameters": ParametersCommand.options, "docs": DocsCommand.options, "merge": MergeCommand.options,
        "compare": CompareCommand.options,
    ]

    /// The commands of ``usage``, in its order: each `  fencesim NAME` line's NAME (`--version` among them).
    static var commandNames: [String] {
        usage.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  fencesim ") else { return nil }
            return line.dropFirst("  fencesim ".count).split(separator: " ").first.map(String.init)
        }
    }

    /// One line for a command that does not exist: the command it is a typo of, else the commands.
    static func unknownCommand(_ command: String) -> String {
        let names = commandNames
        if let nearest = NearestName.among(names, to: command) {
            return "unknown command '\(command)' (did you mean \(nearest)? fencesim help \(nearest) explains it)"
        }
        return "unknown command '\(command)' (fix: use one of \(names.joined(separator: ", ")); fencesim help "
            + "explains each)"
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
