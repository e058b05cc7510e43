import FenceParameters
import FenceScenario
import FenceStats
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// The sensitivity study's reuse of worlds and runs (``WorldCache``, ``RunCache``) against the plain path
/// (``RunReuse/off``), on every parameter of the parameter table: a Morris study steps each parameter in
/// turn, one at a time, and its rows must be the same bits with reuse and without.
@Suite("reuse against the plain path, every parameter")
struct ReuseDifferentialTests {
    /// `scenarios/examples/every-service.json` (iOS strategies on their own, with motion sensing and with
    /// region monitoring; Android strategies on their own, with activity recognition and with the
    /// Geofencing API: every service a parameter can reach runs in some strategy), with its two replications.
    static func scenario() throws -> Scenario {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios/examples/every-service.json").path
        return try Scenario.load(path: file)
    }

    /// Every row of the table a study of `scenario` can take (whatever kind of row it is: the study
    /// decides), and the rows it cannot take.
    static func paths(_ scenario: Scenario) -> (taken: [String], refused: [ParameterRow]) {
        var taken: [String] = []
        var refused: [ParameterRow] = []
        let settings = SensitivityHeader.Settings(trajectories: 2, levels: 4)
        for row in ParameterRegistry.rows {
            if (try? SensitivityStudy(scenario: scenario, method: .morris, paths: [row.path], settings: settings))
                != nil
            {
                taken.append(row.path)
            } else {
                refused.append(row)
            }
        }
        return (taken, refused)
    }

    @Test("Every parameter stepped as Morris steps it: the rows with reuse are the plain path's, bit for bit")
    func everyParameterPath() throws {
        let scenario = try Self.scenario()
        let (paths, refused) = Self.paths(scenario)
        // A row the study cannot take has no range to sample, or belongs to a strategy this scenario lacks.
        for row in refused {
            let absentStrategy =
                row.path.hasPrefix("strategies[")
                && !scenario.strategies.contains { row.path.hasPrefix("strategies[\($0.name)]") }
            #expect(row.plausible == nil || absentStrategy, "\(row.path) is refused by the study")
        }
        // As `fencesim sensitivity --parameters all` does: a row that reaches no strategy of the scenario
        // cannot change a run, and is left out of the design with its reason.
        let (acting, leftOut) = scenario.parametersThatAct(paths)
        #expect(leftOut.count == paths.count - acting.count)
        #expect(acting.count > 150)
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: acting,
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        // Unit by unit, in order, as one worker of `rows(units:threads:reuse:)` runs them: with reuse one
        // world cache, run cache and previous point carried along; plain, nothing carried. A point whose
        // day is empty for a metric (a battery that dies before the first visit at an extreme point) is an
        // error on both paths, and the same error.
        let worlds = WorldCache()
        let runs = RunCache()
        var previous: Scenario.AppliedPoint?
        var failures = 0
        for unit in 0..<study.unitCount {
            var none: Scenario.AppliedPoint?
            let kept = Self.outcome { () throws(ExperimentError) in
                try study.row(unit: unit, worlds: worlds, previous: &previous, runCache: runs)
            }
            let plain = Self.outcome { () throws(ExperimentError) in
                try study.row(unit: unit, worlds: nil, previous: &none, runCache: nil)
            }
            #expect(kept == plain, "unit \(unit) differs with reuse")
            if case .failure = plain { failures += 1 }
        }
        // Under the model-form defaults three-manager runs GPS and lasts about 10 h on this phone, so at
        // extreme points a fifth of the days end before a first visit; most must still give rows.
        #expect(failures < study.unitCount / 2, "most points must give rows")
    }

    /// What a unit gives: its row as bits, or the error's text.
    enum Outcome: Equatable {
        case row([UInt64])
        case failure(String)
    }

    /// The outcome of `body`.
    static func outcome(_ body: () throws(ExperimentError) -> SensitivityRow) -> Outcome {
        do throws(ExperimentError) { return .row(bits(try body())) } catch { return .failure("\(error)") }
    }

    /// A row as bits (NaN equal to itself, −0 unequal to +0).
    static func bits(_ row: SensitivityRow) -> [UInt64] {
        let intervals = (row.intervals ?? []).flatMap { [$0?.lower ?? .nan, $0?.upper ?? .nan] }
        return [UInt64(row.unit)] + (row.metrics + intervals).map(\.bitPattern)
    }
}
