import Foundation
import Testing

@testable import FencePlatform

/// The overlap measure of the Geofencing API's rule: the exact area two discs share, and the share of a
/// fix's accuracy disc inside a fence, against lens areas worked out by hand.
@Suite("Android: disc overlap")
struct DiscOverlapTests {
    @Test("two equal discs at distance d share 2r²·acos(d/2r) − (d/2)·√(4r² − d²)")
    func equalDiscs() {
        // r = 100 m, d = 100 m: 2·10⁴·acos(½) − 50·√30 000 = 20 000·π/3 − 50·173.205 = 20 943.95 − 8 660.25
        // = 12 283.70 m², i.e. 12 283.70 / (π·10⁴) = 39.10 % of either disc.
        let area = DiscOverlap.intersectionAreaSquareMeters(radius: 100, radius: 100, distance: 100)
        #expect(abs(area - (20_000 * Double.pi / 3 - 50 * 30_000.0.squareRoot())) < 1e-6)
        #expect(abs(area - 12_283.70) < 0.01)
        let share = DiscOverlap.shareInside(accuracyMeters: 100, fenceRadiusMeters: 100, distance: 100)
        #expect(abs(share - 0.3910) < 1e-4)
    }

    @Test("a 30 m and a 40 m disc 50 m apart (a right angle at the crossing) share two circular segments")
    func unequalDiscs() {
        // The crossing points see the centres at a right angle (30-40-50). Half-angles: cos α₁ = 30/50,
        // cos α₂ = 40/50. Segments rᵢ²(αᵢ − sin αᵢ cos αᵢ): 900·(acos 0.6 − 0.48) = 900·0.447295 = 402.566;
        // 1 600·(acos 0.8 − 0.48) = 1 600·0.163501 = 261.602. Lens = 664.168 m², 23.49 % of the 30 m disc.
        let area = DiscOverlap.intersectionAreaSquareMeters(radius: 30, radius: 40, distance: 50)
        #expect(abs(area - (900 * (acos(0.6) - 0.48) + 1_600 * (acos(0.8) - 0.48))) < 1e-6)
        #expect(abs(area - 664.168) < 0.001)
        #expect(abs(DiscOverlap.shareInside(accuracyMeters: 30, fenceRadiusMeters: 40, distance: 50) - 0.2349) < 1e-4)
        // Symmetric in the two discs.
        #expect(abs(DiscOverlap.intersectionAreaSquareMeters(radius: 40, radius: 30, distance: 50) - area) < 1e-9)
    }

    @Test("apart: nothing; one inside the other: the smaller disc; a point fix: all or nothing")
    func limits() {
        #expect(DiscOverlap.intersectionAreaSquareMeters(radius: 30, radius: 40, distance: 70) == 0)
        #expect(DiscOverlap.intersectionAreaSquareMeters(radius: 30, radius: 40, distance: 95) == 0)
        // A 20 m fix 50 m from the centre of a 100 m fence lies wholly inside (50 + 20 ≤ 100).
        #expect(DiscOverlap.shareInside(accuracyMeters: 20, fenceRadiusMeters: 100, distance: 50) == 1)
        // A 100 m fix centred on a 50 m fence: only the fence's area, (50/100)² = 25 %.
        #expect(abs(DiscOverlap.shareInside(accuracyMeters: 100, fenceRadiusMeters: 50, distance: 0) - 0.25) < 1e-12)
        #expect(DiscOverlap.shareInside(accuracyMeters: 0, fenceRadiusMeters: 50, distance: 50) == 1)
        #expect(DiscOverlap.shareInside(accuracyMeters: 0, fenceRadiusMeters: 50, distance: 50.001) == 0)
    }

    @Test("the share falls continuously from 1 to 0 as the fix moves out across the boundary")
    func monotone() {
        var previous = 1.0
        for step in 0...300 {
            let share = DiscOverlap.shareInside(accuracyMeters: 50, fenceRadiusMeters: 150, distance: Double(step))
            #expect(share <= previous + 1e-12)
            #expect((0...1).contains(share))
            previous = share
        }
        // Contained up to 100 m, gone from 200 m.
        #expect(DiscOverlap.shareInside(accuracyMeters: 50, fenceRadiusMeters: 150, distance: 100) == 1)
        #expect(DiscOverlap.shareInside(accuracyMeters: 50, fenceRadiusMeters: 150, distance: 200) == 0)
    }
}
