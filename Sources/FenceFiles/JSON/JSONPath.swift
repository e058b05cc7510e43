/// A path into a JSON document: `strategies[1].parameters.outerRadius`.
public struct JSONPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// One step: an object member or an array element.
    public enum Component: Sendable, Equatable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    /// The root.
    public static let root = JSONPath()

    /// This path extended by a member.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    /// This path extended by an element.
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// Builds the path of a Swift `Decoder` coding path (array indices come as `Index N` keys).
    public init(codingPath: [any CodingKey]) {
        components = codingPath.map { key in key.intValue.map(Component.index) ?? .key(key.stringValue) }
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                let plain = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !key.isEmpty
                if plain {
                    text += text.isEmpty ? key : "." + key
                } else {
                    text += "[\"\(key)\"]"
                }
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "(document)" : text
    }
}

extension JSONNode {
    /// The node at `path`, or nil when the path does not exist.
    public func node(at path: JSONPath) -> JSONNode? {
        var node = self
        for component in path.components {
            switch (component, node.value) {
            case (.key(let key), .object):
                guard let child = node.value[key] else { return nil }
                node = child
            case (.index(let index), .array(let items)) where items.indices.contains(index):
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The deepest existing node along `path` (for pointing at a line when a value is missing).
    public func deepestNode(along path: JSONPath) -> JSONNode {
        var node = self
        for prefixLength in (0...path.components.count).reversed() {
            if let found = self.node(at: JSONPath(Array(path.components.prefix(prefixLength)))) {
                node = found
                break
            }
        }
        return node
    }

    /// A copy with the value at `path` set to `replacement`; missing object members along the path are
    /// created. Nil when the path runs into a value that is not an object or array, or an index is out
    /// of range.
    public func setting(_ path: JSONPath, to replacement: JSONValue) -> JSONNode? {
        guard let first = path.components.first else { return JSONNode(replacement, line: line, column: column) }
        let rest = JSONPath(Array(path.components.dropFirst()))
        switch (first, value) {
        case (.key(let key), .object(var members)):
            if let index = members.lastIndex(where: { $0.key == key }) {
                guard let child = members[index].node.setting(rest, to: replacement) else { return nil }
                members[index].node = child
            } else {
                guard let child = JSONNode(.object([])).setting(rest, to: replacement) else { return nil }
                members.append((key, child))
            }
            return JSONNode(.object(members), line: line, column: column)
        case (.index(let index), .array(var items)) where items.indices.contains(index):
            guard let child = items[index].setting(rest, to: replacement) else { return nil }
            items[index] = child
            return JSONNode(.array(items), line: line, column: column)
        default:
            return nil
        }
    }
}
