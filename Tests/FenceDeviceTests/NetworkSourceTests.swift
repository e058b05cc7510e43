import FenceKernel
import FenceStats
import FenceWorld
import Foundation
import Testing

@testable import FenceDevice

@Suite("Wi-Fi and cell positioning")
struct NetworkSourceTests {
    /// Requests a fix with `request` at `time` and drives it with `advance` to the end.
    static func oneFix(
        _ device: inout Device, at time: SimTime, request: (inout Device, SimTime) -> SourceStep,
        advance: (inout Device, SimTime) -> SourceStep
    ) -> SourceStep {
        var step = request(&device, time)
        while let wake = step.nextWake { step = advance(&device, wake) }
        return step
    }

    static func wifiFix(_ device: inout Device, at time: SimTime) -> SourceStep {
        oneFix(&device, at: time, request: { $0.requestWiFiFix(at: $1) }, advance: { $0.advanceWiFi(at: $1) })
    }

    static func cellFix(_ device: inout Device, at time: SimTime) -> SourceStep {
        oneFix(&device, at: time, request: { $0.requestCellFix(at: $1) }, advance: { $0.advanceCellFix(at: $1) })
    }

    @Test("Wi-Fi radial error median follows the class median (log-normal, σ_ln 0.6, 1 % outliers)")
    func wifiMedians() throws {
        for environment in [EnvironmentClass.urban, .suburban, .indoor, .rural] {
            let world = try TestWorld.still(environment, hours: 24, accessPoints: TestWorld.accessPointRing(count: 5))
            var device = try TestWorld.device(world)
            var errors: [Double] = []
            for minute in 0..<1_440 {
                if let fix = Self.wifiFix(&device, at: .minutes(Double(minute))).fix {
                    errors.append(fix.position.lengthMeters)  // the phone stands at the origin
                    #expect(fix.horizontalAccuracyMeters == 65)
                }
            }
            #expect(errors.count > 1_350)  // only cache misses without data fail
            let median = try #require(WiFiParameters.standardMedianErrorMeters[environment])
            // Outliers (p = 0.01, ~1000 m) push the median to the main law's 0.5/0.99 quantile.
            let expected = try median * exp(0.6 * Quantiles.normal(0.5 / 0.99))
            // se(ln median) ≈ 1.2533 σ_ln / √n.
            let tolerance = 4 * 1.2533 * 0.6 / Double(errors.count).squareRoot()
            let observed = try Summary(errors).median
            #expect(abs(log(observed / expected)) < tolerance, "\(environment): \(observed) vs \(expected)")
        }
    }

    @Test("Wi-Fi fails with too few access points or without data on a cache miss; a scan costs 1 s at scan current")
    func wifiFailures() throws {
        var none = try TestWorld.device(TestWorld.still(.urban))
        #expect(Self.wifiFix(&none, at: .seconds(10)).failure == .tooFewAccessPoints)
        #expect(abs(none.chargeUsedMilliampHours(at: .seconds(20)).wifi - 220.0 / 3600) < 1e-12)
        #expect(none.power.radio.transferCount == 0)
        var strict = DeviceProfile.iphone4s2012
        strict.wifi.minimumAccessPoints = 3
        var sparse = try TestWorld.device(
            TestWorld.still(.urban, accessPoints: TestWorld.accessPointRing(count: 2)), profile: strict)
        #expect(Self.wifiFix(&sparse, at: .seconds(10)).failure == .tooFewAccessPoints)

        var noData = EnvironmentTable.standard
        noData[.urban].dataCoverage = 0
        var profile = DeviceProfile.iphone4s2012
        profile.wifi.cacheHitProbability = 0
        var offline = try TestWorld.device(
            TestWorld.still(.urban, accessPoints: TestWorld.accessPointRing(count: 5), table: noData), profile: profile)
        #expect(Self.wifiFix(&offline, at: .seconds(10)).failure == .noDataCoverage)

        var online = try TestWorld.device(
            TestWorld.still(.urban, accessPoints: TestWorld.accessPointRing(count: 5)), profile: profile)
        let request = online.requestWiFiFix(at: .seconds(10))
        #expect(request.nextWake == .seconds(11))
        let lookup = online.advanceWiFi(at: .seconds(11))
        // Cache miss: IDLE→DCH promotion 2 s + 0.1 s lookup, fix delivered at 13.1 s.
        #expect(lookup.fix == nil && lookup.nextWake == .seconds(13.1))
        #expect(online.advanceWiFi(at: .seconds(13.1)).fix?.time == .seconds(13.1))
        #expect(online.statistics(of: .wifi, at: .seconds(20)).lookups == 1)
    }

