/// One marker of generated text in a Markdown file (``QuotedFigures``): `<!-- fencesim KIND ARGUMENT… -->`,
/// then the text it generates, then `<!-- /fencesim -->`.
///
/// A block kind (a table) stands alone on its line and its text fills the lines up to a line that is only
/// the closing comment; an inline kind (a value) and its closing comment share the line with the sentence.
/// Arguments are words separated by spaces; a double-quoted part of a word may hold spaces
/// (`"batteryLifeHours=battery life h [95 % CI]"`).
package struct FigureMarker: Equatable {
    /// What a marker generates.
    package enum Kind: String, CaseIterable {
        /// A table of strategy summaries at one point of an experiment's results (``SummaryTable``).
        case summary
        /// A table of one strategy's summaries along a sweep of one path (``SummaryTable``).
        case sweep
        /// A table of optimisations against the full grids of the same problem (``OptimizationTable``).
        case optimizations
        /// A table of a coverage study's kinds of interval beside a baseline study's (``CoverageTable``).
        case coverage
        /// A section of the parameter table (`fencesim parameters`).
        case parameters
        /// The scenario field reference (`fencesim schema --markdown`).
        case fields
        /// Every command's usage line and what it does, from the commands' declared options (`fencesim help`);
        /// with command names, only their usage lines (a guide's synopsis).
        case commands
        /// A number, text or yes/no read at a JSON path of a committed file, or computed from several
        /// (``FigureExpression``).
        case value
        /// An estimate and its interval, "9.92 [9.88, 9.96]", from an object at a JSON path.
        case interval
        /// Two ends, "7.4–20.7", from an object's `lower` and `upper` or from two JSON paths.
        case range

        /// Whether the kind generates whole lines (a table) rather than text within a line.
        package var isBlock: Bool {
            switch self {
            case .summary, .sweep, .optimizations, .coverage, .parameters, .fields, .commands: true
            case .value, .interval, .range: false
            }
        }

        /// The kind's arguments, for messages.
        package var synopsis: String {
            switch self {
            case .summary: "summary RESULTS [point=N] [rows=LABEL,…] [first=HEADING] [code] COLUMN…"
            case .sweep: "sweep RESULTS STRATEGY COLUMN…"
            case .optimizations: "optimizations OPTIMIZATIONS-PATTERN GRIDS-PATTERN"
            case .coverage: "coverage STUDY BASELINE"
            case .parameters: "parameters SECTION"
            case .fields: "fields"
            case .commands: "commands [COMMAND…]"
            case .value: "value FILE PATH [OPERATOR PATH|NUMBER]… [FORMAT…]"
            case .interval: "interval FILE PATH [FORMAT…]"
            case .range: "range FILE PATH [PATH] [FORMAT…]"
            }
        }

        /// A marker of the kind as a document writes it.
        package var example: String {
            switch self {
            case .summary:
                "<!-- fencesim summary reports/paper-2012/results.json batteryLifeHours entryRecall visits -->"
            case .sweep:
                "<!-- fencesim sweep reports/outer-radius-sweep/results.json three-manager batteryLifeHours "
                    + "entryRecall -->"
            case .optimizations:
                "<!-- fencesim optimizations reports/three-manager-optimized/by-seed/*/optimize/results.json "
                    + "reports/three-manager-optimized/by-seed/*/grid/analysis.json -->"
            case .coverage:
                "<!-- fencesim coverage reports/coverage/paper-2012/coverage.json "
                    + "reports/coverage/paper-2012/baseline.json -->"
            case .parameters: "<!-- fencesim parameters device.overrides.gps -->"
            case .fields: "<!-- fencesim fields -->"
            case .commands: "<!-- fencesim commands -->"
            case .value:
                "<!-- fencesim value reports/calibration/results.json summary.survivors -->218<!-- /fencesim -->"
            case .interval:
                "<!-- fencesim interval reports/paper-2012/results.json "
                    + "points[0].strategies[three-manager].batteryLifeHours -->9.92 [9.88, 9.96]<!-- /fencesim -->"
            case .range:
                "<!-- fencesim range reports/paper-2012-sensitivity/uncertainty/results.json "
                    + "estimates[three-manager.batteryLifeHours].uncertainty .1 -->7.4–20.7<!-- /fencesim -->"
            }
        }
    }

    /// What it generates.
    package var kind: Kind
    /// The words after the kind.
    package var arguments: [String]

    /// The opening comment's first part, and the closing comment.
    package static let opening = "<!-- fencesim "
    package static let closing = "<!-- /fencesim -->"

    /// The marker written in `comment`, the text of an opening comment without `<!-- fencesim ` and ` -->`.
    package init(parsing comment: Substring) throws(FigureProblem) {
        let words = try Self.words(comment)
        guard let first = words.first else {
            throw FigureProblem(
                "the marker names no kind", expected: "a kind: \(Self.kindNames)",
                example: Kind.value.example, fix: "write the kind after 'fencesim'")
        }
        guard let kind = Kind(rawValue: first) else {
            throw FigureProblem(
                "'\(first)' is not a kind of generated text", expected: "one of \(Self.kindNames)",
                example: Kind.summary.example, fix: "name one of those kinds")
        }
        self.kind = kind
        arguments = Array(words.dropFirst())
    }

    /// The kinds, for messages.
    static var kindNames: String { Kind.allCases.map(\.rawValue).joined(separator: ", ") }

    /// `text` split at spaces outside double quotes, the quotes removed.
    static func words(_ text: Substring) throws(FigureProblem) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        guard !quoted else {
            throw FigureProblem(
                "a double quote is not closed", expected: "quotes in pairs around a word with spaces",
                example: "\"batteryLifeHours=battery life h [95 % CI]\"", fix: "close the quote")
        }
        if started { words.append(word) }
        return words
    }
}

/// What is wrong with a marker, before the file and line are known: the problem, what was expected, an
/// example and the fix.
package struct FigureProblem: Error, Equatable {
    package var problem: String
    package var expected: String
    package var example: String
    package var fix: String

    package init(_ problem: String, expected: String, example: String, fix: String) {
        self.problem = problem
        self.expected = expected
        self.example = example
        self.fix = fix
    }
}

/// A marker that cannot be generated: the file and line, the marker, and what is wrong with it.
package struct FigureMarkerError: Error, Equatable, CustomStringConvertible {
    /// The Markdown file as given.
    package var file: String
    /// 1-based line of the marker.
    package var line: Int
    /// The marker's opening comment as written (empty when the problem is not one marker's).
    package var marker: String
    /// The problem, what was expected, an example and the fix.
    package var problem: FigureProblem

    package var description: String {
        "\(file):\(line): \(problem.problem)" + (marker.isEmpty ? "" : " in \(marker)")
            + "\n  expected: \(problem.expected)\n  example: \(problem.example)\n  fix: \(problem.fix)"
    }
}
