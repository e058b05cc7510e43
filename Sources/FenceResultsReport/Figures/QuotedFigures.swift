import FenceExperiment
import FenceReport

/// The figures that README.md and the docs quote from committed results, generated from those results
/// (`fencesim figures`, run by `make docs`) so that they cannot drift from them.
///
/// A Markdown file marks each generated table with two comment lines, and each inline figure with a
/// comment pair; everything between is rewritten:
///
///     <!-- BEGIN FIGURES reports/activity-gated/results.json strategies: battery recall declarations -->
///     | strategy | battery life (h) | entry recall | declarations per true transition |
///     …
///     <!-- END FIGURES -->
///
///     … <!-- figure reports/outer-radius-sweep/results.json three-manager point 0 visits -->496<!-- end figure -->
///
/// A table's rows are either every strategy of the results' first point (`strategies:`) or every
/// sweep point of one strategy (`points of LABEL:`, first column the swept value); its columns are
/// named by ``Column``. Results paths are relative to the repository root.
package enum QuotedFigures {
    /// A column of a generated table: what it shows of a strategy's summary at a point.
    package enum Column: String, CaseIterable {
        /// Battery life, hours: mean and 95 % interval, 2 decimals.
        case battery
        /// Entry recall: pooled estimate and Wilson interval, 3 decimals.
        case recall
        /// Visits counted (the entry recall's trials).
        case visits
        /// Mean current, mA: the mean, 1 decimal.
        case current
        /// Declarations per true transition: mean and interval, 1 decimal from 10 on, 2 below.
        case declarations

        /// The column's heading.
        package var heading: String {
            switch self {
            case .battery: "battery life (h)"
            case .recall: "entry recall"
            case .visits: "visits counted"
            case .current: "mean current (mA)"
            case .declarations: "declarations per true transition"
            }
        }

        /// The column's cell for `summary` ("–" where the results hold no value).
        package func cell(_ summary: StrategySummary) -> String {
            switch self {
            case .battery: Self.interval(summary[.batteryLifeHours]?.mean, decimals: 2)
            case .recall:
                summary[.entryRecall]?.share.map {
                    "\(NumberText.fixed($0.estimate, decimals: 3)) [\(NumberText.fixed($0.lower, decimals: 3)), "
                        + "\(NumberText.fixed($0.upper, decimals: 3))]"
                } ?? "–"
            case .visits: summary[.entryRecall]?.share.map { "\($0.trials)" } ?? "–"
            case .current: summary[.meanCurrentMilliamps].map { NumberText.fixed($0.value, decimals: 1) } ?? "–"
            case .declarations:
                Self.interval(
                    summary[.declarationsPerTransition]?.mean,
                    decimals: abs(summary[.declarationsPerTransition]?.value ?? 0) >= 10 ? 1 : 2)
            }
        }

        private static func interval(_ estimate: MeanEstimate?, decimals: Int) -> String {
            guard let estimate else { return "–" }
            let mean = NumberText.fixed(estimate.mean, decimals: decimals)
            guard let lower = estimate.lower, let upper = estimate.upper else { return mean }
            return
                "\(mean) [\(NumberText.fixed(lower, decimals: decimals)), \(NumberText.fixed(upper, decimals: decimals))]"
        }
    }

    /// A marker that cannot be generated: its line, what is wrong and how to fix it.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        /// 1-based line of the marker.
        package var line: Int
        package var message: String
        package var fix: String

        package var description: String { "line \(line): \(message) (fix: \(fix))" }
    }

    /// `text` with every generated table and inline figure rewritten from the results it names, read by
    /// `results` (a results path as written in the marker → the results).
    package static func updating(
        _ text: String, results: (String) throws -> ExperimentResults
    ) throws -> String {
        var output: [Substring] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var number = 0
        while let line = lines.popFirst() {
            number += 1
            guard line.hasPrefix(beginPrefix) else {
                output.append(Substring(try updatingInline(line, line: number, results: results)))
                continue
            }
            output.append(line)
            let begin = number
            var closed = false
            while let inner = lines.popFirst() {
                number += 1
                if inner.hasPrefix(endMarker) {
                    closed = true
                    output += try table(String(line), line: begin, results: results).map { Substring($0) }
                    output.append(inner)
                    break
                }
            }
            guard closed else {
                throw Problem(line: begin, message: "the table has no \(endMarker) line", fix: "close it")
            }
        }
        return output.joined(separator: "\n")
    }

    static let beginPrefix = "<!-- BEGIN FIGURES "
    static let endMarker = "<!-- END FIGURES -->"
    static let inlinePrefix = "<!-- figure "
    static let inlineEnd = "<!-- end figure -->"

    /// The rows of the table that `marker` asks for: heading, alignment, one row per strategy or point.
    static func table(_ marker: String, line: Int, results: (String) throws -> ExperimentResults) throws -> [String] {
        let body = marker.dropFirst(beginPrefix.count).replacingOccurrences(of: " -->", with: "")
        let halves = body.split(separator: ":", maxSplits: 1).map { $0.split(separator: " ").map(String.init) }
        guard halves.count == 2, halves[0].count >= 2 else {
            throw Problem(
                line: line, message: "'\(marker)' is not a table marker",
                fix: "write <!-- BEGIN FIGURES PATH strategies: COLUMNS --> or … PATH points of LABEL: COLUMNS -->")
        }
        let columns = try halves[1].map { name in
            guard let column = Column(rawValue: name) else {
                throw Problem(
                    line: line, message: "'\(name)' is not a column",
                    fix: "use \(Column.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return column
        }
        let source = try results(halves[0][0])
        let rows: [(label: String, summary: StrategySummary)]
        let first: String
        switch Array(halves[0].dropFirst()) {
        case ["strategies"]:
            first = "strategy"
            rows = (source.points.first?.strategies ?? []).map { ($0.label, $0) }
        case let words where words.count == 3 && words[0] == "points" && words[1] == "of":
            guard let dimension = source.header.sweep.first, source.header.sweep.count == 1 else {
                throw Problem(line: line, message: "the results are not a sweep of one path", fix: "use strategies:")
            }
            first = SweptParameter.shortName(dimension.path)
            rows = try source.points.map { point in
                guard let summary = point.strategies.first(where: { $0.label == words[2] }) else {
                    throw Problem(
                        line: line, message: "the results hold no strategy '\(words[2])'",
                        fix: "use one of \(source.header.strategyLabels.joined(separator: ", "))")
                }
                return (NumberText.fixed(point.values[dimension.path] ?? .nan, decimals: 0), summary)
            }
        default:
            throw Problem(
                line: line, message: "'\(halves[0].dropFirst().joined(separator: " "))' names no rows",
                fix: "write strategies or points of LABEL")
        }
        var text = ["| \(([first] + columns.map(\.heading)).joined(separator: " | ")) |"]
        text.append("|---|" + String(repeating: "---:|", count: columns.count))
        for row in rows {
            text.append("| \(([row.label] + columns.map { $0.cell(row.summary) }).joined(separator: " | ")) |")
        }
        return text
    }

    /// `line` with each inline figure `<!-- figure PATH LABEL point N COLUMN -->…<!-- end figure -->` rewritten.
    static func updatingInline(
        _ line: Substring, line number: Int, results: (String) throws -> ExperimentResults
    ) throws -> String {
        var rest = line[...]
        var text = ""
        while let open = rest.range(of: inlinePrefix) {
            guard let close = rest[open.upperBound...].range(of: " -->"),
                let end = rest[close.upperBound...].range(of: inlineEnd)
            else {
                throw Problem(line: number, message: "an inline figure is not closed", fix: "end it with \(inlineEnd)")
            }
            let words = rest[open.upperBound..<close.lowerBound].split(separator: " ").map(String.init)
            guard words.count == 5, words[2] == "point", let point = Int(words[3]),
                let column = Column(rawValue: words[4])
            else {
                throw Problem(
                    line: number, message: "'\(rest[open.lowerBound..<close.upperBound])' is not an inline figure",
                    fix: "write <!-- figure PATH LABEL point N COLUMN -->")
            }
            let source = try results(words[0])
            guard source.points.indices.contains(point),
                let summary = source.points[point].strategies.first(where: { $0.label == words[1] })
            else {
                throw Problem(
                    line: number, message: "the results hold no strategy '\(words[1])' at point \(point)",
                    fix: "name a strategy and a point of \(words[0])")
            }
            text += rest[..<close.upperBound] + column.cell(summary) + inlineEnd
            rest = rest[end.upperBound...]
        }
        return text + rest
    }
}
