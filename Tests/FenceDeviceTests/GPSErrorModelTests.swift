import FenceStats
import FenceWorld
import Foundation
import Testing

@testable import FenceDevice

@Suite("GPS error model")
struct GPSErrorModelTests {
    private let openSky = EnvironmentTable.standard[.openSky]

    private func model(_ name: String = Device.gpsStreamName) -> GPSErrorModel {
        GPSErrorModel(parameters: GPSParameters(), seed: StreamSeed(masterSeed: 5, replication: 0, name: name))
    }

    /// Radial errors of `count` fixes 300 s apart (5 τ: correlation e⁻⁵ < 0.007, so nearly independent).
    private func radialErrors(count: Int, properties: EnvironmentProperties) -> [Double] {
        var errors = model()
        return (0..<count).map { errors.error(atSecond: Int64($0 * 300), properties: properties).lengthMeters }
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
            let open = errors.error(atSecond: second, properties: openSky)
            let scaled = errors.error(atSecond: second, properties: canyon)
            #expect(abs(scaled.x - 3 * open.x) < 1e-9 && abs(scaled.y - 3 * open.y) < 1e-9)
        }
        canyon.gpsMultipathProbability = multipathProbability
        var clean = canyon
        clean.gpsMultipathProbability = 0
        let n = 20_000
        var outliers = 0
        for second in 0..<Int64(n) {
            let plain = errors.error(atSecond: second, properties: clean)
            let full = errors.error(atSecond: second, properties: canyon)
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
            let visible = (0..<Int64(n)).filter { errors.isVisible(atSecond: $0, visibility: p) }.count
            let share = Double(visible) / Double(n)
            if p == 0 || p == 1 {
                #expect(share == p, "\(environment)")
            } else {
                #expect(abs(share - p) < 4 * (p * (1 - p) / Double(n)).squareRoot(), "\(environment)")
            }
        }
    }
}
