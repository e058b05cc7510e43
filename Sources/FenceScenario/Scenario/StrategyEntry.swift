import FenceDevice
import FenceFiles
import FencePlatform

/// One strategy of a scenario: its label in tables and results, its registered name and parameters.
public struct StrategyEntry: Sendable {
    /// The label (unique in the scenario; defaults to the name).
    public var label: String
    /// The registered strategy name (`three-manager`).
    public var name: String
    /// Parameters as written.
    public var parameters: [String: ParameterValue]
    /// The app's power-relevant behaviour for this strategy: `device.app` with the entry's own `app`
    /// fields laid over it (a foreground tracking app and a background geofencing app differ).
    public var app: AppBehaviour
    /// The strategy as configured, ready to copy into each run.
    public var prototype: any LocationStrategy
    /// The platform it runs under: the entry's own `platform`, else the scenario's `platform.kind`.
    public var platform: PlatformKind = .ios
}

/// A JSON `null` in a strategy's parameters, at `path`: refused, never dropped (dropping it would shift
/// the indices later errors name).
struct NullParameterValue: Error {
    var path: JSONPath
}

extension ParameterValue {
    /// Converts the JSON value at `path`, refusing the first `null` in document order.
    init(_ json: JSONValue, at path: JSONPath) throws(NullParameterValue) {
        switch json {
        case .null: throw NullParameterValue(path: path)
        case .bool(let flag): self = .bool(flag)
        case .number(let number, _): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let items):
            var values: [ParameterValue] = []
            for (index, item) in items.enumerated() {
                values.append(try ParameterValue(item.value, at: path.appending(index: index)))
            }
            self = .array(values)
        case .object(let members):
            var values: [String: ParameterValue] = [:]
            for member in members {
                values[member.key] = try ParameterValue(member.node.value, at: path.appending(member.key))
            }
            self = .object(values)
        }
    }
}
