import FenceKernel
import FencePlatform
import FenceWorld
import Testing

@testable import FenceStrategies

@Suite("Strategy registry and parameters")
struct RegistryTests {
    let registry = StrategyRegistry.builtIn

    @Test("The fifteen iOS built-ins and the seven Android ones are registered under their scenario names")
    func names() {
        #expect(
            registry.names == [
                "continuous", "three-manager", "three-manager-hysteresis", "significant-change", "region-monitoring",
                "verified-regions",
                "periodic", "distance-adaptive", "accelerometer-gated", "activity-transition",
                "three-manager-motion-gated", "uncertainty-tracker", "auto-pause", "live-updates", "machine",
                "android-continuous", "android-periodic", "android-three-zone", "android-geofence",
                "android-proximity-alert", "android-activity-gated", "android-three-zone-motion-gated",
            ])
        #expect(
            registry.descriptors.filter { $0.platforms == [.android] }.map(\.name).allSatisfy {
                $0.hasPrefix("android-")
            })
        #expect(registry.descriptors.filter { $0.platforms == [.ios] }.count == 15)
    }

    @Test("Every built-in but machine builds with its defaults; machine needs its states")
    func defaults() throws {
        for name in registry.names where name != "machine" { _ = try registry.make(name, parameters: [:]) }
        #expect(throws: StrategyParameterError.self) { try registry.make("machine", parameters: [:]) }
        let threeManager = try #require(try registry.make("three-manager", parameters: [:]) as? ThreeManagerStrategy)
        #expect(threeManager.parameters == ThreeManagerStrategy.Parameters())
        #expect(threeManager.parameters.outerRadiusMeters == 1_500)  // the paper's value
    }

    @Test("Parameters are read and checked")
    func parameters() throws {
        let built = try registry.make(
            "three-manager", parameters: ["outerRadius": .number(2_500), "lowAccuracy": .string("kilometer")])
        let strategy = try #require(built as? ThreeManagerStrategy)
        #expect(strategy.parameters.outerRadiusMeters == 2_500)
        #expect(strategy.parameters.lowAccuracy == .kilometer)
    }

    @Test("Unknown names, unknown parameters, wrong types and ranges name the strategy and the parameter")
    func errors() {
        #expect(
            throws: StrategyParameterError(
                strategy: "nope", parameter: nil, message: "unknown strategy",
                fix:
                    "use one of: continuous, three-manager, three-manager-hysteresis, significant-change, region-monitoring, verified-regions, periodic, distance-adaptive, accelerometer-gated, activity-transition, three-manager-motion-gated, uncertainty-tracker, auto-pause, live-updates, machine, android-continuous, android-periodic, android-three-zone, android-geofence, android-proximity-alert, android-activity-gated, android-three-zone-motion-gated"
            )
        ) {
            try registry.make("nope", parameters: [:])
        }
        // A typo gets the one name it is a typo of, not the list.
        #expect(
            throws: StrategyParameterError(
                strategy: "continous", parameter: nil, message: "unknown strategy", fix: "did you mean 'continuous'?")
        ) {
            try registry.make("continous", parameters: [:])
        }
        #expect { try registry.make("three-manager", parameters: ["outerRaduis": .number(1)]) } throws: { error in
            (error as? StrategyParameterError).map {
                $0.parameter == "outerRaduis" && $0.message.contains("did you mean 'outerRadius'?")
            } ?? false
        }
        #expect { try registry.make("continuous", parameters: ["distanceFilter": .string("ten")]) } throws: { error in
            (error as? StrategyParameterError).map { $0.parameter == "distanceFilter" && $0.strategy == "continuous" }
                ?? false
        }
        #expect { try registry.make("periodic", parameters: ["period": .number(-5)]) } throws: { error in
            (error as? StrategyParameterError)?.parameter == "period"
        }
        #expect { try registry.make("continuous", parameters: ["desiredAccuracy": .string("perfect")]) } throws: {
            error in
            (error as? StrategyParameterError)?.parameter == "desiredAccuracy"
        }
        #expect {
            try registry.make(
                "distance-adaptive", parameters: ["minInterval": .number(600), "maxInterval": .number(60)])
        } throws: { error in
            (error as? StrategyParameterError)?.parameter == "maxInterval"
        }
    }

    @Test("A strategy cannot reach the true position: the context holds only app-visible state")
    func noTruthInContext() {
        // Reflect over every stored property of the context a strategy receives: none is (or wraps)
        // the world, its trajectory or the device; the only positions are the app's fences and the
        // delivered last known location.
        let context = StrategyContext(
            now: .zero, fences: FenceDirectory([paperFence]), lastKnownLocation: nil, monitoredFenceIDs: [])
        let types = Mirror(reflecting: context).children.map { String(describing: type(of: $0.value)) }
        let allowed: Set<String> = [
            "SimTime", "FenceDirectory", "Optional<Location>", "Set<String>", "Int", "Array<StrategyAction>",
        ]
        #expect(Set(types).isSubset(of: allowed), "unexpected context members: \(types)")
        let directoryTypes = Mirror(reflecting: context.fences).children.map { String(describing: type(of: $0.value)) }
        // The fences, and what is derived from them alone: the index by identifier, the indices and
        // centre x in x order, the largest radius.
        #expect(
            Set(directoryTypes).isSubset(of: [
                "Array<Fence>", "Dictionary<String, Int>", "Array<Int>", "Array<Double>", "Double",
            ]))
    }
}
