import Foundation
import Testing

@testable import FenceDevice

@Suite("Android power_profile.xml import")
struct AndroidImportTests {
    /// `scenarios/profiles/` of this repository.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenarios/profiles")

    static var files: [URL] {
        get throws {
            try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "xml" }.sorted { $0.path < $1.path }
        }
    }

    @Test("Every bundled file imports into a valid profile; missing keys are reported")
    func everyFileImports() throws {
        let files = try Self.files
        #expect(files.count == 12)
        for file in files {
            let imported = try DeviceProfile.importingAndroid(path: file.path, name: file.lastPathComponent)
            try imported.profile.validate()
            let defaulted = Set(imported.defaultedKeys.map(\.key))
            if file.lastPathComponent.hasPrefix("nexus_one") {
                // The Nexus One file has neither a battery capacity nor cpu.awake (`scenarios/profiles/README.md`).
                #expect(defaulted == ["battery.capacity", "cpu.awake"])
                #expect(imported.profile.battery.capacityMilliampHours == 1430)
            } else {
                #expect(defaulted.isEmpty, "\(file.lastPathComponent): \(imported.defaultedKeys)")
            }
        }
    }

    @Test("The built-in Android profiles are exactly their imported files")
    func builtInsMatchFiles() throws {
        let pairs: [(DeviceProfile, String)] = [
            (.nexusS2010, "nexus_s_crespo__3f7eba01905a.xml"),
            (.galaxyNexus2011, "galaxy_nexus_maguro__78580f557b8e.xml"),
            (.nexus4_2012, "nexus4_mako__43449055062e.xml"), (.nexus5_2013, "nexus5_hammerhead__15ecd6c0fead.xml"),
        ]
        for (builtIn, file) in pairs {
            let imported = try DeviceProfile.importingAndroid(
                path: Self.directory.appendingPathComponent(file).path, name: builtIn.name, summary: builtIn.summary)
            #expect(imported.profile == builtIn, "\(file)")
        }
    }

    @Test("Key mapping by hand for the Nexus 4 and the two-cluster Nexus 5X")
    func mappingByHand() throws {
        let mako = DeviceProfile.nexus4_2012
        // cpu.idle 3.68 + radio.on (bins 7.65, 0.97 → with-signal bins all 0.97) + wifi.on 1.38.
        #expect(abs(mako.power.baselineMilliamps - (3.68 + 0.97 + 1.38)) < 1e-12)
        #expect(mako.power.cpuAwakeMilliamps == 14.74 && mako.power.cpuActiveMilliamps == 47.05)
        #expect(mako.power.gpsAcquiringMilliamps == 70.05 && mako.power.gpsTrackingMilliamps == 70.05)
        #expect(mako.radio.dchMilliamps == 185.6 && abs(mako.radio.fachMilliamps - 92.8) < 1e-9)
        #expect(mako.battery.capacityMilliampHours == 2100)

        let bullhead = try DeviceProfile.importingAndroid(
            path: Self.directory.appendingPathComponent("nexus5x_bullhead_2017__a4b89f6c71b0.xml").path, name: "5x")
        // cpu.active.cluster0 starts at 77.358; radio.on bins 14.72, 7.12, 9.67, 10.97, 5.94 → mean of the
        // last four 8.4237; baseline = 0.075 + 8.4237 + wifi.on 0.56.
        #expect(bullhead.profile.power.cpuActiveMilliamps == 77.358)
        let paging = (7.11953513364874 + 9.67242765594385 + 10.9664724655329 + 5.9382806608961) / 4
        #expect(abs(bullhead.profile.power.baselineMilliamps - (0.075 + paging + 0.56)) < 1e-9)
        #expect(bullhead.profile.power.gpsTrackingMilliamps == 21.3112768663199)
    }

    private func parse(_ text: String) throws(PowerProfileError) -> AndroidPowerProfile {
        try AndroidPowerProfile.parse(Data(text.utf8), file: "test.xml")
    }

    private func failure(_ body: () throws(PowerProfileError) -> Void) -> PowerProfileError? {
        do {
            try body()
            return nil
        } catch { return error }
    }

    @Test("Malformed bytes are errors with their line: invalid UTF-8 (XMLParser trapped), DTDs, stray text")
    func malformedBytes() {
        func reason(_ bytes: [UInt8]) -> PowerProfileError? {
            failure { () throws(PowerProfileError) in _ = try AndroidPowerProfile.parse(Data(bytes), file: "p.xml") }
        }
        let utf8 = "expected UTF-8 text (save the file as UTF-8), found"
        // "<?xml version=\"1.0\"?>\n<!-- " is 27 bytes: the 0xE9 is at offset 27, on line 2.
        #expect(
            reason(Array("<?xml version=\"1.0\"?>\n<!-- ".utf8) + [0xE9] + Array(" -->\n<device/>".utf8))
                == .malformedXML(file: "p.xml", line: 2, reason: "\(utf8) byte 0xE9 at offset 27"))
        #expect(
            reason(Array("<device><it".utf8) + [0xFE] + Array("em/></device>".utf8))
                == .malformedXML(file: "p.xml", line: 1, reason: "\(utf8) byte 0xFE at offset 11"))
        #expect(
            reason(Array("<?pi ".utf8) + [0x80] + Array("?><device/>".utf8))
                == .malformedXML(file: "p.xml", line: 1, reason: "\(utf8) byte 0x80 at offset 5"))
        let bomb = "<!DOCTYPE d [<!ENTITY a \"aaaa\">]><device>&a;</device>"
        #expect(
            reason(Array(bomb.utf8))?.description.contains("a <!DOCTYPE> without an internal subset") == true)
        #expect(
            reason(Array("<device></device>\nx".utf8))
                == .malformedXML(
                    file: "p.xml", line: 2, reason: "expected nothing after the root element, found 'x'"))
        #expect(
            reason(Array("<item name=\"gps.on\">1</item>".utf8))
                == .malformedXML(file: "p.xml", line: 1, reason: "no <device> root element (found <item>)"))
    }

    @Test("Bad files give errors that name the file, the line and the key")
    func errors() {
        #expect(throws: PowerProfileError.notANumber(file: "test.xml", line: 2, key: "gps.on", text: "fifty")) {
            try parse("<device name=\"Android\">\n<item name=\"gps.on\">fifty</item>\n</device>")
        }
        #expect(throws: PowerProfileError.negativeValue(file: "test.xml", line: 3, key: "cpu.idle", value: -1)) {
            try parse("<device>\n<item name=\"gps.on\">50</item>\n<item name=\"cpu.idle\">-1</item></device>")
        }
        #expect(throws: PowerProfileError.duplicateKey(file: "test.xml", line: 3, key: "gps.on")) {
            try parse("<device>\n<item name=\"gps.on\">50</item>\n<item name=\"gps.on\">51</item></device>")
        }
        let truncated = failure { () throws(PowerProfileError) in
            _ = try parse("<device>\n<item name=\"gps.on\">50</item>\n<item name=\"cpu.idle\">")
        }
        guard case .malformedXML(let file, let line, _) = truncated else {
            Issue.record("\(String(describing: truncated))")
            return
        }
        #expect(file == "test.xml" && line >= 3)
        let stray = failure { () throws(PowerProfileError) in _ = try parse("<device><screen>1</screen></device>") }
        #expect(stray == .malformedXML(file: "test.xml", line: 1, reason: "unexpected element <screen>"))
        let missing = failure { () throws(PowerProfileError) in
            _ = try AndroidPowerProfile.load(path: "/nonexistent.xml")
        }
        guard case .unreadable(let path, _) = missing else {
            Issue.record("\(String(describing: missing))")
            return
        }
        #expect(path == "/nonexistent.xml")
        let noGPS = AndroidPowerProfile(file: "x.xml", values: ["cpu.idle": [1]])
        #expect(throws: PowerProfileError.missingKey(file: "x.xml", key: "gps.on", meaning: "GPS on current")) {
            try DeviceProfile.importing(noGPS, name: "x")
        }
    }
}
