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
}

extension ParameterValue {
    /// Converts a JSON value; nil for `null`.
    init?(_ json: JSONValue) {
        switch json {
        case .null: return nil
        case .bool(let flag): self = .bool(flag)
        case .number(let number, _): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.compactMap { ParameterValue($0.value) })
        case .object(let members):
            self = .object(
                Dictionary(
                    members.compactMap { m in ParameterValue(m.node.value).map { (m.key, $0) } },
                    uniquingKeysWith: { _, last in last }))
        }
    }
}
