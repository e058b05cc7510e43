import FenceDevice
import FenceParameters
import FencePlatform
import FenceStats
import FenceStrategies
import FenceWorld
import Foundation

/// Every model parameter a scenario can set, at its scenario path, assembled from the parameter
/// structs' own tables (``ParameterTable``) with the defaults of a scenario that sets nothing. The
/// JSON Schema's descriptions, the field reference of `docs/scenarios.md`, the generated tables of
/// `docs/calibration.md` and `fencesim parameters` all print these rows.
public enum ParameterRegistry {
    /// The rows for the default device profile (`iphone4s-2012`), app, platform and metrics, then the
    /// built-in strategies' parameters (``StrategyDescriptor/parameterRows(section:)``: design choices,
    /// at ``strategySection(_:)``.PARAMETER).
    public static let rows =
        rows(
            profile: .iphone4s2012, app: AppBehaviour(), platform: PlatformParameters(), environment: .standard,
            commute: CommuteParameters(), metrics: MetricParameters())
        + StrategyRegistry.builtIn.descriptors.flatMap { $0.parameterRows(section: strategySection($0.name)) }

    /// The scenario-path prefix of strategy `name`'s parameters, `strategies[NAME].parameters`: a scenario
    /// selects a strategy entry by label or by name (and a label defaults to the name), so the path sets
    /// the parameter wherever a scenario runs the strategy under its own name, in sweeps and sensitivity
    /// studies as written.
    public static func strategySection(_ name: String) -> String { "strategies[\(name)].parameters" }

    /// The rows with the defaults of the given sections, in section order.
    public static func rows(
        profile: DeviceProfile, app: AppBehaviour, platform: PlatformParameters, environment: EnvironmentTable,
        commute: CommuteParameters, metrics: MetricParameters
    ) -> [ParameterRow] {
        let overrides = "device.overrides"
        return BatteryParameters.parameterTable.rows(prefix: overrides + ".battery", defaults: profile.battery)
            + PowerParameters.parameterTable.rows(prefix: overrides + ".power", defaults: profile.power)
            + RadioParameters.parameterTable.rows(prefix: overrides + ".radio", defaults: profile.radio)
            + GPSParameters.parameterTable.rows(prefix: overrides + ".gps", defaults: profile.gps)
            + AssistedGPSParameters.parameterTable.rows(prefix: overrides + ".agps", defaults: profile.agps)
            + WiFiParameters.parameterTable.rows(prefix: overrides + ".wifi", defaults: profile.wifi)
            + CellParameters.parameterTable.rows(prefix: overrides + ".cell", defaults: profile.cell)
            + MotionParameters.parameterTable.rows(prefix: overrides + ".motion", defaults: profile.motion)
            + AppBehaviour.parameterTable.rows(prefix: "device.app", defaults: app)
            + PlatformParameters.parameterTable.rows(prefix: "platform", defaults: platform)
            + AndroidParameters.parameterTable.rows(prefix: "platform.android", defaults: platform.android)
            + AndroidGeofencingParameters.parameterTable.rows(
                prefix: "platform.android.geofencing", defaults: platform.android.geofencing)
            + ProximityAlertParameters.parameterTable.rows(
                prefix: "platform.android.proximityAlerts", defaults: platform.android.proximityAlerts)
            + EnvironmentTable.parameterTable.rows(prefix: "world.environment.overrides", defaults: environment)
            + CommuteParameters.parameterTable.rows(prefix: "world.movement.commute", defaults: commute)
            + MetricParameters.parameterTable.rows(prefix: "metrics", defaults: metrics)
    }

    /// The sections of ``rows``: the struct prefixes, in order (each gets its own table in the docs).
    public static var sections: [String] {
        var seen: [String] = []
        for row in rows where !seen.contains(row.section) { seen.append(row.section) }
        return seen
    }

    private static let byPath = Dictionary(uniqueKeysWithValues: rows.map { ($0.path, $0) })

    /// The row at a scenario path, if a table lists it.
    public static func row(at path: String) -> ParameterRow? { byPath[path] }

    /// The meaning and unit of the rows matching `pattern`, a path with `*` for one component
    /// (`world.environment.overrides.*.gpsVisibility`), when they all share one meaning.
    public static func meaning(matching pattern: String) -> String? {
        let parts = pattern.split(separator: ".")
        let matching = rows.filter { row in
            let candidate = row.path.split(separator: ".")
            return candidate.count == parts.count && zip(candidate, parts).allSatisfy { $1 == "*" || $0 == $1 }
        }
        guard let first = matching.first, matching.allSatisfy({ $0.meaning == first.meaning }) else { return nil }
        return first.meaning + (first.unit == "–" ? "." : " (\(first.unit)).")
    }
}

extension ParameterRow {
    /// One sentence for the schema and the field reference: meaning, unit, provenance and source.
    public var documentation: String {
        let unitText = unit == "–" ? "" : unit + "; "
        return "\(meaning) (\(unitText)\(attribution))."
    }

    /// The provenance tag followed by the source: "[A] no source", "scenario choice: a middle setting".
    public var attribution: String { provenance.tag + (provenance == .choice ? ": " : " ") + source }

    /// The default as text: a number in shortest form, `true`/`false`, or `none`.
    public var defaultText: String {
        switch defaultValue {
        case .number(let value): ParameterRow.text(value)
        case .whole(let value): "\(value)"
        case .flag(let value): "\(value)"
        case .option(let name): name
        case .none: "none"
        }
    }

    /// `value` for reading: a whole number without a fraction, others to six significant digits.
    static func text(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(format: "%.6g", value)
    }
}
