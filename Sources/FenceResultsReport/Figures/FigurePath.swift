import FenceFiles

/// A path into a committed JSON file as a marker writes it: members by name (`summary.survivors`),
/// elements by index (`points[0]`), by name (`strategies[three-manager]`: the element whose `label`,
/// `name`, `metric`, `parameter`, `strategy`, `path` or `option` is that text), by conditions on their values
/// (`candidates[point=1,strategy=three-manager]`, `points[combined>3,means[5]>23]`: `=`, `!=`, `<`, `<=`, `>`,
/// `>=` against a relative path, numbers compared as numbers, `null` for null, `@PATH` for the value at PATH of
/// the element's document; `?PATH`: the path selects a value), by the position of the element another array's
/// PATH selects (`values[#header.parameters[platform.cpuHoldRule]]`: where a file keeps one array's values in
/// the order of another's names) or all of them (`points[*]`), and members whose
/// names hold dots or brackets in single quotes (`values['strategies[three-manager].outerRadius']`). A path names one
/// value — the first element a name or conditions select — except under an aggregate (``QuotedValue``),
/// which takes every value it selects.
package struct FigurePath: Equatable, CustomStringConvertible {
    /// One step from a value to a value inside it.
    package enum Step: Equatable {
        /// An object's member.
        case member(String)
        /// An array's element by index.
        case index(Int)
        /// An array's element at the index that the element a path of the document selects has in its own array
        /// (`[#PATH]`).
        case position(FigurePath)
        /// An array's elements with a naming member equal to the text.
        case named(String)
        /// An array's elements whose values meet every condition.
        case matching([Condition])
        /// Every element of an array.
        case all
    }

    /// A value an element must have: the value at a path relative to the element, compared with a number
    /// or text.
    package struct Condition: Equatable {
        /// The comparison.
        package enum Comparison: String, CaseIterable {
            case notEqual = "!=", atMost = "<=", atLeast = ">=", equal = "=", below = "<", above = ">"
            /// The path selects a value (written `?PATH`).
            case exists = "?"
        }

        package var path: String
        package var comparison: Comparison
        package var value: String

        /// Whether `element` of `document` meets the condition.
        func holds(for element: JSONNode, document: JSONNode) -> Bool {
            guard let relative = try? FigurePath(parsing: path),
                let found = try? relative.resolveAll(in: element, file: "", document: document).first
            else { return false }
            if comparison == .exists { return true }
            var value = value
            if value.hasPrefix("@") {
                guard let reference = try? FigurePath(parsing: String(value.dropFirst())),
                    let referenced = try? reference.resolve(in: document, file: ""),
                    let text = FigurePath.text(referenced)
                else { return false }
                value = text
            }
            if let number = found.number, let threshold = Double(value) {
                switch comparison {
                case .equal: return number == threshold
                case .notEqual: return number != threshold
                case .below: return number < threshold
                case .atMost: return number <= threshold
                case .above: return number > threshold
                case .atLeast: return number >= threshold
                case .exists: return true
                }
            }
            let text = FigurePath.text(found)
            switch comparison {
            case .equal: return text == value
            case .notEqual: return text != value
            default: return false
            }
        }

        var written: String { comparison == .exists ? "?" + path : path + comparison.rawValue + value }
    }

    /// The steps from the document's root.
    package var steps: [Step]
    /// The path as written.
    package var description: String

    /// The members that name an array's elements, tried in this order by `[NAME]`.
    static let namingMembers = ["label", "name", "metric", "parameter", "strategy", "path", "option"]

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

    /// The node at the end of the path in `root` (the first where a step selects several), or a problem
    /// naming the first step that finds nothing and what is there instead.
    package func resolve(in root: JSONNode, file: String) throws(FigureProblem) -> JSONNode {
        try resolveAll(in: root, file: file, first: true)[0]
    }

    /// Every node the path selects in `root` (several where a step selects several elements); a problem when
    /// a step finds nothing. `@PATH` in a condition reads `document` (default: the root; for the array of a
    /// file pattern's documents, ``FigureSources``, the document each element comes from).
    package func resolveAll(
        in root: JSONNode, file: String, first: Bool = false, document: JSONNode? = nil
    ) throws(FigureProblem) -> [JSONNode] {
        // A file pattern's array is synthesised (no line): below it, each element is its own document.
        let patterned = document == nil && root.line == 0 && root.array != nil
        var nodes = [(node: root, document: document ?? root)]
        var walked = ""
        for (offset, step) in steps.enumerated() {
            var next: [(node: JSONNode, document: JSONNode)] = []
            for (node, document) in nodes {
                var found: [JSONNode] = []
                switch (step, node.value) {
                case (.member(let key), .object(let members)):
                    guard let member = members.last(where: { $0.key == key })?.node else {
                        throw notFound(
                            "\(file) has no member '\(key)' at \(walked.isEmpty ? "its root" : walked)",
                            there: "members " + Self.list(members.map(\.key)))
                    }
                    found.append(member)
                case (.index(let index), .array(let items)):
                    guard items.indices.contains(index) else {
                        throw notFound("\(walked) has no element \(index)", there: Self.elements(items.count))
                    }
                    found.append(items[index])
                case (.position(let path), .array(let items)):
                    let index = try path.position(in: document, file: file)
                    guard items.indices.contains(index) else {
                        throw notFound("\(walked) has no element \(index) (\(path))", there: Self.elements(items.count))
                    }
                    found.append(items[index])
                case (.named(let name), .array(let items)):
                    let named = items.filter { step.selects($0, document: document) }
                    guard !named.isEmpty else {
                        let names = items.compactMap { item in
                            Self.namingMembers.lazy.compactMap { item[$0]?.string }.first
                        }
                        throw notFound(
                            "\(walked) has no element named '\(name)'",
                            there: names.isEmpty
                                ? Self.elements(items.count) + ", none with a name" : "names " + Self.list(names))
                    }
                    found += first ? [named[0]] : named
                case (.matching(let conditions), .array(let items)):
                    let matched = items.filter { step.selects($0, document: patterned && offset == 0 ? $0 : document) }
                    guard !matched.isEmpty || !first else {
                        throw notFound(
                            "\(walked) has no element with " + conditions.map(\.written).joined(separator: ","),
                            there: Self.elements(items.count))
                    }
                    found += first ? [matched[0]] : matched
                case (.all, .array(let items)):
                    found += items
                default:
                    throw FigureProblem(
                        "\(walked.isEmpty ? "the root" : walked) of \(file) is \(node.summary), which \(step.verb)",
                        expected: "a path through the file's objects and arrays",
                        example: "points[0].strategies[continuous]",
                        fix: "correct the path '\(description)' (open the file to see its structure)")
                }
                next += found.map { ($0, patterned && offset == 0 ? $0 : document) }
            }
            nodes = next
            walked += step.written(first: walked.isEmpty)
        }
        return nodes.map(\.node)
    }

    /// The index, in its array, of the element this path selects in `document` (its last step picks the
    /// element by index, name or conditions); a problem when it selects none.
    func position(in document: JSONNode, file: String) throws(FigureProblem) -> Int {
        var parent = self
        guard let last = parent.steps.popLast(), !parent.steps.isEmpty else {
            throw Self.problem("#" + description, "'#' needs a path to an element of an array")
        }
        guard case .array(let items) = try parent.resolve(in: document, file: file).value else {
            throw notFound("'#\(description)' does not end in an array's element", there: "no array")
        }
        let index: Int? =
            switch last {
            case .index(let index): items.indices.contains(index) ? index : nil
            case .named, .matching: items.firstIndex { last.selects($0, document: document) }
            case .member, .position, .all: nil
            }
        guard let index else {
            throw notFound("'#\(description)' selects no element of its array", there: Self.elements(items.count))
        }
        return index
    }

    /// A member's value as a condition compares it: text as written, numbers as written, true/false.
    static func text(_ node: JSONNode?) -> String? {
        switch node?.value {
        case .string(let text): text
        case .number(_, let written): written
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        default: nil
        }
    }

    private func notFound(_ problem: String, there: String) -> FigureProblem {
        FigureProblem(
            problem, expected: "a path to a value of the file (there: \(there))",
            example: "points[0].strategies[three-manager].batteryLifeHours",
            fix: "correct the path '\(description)'")
    }

    /// "1 element", "3 elements".
    static func elements(_ count: Int) -> String { count == 1 ? "1 element" : "\(count) elements" }

    /// "a, b, c" with at most 12 names.
    static func list(_ names: [String]) -> String {
        names.count <= 12 ? names.joined(separator: ", ") : names.prefix(12).joined(separator: ", ") + ", …"
    }

    /// The `]` that closes the `[` `text` starts with, skipping quoted text and nested brackets.
    private static func closingBracket(in text: Substring) -> Substring.Index? {
        var quoted = false
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "'": quoted.toggle()
            case "[" where !quoted: depth += 1
            case "]" where !quoted:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The step written between brackets.
    private static func step(_ inside: Substring, in text: String) throws(FigureProblem) -> Step {
        if inside.count >= 2, inside.first == "'", inside.last == "'" {
            return .member(String(inside.dropFirst().dropLast()))
        }
        if inside.first == "#" { return .position(try FigurePath(parsing: String(inside.dropFirst()))) }
        if let index = Int(inside) {
            guard index >= 0 else { throw problem(text, "an index is negative") }
            return .index(index)
        }
        let digits = inside.hasPrefix("-") ? inside.dropFirst() : inside
        if !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) {
            throw problem(text, "the index \(inside) is beyond any array's length")
        }
        guard !inside.isEmpty else { throw problem(text, "'[]' selects nothing") }
        if inside == "*" { return .all }
        let parts = topLevel(inside, splittingAt: ",")
        let conditions = try parts.map { part throws(FigureProblem) in try condition(part, in: text) }
        if conditions.count == 1, conditions[0] == nil { return .named(String(inside)) }
        return .matching(
            try conditions.map { condition throws(FigureProblem) in
                guard let condition else { throw problem(text, "'\(inside)' mixes a name with conditions") }
                return condition
            })
    }

    /// The condition `part` writes (PATH OPERATOR VALUE or ?PATH), or nil when it has no operator outside
    /// brackets.
    private static func condition(_ part: Substring, in text: String) throws(FigureProblem) -> Condition? {
        if part.hasPrefix("?") {
            guard part.count > 1 else { throw problem(text, "'?' names no path") }
            return Condition(path: String(part.dropFirst()), comparison: .exists, value: "")
        }
        var depth = 0
        for index in part.indices {
            switch part[index] {
            case "[": depth += 1
            case "]": depth -= 1
            default:
                guard depth == 0 else { continue }
                for comparison in Condition.Comparison.allCases
                where comparison != .exists && part[index...].hasPrefix(comparison.rawValue) {
                    let path = part[..<index]
                    guard !path.isEmpty else { throw problem(text, "'\(part)' compares nothing") }
                    return Condition(
                        path: String(path), comparison: comparison,
                        value: String(part[part.index(index, offsetBy: comparison.rawValue.count)...]))
                }
            }
        }
        return nil
    }

    /// `text` split at `separator` outside brackets.
    private static func topLevel(_ text: Substring, splittingAt separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        return parts + [text[start...]]
    }

    private static func problem(_ text: String, _ what: String) -> FigureProblem {
        FigureProblem(
            "'\(text)' is not a path: \(what)",
            expected:
                "members joined by '.', elements as [INDEX], [NAME], [*], [#PATH] or [PATH=VALUE,…] (also !=, <, <=, >, >=)",
            example: "points[0].strategies[three-manager].entryRecall or candidates[point=1,strategy=three-manager]",
            fix: "rewrite the path")
    }
}

extension FigurePath.Step {
    /// Whether `item`, an array's element, is one a name or conditions select (`@PATH` in a condition reading
    /// `document`); false for the other steps.
    func selects(_ item: JSONNode, document: JSONNode) -> Bool {
        switch self {
        case .named(let name): FigurePath.namingMembers.contains { item[$0]?.string == name }
        case .matching(let conditions): conditions.allSatisfy { $0.holds(for: item, document: document) }
        case .member, .index, .position, .all: false
        }
    }

    /// What the step needs, for messages: "has no members".
    fileprivate var verb: String {
        switch self {
        case .member(let key): "has no member '\(key)'"
        case .index, .position, .named, .matching, .all: "is not an array"
        }
    }

    /// The step as a path writes it.
    fileprivate func written(first: Bool) -> String {
        switch self {
        case .member(let key): first ? key : "." + key
        case .index(let index): "[\(index)]"
        case .position(let path): "[#\(path)]"
        case .named(let name): "[\(name)]"
        case .matching(let conditions): "[" + conditions.map(\.written).joined(separator: ",") + "]"
        case .all: "[*]"
        }
    }
}
