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
        // Underground every epoch looks at the visibility; open sky's fixes read its GPS error.
        #expect(!reads.agree(standard, Self.table(.underground) { $0.gpsVisibility = 0.5 }))
        #expect(!reads.agree(standard, Self.table(.openSky) { $0.gpsErrorScale = 2 }))
        #expect(!reads.agree(standard, Self.table(.openSky) { $0.gpsMultipathProbability = 0.5 }))
        // Nothing was sent: no class's coverage was read. The radio sites' densities and ranges are read only
        // through the sites (agree(infrastructure:)), never from the table.
        #expect(reads.agree(standard, Self.table(.underground) { $0.dataCoverage = 0.5 }))
        #expect(reads.agree(standard, Self.table(.openSky) { $0.dataCoverage = 0.5 }))
        #expect(reads.agree(standard, Self.table(.openSky) { $0.wifiAccessPointDensityPerSquareKm = 1 }))
    }

    @Test("GPS visibility is read through its draws: a visibility that answers them alike gives the same fixes")
    func visibilityThroughItsDraws() throws {
        // GPSIdleEpochTests' phone driven to 7 200 s: indoors (visibility 0.2) from 1 800 s, about 5 400 draws.
        func drive(indoorVisibility: Double) throws -> (fixes: [SimTime], reads: DeviceReads) {
            var device = try TestWorld.device(
                GPSIdleEpochTests.world(table: Self.table(.indoor) { $0.gpsVisibility = indoorVisibility }))
            var time = try #require(device.startGPS(assisted: false, at: .zero).nextWake)
            var fixes: [SimTime] = []
            while time < .seconds(7_200) {
                let step = device.advanceGPS(at: time)
                if step.fix != nil { fixes.append(time) }
                time = try #require(step.nextWake)
            }
            return (fixes, device.reads)
        }
        let base = try drive(indoorVisibility: 0.2)
        let table = { (visibility: Double) in Self.table(.indoor) { $0.gpsVisibility = visibility } }
        // The same value, and the next number above it, answer every draw alike; 0.19 and 0.21 do not (one
        // draw in about 5 400 falls in a gap of 0.01 with probability 1 − 0.99^5400).
        #expect(base.reads.agree(.standard, table(0.2)))
        #expect(base.reads.agree(.standard, table((0.2).nextUp)))
        #expect(!base.reads.agree(.standard, table(0.19)))
        #expect(!base.reads.agree(.standard, table(0.21)))
        // Wherever the reads say alike, driving again gives the same fixes (and some values near 0.2 but for it
        // do: the draws leave gaps).
        var alike = 0
        for visibility in stride(from: 0.199, through: 0.201, by: 0.0001) where visibility != 0.2 {
            guard base.reads.agree(.standard, table(visibility)) else { continue }
            alike += 1
            #expect(try drive(indoorVisibility: visibility).fixes == base.fixes, "\(visibility)")
        }
        #expect(alike > 0)
    }

    @Test("A GPS start compares the last fix's age with the hot and warm maximum ages: others that answer alike")
    func startAgeRead() throws {
        // A fix under open sky, the receiver off, and a start 3 h after the fix: warm (hot up to 2 h, warm 4 h).
        var device = try TestWorld.device(try TestWorld.still(.openSky, hours: 5))
        var time = try #require(device.startGPS(assisted: false, at: .zero).nextWake)
        while device.advanceGPS(at: time).fix == nil { time = time + .seconds(1) }
        device.stopGPS(at: time)
        _ = device.startGPS(assisted: false, at: time + .hours(3))
        let profile = DeviceProfile.iphone4s2012
        #expect(profile.gps.hotMaximumAgeSeconds == 7_200 && profile.gps.warmMaximumAgeSeconds == 14_400)
        func with(hot: Double? = nil, warm: Double? = nil) -> DeviceProfile {
            var changed = profile
            changed.gps.hotMaximumAgeSeconds = hot ?? profile.gps.hotMaximumAgeSeconds
            changed.gps.warmMaximumAgeSeconds = warm ?? profile.gps.warmMaximumAgeSeconds
            return changed
        }
        // A 3 h age is above any hot maximum short of 3 h, and within any warm maximum from 3 h.
        #expect(device.reads.agree(profile: profile, with(hot: 10_799)))
        #expect(!device.reads.agree(profile: profile, with(hot: 10_800)))
        #expect(device.reads.agree(profile: profile, with(warm: 10_800)))
        #expect(!device.reads.agree(profile: profile, with(warm: 10_799)))
    }

    @Test("A GPS fix reads its class's multipath median, and the outliers' spread, only when it draws an outlier")
    func multipathRead() throws {
        // A minute of fixes under open sky (visibility 1), outliers in every window or in none.
        func reads(multipathProbability: Double) throws -> DeviceReads {
            let table = Self.table(.openSky) { $0.gpsMultipathProbability = multipathProbability }
            var device = try TestWorld.device(try TestWorld.still(.openSky, hours: 1, table: table))
            var time = try #require(device.startGPS(assisted: false, at: .zero).nextWake)
            var fixes = 0
            while time < .seconds(120) {
                let step = device.advanceGPS(at: time)
                if step.fix != nil { fixes += 1 }
                time = try #require(step.nextWake)
            }
            #expect(fixes > 0)
            return device.reads
        }
        var spread = DeviceProfile.iphone4s2012
        spread.gps.multipathLogSigma = 0.9
        let median = { (table: EnvironmentTable) in
            var changed = table
            changed[.openSky].gpsMultipathMedianMeters = 500
            return changed
        }
        let always = Self.table(.openSky) { $0.gpsMultipathProbability = 1 }
        let outliers = try reads(multipathProbability: 1)
        #expect(!outliers.agree(always, median(always)))
        #expect(!outliers.agree(profile: .iphone4s2012, spread))
        let never = Self.table(.openSky) { $0.gpsMultipathProbability = 0 }
        let clean = try reads(multipathProbability: 0)
        #expect(clean.agree(never, median(never)))
        #expect(clean.agree(profile: .iphone4s2012, spread))
    }

    @Test("A transfer reads the coverage of the class it starts in, through its one draw")
    func transferReadsCoverage() throws {
        var device = try TestWorld.device(try TestWorld.still(.suburban, hours: 1))
        // Suburban coverage 0.99: the draw lies below it (or the transfer found no data).
        let sent = device.transfer(at: .seconds(10), durationSeconds: 2, environment: .suburban) != nil
        let standard = EnvironmentTable.standard
        #expect(device.reads.agree(standard, Self.table(.suburban) { $0.dataCoverage = sent ? 1 : 0 }))
        #expect(!device.reads.agree(standard, Self.table(.suburban) { $0.dataCoverage = sent ? 0 : 1 }))
        #expect(device.reads.agree(standard, Self.table(.suburban) { $0.gpsErrorScale = 3 }))
        #expect(device.reads.agree(standard, Self.table(.urban) { $0.dataCoverage = 0.5 }))
    }

    @Test("The app's upload time counts only once it tries an upload")
    func uploadTransferRead() throws {
        let app = AppBehaviour()
        var slower = app
        slower.uploadTransferSeconds = 0.5
        var busier = app
        busier.cpuWorkPerCallbackSeconds += 0.1
        var uploading = try TestWorld.device(try TestWorld.still(.suburban, hours: 1))
        // Before any upload, the upload time is unread; the rest of the app is read whole.
        #expect(uploading.reads.agree(app: app, slower))
        #expect(!uploading.reads.agree(app: app, busier))
        uploading.upload(at: .seconds(10))
        #expect(!uploading.reads.agree(app: app, slower))
        #expect(uploading.reads.agree(app: app, app))
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

    @Test("A Wi-Fi fix keeps the access-point count it read: a world must count the same at that place")
    func accessPointCountRead() throws {
        // Five access points on a 10 m ring around the phone (range 60 m: all heard).
        let ring = TestWorld.accessPointRing(count: 5)
        var device = try TestWorld.device(try TestWorld.still(.suburban, hours: 1, accessPoints: ring))
        let same = try Infrastructure(towers: [], accessPoints: ring)
        // A plain run keeps no answers: nothing is known of the sites it read.
        var plain = device
        _ = NetworkSourceTests.wifiFix(&plain, at: .seconds(10))
        #expect(!plain.reads.agree(radioSites: same))
        device.keepRadioSiteAnswers()
        // Before any fix nothing is read: any sites agree.
        #expect(device.reads.agree(radioSites: try Infrastructure(towers: [], accessPoints: [])))
        _ = NetworkSourceTests.wifiFix(&device, at: .seconds(10))
        #expect(device.reads.agree(radioSites: same))
        // One more access point 1 km away: its 60 m range does not reach the phone, the count is 5.
        let far = AccessPoint(id: 99, position: LocalPoint(x: 1_000, y: 0), rangeMeters: 60)
        #expect(device.reads.agree(radioSites: try Infrastructure(towers: [], accessPoints: ring + [far])))
        // One of the five moved 100 m out: the phone would count 4, still at least the one it needs. All five
        // moved out: none, too few.
        var moved = ring
        moved[0] = AccessPoint(id: 0, position: LocalPoint(x: 100, y: 0), rangeMeters: 60)
        #expect(device.reads.agree(radioSites: try Infrastructure(towers: [], accessPoints: moved)))
        let gone = ring.map { AccessPoint(id: $0.id, position: LocalPoint(x: 100, y: 0), rangeMeters: 60) }
        #expect(!device.reads.agree(radioSites: try Infrastructure(towers: [], accessPoints: gone)))
        // Needing 5 access points the phone has enough; needing 6 it would not.
        var five = DeviceProfile.iphone4s2012
        five.wifi.minimumAccessPoints = 5
        var six = DeviceProfile.iphone4s2012
        six.wifi.minimumAccessPoints = 6
        #expect(device.reads.agree(profile: .iphone4s2012, six))
        #expect(device.reads.agree(radioSites: nil, profile: .iphone4s2012, five))
        #expect(!device.reads.agree(radioSites: nil, profile: .iphone4s2012, six))
        // The Wi-Fi source's parameters were read, the cell source's were not.
        var wifi = DeviceProfile.iphone4s2012
        wifi.wifi.outlierProbability = 0.05
        var cell = DeviceProfile.iphone4s2012
        cell.cell.minimumTowersForTriangulation = 4
        #expect(!device.reads.agree(profile: .iphone4s2012, wifi))
        #expect(device.reads.agree(profile: .iphone4s2012, cell))
    }

    @Test("A Wi-Fi fix reads the median error of its class only, and an outlier only the outliers' median")
    func wifiMedianRead() throws {
        let world = try TestWorld.still(.suburban, hours: 1, accessPoints: TestWorld.accessPointRing(count: 5))
        func changed(_ environment: EnvironmentClass) -> DeviceProfile {
            var profile = DeviceProfile.iphone4s2012
            profile.wifi.medianErrorMeters[environment] = 500
            return profile
        }
        var ordinary = DeviceProfile.iphone4s2012
        ordinary.wifi.outlierProbability = 0
        var device = try TestWorld.device(world, profile: ordinary)
        _ = NetworkSourceTests.wifiFix(&device, at: .seconds(10))
        var outlierMedian = DeviceProfile.iphone4s2012
        outlierMedian.wifi.outlierMedianMeters *= 2
        #expect(device.reads.agree(profile: .iphone4s2012, changed(.urban)))
        #expect(!device.reads.agree(profile: .iphone4s2012, changed(.suburban)))
        #expect(device.reads.agree(profile: .iphone4s2012, outlierMedian))
        // Every fix an outlier: its size comes from the outlier median, no class's median is read.
        var outliers = DeviceProfile.iphone4s2012
        outliers.wifi.outlierProbability = 1
        var outlying = try TestWorld.device(world, profile: outliers)
        _ = NetworkSourceTests.wifiFix(&outlying, at: .seconds(10))
        #expect(outlying.reads.agree(profile: .iphone4s2012, changed(.suburban)))
        #expect(!outlying.reads.agree(profile: .iphone4s2012, outlierMedian))
    }

    @Test("A cell fix keeps the survey it read: serving tower, towers in range and the nearest three's spacing")
    func cellSurveyRead() throws {
        // Towers 1, 2 and 3 km east of the phone, each with a 5 km range.
        let towers = (1...3).map {
            CellTower(id: $0, position: LocalPoint(x: Double($0) * 1_000, y: 0), rangeMeters: 5_000)
        }
        var device = try TestWorld.device(try TestWorld.still(.suburban, hours: 1, towers: towers))
        device.keepRadioSiteAnswers()
        _ = NetworkSourceTests.cellFix(&device, at: .seconds(10))
        #expect(device.reads.agree(radioSites: try Infrastructure(towers: towers, accessPoints: [])))
        // A tower 30 km away with a 1 km range: not the nearest, not in range, not among the three.
        let far = CellTower(id: 9, position: LocalPoint(x: 0, y: 30_000), rangeMeters: 1_000)
        #expect(device.reads.agree(radioSites: try Infrastructure(towers: towers + [far], accessPoints: [])))
        // The third tower's range cut to 2 km: two in range, not three.
        var shorter = towers
        shorter[2] = CellTower(id: 3, position: LocalPoint(x: 3_000, y: 0), rangeMeters: 2_000)
        #expect(!device.reads.agree(radioSites: try Infrastructure(towers: shorter, accessPoints: [])))
        // Three towers heard: triangulation needing 3, cell-ID needing 4. The minimum is compared through the
        // survey (agree(radioSites:profile:_:)), not whole with the profile.
        var four = DeviceProfile.iphone4s2012
        four.cell.minimumTowersForTriangulation = 4
        var two = DeviceProfile.iphone4s2012
        two.cell.minimumTowersForTriangulation = 2
        #expect(device.reads.agree(profile: .iphone4s2012, four))
        #expect(!device.reads.agree(radioSites: nil, profile: .iphone4s2012, four))
        #expect(device.reads.agree(radioSites: nil, profile: .iphone4s2012, two))
        // A tower moved from 3 to 4 km: still three in range, but their spacing changed.
        var farther = towers
        farther[2] = CellTower(id: 3, position: LocalPoint(x: 4_000, y: 0), rangeMeters: 5_000)
        #expect(!device.reads.agree(radioSites: try Infrastructure(towers: farther, accessPoints: [])))
    }
}

extension DeviceReads {
    /// ``agree(_:_:profile:)`` on the standard phone.
    fileprivate func agree(_ first: EnvironmentTable, _ second: EnvironmentTable) -> Bool {
        agree(first, second, profile: .iphone4s2012)
    }

    /// ``agree(radioSites:profile:_:)`` on the standard phone.
    fileprivate func agree(radioSites: Infrastructure) -> Bool {
        agree(radioSites: radioSites, profile: .iphone4s2012, .iphone4s2012)
    }
}
