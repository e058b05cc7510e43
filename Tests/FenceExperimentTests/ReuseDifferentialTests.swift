import FenceStats
import Foundation
import Testing

@testable import FenceExperiment

/// The sensitivity study's reuse of worlds and runs (``WorldCache``, ``RunCache``) against the plain path
/// (``RunReuse/off``), on every parameter of the parameter table: a Morris study steps each parameter in
/// turn, one at a time, and its rows must be the same bits with reuse and without.
@Suite("reuse against the plain path, every parameter")
struct ReuseDifferentialTests {
    /// `scenarios/examples/every-service.json` (iOS strategies on their own, with motion sensing and with
    /// region monitoring; Android strategies on their own, with activity recognition and with the
    /// Geofencing API: every service a parameter can reach runs in some strategy), one replication.
    static func scenario() throws -> Scenario {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios/examples/every-service.json").path
        var scenario = try Scenario.load(path: file)
        scenario.run.replications = 1
        return scenario
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
        #expect(paths.count > 150)
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: paths,
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        let units = Array(0..<study.unitCount)
        let kept = try study.rows(units: units, threads: 2, reuse: .on)
        let plain = try study.rows(units: units, threads: 2, reuse: .off)
        #expect(kept.count == plain.count)
        for (first, second) in zip(kept, plain) {
            #expect(Self.bits(first) == Self.bits(second), "unit \(first.unit) differs with reuse")
        }
    }

    /// A row as bits (NaN equal to itself, −0 unequal to +0).
    static func bits(_ row: SensitivityRow) -> [UInt64] {
        let intervals = (row.intervals ?? []).flatMap { [$0?.lower ?? .nan, $0?.upper ?? .nan] }
        return [UInt64(row.unit)] + (row.metrics + intervals).map(\.bitPattern)
    }
}
