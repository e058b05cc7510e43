import FenceFiles

/// A path into a committed JSON file as a marker writes it: members by name (`summary.survivors`),
/// elements by index (`points[0]`), by name (`strategies[three-manager]`: the first element whose `label`,
/// `name`, `metric`, `strategy`, `path` or `option` is that text) or by members
/// (`candidates[point=1,strategy=three-manager]`), and members whose names hold dots or brackets quoted
/// (`values["strategies[three-manager].outerRadius"]`).
package struct FigurePath: Equatable, CustomStringConvertible {
    /// One step from a value to a value inside it.
    package enum Step: Equatable {
        /// An object's member.
        case member(String)
        /// An array's element by index.
        case index(Int)
        /// An array's first element with a naming member equal to the text.
        case named(String)
        /// An array's first element whose members have these values (compared as written).
        case matching([Condition])
    }

    /// A member's value an element must have.
    package struct Condition: Equatable {
        package var member: String
        package var value: String
    }

    /// The steps from the document's root.
    package var steps: [Step]
    /// The path as written.
    package var description: String

    /// The members that name an array's elements, tried in this order by `[NAME]`.
    static let namingMembers = ["label", "name", "metric", "strategy", "path", "option"]

    /// The path written as `text`.
    package init(parsing text: String) throws(FigureProblem) {
        description = text
        steps = []
        var rest = Substring(text)
        var expectingMember = true
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = Self.closingBracket(in: rest) else {
                    throw Self.problem(text, "a '[' is not closed")
                }
                steps.append(try Self.step(rest[rest.index(after: rest.startIndex)..<close], in: text))
                rest = rest[rest.index(after: close)...]
                expectingMember = false
            } else if rest.first == "." {
                guard !expectingMember, rest.count > 1 else { throw Self.problem(text, "a '.' names no member") }
                rest = rest.dropFirst()
                expectingMember = true
            } else {
                guard expectingMember else { throw Self.problem(text, "a member must follow a '.'") }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                steps.append(.member(String(rest[..<end])))
                rest = rest[end...]
                expectingMember = false
            }
        }
        guard !steps.isEmpty else { throw Self.problem(text, "the path is empty") }
    }

    /// The node at the end of the path in `root`, or a problem naming the first step that finds nothing and
    /// what is there instead.
    package func resolve(in root: JSONNode, file: String) throws(FigureProblem) -> JSONNode {
        var node = root
        var walked = ""
        for step in steps {
            let found: JSONNode?
            switch (step, node.value) {
            case (.member(let key), .object(let members)):
                found = members.last { $0.key == key }?.node
                if found == nil {
                    throw notFound(
                        "\(file) has no member '\(key)' at \(walked.isEmpty ? "its root" : walked)",
                        there: "members " + Self.list(members.map(\.key)))
                }
            case (.index(let index), .array(let items)):
                found = items.indices.contains(index) ? items[index] : nil
                if found == nil {
                    throw notFound("\(walked) has no element \(index)", there: "\(items.count) elements")
                }
            case (.named(let name), .array(let items)):
                found = items.first { item in Self.namingMembers.contains { item[$0]?.string == name } }
                if found == nil {
                    let names = items.compactMap { item in Self.namingMembers.lazy.compactMap { item[$0]?.string }.first }
                    throw notFound("\(walked) has no element named '\(name)'", there: "names " + Self.list(names))
                }
            case (.matching(let conditions), .array(let items)):
                found = items.first { item in conditions.allSatisfy { Self.text(item[$0.member]) == $0.value } }
                if found == nil {
                    throw notFound(
                        "\(walked) has no element with "
                            + conditions.map { "\($0.member)=\($0.value)" }.joined(separator: ","),
                        there: "\(items.count) elements")
                }
            default:
                throw FigureProblem(
                    "\(walked.isEmpty ? "the root" : walked) of \(file) is \(node.summary), which \(step.verb)",
                    expected: "a path through the file's objects and arrays", example: "points[0].strategies[continuous]",
                    fix: "correct the path '\(description)' (open the file to see its structure)")
            }
            node = found ?? node
            walked += step.written(first: walked.isEmpty)
        }
        return node
    }

    /// A member's value as a condition compares it: text as written, numbers as written, true/false.
    static func text(_ node: JSONNode?) -> String? {
        switch node?.value {
        case .string(let text): text
        case .number(_, let written): written
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }

    private func notFound(_ problem: String, there: String) -> FigureProblem {
        FigureProblem(
            problem, expected: "a path to a value of the file (there: \(there))",
            example: "points[0].strategies[three-manager].batteryLifeHours",
            fix: "correct the path '\(description)'")
    }

    /// "a, b, c" with at most 12 names.
    static func list(_ names: [String]) -> String {
        names.count <= 12 ? names.joined(separator: ", ") : names.prefix(12).joined(separator: ", ") + ", …"
    }

    /// The `]` that closes the `[` `text` starts with, skipping quoted text.
    private static func closingBracket(in text: Substring) -> Substring.Index? {
        var quoted = false
        for index in text.indices.dropFirst() {
            if text[index] == "\"" { quoted.toggle() } else if text[index] == "]" && !quoted { return index }
        }
        return nil
    }

    /// The step written between brackets.
    private static func step(_ inside: Substring, in text: String) throws(FigureProblem) -> Step {
        if inside.count >= 2, inside.first == "\"", inside.last == "\"" {
            return .member(String(inside.dropFirst().dropLast()))
        }
        if let index = Int(inside) {
            guard index >= 0 else { throw problem(text, "an index is negative") }
            return .index(index)
        }
        guard !inside.isEmpty else { throw problem(text, "'[]' selects nothing") }
        guard inside.contains("=") else { return .named(String(inside)) }
        var conditions: [Condition] = []
        for part in inside.split(separator: ",") {
            let sides = part.split(separator: "=", maxSplits: 1)
            guard sides.count == 2, !sides[0].isEmpty else {
                throw problem(text, "'\(part)' is not MEMBER=VALUE")
            }
            conditions.append(Condition(member: String(sides[0]), value: String(sides[1])))
        }
        return .matching(conditions)
    }

    private static func problem(_ text: String, _ what: String) -> FigureProblem {
        FigureProblem(
            "'\(text)' is not a path: \(what)",
            expected: "members joined by '.', elements as [INDEX], [NAME] or [MEMBER=VALUE,…]",
            example: "points[0].strategies[three-manager].entryRecall or candidates[point=1,strategy=three-manager]",
            fix: "rewrite the path")
    }
}

extension FigurePath.Step {
    /// What the step needs, for messages: "has no members".
    fileprivate var verb: String {
        switch self {
        case .member(let key): "has no member '\(key)'"
        case .index, .named, .matching: "is not an array"
        }
    }

    /// The step as a path writes it.
    fileprivate func written(first: Bool) -> String {
        switch self {
        case .member(let key): first ? key : "." + key
        case .index(let index): "[\(index)]"
        case .named(let name): "[\(name)]"
        case .matching(let conditions): "[" + conditions.map { "\($0.member)=\($0.value)" }.joined(separator: ",") + "]"
        }
    }
}
