import FenceExperiment
import FenceFiles
import FencePlatform
import FenceScenario

extension Scenario {
    /// The labels of the strategies that do not see a perturbation of `path`, in scenario order:
    /// - for a field of `device.app` (`device.app.screenBrightness`), those whose scenario entry sets that
    ///   field in its own `app` — the entry's value is the scenario's statement about that app (continuous
    ///   of paper-2012 is a foreground app: screen on at full brightness), laid over `device.app`, so a
    ///   change of `device.app` cannot reach it;
    /// - for an Android parameter (`platform.android.…`), those that run under iOS: only the Android
    ///   engine reads them.
    ///
    /// Every other path reaches every strategy.
    ///
    /// A study records them (``SensitivityHeader/Parameter/maskedFor``) and its report says so: the
    /// parameter's effects on those strategies are zero by construction, not a finding.
    func strategiesMasking(_ path: String) -> [String] {
        zip(strategyItems, strategies).compactMap { item, entry in
            masks(path, item: item, entry: entry) ? entry.label : nil
        }
    }

    /// `paths` without those that reach no strategy of this scenario (``strategiesMasking(_:)`` names
    /// every strategy) or that the scenario cannot take (a commute parameter when the phone follows a
    /// recorded track), which are listed apart with the reason: sampling them would spend Morris steps
    /// and sample points on effects that are zero by construction, or stop the study at its first point.
    public func parametersThatAct(_ paths: [String]) -> (acting: [String], leftOut: [SensitivityHeader.LeftOut]) {
        var acting: [String] = []
        var leftOut: [SensitivityHeader.LeftOut] = []
        for path in paths {
            if let reason = reasonReachingNone(path) {
                leftOut.append(SensitivityHeader.LeftOut(path: path, reason: reason))
            } else {
                acting.append(path)
            }
        }
        return (acting, leftOut)
    }

    /// Why a perturbation of `path` reaches no strategy, or nil when it reaches one.
    private func reasonReachingNone(_ path: String) -> String? {
        if path.hasPrefix(Self.commutePrefix), case .recordedTrack = world.movement {
            return "a commute parameter, and the phone follows a recorded track"
        }
        guard !strategies.isEmpty, strategiesMasking(path).count == strategies.count else { return nil }
        if path.hasPrefix(Self.androidPrefix) { return "an Android parameter, and every strategy runs under iOS" }
        return "every strategy's entry sets this field in its own app"
    }

    /// Whether `entry` (written as `item`) cannot see a perturbation of `path`.
    private func masks(_ path: String, item: JSONValue?, entry: StrategyEntry) -> Bool {
        if path.hasPrefix(Self.androidPrefix) { return entry.platform != .android }
        guard path.hasPrefix(Self.appPrefix) else { return false }
        return item?["app"]?[String(path.dropFirst(Self.appPrefix.count))] != nil
    }

    /// The strategy entries as written, one per ``strategies`` (nil when the document has none).
    private var strategyItems: [JSONValue?] {
        guard case .array(let items)? = document["strategies"]?.value else {
            return Array(repeating: nil, count: strategies.count)
        }
        return items.map { $0.value }
    }

    /// Why the strategies ``strategiesMasking(_:)`` names for `path` do not see it, said of them ("they …").
    public static func maskingReason(_ path: String) -> String {
        path.hasPrefix(androidPrefix)
            ? "they run under iOS, whose platform has no such parameter"
            : "their scenario entries set the field in their own app, which the study leaves as the scenario states it"
    }

    private static let appPrefix = "device.app."
    private static let commutePrefix = "world.movement.commute."
    private static let androidPrefix = "platform.android."
}
