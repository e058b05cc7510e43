import FenceKernel
import FencePlatform

/// A value whose fields strategy parameters set: its `init()` holds the parameters' defaults and
/// ``boundParameters`` the parameters, each bound to its field.
protocol StrategySettings: Sendable {
    /// The settings with every parameter at its default.
    init()
    /// The parameters that set this value's fields, in declaration order.
    static var boundParameters: [SettingsParameter<Self>] { get }
}

extension StrategySettings {
    /// The registry's specifications of ``boundParameters``, in order.
    static var specs: [ParameterSpec] { boundParameters.map(\.spec) }

    /// Reads ``boundParameters`` from `reader`, in order; the other fields keep their defaults.
    init(reading reader: ParameterReader) throws(StrategyParameterError) {
        self.init()
        for parameter in Self.boundParameters { try parameter.store(&self, reader) }
    }
}

/// A strategy parameter bound to the field of its settings that it sets: the registry's specification and
/// how the value read is stored. A parameter's name is written once, and its default is the settings' own
/// default (``StrategySettings/init()``), not a second copy in the specification.
struct SettingsParameter<Settings: StrategySettings>: Sendable {
    /// The registry's specification.
    let spec: ParameterSpec
    /// Reads the parameter's value and stores it in its field.
    let store: @Sendable (inout Settings, ParameterReader) throws(StrategyParameterError) -> Void

    /// A number in `range`, in `unit`, stored in `field`.
    static func number(
        _ name: String, _ range: ClosedRange<Double>, _ unit: String,
        _ field: WritableKeyPath<Settings, Double> & Sendable, _ summary: String
    ) -> Self {
        let defaultValue = Settings()[keyPath: field]
        return Self(
            spec: ParameterSpec(name, .number(range: range, unit: unit), default: .number(defaultValue), summary)
        ) {
            settings, reader throws(StrategyParameterError) in settings[keyPath: field] = try reader.number(name)
        }
    }

    /// A duration in seconds within `range`, stored in `field`.
    static func seconds(
        _ name: String, _ range: ClosedRange<Double>, _ field: WritableKeyPath<Settings, SimTime> & Sendable,
        _ summary: String
    ) -> Self {
        // Divided, not multiplied by 1e-6: whole seconds stay exact, as the schema and docs print them.
        let defaultSeconds = Double(Settings()[keyPath: field].microseconds) / 1_000_000
        return Self(
            spec: ParameterSpec(name, .number(range: range, unit: "s"), default: .number(defaultSeconds), summary)
        ) {
            settings, reader throws(StrategyParameterError) in
            settings[keyPath: field] = .seconds(try reader.number(name))
        }
    }

    /// One of the ``DesiredAccuracy`` levels, stored in `field`.
    static func accuracy(
        _ name: String, _ field: WritableKeyPath<Settings, DesiredAccuracy> & Sendable, _ summary: String
    ) -> Self {
        let defaultLevel = Settings()[keyPath: field]
        return Self(
            spec: ParameterSpec(name, .choice(DesiredAccuracy.names), default: .string(defaultLevel.rawValue), summary)
        ) {
            settings, reader throws(StrategyParameterError) in settings[keyPath: field] = try reader.accuracy(name)
        }
    }
}
