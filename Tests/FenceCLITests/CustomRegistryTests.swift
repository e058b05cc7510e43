import FencePlatform
import FenceStrategies
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// Every command knows the strategies of the registry it is given, and no others: a strategy registered
/// only in the test's registry (the built-in `continuous` under another name) validates, appears in the
/// schema, sweeps, reports (re-simulated timelines, the unit of its swept parameter) and traces.
@Suite("a custom strategy registry")
struct CustomRegistryTests {
    /// `continuous` registered as `own-continuous`, with one more check: the distance filter must stay
    /// below the largest fence radius (a made-up rule, to see a check's problem reported with its path).
    static let registry: StrategyRegistry = {
        var descriptor = ContinuousStrategy.descriptor
        descriptor.name = "own-continuous"
        descriptor.checkScenario = { strategy, facts in
            guard let strategy = strategy as? ContinuousStrategy,
                strategy.settings.distanceFilterMeters >= facts.largestFenceRadiusMeters
            else { return [] }
            return [StrategyScenarioProblem(parameter: "distanceFilter", message: "too large", fix: "lower it")]
        }
        return StrategyRegistry.builtIn.registering(descriptor)
    }()

    static func scenario(distanceFilter: Double) -> String {
        """
        {
          "name": "own",
          "device": {"profile": "iphone4s-2012"},
          "world": {
            "fences": {
              "onRouteRadiusMeters": {"lower": 50, "upper": 50},
              "distractorRadiusMeters": {"lower": 50, "upper": 50}
            }
          },
          "strategies": [{"name": "own-continuous", "parameters": {"distanceFilter": \(distanceFilter)}}],
          "run": {"days": 1, "replications": 2, "seed": 5},
          "sweep": {"vary": [{"path": "strategies[own-continuous].distanceFilter", "values": [10, 30]}]}
        }
        """
    }

    @Test("validate, schema, sweep, report and trace use the given registry")
    func everyCommand() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let path = try tiny.write("own.json", Self.scenario(distanceFilter: 10))
        let registry = Self.registry
        #expect(FenceSimCommand.main(["validate", path], registry: .builtIn) == .badInput)
        #expect(FenceSimCommand.main(["validate", path], registry: registry) == .ok)
        #expect(FenceSimCommand.main(["schema", "--out", "\(tiny.directory)/schema.json"], registry: registry) == .ok)
        #expect(String(decoding: try tiny.data("schema.json"), as: UTF8.self).contains("\"own-continuous\""))
        let out = "\(tiny.directory)/out"
        #expect(FenceSimCommand.main(["sweep", path, "--out", out, "--quiet"], registry: registry) == .ok)
        #expect(FenceSimCommand.main(["report", "\(out)/results.json"], registry: registry) == .ok)
        let markdown = String(decoding: try tiny.data("out/report.md"), as: UTF8.self)
        #expect(!markdown.contains("No one-day timeline"))
        // The swept parameter's unit comes from the registered descriptor (metres).
        #expect(markdown.contains("distanceFilter 10 m"))
        let trace = ["trace", path, "--strategy", "own-continuous", "--geojson", "\(tiny.directory)/t.geojson"]
        #expect(FenceSimCommand.main(trace, registry: registry) == .ok)
    }

    @Test("A descriptor's scenario check fails the scenario with the parameter's JSON path")
    func scenarioCheck() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let path = try tiny.write("own.json", Self.scenario(distanceFilter: 60))
        #expect(FenceSimCommand.main(["validate", path], registry: Self.registry) == .badInput)
        #expect {
            _ = try RunCommand.loadScenario(path, registry: Self.registry)
        } throws: { error in
            "\(error)".contains("strategies[0].parameters.distanceFilter") && "\(error)".contains("too large")
        }
    }
}
