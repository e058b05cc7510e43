import FenceKernel
import FenceStats
import FenceWorld
import Foundation
import Testing

@testable import FenceDevice

@Suite("GPS receiver: time to first fix, A-GPS, availability, loss of signal")
struct GPSReceiverTests {
    /// Drives a started receiver from `step` until its first fix (within an hour); returns the fix time.
    private func firstFix(_ device: inout Device, from step: SourceStep) -> SimTime? {
        var wake = step.nextWake
        let limit = (wake ?? .zero) + .hours(1)
        while let time = wake, time < limit {
            let next = device.advanceGPS(at: time)
            if next.fix != nil { return time }
            wake = next.nextWake
        }
        return nil
    }

    /// Seconds from a start at `start` to the first fix, for `seeds` independent replications.
    private func timesToFirstFix(
        world: World, assisted: Bool, seeds: Int, prepare: (inout Device) -> SimTime
    ) throws -> [Double] {
        try (0..<seeds).map { seed in
            var device = try TestWorld.device(world, masterSeed: UInt64(seed))
            let start = prepare(&device)
            let fix = try #require(firstFix(&device, from: device.startGPS(assisted: assisted, at: start)))
            return (fix - start).seconds
        }
    }

    /// The log-normal median is estimated with se(ln median) ≈ 1.2533 σ_ln / √n; fixes also wait
    /// for the next whole second (up to +1 s).
    private func expectMedian(_ values: [Double], near median: Double, logSigma: Double = 0.3) throws {
        let observed = try Summary(values).median
        let tolerance = 4 * 1.2533 * logSigma / Double(values.count).squareRoot()
        #expect(observed >= median * exp(-tolerance) && observed <= median * exp(tolerance) + 1, "median \(observed)")
    }

    @Test("Cold, warm and hot starts follow the age of the last fix; A-GPS is faster than cold")
    func startKinds() throws {
        var table = EnvironmentTable.standard
        table[.openSky].dataCoverage = 1  // every assistance download goes through
        let world = try TestWorld.still(.openSky, hours: 30, table: table)
        let n = 200
        let cold = try timesToFirstFix(world: world, assisted: false, seeds: n) { _ in .seconds(100) }
        let assisted = try timesToFirstFix(world: world, assisted: true, seeds: n) { _ in .seconds(100) }
        try expectMedian(cold, near: 45)
        try expectMedian(assisted, near: 8)
        // Same replication, same start second: the assisted start is faster in every replication.
        #expect(zip(assisted, cold).allSatisfy { $0 < $1 })

        /// A first session (fix, then stop at 200 s) before the measured start.
        func afterFirstSession(restartAt restart: SimTime) -> (inout Device) -> SimTime {
            { device in
                _ = firstFix(&device, from: device.startGPS(assisted: false, at: .seconds(10)))
                device.stopGPS(at: .seconds(200))
                return restart
            }
        }
        try expectMedian(
            timesToFirstFix(world: world, assisted: false, seeds: n, prepare: afterFirstSession(restartAt: .hours(1))),
            near: 2)
        try expectMedian(
            timesToFirstFix(world: world, assisted: false, seeds: n, prepare: afterFirstSession(restartAt: .hours(3))),
            near: 30)
        try expectMedian(
            timesToFirstFix(world: world, assisted: false, seeds: n, prepare: afterFirstSession(restartAt: .hours(5))),
            near: 45)
    }

