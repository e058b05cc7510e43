import FenceKernel
import Testing

@testable import FenceWorld

/// ``EnvironmentProperties/generationFields`` against a plain re-generation: overriding every other
/// field leaves the generated world's sites alone, overriding a listed one does not.
@Suite("Environment fields world generation reads")
struct GenerationFieldsTests {
    /// `parameters` with `patch` applied in every environment class.
    static func overriding(_ patch: EnvironmentPropertiesPatch) -> WorldParameters {
        var parameters = WorldParameters()
        for environment in EnvironmentClass.allCases { parameters.environment.overrides[environment] = patch }
        return parameters
    }

    @Test("Fields outside the list change neither the infrastructure nor the generation inputs")
    func fieldsOutsideTheListAreNotRead() throws {
        var others = EnvironmentPropertiesPatch()
        others.gpsVisibility = 0.3
        others.gpsErrorScale = 2
        others.gpsMultipathProbability = 0.5
        others.gpsMultipathMedianMeters = 20
        others.dataCoverage = 0.5
        let changed = Self.overriding(others)
        for field in EnvironmentProperties.generationFields { #expect(others[keyPath: field.patch] == nil) }
        #expect(World.generationInputs(of: changed) == WorldParameters())

        let plain = try World.generate(WorldParameters(), masterSeed: 7, replication: 0)
        let world = try World.generate(changed, masterSeed: 7, replication: 0)
        let points = plain.trajectory.points
        #expect(world.trajectory.points == points)
        #expect(
            InfrastructureReuseTests.same(
                world.infrastructure, plain.infrastructure, at: points, along: plain.trajectory))
        #expect(world.environmentTable[.urban].gpsVisibility == 0.3)
    }

    @Test("Each listed field is kept in the generation inputs and changes the sites")
    func listedFieldsAreRead() throws {
        let plain = try World.generate(WorldParameters(), masterSeed: 7, replication: 0)
        let standard = EnvironmentTable.standard[.urban]
        for field in EnvironmentProperties.generationFields {
            var patch = EnvironmentPropertiesPatch()
            patch[keyPath: field.patch] = standard[keyPath: field.property] / 2
            let changed = Self.overriding(patch)
            #expect(World.generationInputs(of: changed) == changed)
            let world = try World.generate(changed, masterSeed: 7, replication: 0)
            #expect(
                !InfrastructureReuseTests.same(
                    world.infrastructure, plain.infrastructure, at: plain.trajectory.points, along: plain.trajectory))
        }
    }
}
