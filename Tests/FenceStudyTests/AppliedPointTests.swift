import FencePlatform
import Testing

@testable import FenceExperiment
@testable import FenceScenario
@testable import FenceStudy

/// A point applied from the previous one (only its changed paths set, untouched sections taken over)
/// gives the scenario, or the error, that applying every path afresh gives.
@Suite("applied points")
struct AppliedPointTests {
    let scenario = try! Scenario.parse(
        """
        {"strategies": [{"name": "continuous"}, {"name": "three-manager", "label": "tm"}],
         "run": {"days": 1, "replications": 2, "seed": 5}}
        """)

    /// One path in each section, a boolean, a range and a strategy parameter.
    static let start: [String: Double] = [
        "run.days": 1, "metrics.earlyToleranceSeconds": 60, "platform.gpsFreshnessSeconds": 10,
        "device.overrides.gps.whiteSigmaMeters": 4, "device.app.uploadEachFix": 0,
        "world.fences.onRouteRadiusMeters": 150, "world.environment.overrides.urban.gpsVisibility": 0.8,
        "strategies[tm].outerRadius": 1000,
    ]

    /// Each step changes one value of the point before it, as a Morris trajectory does.
    static let steps: [(String, Double)] = [
        ("device.overrides.gps.whiteSigmaMeters", 7), ("metrics.earlyToleranceSeconds", 120),
        ("platform.gpsFreshnessSeconds", 30), ("device.app.uploadEachFix", 1),
        ("world.environment.overrides.urban.gpsVisibility", 0.4), ("strategies[tm].outerRadius", 1500),
        ("run.days", 2), ("world.fences.onRouteRadiusMeters", 300),
    ]

    /// Whether two scenarios agree in the document and every decoded section.
    static func same(_ a: Scenario, _ b: Scenario) -> Bool {
        a.document == b.document && a.name == b.name && a.summary == b.summary && a.run == b.run
            && a.metrics == b.metrics && a.platform == b.platform && a.deviceProfile == b.deviceProfile
            && a.deviceNotes == b.deviceNotes && a.app == b.app && a.world == b.world
            && a.strategies.map(\.label) == b.strategies.map(\.label)
            && a.strategies.map(\.parameters) == b.strategies.map(\.parameters)
            && a.strategies.map(\.app) == b.strategies.map(\.app)
            && a.strategies.map(\.platform) == b.strategies.map(\.platform)
    }

    @Test("Each step from the previous point equals the point applied afresh")
    func stepsEqualFreshPoints() throws {
        var values = Self.start
        var previous: Scenario.AppliedPoint?
        var outerRadii: [ParameterValue?] = []
        for step in [nil] + Self.steps.map(Optional.some) {
            if let (path, value) = step { values[path] = value }
            let fresh = try scenario.applying(values)
            let stepped = try scenario.applying(values, worlds: nil, previous: previous)
            #expect(Self.same(stepped, fresh), "after \(step?.0 ?? "the start")")
            previous = Scenario.AppliedPoint(values: values, scenario: stepped)
            outerRadii.append(stepped.strategies[1].parameters["outerRadius"])
        }
        // The values did reach the scenario: the strategy's parameter before and after its step.
        #expect(outerRadii.first == .number(1000) && outerRadii.last == .number(1500))
        #expect(previous?.scenario.run.days == 2 && previous?.scenario.world.fences.onRouteRadiusMeters.upper == 300)
    }

    @Test("A step whose new value is invalid fails as the point applied afresh fails")
    func invalidStepFailsAlike() throws {
        let first = try scenario.applying(Self.start)
        let previous = Scenario.AppliedPoint(values: Self.start, scenario: first)
        // A bad value in the changed section; and a fence radius that makes the (unchanged) strategy
        // section invalid: three-manager's outer radius must exceed every fence's.
        for (path, value) in [("device.app.uploadEachFix", 0.5), ("world.fences.onRouteRadiusMeters", 1200)] {
            var values = Self.start
            values[path] = value
            var fresh: ScenarioError?
            do { _ = try scenario.applying(values) } catch { fresh = error }
            var stepped: ScenarioError?
            do { _ = try scenario.applying(values, worlds: nil, previous: previous) } catch { stepped = error }
            #expect(fresh != nil, "\(path)")
            #expect(stepped == fresh, "\(path)")
        }
    }

    @Test("A previous point of other paths is not used")
    func otherPathsStartAfresh() throws {
        let other = ["metrics.earlyToleranceSeconds": 90.0]
        let previous = Scenario.AppliedPoint(values: other, scenario: try scenario.applying(other))
        let stepped = try scenario.applying(Self.start, worlds: nil, previous: previous)
        #expect(Self.same(stepped, try scenario.applying(Self.start)))
    }

    @Test("A study's rows are the same when its workers step from point to point")
    func studyRows() throws {
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris,
            paths: [
                "world.environment.overrides.urban.gpsVisibility",
                "world.environment.overrides.urban.cellTowerDensityPerSquareKm", "device.app.cpuWorkPerCallbackSeconds",
            ],
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        let fresh = try (0..<study.unitCount).map { try study.row(unit: $0, worlds: WorldCache()) }
        // One worker's run of every unit, each point stepping from the one before (`rows` cuts the units
        // into shorter runs).
        let worlds = WorldCache()
        var previous: Scenario.AppliedPoint?
        let stepped = try (0..<study.unitCount).map { try study.row(unit: $0, worlds: worlds, previous: &previous) }
        #expect(stepped == fresh)
    }
}