    @Test("A-GPS downloads assistance over the radio once; without data it falls back to GPS")
    func assistance() throws {
        var table = EnvironmentTable.standard
        table[.openSky].dataCoverage = 1
        var device = try TestWorld.device(TestWorld.still(.openSky, hours: 10, table: table))
        let start = device.startGPS(assisted: true, at: .seconds(100))
        #expect(device.power.radio.transferCount == 1)
        let fix = try #require(firstFix(&device, from: start))
        // The first fix waits for the download (2 s promotion + 1 s) at least.
        #expect(fix >= .seconds(103))
        #expect(device.statistics(of: .agps, at: fix).lookups == 1)
        device.stopGPS(at: .seconds(200))
        // Restart 3 h later: not hot, but the assistance is 3 h old (valid 2 h) → a new download.
        _ = device.startGPS(assisted: true, at: .hours(3))
        #expect(device.power.radio.transferCount == 2)

        var noData = EnvironmentTable.standard
        noData[.openSky].dataCoverage = 0
        let offline = try TestWorld.still(.openSky, hours: 10, table: noData)
        var assistedDevice = try TestWorld.device(offline, masterSeed: 9)
        var plainDevice = try TestWorld.device(offline, masterSeed: 9)
        let assistedFix = firstFix(&assistedDevice, from: assistedDevice.startGPS(assisted: true, at: .seconds(50)))
        let plainFix = firstFix(&plainDevice, from: plainDevice.startGPS(assisted: false, at: .seconds(50)))
        #expect(assistedFix != nil && assistedFix == plainFix)
        #expect(assistedDevice.power.radio.transferCount == 0)
    }

    /// The fixes of a session started at 50 s and stopped at 650 s, driven wake by wake.
    private func session(_ device: inout Device, assisted: Bool) -> [LocationFix] {
        var fixes: [LocationFix] = []
        var wake = device.startGPS(assisted: assisted, at: .seconds(50)).nextWake
        while let time = wake, time < .seconds(650) {
            let step = device.advanceGPS(at: time)
            if let fix = step.fix { fixes.append(fix) }
            wake = step.nextWake
        }
        return fixes
    }

    /// Open sky with half its GPS visibility (A-GPS's factor 1.5 would raise it to 0.75) and data
    /// coverage `dataCoverage` (0: every download fails; 1: every one goes through).
    private func halfVisibleSky(dataCoverage: Double) throws -> World {
        var table = EnvironmentTable.standard
        table[.openSky].gpsVisibility = 0.5
        table[.openSky].dataCoverage = dataCoverage
        return try TestWorld.still(.openSky, hours: 1, table: table)
    }

    @Test("An assisted start whose download finds no data is a GPS session: counted, drawn and labelled GPS")
    func failedDownloadRunsAsGPS() throws {
        let offline = try halfVisibleSky(dataCoverage: 0)
        var assistedDevice = try TestWorld.device(offline, masterSeed: 4)
        var plainDevice = try TestWorld.device(offline, masterSeed: 4)
        let assistedFixes = session(&assistedDevice, assisted: true)
        #expect(assistedDevice.gpsSessionKind == .gps)
        let plainFixes = session(&plainDevice, assisted: false)
        // Same seed, GPS's visibility (0.5) and the unassisted cold start: the same fixes at the same
        // instants as the unassisted session (A-GPS's 0.75 would let other seconds through).
        #expect(!assistedFixes.isEmpty && assistedFixes == plainFixes)
        #expect(assistedFixes.allSatisfy { $0.source == .gps })
        assistedDevice.stopGPS(at: .seconds(650))
        let gps = assistedDevice.statistics(of: .gps, at: .seconds(650))
        let agps = assistedDevice.statistics(of: .agps, at: .seconds(650))
        #expect(gps.requests == 1 && gps.fixes == assistedFixes.count && gps.onTimeSeconds == 600)
        #expect(agps.requests == 0 && agps.fixes == 0 && agps.onTimeSeconds == 0 && agps.lookups == 0)
    }

