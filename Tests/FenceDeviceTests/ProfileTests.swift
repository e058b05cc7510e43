import Foundation
import Testing

@testable import FenceDevice

@Suite("Profiles and parameter validation")
struct ProfileTests {
    @Test("The iPhone 4S profile carries the sourced values of docs/calibration.md")
    func iphoneValues() {
        let profile = DeviceProfile.iphone4s2012
        #expect(profile.battery.capacityMilliampHours == 1430 && profile.battery.nominalVolts == 3.7)
        #expect(abs(profile.power.baselineMilliamps - 7.15) < 1e-12)  // 1430 mAh / 200 h standby
        #expect(profile.power.gpsTrackingMilliamps == 75 && profile.power.gpsAcquiringMilliamps == 120)
        #expect(profile.power.cpuAwakeMilliamps + profile.power.cpuActiveMilliamps == 100)
        #expect(abs(profile.radio.dchMilliamps - 189.189) < 0.001)  // 0.7 W / 3.7 V
        #expect(profile.gps.biasSigmaMeters == 4.44 && profile.gps.whiteSigmaMeters == 1.5)
    }

    @Test("Every built-in profile validates and is found by name; unknown names list the known ones")
    func builtIns() throws {
        #expect(DeviceProfile.builtIn.count == 6)
        for (name, profile) in DeviceProfile.builtIn {
            try profile.validate()
            #expect(try DeviceProfile.named(name) == profile)
        }
        #expect(throws: DeviceParameterError.self) { try DeviceProfile.named("iphone3g") }
    }

    @Test("Invalid parameters throw errors naming the field")
    func validation() {
        func field(_ mutate: (inout DeviceProfile) -> Void) -> String? {
            var profile = DeviceProfile.iphone4s2012
            mutate(&profile)
            do {
                try profile.validate()
                return nil
            } catch { return error.field.description }
        }
        #expect(field { $0.gps.biasSigmaMeters = -1 } == "gps.biasSigmaMeters")
        #expect(field { $0.battery.usableFraction = 1.5 } == "battery.usableFraction")
        #expect(field { $0.power.screenOnMilliamps = .nan } == "power.screenOnMilliamps")
        #expect(field { $0.radio.dchMilliamps = 0 } == "radio.dchMilliamps")
        #expect(field { $0.wifi.medianErrorMeters[.rural] = nil } == "wifi.medianErrorMeters.rural")
        #expect(field { $0.cell.cacheHitProbability = 2 } == "cell.cacheHitProbability")
        #expect(field { $0.agps.visibilityMultiplier = 0.5 } == "agps.visibilityMultiplier")
        #expect(field { $0.gps.warmMaximumAgeSeconds = 60 } == "gps.warmMaximumAgeSeconds")
        #expect(field { _ in } == nil)
        var app = AppBehaviour()
        app.screenOnShare = 1.2
        #expect {
            try app.validate()
        } throws: { error in
            (error as? DeviceParameterError)?.description
                == "device parameter 'app.screenOnShare' is 1.2, expected a number in 0.0 ... 1.0: set 'app.screenOnShare' to "
                + "a number in 0.0 ... 1.0"
        }
    }

    @Test("Profiles and app behaviour round-trip through JSON")
    func codable() throws {
        let encoder = JSONEncoder()
        for profile in DeviceProfile.builtIn.values {
            let decoded = try JSONDecoder().decode(DeviceProfile.self, from: encoder.encode(profile))
            #expect(decoded == profile)
        }
        let app = AppBehaviour(uploadEachFix: true, screenOnShare: 0.3)
        #expect(try JSONDecoder().decode(AppBehaviour.self, from: encoder.encode(app)) == app)
    }

    @Test("Parameter objects decode with every field optional (missing fields keep their defaults)")
    func partialDecoding() throws {
        let json = """
            {"name": "tuned", "gps": {"biasSigmaMeters": 5}, "wifi": {"medianErrorMeters": {"urban": 30}},
             "battery": {"capacityMilliampHours": 1000}}
            """
        let profile = try JSONDecoder().decode(DeviceProfile.self, from: Data(json.utf8))
        var expected = DeviceProfile(name: "tuned", summary: "")
        expected.gps.biasSigmaMeters = 5
        expected.wifi.medianErrorMeters[.urban] = 30
        expected.battery.capacityMilliampHours = 1000
        #expect(profile == expected)
        #expect(profile.wifi.medianErrorMeters[.rural] == 90)
        let app = try JSONDecoder().decode(AppBehaviour.self, from: Data(#"{"uploadEachFix": true}"#.utf8))
        #expect(app == AppBehaviour(uploadEachFix: true))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DeviceProfile.self, from: Data("{}".utf8)) }
    }
}
