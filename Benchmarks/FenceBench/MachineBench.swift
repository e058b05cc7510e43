import FenceDevice
import FenceExperiment
import FenceKernel
import FencePlatform
import FenceScenario
import FenceStrategies
import FenceWorld
import Foundation

/// The cost of interpreting a strategy (the machine language): one simulated day of `three-manager` written as a
/// machine (`scenarios/examples/machine-three-manager.json`) against the Swift `three-manager`, on the
/// world and profile of ``StrategiesBench``. Target: the machine costs at most 2× the Swift strategy.
enum MachineBench {
    struct Report: Codable {
        var loadAverageBefore: Double
        /// Best thread CPU time of one simulated day, ms.
        var swiftCPUMillisecondsPerDay: Double
        var machineCPUMillisecondsPerDay: Double
        /// Best wall time of one simulated day, ms.
        var swiftMillisecondsPerDay: Double
        var machineMillisecondsPerDay: Double
        /// Machine / Swift CPU time per day.
        var cpuRatio: Double
        var targetRatio: Double
        /// Whether both days produced the same detections, deliveries and charge (they must: the machine
        /// restates the built-in).
        var identicalRecords: Bool
    }

    static let scenario = "scenarios/examples/machine-three-manager.json"

    /// One day of `strategy`, best of ``StrategiesBench/dayRepeats`` (wall, thread CPU), and its record.
    static func day(_ strategy: any LocationStrategy, world: World) throws -> (
        wall: Double, cpu: Double, record: RunRecord
    ) {
        var wall = Double.infinity, cpu = Double.infinity
        var record: RunRecord?
        for _ in 0..<StrategiesBench.dayRepeats {
            let device = try Device(
                profile: StrategiesBench.allDayProfile(on: .ios), world: world, masterSeed: 1, replication: 0)
            var run = try PlatformRun(world: world, device: device, strategy: strategy)
            let cpuBefore = StrategiesBench.cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
            wall = min(wall, Bench.seconds { record = run.run(until: .hours(24)) })
            cpu = min(cpu, StrategiesBench.cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - cpuBefore)
        }
        return (wall, cpu, record!)
    }

    static func run(outputPath: String) throws {
        let load = StrategiesBench.loadAverage()
        let world = try StrategiesBench.world()
        let strategies = try Scenario.load(path: scenario).strategies
        guard let swift = strategies.first(where: { $0.name == "three-manager" }),
            let machine = strategies.first(where: { $0.name == "machine" })
        else { throw BenchError.usage("\(scenario) must hold three-manager and its machine") }
        let builtIn = try day(swift.prototype, world: world)
        let interpreted = try day(machine.prototype, world: world)
        let report = Report(
            loadAverageBefore: load, swiftCPUMillisecondsPerDay: builtIn.cpu * 1e3,
            machineCPUMillisecondsPerDay: interpreted.cpu * 1e3, swiftMillisecondsPerDay: builtIn.wall * 1e3,
            machineMillisecondsPerDay: interpreted.wall * 1e3, cpuRatio: interpreted.cpu / builtIn.cpu, targetRatio: 2,
            identicalRecords: builtIn.record.detections == interpreted.record.detections
                && builtIn.record.remainingFraction == interpreted.record.remainingFraction
                && builtIn.record.standardDeliveries == interpreted.record.standardDeliveries)
        print(
            String(
                format:
                    "Machine: one day of three-manager, Swift %.2f ms (CPU %.2f), machine %.2f ms (CPU %.2f): "
                    + "CPU ratio %.2f (target ≤ %.0f); identical records: %@",
                report.swiftMillisecondsPerDay, report.swiftCPUMillisecondsPerDay, report.machineMillisecondsPerDay,
                report.machineCPUMillisecondsPerDay, report.cpuRatio, report.targetRatio,
                report.identicalRecords ? "yes" : "NO"))
        try Bench.writeJSON(report, to: outputPath)
        print("wrote \(outputPath)")
    }
}