    @Test("An assisted start whose download goes through stays an A-GPS session")
    func downloadedAssistanceStaysAGPS() throws {
        var device = try TestWorld.device(halfVisibleSky(dataCoverage: 1), masterSeed: 4)
        let fixes = session(&device, assisted: true)
        #expect(device.gpsSessionKind == .agps)
        #expect(!fixes.isEmpty && fixes.allSatisfy { $0.source == .agps })
        device.stopGPS(at: .seconds(650))
        let gps = device.statistics(of: .gps, at: .seconds(650))
        let agps = device.statistics(of: .agps, at: .seconds(650))
        #expect(agps.requests == 1 && agps.lookups == 1 && agps.fixes == fixes.count && agps.onTimeSeconds == 600)
        #expect(gps.requests == 0 && gps.fixes == 0 && gps.onTimeSeconds == 0)
    }

    /// Open sky for 10 min, an underground ride for 10 min, open sky again (same place, overrides).
    private func tunnelWorld() throws -> World {
        let legs: [TrajectoryLeg] = [
            .dwell(at: .zero, from: .zero, to: .seconds(600), environmentOverride: .openSky),
            .dwell(at: .zero, from: .seconds(600), to: .seconds(1200), environmentOverride: .underground),
            .dwell(at: .zero, from: .seconds(1200), to: .seconds(1800), environmentOverride: .openSky),
        ]
        return try World(
            projection: TestWorld.projection, environmentTable: .standard,
            environmentMap: EnvironmentMap(defaultEnvironment: .openSky),
            infrastructure: Infrastructure(towers: [], accessPoints: []), trajectory: Trajectory(legs: legs), fences: []
        )
    }

    @Test("1 Hz fixes while tracking; no fix underground; loss of signal, acquisition current, reacquisition")
    func lossOfSignal() throws {
        var device = try TestWorld.device(tunnelWorld())
        var wake = device.startGPS(assisted: false, at: .zero).nextWake
        var fixSeconds: [Int64] = []
        var currentUnderground = 0.0
        while let time = wake, time < .seconds(1800) {
            let step = device.advanceGPS(at: time)
            if let fix = step.fix { fixSeconds.append(fix.time.wholeSeconds) }
            // Nothing changes until the next wake (the receiver skips its idle epochs underground):
            // the current at 900 s is read from the call before it.
            if time <= .seconds(900), let next = step.nextWake, next > .seconds(900) {
                currentUnderground = device.power.milliamps(at: .seconds(900)).gps
            }
            wake = step.nextWake
        }
        let first = try #require(fixSeconds.first)
        #expect(first > 10 && first < 600)  // a cold start: tens of seconds
        // Every second from the first fix to 599, none underground, then every second from 1200 on.
        let expected = Array(first...599) + Array(1200...1799)
        #expect(fixSeconds == expected)
        #expect(currentUnderground == 120)  // dropped back to acquisition (searching)
        #expect(device.isGPSTracking)
        #expect(device.power.milliamps(at: .seconds(1800)).gps == 75)
    }

    @Test("Availability per class: none underground, poor indoors, intermittent in urban canyons")
    func availabilityPerClass() throws {
        var shares: [EnvironmentClass: Double] = [:]
        for environment in [EnvironmentClass.underground, .indoor, .urbanCanyon, .openSky] {
            var device = try TestWorld.device(try TestWorld.still(environment, hours: 3))
            var wake = device.startGPS(assisted: false, at: .zero).nextWake
            var fixes = 0
            while let time = wake, time < .hours(3) {
                if device.advanceGPS(at: time).fix != nil { fixes += 1 }
                wake = device.gps.nextWake
            }
            shares[environment] = Double(fixes) / 10_800
        }
        #expect(shares[.underground] == 0)
        // Indoors each second succeeds with p = 0.2, and five misses in a row send the receiver back
        // to a ~2 s reacquisition, so fixes come in fewer than 20 % of the seconds but not rarely.
        #expect(shares[.indoor]! > 0.05 && shares[.indoor]! < 0.2)
        // Urban canyon: p = 0.9 per second; se of a share over 10 800 s is ≤ 0.003.
        #expect(abs(shares[.urbanCanyon]! - 0.9) < 0.02)
        #expect(shares[.openSky]! > 0.98)
    }
}
