import FenceStats
import FenceWorld
import Foundation
import Testing

@testable import FenceDevice

@Suite("GPS error model")
struct GPSErrorModelTests {
    private let openSky = EnvironmentTable.standard[.openSky]

    private func model(_ name: String = Device.gpsStreamName, _ parameters: GPSParameters = GPSParameters())
        -> GPSErrorModel
    {
        GPSErrorModel(parameters: parameters, seed: StreamSeed(masterSeed: 5, replication: 0, name: name))
    }

    /// Radial errors of `count` fixes 300 s apart (5 τ: correlation e⁻⁵ < 0.007, so nearly independent).
    private func radialErrors(count: Int, properties: EnvironmentProperties) -> [Double] {
        var errors = model()
        return (0..<count).map { errors.draw(atSecond: Int64($0 * 300), properties: properties).error.lengthMeters }
    }

    @Test("Open sky: radial median ≈ 5.5 m and p95 ≈ 11.5 m (Rayleigh with σ = √(4.44² + 1.5²))")
    func openSkyQuantiles() throws {
        let n = 20_000
        let summary = try Summary(radialErrors(count: n, properties: openSky))
        let sigma = (4.44 * 4.44 + 2.25).squareRoot()  // 4.687 m per axis
        // Rayleigh quantile r_p = σ√(−2 ln(1 − p)); its estimate has se = √(p(1 − p)/n) / f(r_p),
        // with density f(r) = (r/σ²) exp(−r²/2σ²).
        for p in [0.5, 0.95] {
            let r = sigma * (-2 * log(1 - p)).squareRoot()
            let density = r / (sigma * sigma) * exp(-r * r / (2 * sigma * sigma))
            let se = (p * (1 - p) / Double(n)).squareRoot() / density
            #expect(abs(summary.quantile(p) - r) < 4 * se, "p = \(p)")
        }
        // Targets [D] (Rayleigh of the calibrated σ): median about 5.52 m, 95 % about 11.47 m.
        #expect(abs(summary.median - 5.52) < 0.3)
        #expect(abs(summary.quantile(0.95) - 11.47) < 0.5)
    }

    @Test("Reported accuracy is the 68 % radius of the modelled error, not the error itself")
    func reportedAccuracy() {
        let errors = model()
        let reported = errors.reportedAccuracyMeters(properties: openSky)
        #expect(abs(reported - 1.51 * (4.44 * 4.44 + 2.25).squareRoot()) < 1e-12)  // 7.08 m
        let n = 20_000
        let inside = radialErrors(count: n, properties: openSky).filter { $0 <= reported }.count
        // Binomial share with p = 1 − exp(−1.51²/2) = 0.680; se = √(p(1 − p)/n).
        let p = 1 - exp(-1.51 * 1.51 / 2)
        #expect(abs(Double(inside) / Double(n) - p) < 4 * (p * (1 - p) / Double(n)).squareRoot())
        var canyon = EnvironmentTable.standard[.urbanCanyon]
        #expect(abs(errors.reportedAccuracyMeters(properties: canyon) - 3 * reported) < 1e-12)
        canyon.gpsMultipathProbability = 1
        #expect(errors.reportedAccuracyMeters(properties: canyon) == 3 * reported)  // outliers are not reported
    }

    @Test("The class scales the error; multipath outliers occur at the class's rate")
    func scaleAndMultipath() {
        var errors = model()
        var canyon = EnvironmentTable.standard[.urbanCanyon]
        let multipathProbability = canyon.gpsMultipathProbability
        canyon.gpsMultipathProbability = 0
        for second in stride(from: Int64(0), to: 5_000, by: 7) {
            let open = errors.draw(atSecond: second, properties: openSky).error
            let scaled = errors.draw(atSecond: second, properties: canyon).error
            #expect(abs(scaled.x - 3 * open.x) < 1e-9 && abs(scaled.y - 3 * open.y) < 1e-9)
        }
        canyon.gpsMultipathProbability = multipathProbability
        var clean = canyon
        clean.gpsMultipathProbability = 0
        let n = 20_000
        var outliers = 0
        for second in 0..<Int64(n) {
            let plain = errors.draw(atSecond: second, properties: clean).error
            let full = errors.draw(atSecond: second, properties: canyon).error
            if plain != full { outliers += 1 }
        }
        let p = multipathProbability
        #expect(abs(Double(outliers) / Double(n) - p) < 4 * (p * (1 - p) / Double(n)).squareRoot())
    }

