import FenceExperiment
import FenceScenario
import FenceWorld

/// The lines `run`, `sweep` and `validate` print about a scenario's recorded track: the import report
/// (points read and kept, jumps and stale fixes dropped, gaps bridged) and what happens after its last fix.
package enum TrackImportText {
    /// Nothing for a generated commute.
    package static func lines(_ scenario: Scenario) -> [String] {
        guard let report = scenario.trackImport, case .recordedTrack(let source) = scenario.world.movement else {
            return []
        }
        let after: String
        switch source.afterEnd {
        case .end:
            after =
                "after its last fix: runs end there (afterEnd \"end\"); a battery that outlives the track gets its "
                + "life extrapolated as usable capacity ÷ mean current over the track, marked *"
        case .park:
            after = "after its last fix: the phone stays parked there until the horizon (afterEnd \"park\")"
        }
        return ["track: \(report)", "track: \(after)"]
    }
}
