import FencePlatform
import Testing

@testable import FenceExperiment
@testable import FenceScenario

@Suite("Sweep grids from the command line")
struct SweepGridTests {
    @Test("--vary PATH=FROM:TO:STEP and PATH=V1,V2")
    func parsing() throws {
        let range = try SweepDimension(parsing: "strategies[three-manager].outerRadius=250:3000:250")
        #expect(range.path == "strategies[three-manager].outerRadius")
        #expect(range.values == stride(from: 250.0, through: 3000, by: 250).map { $0 })  // 12 values
        #expect(try SweepDimension(parsing: "device.app.uploadEachFix=0,1").values == [0, 1])
        #expect(try SweepDimension(parsing: "run.days=2").values == [2])
        // 0.1:0.3:0.1 ends on the grid within rounding: three values.
        #expect(try SweepDimension(parsing: "x=0.1:0.3:0.1").values.count == 3)
        for bad in ["x", "=1,2", "x=", "x=1:2", "x=a,b", "x=3:1:1", "x=1:2:0", "x=1,1", "x=1:2:3:4"] {
            let error = #expect(throws: ScenarioError.self, "\(bad)") { try SweepDimension(parsing: bad) }
            #expect(error?.path == "--vary \(bad)")
        }
    }

    static let scenario = """
        {"name": "grid", "strategies": [{"name": "three-manager"}], "run": {"replications": 3}}
        """

    @Test("Several dimensions make a grid, the last varying fastest; work items cover points × replications")
    func grid() throws {
        let scenario = try Scenario.parse(Self.scenario, file: "grid.json")
        let experiment = try Experiment(
            scenario: scenario,
            extraDimensions: [
                try SweepDimension(parsing: "strategies[three-manager].outerRadius=500,1000"),
                try SweepDimension(parsing: "run.days=1:3:1"),
            ])
        #expect(experiment.points.count == 6)
        #expect(experiment.points.map { $0.values["run.days"] } == [1, 2, 3, 1, 2, 3])
        #expect(experiment.workCount == 18)
        #expect(experiment.header.pointValues == experiment.points.map { $0.values })
        #expect(experiment.points[4].scenario.run.days == 2)
    }

    @Test("A value swept twice — even written two ways — is refused before anything runs")
    func duplicates() throws {
        let scenario = try Scenario.parse(Self.scenario, file: "grid.json")
        let error = #expect(throws: ScenarioError.self) {
            try Experiment(
                scenario: scenario,
                extraDimensions: [
                    try SweepDimension(parsing: "strategies[three-manager].outerRadius=500,1000"),
                    try SweepDimension(parsing: "strategies[0].parameters.outerRadius=700"),
                ])
        }
        #expect(error?.message.contains("swept twice") == true)
    }

    @Test("A strategy parameter the file does not write can be swept")
    func unwrittenParameter() throws {
        let scenario = try Scenario.parse(Self.scenario, file: "grid.json")
        let experiment = try Experiment(
            scenario: scenario,
            extraDimensions: [try SweepDimension(parsing: "strategies[three-manager].highAccuracyTimeout=30,90")])
        #expect(
            experiment.points.map { $0.scenario.strategies[0].parameters["highAccuracyTimeout"] } == [
                .number(30), .number(90),
            ])
    }
}