    @Test("Visibility: each second's attempt succeeds with the class's probability")
    func visibility() {
        let errors = model()
        let n = 20_000
        for environment in [EnvironmentClass.indoor, .urbanCanyon, .openSky, .underground] {
            let p = EnvironmentTable.standard[environment].gpsVisibility
            var read = ThresholdRead()
            let visible = (0..<Int64(n)).filter { errors.isVisible(atSecond: $0, visibility: p, noting: &read) }.count
            let share = Double(visible) / Double(n)
            if p == 0 || p == 1 {
                #expect(share == p, "\(environment)")
            } else {
                #expect(abs(share - p) < 4 * (p * (1 - p) / Double(n)).squareRoot(), "\(environment)")
            }
        }
    }

    @Test(
        "Indoors the second-to-second change has the variance of its parts: 2σ_b²s²(1 − e^(−1/τ)) + 2σ_w², with σ_w scaled or not"
    )
    func environmentScaling() throws {
        var indoor = EnvironmentTable.standard[.indoor]
        indoor.gpsMultipathProbability = 0
        let s = indoor.gpsErrorScale  // 6.25
        let biasStep = 2 * (4.44 * s) * (4.44 * s) * (1 - exp(-1.0 / 60))  // 25.5 m² per axis
        let n = 20_000
        for (scaling, white) in [(GPSEnvironmentScaling.biasAndWhite, 1.5 * s), (.biasOnly, 1.5)] {
            var errors = model(Device.gpsStreamName, GPSParameters(environmentScaling: scaling))
            // Pairs of adjacent seconds 300 s (5 τ) apart: nearly independent changes, both axes.
            var steps: [Double] = []
            for pair in 0..<Int64(n / 2) {
                let first = errors.draw(atSecond: pair * 300, properties: indoor).error
                let next = errors.draw(atSecond: pair * 300 + 1, properties: indoor).error
                steps += [next.x - first.x, next.y - first.y]
            }
            let variance = steps.map { $0 * $0 }.reduce(0, +) / Double(steps.count)
            let expected = biasStep + 2 * white * white  // 201 m² scaled, 30.0 m² not
            // A mean of n squared normals: se = expected √(2/n).
            #expect(abs(variance - expected) < 4 * expected * (2 / Double(steps.count)).squareRoot(), "\(scaling)")
            // In open sky (scale 1) the two choices are the same model.
            var open = model(Device.gpsStreamName, GPSParameters(environmentScaling: scaling))
            var reference = model()
            #expect(
                open.draw(atSecond: 17, properties: openSky).error
                    == reference.draw(atSecond: 17, properties: openSky).error)
        }
        let biasOnly = model(Device.gpsStreamName, GPSParameters(environmentScaling: .biasOnly))
        // The 68 % radius of what is modelled: 1.51 √((4.44 · 6.25)² + 1.5²) = 41.9 m (43.8 m scaled).
        let reported = 1.51 * ((4.44 * s) * (4.44 * s) + 1.5 * 1.5).squareRoot()
        #expect(abs(biasOnly.reportedAccuracyMeters(properties: indoor) - reported) < 1e-9)
    }

    @Test("Multipath held for a window: one draw per window, kept through it, at the class's rate")
    func multipathHold() {
        let hold = 30
        var held = model(Device.gpsStreamName, GPSParameters(multipathHoldSeconds: hold))
        var perSecond = model()
        let canyon = EnvironmentTable.standard[.urbanCanyon]
        var clean = canyon
        clean.gpsMultipathProbability = 0
        // The same outlier (or none) through each window, to rounding: the first 200 windows.
        for window in 0..<Int64(200) {
            let offsets = (0..<Int64(hold)).map { offset in
                let second = window * Int64(hold) + offset
                let full = held.draw(atSecond: second, properties: canyon).error
                let plain = held.draw(atSecond: second, properties: clean).error
                return LocalPoint(x: full.x - plain.x, y: full.y - plain.y)
            }
            #expect(offsets.allSatisfy { abs($0.x - offsets[0].x) < 1e-9 && abs($0.y - offsets[0].y) < 1e-9 })
        }
        // The share of windows with an outlier, read at one second of each.
        let windows = 20_000
        var outliers = 0
        for window in 0..<Int64(windows) {
            let second = window * Int64(hold) + 7
            if held.draw(atSecond: second, properties: canyon).error
                != held.draw(atSecond: second, properties: clean).error
            {
                outliers += 1
            }
        }
        let p = canyon.gpsMultipathProbability
        #expect(abs(Double(outliers) / Double(windows) - p) < 4 * (p * (1 - p) / Double(windows)).squareRoot())
        // A hold of 1 s is the per-second model.
        var one = model(Device.gpsStreamName, GPSParameters(multipathHoldSeconds: 1))
        for second in stride(from: Int64(0), to: 3_000, by: 13) {
            let expected = perSecond.draw(atSecond: second, properties: canyon).error
            #expect(one.draw(atSecond: second, properties: canyon).error == expected)
        }
    }
}
