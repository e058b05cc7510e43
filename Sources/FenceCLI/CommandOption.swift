/// One option of a `fencesim` command, declared once: parsing (``Arguments/init(_:options:)``), the usage line and
/// `fencesim help COMMAND` all read it.
struct CommandOption: Sendable, Equatable {
    /// The flag, `--replications`.
    var flag: String
    /// The placeholder of its value (`N`), or nil for a switch that takes none.
    var value: String?
    /// What it does.
    var meaning: String
    /// What holds when it is not given; nil for a switch (off) or an option that must be given.
    var defaultValue: String?
    /// An example of its use, `--replications 20`.
    var example: String
    /// Whether the command cannot run without it.
    var required = false
    /// Whether it may be given more than once.
    var repeatable = false

    /// The usage line's word for it: `[--seed S]`, `--out FILE` when required, `[--vary PATH=…]…` when repeatable,
    /// `--vary PATH=… [--vary …]…` when both (a value ending in "…" would otherwise run into the repetition's).
    var synopsis: String {
        let word = value.map { "\(flag) \($0)" } ?? flag
        switch (required, repeatable) {
        case (true, true): return "\(word) [\(flag) …]…"
        case (true, false): return word
        case (false, true): return "[\(word)]…"
        case (false, false): return "[\(word)]"
        }
    }

    /// Its entry in `fencesim help COMMAND`: the flag with its value; what it does; its default and an example.
    var helpText: String {
        let head = value.map { "\(flag) \($0)" } ?? flag
        let status = required ? "required" : defaultValue.map { "default: \($0)" } ?? "default: off"
        return "  \(head)\n      \(meaning)\n      \(status); e.g. \(example)"
    }
}

extension [CommandOption] {
    /// The flags that take a value.
    var valued: Set<String> { Set(filter { $0.value != nil }.map(\.flag)) }
    /// The flags that take none.
    var switches: Set<String> { Set(filter { $0.value == nil }.map(\.flag)) }
    /// The flags that may be given more than once.
    var repeatable: Set<String> { Set(filter(\.repeatable).map(\.flag)) }

    /// The usage line: `command` (with its positional arguments) and every option's synopsis.
    func usage(_ command: String) -> String {
        ([command] + map(\.synopsis)).joined(separator: " ")
    }
}

extension Arguments {
    /// Parses `arguments` against a command's declared options.
    init(_ arguments: [String], options: [CommandOption]) throws(UsageError) {
        try self.init(
            arguments, valued: options.valued, switches: options.switches, repeatable: options.repeatable)
    }
}

/// The options several commands share, with the same meaning and default everywhere.
extension CommandOption {
    static let replications = CommandOption(
        flag: "--replications", value: "N",
        meaning: "independent replications per strategy (each a new world and new positioning errors)",
        defaultValue: "the scenario's run.replications, 100 when it sets none", example: "--replications 20")
    static let seed = CommandOption(
        flag: "--seed", value: "S", meaning: "the master seed: with the scenario it fixes every random number",
        defaultValue: "the scenario's run.seed, 1 when it sets none", example: "--seed 2")
    static let threads = CommandOption(
        flag: "--threads", value: "T", meaning: "worker threads; results do not depend on them",
        defaultValue: "the scenario's run.threads, else every core", example: "--threads 2")
    static let resume = CommandOption(
        flag: "--resume", value: nil,
        meaning: "continue a run stopped by Ctrl-C, SIGTERM or a kill from its checkpoint in the output directory",
        defaultValue: nil, example: "--resume")
    static let quiet = CommandOption(
        flag: "--quiet", value: nil, meaning: "no progress bar on standard error", defaultValue: nil,
        example: "--quiet")
    static let target = CommandOption(
        flag: "--target", value: "R",
        meaning: "the entry recall a sweep's best point must reach with 95 % confidence (a scenario with a sweep)",
        defaultValue: "0.90", example: "--target 0.95")
    static let shard = CommandOption(
        flag: "--shard", value: "K/N",
        meaning: "run the K-th of N shares of the work and write OUT/part-K-of-N.json for fencesim merge "
            + "(docs/scaling.md)",
        defaultValue: "all of it", example: "--shard 1/4")

    /// `--out DIR`: where the results go, `defaultValue` when not given.
    static func out(_ defaultValue: String) -> CommandOption {
        CommandOption(
            flag: "--out", value: "DIR", meaning: "the directory the results are written to",
            defaultValue: defaultValue, example: "--out runs/first")
    }
}
