import FenceAnalysis
import FenceExperiment
import FenceFiles

/// The inline kinds of ``FigureMarker``: a value, an interval or a range read from committed JSON files.
///
/// `value FILE OPERAND [OPERATOR OPERAND]… [FORMAT…]` writes one value. An operand is a path
/// (``FigurePath``), a number, or an aggregate of every value a path selects: `count:`, `sum:`, `min:`,
/// `max:`, `mean:`, `median:` or `qP:` (the type-7 P-quantile, `q0.05:points[*].metrics[5]`); a word ending in
/// `.json` switches the file the following paths read. Operators (`+`, `-`, `*`, `/`) apply left to right, without
/// precedence: `a - b / b * 100` is ((a − b) / b) × 100; parentheses, words of their own, group:
/// `p * ( 1 - p )`. A path to an object with an estimate (`mean`,
/// `estimate`, `value`, `median` or `difference`) stands for that estimate; text is written as it is and
/// true/false as yes/no. `interval FILE PATH` writes "estimate [lower, upper]" of the object at PATH;
/// `range FILE PATH` its "lower–upper", `range FILE PATH PATH` two values. Formats: ``FigureFormat``.
package enum QuotedValue {
    /// The text `marker` (an inline kind) generates from `sources`.
    package static func text(_ marker: FigureMarker, sources: FigureSources) throws(FigureProblem) -> String {
        guard let file = marker.arguments.first, file.hasSuffix(".json") else {
            throw FigureProblem(
                "the marker names no JSON file first", expected: marker.kind.synopsis,
                example: marker.kind.example, fix: "write the committed file's path after '\(marker.kind.rawValue)'")
        }
        let rest = marker.arguments.dropFirst()
        let terms = Array(rest.prefix { !FigureFormat.isFormatWord($0) })
        let format = try FigureFormat(rest.dropFirst(terms.count))
        guard !terms.isEmpty else {
            throw FigureProblem(
                "the marker names no path", expected: marker.kind.synopsis, example: marker.kind.example,
                fix: "write the JSON path of the value after the file")
        }
        switch marker.kind {
        case .value: return try value(terms, file: file, format: format, sources: sources)
        case .interval:
            guard terms.count == 1 else { throw tooMany(marker) }
            let read = try node(terms[0], file: file, sources: sources)
            guard let estimate = estimate(read.node), let lower = read.node["lower"]?.number,
                let upper = read.node["upper"]?.number
            else { throw notAn("an interval", read, marker) }
            let decimals = metricDecimals(read.path)
            return try "\(format.text(estimate, metricDecimals: decimals)) "
                + "[\(format.text(lower, metricDecimals: decimals)), \(format.text(upper, metricDecimals: decimals))]"
        case .range:
            guard terms.count <= 2 else { throw tooMany(marker) }
            let first = try node(terms[0], file: file, sources: sources)
            let ends: (Double, Double)
            if terms.count == 2 {
                let second = try node(terms[1], file: file, sources: sources)
                guard let lower = estimate(first.node) else { throw notAn("a number", first, marker) }
                guard let upper = estimate(second.node) else { throw notAn("a number", second, marker) }
                ends = (lower, upper)
            } else {
                guard let lower = first.node["lower"]?.number, let upper = first.node["upper"]?.number else {
                    throw notAn("an object with lower and upper", first, marker)
                }
                ends = (lower, upper)
            }
            let decimals = metricDecimals(first.path)
            return try format.text(ends.0, metricDecimals: decimals) + "–"
                + format.text(ends.1, metricDecimals: decimals)
        case .summary, .sweep, .optimizations, .coverage, .parameters, .fields, .commands:
            preconditionFailure("QuotedValue.text: \(marker.kind) is a block kind")
        }
    }

    /// The value of the expression `terms` (file switches, operands and operators).
    private static func value(
        _ terms: [String], file: String, format: FigureFormat, sources: FigureSources
    ) throws(FigureProblem) -> String {
        var file = file
        var result: Double?
        var pending: String? = "="
        var decimals: Int?
        var single: JSONNode?
        var operands = 0
        var groups: [(result: Double?, pending: String)] = []
        for term in terms {
            if term.hasSuffix(".json") {
                file = term
                continue
            }
            if term == "(" {
                guard let operation = pending else { throw misplaced(term) }
                groups.append((result, operation))
                result = nil
                pending = "="
                operands += 2
                continue
            }
            if term == ")" {
                guard pending == nil, let group = groups.popLast(), let inner = result else { throw misplaced(term) }
                result = apply(group.pending, group.result, inner)
                continue
            }
            if ["+", "-", "*", "/"].contains(term) {
                guard pending == nil else { throw misplaced(term) }
                pending = term
                continue
            }
            guard let operation = pending else { throw misplaced(term) }
            pending = nil
            operands += 1
            let number: Double
            if let literal = Double(term) {
                number = literal
            } else if let (aggregate, path) = Aggregate.split(term) {
                number = try aggregate.value(of: path, file: file, sources: sources)
            } else {
                let read = try node(term, file: file, sources: sources)
                if operands == 1 {
                    decimals = metricDecimals(read.path)
                    single = read.node
                }
                guard let found = estimate(read.node) else {
                    guard operands == 1 else { throw notAn("a number", read, nil) }
                    result = nil
                    continue
                }
                number = found
            }
            result = apply(operation, result, number)
        }
        guard pending == nil, groups.isEmpty else { throw misplaced(pending ?? "(") }
        if let single, estimate(single) == nil, operands > 1 {
            throw FigureProblem(
                "\(terms[0]) is \(single.summary), not a number", expected: "numbers on both sides of an operator",
                example: FigureMarker.Kind.value.example, fix: "correct the path (open the file to see its structure)")
        }
        if operands == 1, result == nil, let single {
            switch single.value {
            case .string(let text): return text
            case .bool(let flag): return flag ? "yes" : "no"
            default:
                throw FigureProblem(
                    "the value at \(terms.joined(separator: " ")) is \(single.summary)",
                    expected: "a number, text, true/false or an object with an estimate",
                    example: FigureMarker.Kind.value.example, fix: "extend the path to the value")
            }
        }
        if let result, !result.isFinite {
            throw FigureProblem(
                "\(terms.joined(separator: " ")) gives "
                    + (result.isNaN
                        ? "no number (a selection of no values, or 0 / 0)" : "an infinite number (a division by 0)"),
                expected: "an expression with a finite value", example: FigureMarker.Kind.value.example,
                fix: "correct the paths or the expression (open the file to see its values)")
        }
        return try format.text(result ?? .nan, metricDecimals: decimals)
    }

    private static func apply(_ operation: String, _ left: Double?, _ right: Double) -> Double {
        switch operation {
        case "+": (left ?? 0) + right
        case "-": (left ?? 0) - right
        case "*": (left ?? 0) * right
        case "/": (left ?? 0) / right
        default: right
        }
    }

    /// What an aggregate operand computes over the values its path selects.
    enum Aggregate {
        case count, sum, minimum, maximum, mean, quantile(Double)

        /// The aggregate and the path of `term` (`sum:stages[round=0].runs`), or nil for a plain operand.
        static func split(_ term: String) -> (Aggregate, String)? {
            guard let colon = term.firstIndex(of: ":") else { return nil }
            let name = term[..<colon]
            let path = String(term[term.index(after: colon)...])
            switch name {
            case "count": return (.count, path)
            case "sum": return (.sum, path)
            case "min": return (.minimum, path)
            case "max": return (.maximum, path)
            case "mean": return (.mean, path)
            case "median": return (.quantile(0.5), path)
            default:
                guard name.hasPrefix("q"), let p = Double(name.dropFirst()), (0...1).contains(p) else { return nil }
                return (.quantile(p), path)
            }
        }

        /// The aggregate of the values `path` selects in `file` (NaN for none, but a count).
        func value(of path: String, file: String, sources: FigureSources) throws(FigureProblem) -> Double {
            let parsed = try FigurePath(parsing: path)
            let nodes = try parsed.resolveAll(in: sources.document(file), file: file)
            if case .count = self { return Double(nodes.count) }
            var values: [Double] = []
            for node in nodes {
                guard let value = QuotedValue.estimate(node) else {
                    throw FigureProblem(
                        "\(path) selects \(node.summary), not a number", expected: "a path to numbers",
                        example: "sum:outcome.stages[round=0].runs", fix: "extend the path to the numbers")
                }
                values.append(value)
            }
            guard !values.isEmpty else { return .nan }
            switch self {
            case .count: return Double(values.count)
            case .sum: return values.reduce(0, +)
            case .minimum: return values.min() ?? .nan
            case .maximum: return values.max() ?? .nan
            case .mean: return values.reduce(0, +) / Double(values.count)
            case .quantile(let p): return RecallCrossing.quantile(values.sorted(), p)
            }
        }
    }

    /// The node `path` names in `file`, with the parsed path.
    private static func node(
        _ path: String, file: String, sources: FigureSources
    ) throws(FigureProblem) -> (node: JSONNode, path: FigurePath) {
        let parsed = try FigurePath(parsing: path)
        return (try parsed.resolve(in: sources.document(file), file: file), parsed)
    }

    /// A number, or an object's estimate.
    static func estimate(_ node: JSONNode) -> Double? {
        if let number = node.number { return number }
        for key in ["mean", "estimate", "value", "median", "difference"] {
            if let number = node[key]?.number { return number }
        }
        return nil
    }

    /// The decimals of the catalogue metric a path ends at (`….batteryLifeHours` or
    /// `….batteryLifeHours.mean`), if it does.
    static func metricDecimals(_ path: FigurePath) -> Int? {
        var steps = path.steps
        if case .member(let last) = steps.last, ["mean", "estimate", "lower", "upper", "value"].contains(last) {
            steps.removeLast()
        }
        guard case .member(let name) = steps.last else { return nil }
        return MetricCatalogue.standard.named(name)?.decimals
    }

    private static func notAn(
        _ what: String, _ read: (node: JSONNode, path: FigurePath), _ marker: FigureMarker?
    ) -> FigureProblem {
        FigureProblem(
            "\(read.path) is \(read.node.summary), not \(what)",
            expected: what == "an interval" ? "an object with lower and upper and a mean or estimate" : what,
            example: marker?.kind.example ?? FigureMarker.Kind.value.example,
            fix: "correct the path (open the file to see its structure)")
    }

    private static func tooMany(_ marker: FigureMarker) -> FigureProblem {
        FigureProblem(
            "too many paths for \(marker.kind.rawValue)", expected: marker.kind.synopsis,
            example: marker.kind.example, fix: "give the paths the kind takes")
    }

    private static func misplaced(_ term: String) -> FigureProblem {
        FigureProblem(
            "'\(term)' is out of place", expected: "operands and operators in turn: PATH - PATH / PATH",
            example: "points[0].strategies[a].batteryLifeHours - points[0].strategies[b].batteryLifeHours .1",
            fix: "put one operator (+, -, *, /) between two operands, separated by spaces")
    }
}
