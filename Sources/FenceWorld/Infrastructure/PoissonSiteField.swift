import FenceStats
import Foundation

/// An inhomogeneous Poisson point process of radio sites whose intensity follows the environment
/// class of each place, realised grid cell by grid cell as a pure function of (seed, cell).
///
/// In each cell, candidates are drawn as a homogeneous process at the largest intensity of any class
/// that may occur in the cell, and each is kept with probability λ(class at the candidate) / λ_max
/// (Lewis–Shedler thinning, exact for a Poisson process). All randomness comes from a
/// ``KeyedNoise`` keyed by the cell, so a cell's sites never depend on which other cells were
/// realised or in what order: a layer can precompute the cells near the trajectory and still answer
/// anywhere else with identical results.
struct PoissonSiteField: Equatable, Sendable {
    /// Counter-based noise seeded from the layer's stream (`"world.towers"`, `"world.accessPoints"`).
    let noise: KeyedNoise
    /// Side of a grid cell in metres.
    let cellSizeMeters: Double
    /// Where each class is.
    let map: EnvironmentMap
    /// Intensity per class (by ``EnvironmentClass/ordinal``), per square metre.
    let densityPerSquareMeter: [Double]
    /// Range per class (by ordinal) of a site standing in that class, in metres.
    let rangeMeters: [Double]

    /// The largest mean count of candidates in one cell that the validated tables allow
    /// (``EnvironmentProperties/maximumAccessPointDensityPerSquareKm`` on 100 m cells), so the
    /// inverse-CDF Poisson draw never underflows (e^−μ > 0 needs μ < 745).
    static let maximumMeanPerCell = 200.0

    /// The sites of `cell`, in draw order.
    func sites<Site: RadioSite>(in cell: GridCell) -> [Site] {
        var sites: [Site] = []
        forEachSite(in: cell) { sites.append($0) }
        return sites
    }

    /// Calls `body` for every site of `cell`, in draw order (``sites(in:)`` without the array).
    func forEachSite<Site: RadioSite>(in cell: GridCell, _ body: (Site) -> Void) {
        let rect = cell.rect(sizeMeters: cellSizeMeters)
        var peak = 0.0
        map.forEachEnvironment(possiblyIn: rect) { peak = max(peak, densityPerSquareMeter[$0.ordinal]) }
        guard peak > 0 else { return }
        let mean = peak * cellSizeMeters * cellSizeMeters
        precondition(mean <= Self.maximumMeanPerCell, "PoissonSiteField: \(mean) candidates per cell; shrink the cell")
        let key = cell.key
        let count = Self.poisson(mean: mean, uniform: noise.uniform(key, lane: 0))
        let idBase = (Int(cell.i) + Int(GridCell.limit)) << 41 | (Int(cell.j) + Int(GridCell.limit)) << 20
        for index in 0..<count {
            let lane = UInt64(1 + 3 * index)
            let point = LocalPoint(
                x: rect.minX + noise.uniform(key, lane: lane) * cellSizeMeters,
                y: rect.minY + noise.uniform(key, lane: lane + 1) * cellSizeMeters)
            let environment = map.environment(at: point)
            guard noise.uniform(key, lane: lane + 2) * peak < densityPerSquareMeter[environment.ordinal] else {
                continue
            }
            body(Site(id: idBase | index, position: point, rangeMeters: rangeMeters[environment.ordinal]))
        }
    }

    /// Poisson(`mean`) by inversion of the CDF at `uniform` (exact; O(mean) steps).
    static func poisson(mean: Double, uniform: Double) -> Int {
        var k = 0
        var probability = exp(-mean)
        var cumulative = probability
        let cap = Int(10 * mean) + 50  // rounding guard: the tail beyond is < 1e-30 for mean ≤ 200
        while uniform > cumulative && k < cap {
            k += 1
            probability *= mean / Double(k)
            cumulative += probability
        }
        return k
    }
}
