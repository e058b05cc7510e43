import FenceStats
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// The pairs plot's cells against four hand-placed points whose cells, smallest implausibilities and
/// optical depths are written down here.
@Suite("pairs-plot binning")
struct PairsBinningTests {
    /// A number on [0, 10] (8 quantile bins) and a choice of two options.
    static let binning = PairsBinning(parameters: [
        CalibrationResults.Parameter(path: "number", lower: 0, upper: 10, distribution: .uniform),
        CalibrationResults.Parameter(
            path: "choice", lower: 0, upper: 1, distribution: .categorical, options: ["a", "b"], weights: [0.5, 0.5]),
    ])

    /// A point at quantile `unit` of the number and option `option`, with combined implausibility `combined`.
    static func point(_ unit: Double, _ option: Int, _ combined: Double?) -> MatchedPoint {
        MatchedPoint(
            wave: 1, index: 0, unit: [unit, 0.5], values: [10 * unit, Double(option)], means: [],
            variances: [], replicationCounts: [], implausibilities: [], combined: combined)
    }

    /// Quantile 0.05 and 0.10 fall in the number's bin 0, 0.9 and the top end 1.0 in bin 7.
    static let points = [
        point(0.05, 0, 1.0),  // bin 0, a: survives
        point(0.10, 0, 4.0),  // bin 0, a: ruled out
        point(0.90, 1, nil),  // bin 7, b: infinitely implausible
        point(1.00, 0, 2.5),  // bin 7, a: survives
    ]

    @Test("a number bins by its prior quantile in 8 equal bins, the top end in the last; a choice by option")
    func bins() {
        let binning = Self.binning
        #expect(binning.binCounts == [8, 2])
        #expect(binning.bin(of: Self.point(0, 0, 0), parameter: 0) == 0)
        #expect(binning.bin(of: Self.point(0.125, 0, 0), parameter: 0) == 1)
        #expect(binning.bin(of: Self.point(0.124, 0, 0), parameter: 0) == 0)
        #expect(binning.bin(of: Self.point(1, 0, 0), parameter: 0) == 7)
        #expect(binning.bin(of: Self.point(0.3, 1, 0), parameter: 1) == 1)
    }

    @Test("each cell's smallest implausibility and optical depth")
    func cells() {
        let cells = Self.binning.cells(Self.points, x: 0, y: 1)
        #expect(cells.count == 8 && cells.allSatisfy { $0.count == 2 })
        // Bin 0 × a: the points at 0.05 (I = 1) and 0.10 (I = 4): smallest 1, one of two survives.
        #expect(cells[0][0].points == 2 && cells[0][0].minimumImplausibility == 1 && cells[0][0].opticalDepth == 0.5)
        // Bin 7 × a: the point at 1.0 (I = 2.5) survives.
        #expect(cells[7][0].points == 1 && cells[7][0].minimumImplausibility == 2.5 && cells[7][0].opticalDepth == 1)
        // Bin 7 × b: the infinitely implausible point.
        #expect(cells[7][1].points == 1 && cells[7][1].minimumImplausibility == .infinity)
        #expect(cells[7][1].opticalDepth == 0)
        // Every other cell is empty: no optical depth.
        let filled = [(0, 0), (7, 0), (7, 1)]
        for x in 0..<8 {
            for y in 0..<2 where !filled.contains(where: { $0 == (x, y) }) {
                #expect(cells[x][y].points == 0 && cells[x][y].opticalDepth == nil)
            }
        }
        // Transposed, the same cells.
        #expect(Self.binning.cells(Self.points, x: 1, y: 0)[0][7] == cells[7][0])
    }

    @Test("the diagonal's 1-D optical depths and the ranking by their contrast")
    func diagonal() {
        let number = Self.binning.cells(Self.points, parameter: 0).map(\.opticalDepth)
        #expect(number == [0.5, nil, nil, nil, nil, nil, nil, 0.5])
        let choice = Self.binning.cells(Self.points, parameter: 1).map(\.opticalDepth)
        #expect(choice == [2.0 / 3.0, 0])
        #expect(Self.binning.opticalDepthContrast(Self.points, parameter: 0) == 0)
        #expect(Self.binning.opticalDepthContrast(Self.points, parameter: 1) == 2.0 / 3.0)
        // The choice (contrast 2/3) ranks before the number (0).
        #expect(Self.binning.mostConstrained(Self.points, count: 2) == [1, 0])
        #expect(Self.binning.mostConstrained(Self.points, count: 1) == [1])
    }
}
