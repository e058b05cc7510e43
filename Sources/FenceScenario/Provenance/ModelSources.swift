import FenceDevice
import FenceParameters
import Foundation

/// The sources that shaped the model, computed from what builds it rather than declared: every citation in the
/// parameter table (a row's source, its plausible range's reasoning, a structural choice's evidence), in the
/// device profiles' provenance and in the scenarios' descriptions. A source the model cites was used in
/// building it, so a measurement from it can calibrate but never validate (`docs/history-matching.md`,
/// "Observations").
///
/// The one exception is the scenario that reproduces a source's own measurement: an observation's setup
/// describes the experiment it reproduces and cites it for that ("Zandbergen's iPhone 3G static tests
/// ([@Zandbergen2009]): …"), which builds nothing; a citation of the same source anywhere else — another
/// scenario, a parameter row, a profile — does.
public struct ModelSources: Sendable {
    /// A scenario file and its description, as read.
    public struct ScenarioDescription: Sendable, Equatable {
        /// The file's path.
        public var file: String
        /// Its top-level `description` (empty when it has none).
        public var text: String

        /// A described scenario.
        public init(file: String, text: String) {
            self.file = file
            self.text = text
        }
    }

    /// Every citation, in the order of the rows, then the profiles (by name), then the scenarios as given.
    public let citations: [SourceCitation]

    /// The citations of `rows`, `profiles` and `scenarios`.
    public init(rows: [ParameterRow], profiles: [DeviceProfile], scenarios: [ScenarioDescription]) {
        var citations: [SourceCitation] = []
        for row in rows {
            citations += row.referenceKeys.map { SourceCitation(key: $0, place: .parameter(row.path)) }
        }
        for profile in profiles.sorted(by: { $0.name < $1.name }) {
            citations += profile.referenceKeys.map { SourceCitation(key: $0, place: .profile(profile.name)) }
        }
        for scenario in scenarios {
            citations += CitationKeys.cited(in: [scenario.text]).map {
                SourceCitation(key: $0, place: .scenario(scenario.file))
            }
        }
        self.citations = citations
    }

    /// The model FenceSim ships: the parameter table of ``ParameterRegistry/rows`` (every section, the built-in
    /// strategies' rows included), every built-in device profile, and `scenarios`.
    public init(scenarios: [ScenarioDescription]) {
        self.init(rows: ParameterRegistry.rows, profiles: Array(DeviceProfile.builtIn.values), scenarios: scenarios)
    }

    /// The places where `key` shaped the model: every citation of it except in `setups`, the scenario files that
    /// reproduce its own measurements (compared as standardised paths). Empty when the source shaped nothing —
    /// an independent source, fit to validate.
    public func shaping(_ key: String, setups: Set<String>) -> [SourceCitation] {
        let excluded = Set(setups.map(Self.normalised))
        return citations.filter { citation in
            guard citation.key == key else { return false }
            if case .scenario(let file) = citation.place { return !excluded.contains(Self.normalised(file)) }
            return true
        }
    }

    /// For each source key of `observations` (a reference and the scenario reproducing it), the places where it
    /// shaped the model, each observation's own scenario left out for its own source (``shaping(_:setups:)``);
    /// an empty list marks an independent source.
    public func shaping(observations: [(reference: String, scenario: String)]) -> [String: [SourceCitation]] {
        var setups: [String: Set<String>] = [:]
        for observation in observations { setups[observation.reference, default: []].insert(observation.scenario) }
        return setups.reduce(into: [:]) { shaped, entry in shaped[entry.key] = shaping(entry.key, setups: entry.value) }
    }

    /// `path` standardised (`observations/../scenarios/a.json` and `scenarios/a.json` are one file).
    static func normalised(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
