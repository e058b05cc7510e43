import FenceDevice
import FenceKernel
import FenceWorld
import Foundation

/// The device layer's benchmark: one day of 1 Hz GPS fixes (error model + battery accounting)
/// against a 10 ms target, plus the continuous-GPS battery life of the iPhone 4S-era
/// profile over scripted days (open sky, and the World's generated urban commute), with and without
/// uploading every fix.
enum DeviceBench {
    struct GPSDay: Codable {
        var fixes: Int
        var callbackPerFix: Bool
        var bestMilliseconds: Double
        var targetMilliseconds: Double
        var ratioToTarget: Double
        var nanosecondsPerFix: Double
    }

    struct BatteryLife: Codable {
        var scenario: String
        var hours: Double
        var meanCurrentMilliamps: Double
        var chargeByComponentMilliampHours: [String: Double]
    }

    struct Report: Codable {
        var gpsDay: [GPSDay]
        var batteryLife: [BatteryLife]
    }

    /// The World layer's urban working-day commute preset over two days (replication 0).
    static func commuteWorld() throws -> World {
        var commute = CommuteParameters()
        commute.days = 2
        var parameters = WorldParameters.urbanWorkingDayCommute
        parameters.movement = .commute(commute)
        return try World.generate(parameters, masterSeed: 1, replication: 0)
    }

    /// A phone still in open sky for two days.
    static func openSkyWorld() throws -> World {
        try World(
            projection: LocalProjection(origin: GeoCoordinate(latitude: 47.37, longitude: 8.54)),
            environmentTable: .standard, environmentMap: EnvironmentMap(defaultEnvironment: .openSky),
            infrastructure: Infrastructure(towers: [], accessPoints: []),
            trajectory: Trajectory(legs: [.dwell(at: .zero, from: .zero, to: .days(2))]), fences: [])
    }

    /// Continuous best-accuracy location from `start` until the battery is empty: GPS on, app kept
    /// awake, one CPU callback per fix and, when `app` says so, one upload per fix. Returns the device
    /// at the empty instant and that instant.
    static func runContinuous(world: World, app: AppBehaviour, start: SimTime) throws -> (Device, SimTime) {
        var device = try Device(
            profile: .iphone4s2012, app: app, world: world, masterSeed: 1, replication: 0, start: start)
        device.setAppAwake(true, at: start)
        var wake = device.startGPS(assisted: false, at: start).nextWake
        while let time = wake {
            let empty = device.predictedEmptyTime(after: device.lastActionTime)
            if empty <= time { return (device, empty) }
            let step = device.advanceGPS(at: time)
            if step.fix != nil {
                device.cpuBurst(at: time)
                if device.app.uploadEachFix { device.upload(at: time) }
            }
            wake = step.nextWake
        }
        throw BenchError.usage("GPS stopped asking to be woken")
    }

    /// One day of 1 Hz fixes in open sky from a running receiver, the battery integrated lazily
    /// (and read at the end); with `callbackPerFix`, each fix also costs a CPU burst, so the battery
    /// is brought up to date at every fix as under a real platform.
    static func gpsDay(callbackPerFix: Bool) throws -> GPSDay {
        let world = try openSkyWorld()
        var fixes = 0
        let seconds = Bench.bestSeconds(repeats: 10) {
            var device = try! Device(profile: .iphone4s2012, world: world, masterSeed: 1, replication: 0)
            var wake = device.startGPS(assisted: false, at: .zero).nextWake
            fixes = 0
            while let time = wake, fixes < 86_400 {
                let step = device.advanceGPS(at: time)
                if step.fix != nil {
                    fixes += 1
                    if callbackPerFix { device.cpuBurst(at: time) }
                }
                wake = step.nextWake
            }
            precondition(device.chargeUsedMilliampHours(at: device.lastActionTime).gps > 0)
        }
        let milliseconds = seconds * 1e3
        return GPSDay(
            fixes: fixes, callbackPerFix: callbackPerFix, bestMilliseconds: milliseconds, targetMilliseconds: 10,
            ratioToTarget: milliseconds / 10, nanosecondsPerFix: seconds * 1e9 / Double(fixes))
    }

    static func batteryLife(_ name: String, world: World, app: AppBehaviour, start: SimTime) throws -> BatteryLife {
        let (device, empty) = try runContinuous(world: world, app: app, start: start)
        let charge = device.chargeUsedMilliampHours(at: empty)
        let hours = (empty - start).hours
        return BatteryLife(
            scenario: name, hours: hours, meanCurrentMilliamps: charge.total / hours,
            chargeByComponentMilliampHours: Dictionary(
                uniqueKeysWithValues: DeviceComponent.allCases.map { ($0.rawValue, (charge[$0] * 10).rounded() / 10) }))
    }

    static func run(outputPath: String) throws {
        let days = [try gpsDay(callbackPerFix: false), try gpsDay(callbackPerFix: true)]
        print("Device: one day of 1 Hz GPS fixes with error model and battery accounting (best of 10; target 10 ms)")
        for day in days {
            print(
                String(
                    format: "  %d fixes%@: %.2f ms (%.0f ns/fix); ratio to target %.3f", day.fixes,
                    day.callbackPerFix ? " + a CPU callback each" : "", day.bestMilliseconds, day.nanosecondsPerFix,
                    day.ratioToTarget))
        }
        let openSky = try openSkyWorld(), commute = try commuteWorld()
        let quiet = AppBehaviour(), uploading = AppBehaviour(uploadEachFix: true)
        let foreground = AppBehaviour(uploadEachFix: true, screenOnShare: 1, screenBrightness: 1)
        let lives = [
            try batteryLife("open sky, screen off, no uploads", world: openSky, app: quiet, start: .zero),
            try batteryLife("open sky, screen off, upload every fix", world: openSky, app: uploading, start: .zero),
            try batteryLife(
                "open sky, screen on full, upload every fix", world: openSky, app: foreground, start: .zero),
            try batteryLife(
                "generated commute from 07:00, screen off, no uploads", world: commute, app: quiet, start: .hours(7)),
            try batteryLife(
                "generated commute from 07:00, screen off, upload every fix", world: commute, app: uploading,
                start: .hours(7)
            ),
        ]
        print("iphone4s-2012, continuous GPS (app awake, one 0.1 s callback per fix):")
        for life in lives {
            let parts = DeviceComponent.allCases.map {
                "\($0.rawValue) \(life.chargeByComponentMilliampHours[$0.rawValue]!)"
            }
            let name = life.scenario.padding(toLength: 60, withPad: " ", startingAt: 0)
            print(
                "  " + name + String(format: "%6.2f h  mean %6.1f mA  ", life.hours, life.meanCurrentMilliamps)
                    + "[mAh: " + parts.joined(separator: ", ") + "]")
        }
        try Bench.writeJSON(Report(gpsDay: days, batteryLife: lives), to: outputPath)
        print("wrote \(outputPath)")
    }
}