    /// Radial errors of cell fixes every 50 s along a 2 000 km drive at 100 m/s through `environment`
    /// (every 5 km: a fresh tower geometry each time).
    private func cellErrors(_ environment: EnvironmentClass) throws -> [Double] {
        var table = EnvironmentTable.standard
        for row in EnvironmentClass.allCases { table[row].wifiAccessPointDensityPerSquareKm = 0 }
        let world = try TestWorld.drive(
            environment, hours: 20_000 / 3600, speedMetersPerSecond: 100, table: table, masterSeed: 3)
        var device = try TestWorld.device(world)
        var errors: [Double] = []
        for k in 0..<400 {
            let time = SimTime.seconds(Double(k) * 50)
            if let fix = Self.cellFix(&device, at: time).fix {
                errors.append(fix.position.distanceMeters(to: world.trajectory.position(at: time)))
                #expect(fix.horizontalAccuracyMeters == 1414)
            }
        }
        return errors
    }

    @Test("Cell error grows with tower spacing: urban ≈ 300 m, suburban ≈ 600 m, rural several times urban")
    func cellMedians() throws {
        let urban = try Summary(cellErrors(.urban)).median
        let suburban = try Summary(cellErrors(.suburban)).median
        let rural = try Summary(cellErrors(.rural)).median
        // Calibration target: suburban 600 m [V] [@Zandbergen2009]; urban 300 m and rural 2000 m [A].
        // With ~390 fixes, se(ln median) ≈ 1.2533 × 0.7 / √390 ≈ 0.044 (σ_ln ≈ 0.7: the 0.56 spread
        // and the spread of tower distances), so ±4 se ≈ ±18 %.
        #expect(abs(log(suburban / 600)) < 0.18, "suburban \(suburban)")
        #expect(abs(log(urban / 300)) < 0.25, "urban \(urban)")
        #expect(rural > 3 * urban, "rural \(rural) vs urban \(urban)")
        #expect(rural > 800 && rural < 2_500, "rural \(rural)")
    }

    @Test("Cell-ID where fewer than three towers are heard: the serving tower's position")
    func cellID() throws {
        let towers = [
            CellTower(id: 1, position: LocalPoint(x: 700, y: 0), rangeMeters: 2_000),
            CellTower(id: 2, position: LocalPoint(x: -1_500, y: 0), rangeMeters: 2_000),
            CellTower(id: 3, position: LocalPoint(x: 0, y: 3_000), rangeMeters: 2_000),  // not heard
        ]
        var profile = DeviceProfile.iphone4s2012
        profile.cell.cacheHitProbability = 1
        var device = try TestWorld.device(TestWorld.still(.suburban, towers: towers), profile: profile)
        let fix = try #require(Self.cellFix(&device, at: .seconds(5)).fix)
        #expect(fix.position == LocalPoint(x: 700, y: 0))
        #expect(fix.time == .seconds(5.5))  // 0.5 s of CPU work
        // Cost: 0.5 s busy CPU at 100 mA, then the 1 s wake tail at 40 mA.
        #expect(abs(device.chargeUsedMilliampHours(at: .seconds(10)).cpu - (50.0 + 40) / 3600) < 1e-12)
        var deaf = try TestWorld.device(TestWorld.still(.rural))
        #expect(Self.cellFix(&deaf, at: .seconds(5)).failure == .noCellCoverage)
    }
}
