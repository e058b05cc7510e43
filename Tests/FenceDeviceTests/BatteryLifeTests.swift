import FenceKernel
import FenceWorld
import Testing

@testable import FenceDevice

@Suite("Battery life of continuous GPS (iphone4s-2012)")
struct BatteryLifeTests {
    /// Continuous GPS in open sky from 0 until the predicted empty instant: app awake, one callback
    /// per fix, an upload per fix when `app` says so. Returns (first fix, empty instant).
    private func run(_ app: AppBehaviour) throws -> (firstFix: SimTime, empty: SimTime) {
        let world = try TestWorld.still(.openSky, hours: 48)
        var device = try TestWorld.device(world, app: app)
        device.setAppAwake(true, at: .zero)
        var wake = device.startGPS(assisted: false, at: .zero).nextWake
        var firstFix: SimTime?
        while let time = wake {
            let empty = device.predictedEmptyTime(after: device.lastActionTime)
            if empty <= time { return (try #require(firstFix), empty) }
            let step = device.advanceGPS(at: time)
            if step.fix != nil {
                if firstFix == nil { firstFix = time }
                device.cpuBurst(at: time)
                if app.uploadEachFix { device.upload(at: time) }
            }
            wake = step.nextWake
        }
        Issue.record("GPS stopped")
        return (.zero, .zero)
    }

    @Test("Screen off, no uploads: 1430 mAh at 7.15 + 40 + 75 + 0.1 × 60 = 128.15 mA ≈ 11.2 h")
    func noUploads() throws {
        let (fix, empty) = try run(AppBehaviour())
        // Before the first fix: baseline 7.15 + CPU awake 40 + GPS acquiring 120 = 167.15 mA.
        let f = fix.seconds
        let expected = f + (1430 - 167.15 * f / 3600) / 128.15 * 3600
        #expect(abs(empty.seconds - expected) < 2, "\(empty.hours) h")
        #expect(abs(empty.hours - 11.15) < 0.02)
    }

    @Test("Screen off, upload every fix: the radio stays in DCH, + 189.19 mA → ≈ 4.5 h")
    func uploads() throws {
        let (fix, empty) = try run(AppBehaviour(uploadEachFix: true))
        // The first upload promotes IDLE→DCH for 2 s at 143.24 mA instead of DCH's 189.19; after that a
        // transfer every second keeps DCH (5 s tail) for good.
        let f = fix.seconds
        let steady = 7.15 + 40 + 75 + 6 + 700 / 3.7
        let used = 167.15 * f / 3600 - (700 - 530) / 3.7 * 2 / 3600
        let expected = f + (1430 - used) / steady * 3600
        #expect(abs(empty.seconds - expected) < 2, "\(empty.hours) h")
        #expect(abs(empty.hours - 4.51) < 0.02)
    }
}
