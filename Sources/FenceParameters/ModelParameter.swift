/// One model parameter of a parameter struct `Root`: its field, meaning, unit, what `validate`
/// accepts, where it plausibly lies and where its value comes from. A struct's ``ParameterTable``
/// lists them; defaults are never written here — they are read from a default instance through the
/// key path.
public struct ModelParameter<Root>: Sendable {
    /// How the field is stored.
    public enum Field: Sendable {
        /// A real number.
        case number(WritableKeyPath<Root, Double> & Sendable)
        /// A whole number.
        case whole(WritableKeyPath<Root, Int> & Sendable)
        /// A switch.
        case flag(WritableKeyPath<Root, Bool> & Sendable)
        /// A real number that may be absent (`null`: see the meaning).
        case optionalNumber(WritableKeyPath<Root, Double?> & Sendable)
        /// One of named options (a structural choice, ``OptionField``).
        case option(OptionField<Root>)
    }

    /// The JSON keys from the struct to the value: the field's key for a plain field (`dozeIdleFactor`), the
    /// map's key and the entry's for an entry of a map (`medianErrorMeters`, `urban`).
    public let keys: [String]
    /// The field's name as the parameter table shows it: its keys joined by "." (`medianErrorMeters.urban`).
    public var name: String { keys.joined(separator: ".") }
    /// The stored field.
    public let field: Field
    /// What the parameter means (one sentence, no value: the default is read from the code).
    public let meaning: String
    /// The unit ("s", "mA", "m", "–" for a ratio or count).
    public let unit: String
    /// What `validate` accepts; nil for a switch.
    public let valid: ValidRange?
    /// Where the value comes from.
    public let provenance: ParameterProvenance
    /// The source or argument of the default, with citations in the `[@…]` form of `docs/references.md`.
    public let source: String
    /// The plausible range (required for assumed and calibrated numbers).
    public let plausible: PlausibleRange?
    /// The options' evidence and prior weights (required for an ``Field/option(_:)`` field).
    public let prior: CategoricalPrior?

    /// A parameter stored under the key `name`.
    public init(
        _ name: String, _ field: Field, meaning: String, unit: String, valid: ValidRange?,
        _ provenance: ParameterProvenance, source: String, plausible: PlausibleRange? = nil,
        prior: CategoricalPrior? = nil
    ) {
        self.init(
            keys: [name], field, meaning: meaning, unit: unit, valid: valid, provenance, source: source,
            plausible: plausible, prior: prior)
    }

    /// A parameter stored under the keys `keys` (an entry of a map: the map's key, then the entry's).
    public init(
        keys: [String], _ field: Field, meaning: String, unit: String, valid: ValidRange?,
        _ provenance: ParameterProvenance, source: String, plausible: PlausibleRange? = nil,
        prior: CategoricalPrior? = nil
    ) {
        self.keys = keys
        self.field = field
        self.meaning = meaning
        self.unit = unit
        self.valid = valid
        self.provenance = provenance
        self.source = source
        self.plausible = plausible
        self.prior = prior
    }

    /// The value in `root` as a number (a switch as 0 or 1, an option as its index); nil for an absent
    /// optional.
    public func number(in root: Root) -> Double? {
        switch field {
        case .number(let path): root[keyPath: path]
        case .whole(let path): Double(root[keyPath: path])
        case .flag(let path): root[keyPath: path] ? 1 : 0
        case .optionalNumber(let path): root[keyPath: path]
        case .option(let field): Double(field.index(root))
        }
    }

    /// Sets the field to `value` (rounded for a whole number; non-zero is true for a switch; an option by
    /// its index, rounded and kept among the options).
    public func set(_ value: Double, in root: inout Root) {
        switch field {
        case .number(let path): root[keyPath: path] = value
        case .whole(let path): root[keyPath: path] = Int(value.rounded())
        case .flag(let path): root[keyPath: path] = value != 0
        case .optionalNumber(let path): root[keyPath: path] = value
        case .option(let field):
            field.setIndex(&root, min(field.names.count - 1, max(0, Int(value.rounded()))))
        }
    }

    /// Replaces the field with the value stored under its name, if there is one.
    func decode(into root: inout Root, from container: KeyedDecodingContainer<ModelParameterKey>) throws {
        let key = ModelParameterKey(name)
        switch field {
        case .number(let path):
            if let value = try container.decodeIfPresent(Double.self, forKey: key) { root[keyPath: path] = value }
        case .whole(let path):
            if let value = try container.decodeIfPresent(Int.self, forKey: key) { root[keyPath: path] = value }
        case .flag(let path):
            if let value = try container.decodeIfPresent(Bool.self, forKey: key) { root[keyPath: path] = value }
        case .optionalNumber(let path):
            if let value = try container.decodeIfPresent(Double.self, forKey: key) { root[keyPath: path] = value }
        case .option(let field):
            if let value = try container.decodeIfPresent(String.self, forKey: key) {
                guard let index = field.names.firstIndex(of: value) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "expected one of " + field.names.joined(separator: ", ") + ", got '\(value)'")
                }
                field.setIndex(&root, index)
            }
        }
    }
}

/// A field holding one of named options (an enumeration of strings): read and set by the option's
/// index, so that a sensitivity design can sample it like a number.
public struct OptionField<Root>: Sendable {
    /// The options' names, in the order of their indices.
    public let names: [String]
    /// The index of the option `root` holds.
    let index: @Sendable (Root) -> Int
    /// Sets the option of index `index` (among ``names``).
    let setIndex: @Sendable (inout Root, Int) -> Void

    /// The field at `path`, its options in the order of the enumeration's cases.
    public init<Choice: RawRepresentable & CaseIterable & Equatable & Sendable>(
        _ path: WritableKeyPath<Root, Choice> & Sendable
    ) where Choice.RawValue == String {
        let cases = Array(Choice.allCases)
        names = cases.map(\.rawValue)
        index = { root in cases.firstIndex(of: root[keyPath: path]) ?? 0 }
        setIndex = { root, index in root[keyPath: path] = cases[index] }
    }
}

/// A JSON key named by a parameter table.
public struct ModelParameterKey: CodingKey, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }
    public init(_ name: String) { stringValue = name }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
