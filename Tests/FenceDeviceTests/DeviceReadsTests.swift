import FenceKernel
import FenceWorld
import Testing

@testable import FenceDevice

/// What a phone reads of the environment table and of its motion parameters (``DeviceReads``): a run
/// that never looked at an entry cannot depend on it.
@Suite("device reads")
struct DeviceReadsTests {
    /// The standard table with `change` applied to `environment`'s row.
    static func table(_ environment: EnvironmentClass, _ change: (inout EnvironmentProperties) -> Void)
        -> EnvironmentTable
    {
        var table = EnvironmentTable.standard
        change(&table[environment])
        return table
    }

    @Test("GPS under open sky, then underground: fixes read open sky's row, underground only its visibility")
    func gpsReads() throws {
        // GPSIdleEpochTests' phone: open sky (fixes) until 300 s, underground (visibility 0, no fix) until
        // 1 500 s, open sky again until 1 800 s; driven to 1 200 s, before the indoor leg comes in sight.
        let reads = try GPSIdleEpochTests.drive(everySecond: false, until: .seconds(1_200)).device.reads
        let standard = EnvironmentTable.standard
        // Never in a rural place, never at a fix underground: neither row's error is read.
        #expect(reads.agree(standard, Self.table(.rural) { $0.gpsVisibility = 0.1 }))
        #expect(reads.agree(standard, Self.table(.underground) { $0.gpsErrorScale = 9 }))
        #expect(reads.agree(standard, Self.table(.underground) { $0.gpsMultipathProbability = 0.9 }))
        // Underground every epoch looks at the visibility; open sky's fixes read the whole row.
        #expect(!reads.agree(standard, Self.table(.underground) { $0.gpsVisibility = 0.5 }))
        #expect(!reads.agree(standard, Self.table(.openSky) { $0.gpsErrorScale = 2 }))
        #expect(!reads.agree(standard, Self.table(.openSky) { $0.dataCoverage = 0.5 }))
        // Nothing was sent: no class's coverage was read.
        #expect(reads.agree(standard, Self.table(.underground) { $0.dataCoverage = 0.5 }))
    }

    @Test("A transfer reads the coverage of the class it starts in")
    func transferReadsCoverage() throws {
        var device = try TestWorld.device(try TestWorld.still(.suburban, hours: 1))
        _ = device.transfer(at: .seconds(10), durationSeconds: 2, environment: .suburban)
        let standard = EnvironmentTable.standard
        #expect(!device.reads.agree(standard, Self.table(.suburban) { $0.dataCoverage = 0.5 }))
        #expect(device.reads.agree(standard, Self.table(.suburban) { $0.gpsErrorScale = 3 }))
        #expect(device.reads.agree(standard, Self.table(.urban) { $0.dataCoverage = 0.5 }))
    }

    @Test("The motion models' parameters count only once the phone senses motion or arms the detector")
    func motionModels() throws {
        let world = try TestWorld.still(.suburban, hours: 2)
        let profile = DeviceProfile.iphone4s2012
        var accuracy = profile
        accuracy.motion.walkingAccuracy = 0.5
        var current = profile
        current.motion.sensingMilliamps += 1
        var sensing = try TestWorld.device(world)
        var detecting = try TestWorld.device(world)
        let idle = try TestWorld.device(world)
        // The currents bound the battery from the start: always read.
        #expect(idle.reads.agree(profile: profile, accuracy))
        #expect(!idle.reads.agree(profile: profile, current))
        sensing.startMotionSensing(at: .seconds(5))
        _ = detecting.armSignificantMotion(at: .seconds(5))
        #expect(!sensing.reads.agree(profile: profile, accuracy))
        #expect(!detecting.reads.agree(profile: profile, accuracy))
        #expect(sensing.reads.agree(profile: profile, profile))
    }
}
