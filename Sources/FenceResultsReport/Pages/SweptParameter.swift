import FenceExperiment
import FencePlatform

/// How a swept scenario path is shown: a short name and, where it is known, a unit.
package enum SweptParameter {
    /// The last component of `path`: `outerRadius` for `strategies[three-manager].outerRadius`.
    package static func shortName(_ path: String) -> String {
        String(path.split(separator: ".").last ?? Substring(path))
    }

    /// The unit of the value at `path`: a strategy parameter's documented unit in `registry` (`m` for
    /// `outerRadius`), else one read from the field's name (`…Meters` → m, `…Seconds` → s, `…Hours` → h,
    /// `…Milliamps` → mA, `run.days` → d); nil when none is known.
    package static func unit(_ path: String, strategyNames: [String: String], registry: StrategyRegistry) -> String? {
        let name = shortName(path)
        if path.hasPrefix("strategies["), let close = path.firstIndex(of: "]") {
            let selector = String(path[path.index(path.startIndex, offsetBy: 11)..<close])
            let strategy = strategyNames[selector] ?? selector
            if let spec = try? registry.descriptor(named: strategy).parameters.first(where: {
                $0.name == name
            }), case .number(_, let unit) = spec.kind {
                return unit.isEmpty ? nil : unit
            }
        }
        let suffixes = [("Meters", "m"), ("Seconds", "s"), ("Hours", "h"), ("Milliamps", "mA"), ("days", "d")]
        return suffixes.first { name.hasSuffix($0.0) || name == $0.0.lowercased() }?.1
    }

    /// `outerRadius 1500 m`-style label of one value.
    package static func label(_ path: String, _ value: Double?, unit: String?) -> String {
        "\(shortName(path)) \(Format.swept(value))" + (unit.map { " \($0)" } ?? "")
    }
}

extension ExperimentResults {
    /// Label → registered strategy name (from the first point's summaries).
    package var strategyNamesByLabel: [String: String] {
        Dictionary(
            (points.first?.strategies ?? []).map { ($0.label, $0.strategy) }, uniquingKeysWith: { first, _ in first })
    }

    /// A point's swept values as `outerRadius 1500 m, …` (empty without a sweep); units of strategy
    /// parameters from `registry`.
    package func pointLabel(_ index: Int, registry: StrategyRegistry) -> String {
        header.sweep.map {
            SweptParameter.label(
                $0.path, points[index].values[$0.path],
                unit: SweptParameter.unit($0.path, strategyNames: strategyNamesByLabel, registry: registry))
        }.joined(separator: ", ")
    }
}
