/// The parameters of one struct, in declaration order: the single source of their meanings, units,
/// valid and plausible ranges and provenance, and the one decoding path ("a missing field keeps its
/// default").
public struct ParameterTable<Root>: Sendable {
    /// The parameters, in the order they are decoded and checked.
    public let specs: [ModelParameter<Root>]

    /// A table.
    public init(_ specs: [ModelParameter<Root>]) { self.specs = specs }

    /// `base` with every field the decoder's object holds replaced (fields it leaves out keep `base`'s
    /// value). Keys the table does not list are left to the caller (the scenario layer rejects
    /// unknown keys).
    public func decode(_ decoder: any Decoder, over base: Root) throws -> Root {
        var root = base
        let container = try decoder.container(keyedBy: ModelParameterKey.self)
        for spec in specs { try spec.decode(into: &root, from: container) }
        return root
    }

    /// The first parameter of `root` outside its valid range, with its value as a number.
    public func firstInvalid(in root: Root) -> (spec: ModelParameter<Root>, value: Double)? {
        for spec in specs {
            guard let valid = spec.valid, let value = spec.number(in: root) else { continue }
            if !valid.contains(value) { return (spec, value) }
        }
        return nil
    }

    /// The rows of the table with scenario paths `prefix.name` and defaults read from `defaults`.
    public func rows(prefix: String, defaults: Root) -> [ParameterRow] {
        specs.map { spec in
            let defaultValue: ParameterRow.Value
            switch spec.field {
            case .flag(let path): defaultValue = .flag(defaults[keyPath: path])
            case .whole(let path): defaultValue = .whole(defaults[keyPath: path])
            case .number, .optionalNumber: defaultValue = spec.number(in: defaults).map { .number($0) } ?? .none
            case .option(let field): defaultValue = .option(field.names[field.index(defaults)])
            }
            var options: [String] = []
            if case .option(let field) = spec.field { options = field.names }
            return ParameterRow(
                path: prefix + "." + spec.name, section: prefix, meaning: spec.meaning, unit: spec.unit,
                defaultValue: defaultValue,
                valid: spec.valid, plausible: spec.plausible, provenance: spec.provenance, source: spec.source,
                options: options, prior: spec.prior)
        }
    }
}
