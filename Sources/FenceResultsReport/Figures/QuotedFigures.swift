import FenceScenario
import Foundation

/// The generated text of README.md and the docs — figures quoted from committed results, the parameter
/// tables and the scenario field reference — rewritten from its sources (`fencesim docs`, run by
/// `make docs`), so that no quoted figure can drift from what it quotes.
///
/// A Markdown file marks each generated piece with a ``FigureMarker``; everything between the marker and
/// `<!-- /fencesim -->` is rewritten:
///
///     <!-- fencesim summary reports/activity-gated/results.json batteryLifeHours entryRecall -->
///     | strategy | battery life (h) | entry recall |
///     …
///     <!-- /fencesim -->
///
///     … lasts <!-- fencesim interval reports/paper-2012/results.json
///     points[0].strategies[three-manager].batteryLifeHours -->9.92 [9.88, 9.96]<!-- /fencesim --> h …
///
/// Markers in fenced code blocks and in code spans are text, not markers. Paths are relative to the
/// repository root.
package enum QuotedFigures {
    /// `text` (the Markdown file `file`) with every marker's text generated from `sources`.
    package static func updating(_ text: String, file: String, sources: FigureSources) throws(FigureMarkerError)
        -> String
    {
        var output: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        var fence: Substring?
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            index += 1
            if let opened = fence {
                if isFence(line, closing: opened) { fence = nil }
                output.append(String(line))
                continue
            }
            if let opened = fenceOpening(line) {
                fence = opened
                output.append(String(line))
                continue
            }
            guard let comment = blockOpening(line) else {
                output.append(try updatingInline(line, file: file, line: number, sources: sources))
                continue
            }
            let marker = try parse(comment, file: file, line: number, written: line)
            guard marker.kind.isBlock else {
                throw FigureMarkerError(
                    file: file, line: number, marker: String(line),
                    problem: FigureProblem(
                        "\(marker.kind.rawValue) is an inline kind, but its marker is not closed on its line",
                        expected: "the value and \(FigureMarker.closing) on the marker's line",
                        example: marker.kind.example, fix: "close the marker on the same line"))
            }
            guard let close = lines[index...].firstIndex(where: { isClosing($0) || blockOpening($0) != nil }),
                isClosing(lines[close])
            else {
                throw FigureMarkerError(
                    file: file, line: number, marker: String(line),
                    problem: FigureProblem(
                        "the block is not closed", expected: "a line \(FigureMarker.closing) after the generated lines",
                        example: marker.kind.example + "\n…\n" + FigureMarker.closing,
                        fix: "add the closing line after the block's text"))
            }
            output.append(String(line))
            do {
                output += try block(marker, sources: sources)
            } catch {
                throw FigureMarkerError(file: file, line: number, marker: String(line), problem: error)
            }
            output.append(String(lines[close]))
            index = close + 1
        }
        return output.joined(separator: "\n")
    }

    /// The lines a block marker generates.
    static func block(_ marker: FigureMarker, sources: FigureSources) throws(FigureProblem) -> [String] {
        switch marker.kind {
        case .summary, .sweep: return try SummaryTable.lines(marker, sources: sources)
        case .optimizations: return try OptimizationTable.lines(marker, sources: sources)
        case .coverage: return try CoverageTable.lines(marker, sources: sources)
        case .parameters:
            guard marker.arguments.count == 1, let section = marker.arguments.first,
                ParameterRegistry.sections.contains(section)
            else {
                throw FigureProblem(
                    "'\(marker.arguments.joined(separator: " "))' is not a section of the parameter table",
                    expected: "one of \(ParameterRegistry.sections.joined(separator: ", "))",
                    example: FigureMarker.Kind.parameters.example, fix: "name one section")
            }
            let table = ParameterRegistry.markdown(
                ParameterRegistry.rows.filter { $0.section == section }, fullPaths: false)
            return table.split(separator: "\n").map(String.init)
        case .fields:
            guard marker.arguments.isEmpty else {
                throw FigureProblem(
                    "fields takes no arguments", expected: "<!-- fencesim fields -->",
                    example: FigureMarker.Kind.fields.example, fix: "remove the arguments")
            }
            return sources.fields().split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        case .commands:
            return try sources.commands(marker.arguments).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        case .value, .interval, .range:
            preconditionFailure("QuotedFigures.block: \(marker.kind) is an inline kind")
        }
    }

    /// `line` with each inline marker's text generated.
    static func updatingInline(
        _ line: Substring, file: String, line number: Int, sources: FigureSources
    ) throws(FigureMarkerError) -> String {
        var text = ""
        var rest = line
        while let open = nextOpening(in: rest) {
            guard let commentEnd = rest[open.upperBound...].range(of: " -->") else {
                throw FigureMarkerError(
                    file: file, line: number, marker: String(rest[open.lowerBound...]),
                    problem: FigureProblem(
                        "the marker's comment is not closed", expected: "' -->' after the marker's arguments",
                        example: FigureMarker.Kind.value.example, fix: "end the comment on its line"))
            }
            let written = String(rest[open.lowerBound..<commentEnd.upperBound])
            let marker = try parse(
                rest[open.upperBound..<commentEnd.lowerBound], file: file, line: number, written: written)
            guard !marker.kind.isBlock else {
                throw FigureMarkerError(
                    file: file, line: number, marker: written,
                    problem: FigureProblem(
                        "\(marker.kind.rawValue) is a block kind, but its marker shares its line",
                        expected: "the marker alone on its line, the block's lines, then \(FigureMarker.closing)",
                        example: marker.kind.example, fix: "put the marker on a line of its own"))
            }
            guard let close = rest[commentEnd.upperBound...].range(of: FigureMarker.closing) else {
                throw FigureMarkerError(
                    file: file, line: number, marker: written,
                    problem: FigureProblem(
                        "the inline marker is not closed on its line",
                        expected: "the value, then \(FigureMarker.closing), on the marker's line",
                        example: marker.kind.example, fix: "add \(FigureMarker.closing) after the value"))
            }
            do {
                text +=
                    rest[..<commentEnd.upperBound] + (try QuotedValue.text(marker, sources: sources))
                    + FigureMarker.closing
            } catch {
                throw FigureMarkerError(file: file, line: number, marker: written, problem: error)
            }
            rest = rest[close.upperBound...]
        }
        return text + rest
    }

    // MARK: Hand-typed intervals

    /// An interval written outside every marker: its line and text.
    package struct HandTyped: Equatable, CustomStringConvertible {
        /// 1-based line.
        package var line: Int
        /// The interval as written ("9.92 [9.88, 9.96]").
        package var text: String

        package var description: String { "line \(line): \(text)" }
    }

    /// Every interval — a number, optionally a unit, then `[number, number]` — that `text` writes outside the
    /// markers' generated text (code blocks included).
    package static func handTypedIntervals(_ text: String) -> [HandTyped] {
        var found: [HandTyped] = []
        var inBlock = false
        var fence: Substring?
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let opened = fence {
                if isFence(line, closing: opened) { fence = nil }
            } else if let opened = fenceOpening(line) {
                fence = opened
                continue
            } else if inBlock {
                if isClosing(line) { inBlock = false }
                continue
            } else if blockOpening(line) != nil {
                inBlock = true
                continue
            }
            let plain = fence == nil ? withoutGeneratedText(line) : String(line)
            let range = NSRange(plain.startIndex..., in: plain)
            for match in interval.matches(in: plain, range: range) {
                guard let span = Range(match.range, in: plain) else { continue }
                found.append(HandTyped(line: offset + 1, text: String(plain[span])))
            }
        }
        return found
    }

    /// A number (optionally signed, optionally followed by a unit), then a bracketed pair of numbers.
    private static let interval = try! NSRegularExpression(
        pattern:
            #"(?<![\w.])[-−+]?\d+(?:\.\d+)?(?: ?(?:h|m|s|mA|mAh|%))? \[[-−+]?\d+(?:\.\d+)?, ?[-−+]?\d+(?:\.\d+)?\]"#)

    /// `line` without the text of its inline markers (the markers stay).
    static func withoutGeneratedText(_ line: Substring) -> String {
        var text = ""
        var rest = line
        while let open = nextOpening(in: rest), let commentEnd = rest[open.upperBound...].range(of: " -->"),
            let close = rest[commentEnd.upperBound...].range(of: FigureMarker.closing)
        {
            text += rest[..<commentEnd.upperBound]
            rest = rest[close.lowerBound...]
        }
        return text + rest
    }

    // MARK: Lines

    /// The opening comment's arguments when `line` is a block marker's opening line (the comment alone).
    static func blockOpening(_ line: Substring) -> Substring? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(FigureMarker.opening), trimmed.hasSuffix(" -->"),
            trimmed.components(separatedBy: "-->").count == 2
        else { return nil }
        return Substring(trimmed.dropFirst(FigureMarker.opening.count).dropLast(4))
    }

    /// Whether `line` is a closing comment alone.
    static func isClosing(_ line: Substring) -> Bool {
        line.trimmingCharacters(in: .whitespaces) == FigureMarker.closing
    }

    /// The fence (``` or ~~~ run) when `line` opens a fenced code block.
    static func fenceOpening(_ line: Substring) -> Substring? {
        let trimmed = line.drop { $0 == " " }
        guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let run = trimmed.prefix { $0 == first }
        return run.count >= 3 ? run : nil
    }

    /// Whether `line` closes a code block opened by `fence`.
    static func isFence(_ line: Substring, closing fence: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix(fence) && trimmed.allSatisfy { $0 == fence.first }
    }

    /// The range of the next opening comment in `text` that is not inside a code span.
    static func nextOpening(in text: Substring) -> Range<Substring.Index>? {
        var searchFrom = text.startIndex
        while let open = text[searchFrom...].range(of: FigureMarker.opening) {
            let before = text[..<open.lowerBound]
            if before.filter({ $0 == "`" }).count.isMultiple(of: 2) { return open }
            searchFrom = open.upperBound
        }
        return nil
    }

    private static func parse(
        _ comment: Substring, file: String, line: Int, written: Substring
    ) throws(FigureMarkerError) -> FigureMarker {
        do { return try FigureMarker(parsing: comment) } catch {
            throw FigureMarkerError(file: file, line: line, marker: String(written), problem: error)
        }
    }

    private static func parse(
        _ comment: Substring, file: String, line: Int, written: String
    ) throws(FigureMarkerError) -> FigureMarker {
        try parse(comment, file: file, line: line, written: Substring(written))
    }
}
