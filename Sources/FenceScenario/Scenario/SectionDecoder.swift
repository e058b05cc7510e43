import FenceFiles
import Foundation

/// Decodes one scenario section into a `Codable` value with strict checks, pointing errors at JSON
/// paths and lines.
///
/// The section's default value is encoded, the scenario's object is laid over it (so every field the
/// file leaves out keeps its default), the result is decoded, and the decoded value is encoded again:
/// any member the file wrote that does not come back is unknown to FenceSim — a typo, or a field of a
/// different section — and is an error rather than silently ignored.
package struct SectionDecoder {
    /// The whole scenario document, for line numbers.
    let document: JSONNode

    /// A decoder of the sections of `document`.
    package init(document: JSONNode) { self.document = document }

    /// Decodes the node at `path` (absent: the default) as `T`.
    func decode<T: Codable>(_ type: T.Type, default defaultValue: T, at path: JSONPath) throws(ScenarioError) -> T {
        guard let node = document.node(at: path) else { return defaultValue }
        let defaults = try encode(defaultValue, at: path)
        try refuseNull(node, over: defaults, at: path)
        let merged = Self.overlay(node.value, on: defaults)
        let decoded: T
        do {
            decoded = try JSONDecoder().decode(T.self, from: Data(JSONWriter.compact(merged).utf8))
        } catch let error as DecodingError {
            if case .dataCorrupted = error, let culprit = badWholeNumber(T.self, in: node, over: defaults, at: path) {
                throw culprit
            }
            throw describe(error, under: path)
        } catch {
            throw located(ScenarioError(path: path.description, message: "cannot be read: \(error)"), path)
        }
        try checkKnown(node, against: try encode(decoded, at: path), at: path)
        return decoded
    }

    /// The number the file wrote where a whole number is expected that the decoder cannot take (a
    /// fraction, a negative count or seed, or a value beyond 64 bits): Foundation reports these only as
    /// "not valid JSON", without a path. Each written number that is not a small non-negative whole
    /// number is tried alone (every other such number set to 0); the first that still fails is it.
    private func badWholeNumber<T: Decodable>(
        _ type: T.Type, in node: JSONNode, over defaults: JSONValue, at path: JSONPath
    ) -> ScenarioError? {
        var suspects: [JSONPath] = []
        func collect(_ node: JSONNode, _ relative: JSONPath) {
            switch node.value {
            case .number(let value, _) where !(value >= 0 && value < 9.2e18 && value.rounded() == value):
                suspects.append(relative)
            case .array(let items):
                for (index, item) in items.enumerated() { collect(item, relative.appending(index: index)) }
            case .object(let members):
                for member in members { collect(member.node, relative.appending(member.key)) }
            default: break
            }
        }
        collect(node, .root)
        func decodes(_ replacements: [JSONPath: JSONValue]) -> Bool {
            var patched = node
            for (relative, value) in replacements { patched = patched.setting(relative, to: value) ?? patched }
            let merged = Self.overlay(patched.value, on: defaults)
            return (try? JSONDecoder().decode(T.self, from: Data(JSONWriter.compact(merged).utf8))) != nil
        }
        let zero = JSONValue.number(0, text: "0")
        for suspect in suspects {
            let others = Dictionary(uniqueKeysWithValues: suspects.filter { $0 != suspect }.map { ($0, zero) })
            guard !decodes(others) else { continue }
            var withZero = others
            withZero[suspect] = zero
            guard decodes(withZero) else { continue }
            let full = JSONPath(path.components + suspect.components)
            guard case .number(let value, let text)? = node.node(at: suspect)?.value else { continue }
            let problem: String
            if value.rounded() != value {
                problem = "expected a whole number, got \(text)"
            } else if value < 0 {
                var negativeAllowed = withZero
                negativeAllowed[suspect] = .number(-1, text: "-1")
                problem =
                    decodes(negativeAllowed)
                    ? "expected a whole number, got \(text), which is out of range"
                    : "expected a whole number ≥ 0, got \(text)"
            } else {
                problem =
                    "expected a whole number, got \(text), which is too large (at most 2^63 − 1, or 2^64 − 1 for a seed)"
            }
            // The field's default is a value it takes; a field without one gets the nearest whole number ≥ 0.
            let example =
                if case .number(_, let text)? = JSONNode(defaults).node(at: suspect)?.value { text } else {
                    JSONWriter.compact(JSONWriter.number(max(0, min(value, 1e15).rounded())))
                }
            return located(
                ScenarioError(
                    path: full.description, message: problem,
                    fix: "write a whole number in the field's range, e.g. \(example)"),
                full)
        }
        return nil
    }

    /// Throws for the first null the file writes where the section's default holds a value: decoding would drop
    /// it and keep the default without a word (a null where the default is none, an optional field's, means none).
    private func refuseNull(_ written: JSONNode, over defaults: JSONValue, at path: JSONPath) throws(ScenarioError) {
        guard case .object(let members) = written.value, case .object(let known) = defaults else { return }
        for member in members {
            guard let counterpart = known.last(where: { $0.key == member.key })?.node.value else { continue }
            let memberPath = path.appending(member.key)
            guard case .null = member.node.value else {
                try refuseNull(member.node, over: counterpart, at: memberPath)
                continue
            }
            if case .null = counterpart { continue }
            let example =
                switch counterpart {
                case .object: "{}"
                case .array: "[]"
                default: JSONWriter.compact(counterpart) + " (its default)"
                }
            throw located(
                ScenarioError(
                    path: memberPath.description, message: "expected \(counterpart.typeDescription), got null",
                    fix:
                        "write \(counterpart.typeDescription), e.g. \(example), or leave the field out to keep its default"
                ),
                memberPath)
        }
    }

    /// The JSON encoding of `value` as a tree.
    private func encode<T: Encodable>(_ value: T, at path: JSONPath) throws(ScenarioError) -> JSONValue {
        do { return try JSONNode(encoding: value).value } catch {
            throw ScenarioError(path: path.description, message: "internal error encoding the section: \(error)")
        }
    }

    /// `value` laid over `base`: objects merge member by member, anything else replaces. A base object
    /// with one member replaced by a user object with one different member is a choice between
    /// alternatives (`{"commute": …}` vs `{"recordedTrack": …}`) and is replaced whole.
    static func overlay(_ value: JSONValue, on base: JSONValue) -> JSONValue {
        guard case .object(let members) = value, case .object(var merged) = base else { return value }
        if merged.count == 1, members.count == 1, merged[0].key != members[0].key { return value }
        for member in members {
            if let index = merged.firstIndex(where: { $0.key == member.key }) {
                merged[index].node = JSONNode(
                    overlay(member.node.value, on: merged[index].node.value), line: member.node.line,
                    column: member.node.column)
            } else {
                merged.append(member)
            }
        }
        return .object(merged)
    }

    /// Throws for the first member of `written` that has no counterpart in `decoded`.
    private func checkKnown(_ written: JSONNode, against decoded: JSONValue, at path: JSONPath) throws(ScenarioError) {
        switch (written.value, decoded) {
        case (.object(let members), .object(let known)):
            for member in members {
                if case .null = member.node.value { continue }
                guard let counterpart = known.last(where: { $0.key == member.key }) else {
                    let names = known.map(\.key).sorted().joined(separator: ", ")
                    throw located(
                        ScenarioError(
                            path: path.appending(member.key).description, message: "unknown field \"\(member.key)\"",
                            fix: names.isEmpty ? "remove it" : "remove it or use one of: \(names)"),
                        path.appending(member.key))
                }
                try checkKnown(member.node, against: counterpart.node.value, at: path.appending(member.key))
            }
        case (.array(let items), .array(let known)):
            for (index, item) in items.enumerated() where index < known.count {
                try checkKnown(item, against: known[index].value, at: path.appending(index: index))
            }
        default:
            return
        }
    }

    /// A readable error for a decoding failure, at its JSON path.
    private func describe(_ error: DecodingError, under section: JSONPath) -> ScenarioError {
        let relative: [any CodingKey]
        let message: String
        var fix: String?
        switch error {
        case .typeMismatch(let type, let context):
            relative = context.codingPath
            message = "expected \(Self.describe(type)), got \(found(at: section, relative))"
            let path = JSONPath(section.components + JSONPath(codingPath: relative).components)
            let example = ScenarioSchema.example(at: path, written: document.node(at: path)?.value)
            fix =
                "write \(Self.describe(type)) here" + (example.map { ", e.g. \($0)" } ?? "")
                + " (docs/scenarios.md lists each field)"
        case .valueNotFound(let type, let context):
            relative = context.codingPath
            message = "expected \(Self.describe(type)), got null"
            fix = "write \(Self.describe(type)), or leave the field out to keep its default"
        case .keyNotFound(let key, let context):
            relative = context.codingPath + [key]
            message = "is required"
            fix = "add \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            relative = context.codingPath
            (message, fix) = Self.plain(context.debugDescription)
        @unknown default:
            relative = []
            message = "\(error)"
        }
        let path = JSONPath(section.components + JSONPath(codingPath: relative).components)
        if message.hasPrefix("unknown value \""), let values = ScenarioSchema.allowedValues(at: path) {
            let written = String(message.dropFirst("unknown value \"".count).dropLast())
            fix =
                (NearestName.among(values, to: written).map { "did you mean \"\($0)\"? " } ?? "")
                + "use one of: " + values.joined(separator: ", ")
        }
        return located(ScenarioError(path: path.description, message: message, fix: fix), path)
    }

    /// Foundation's "Cannot initialize T from invalid String value v" as "unknown value "v"", and its
    /// "Could not convert key to type T" (a dictionary keyed by an enumeration) as "unknown key", each
    /// with a fix; other messages unchanged.
    static func plain(_ message: String) -> (message: String, fix: String?) {
        if message.hasPrefix("Could not convert key to type ") {
            return ("unknown key", "use one of the keys docs/scenarios.md lists for this field")
        }
        let marker = "from invalid String value "
        guard message.hasPrefix("Cannot initialize "), let range = message.range(of: marker) else {
            return (message, nil)
        }
        return (
            "unknown value \"\(message[range.upperBound...])\"",
            "use one of the values docs/scenarios.md lists for this field"
        )
    }

    /// The JSON type written at `relative` under `section`.
    private func found(at section: JSONPath, _ relative: [any CodingKey]) -> String {
        let path = JSONPath(section.components + JSONPath(codingPath: relative).components)
        return document.node(at: path)?.value.typeDescription ?? "nothing"
    }

    /// `error` with the line of the value it names (its ``ScenarioError/jsonPath``) appended; unchanged when it
    /// names none.
    func located(_ error: ScenarioError) -> ScenarioError {
        guard let path = error.jsonPath else { return error }
        return located(error, path)
    }

    /// `error` with the line of the node at `path` appended.
    func located(_ error: ScenarioError, _ path: JSONPath) -> ScenarioError {
        var copy = error
        if let location = document.deepestNode(along: path).location { copy.message += " (\(location))" }
        return copy
    }

    /// "a number", "a string" … for a Swift type.
    package static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type, is UInt64.Type, is Int64.Type, is UInt.Type: return "a whole number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object (\(name))"
        }
    }
}
