import Foundation

/// JSON values encode as themselves, so a scenario document can be echoed inside a results file.
extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number, let text):
            var container = encoder.singleValueContainer()
            if let integer = Int64(text) { try container.encode(integer) } else { try container.encode(number) }
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item.value) }
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for member in members { try container.encode(member.node.value, forKey: Key(stringValue: member.key)) }
        }
    }

    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            self = .object(
                try keyed.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                    ($0.stringValue, JSONNode(try keyed.decode(JSONValue.self, forKey: $0)))
                })
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [JSONNode] = []
            while !unkeyed.isAtEnd { items.append(JSONNode(try unkeyed.decode(JSONValue.self))) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let integer = try? single.decode(Int64.self) {
                self = .number(Double(integer), text: String(integer))
            } else if let number = try? single.decode(Double.self) {
                self = JSONWriter.number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }
}

extension JSONNode {
    /// `value`'s `JSONEncoder` encoding as a tree (positions refer to that encoding).
    package init<T: Encodable>(encoding value: T) throws {
        self = try JSONParser.parse(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
    }
}
