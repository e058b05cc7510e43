import FenceExperiment
import FenceReport
import FenceStudy
import Foundation

extension CalibrationReport {
    /// The most parameters the pairs plot shows.
    static let pairsParameters = 4

    /// The pairs plot of the most constrained parameters (largest optical-depth contrast), as `hmer` draws it
    /// [@hmer]; nil when no point was evaluated.
    func pairsChart() -> PairsChart? {
        guard !results.points.isEmpty, !results.parameters.isEmpty else { return nil }
        let binning = PairsBinning(parameters: results.parameters)
        let chosen = binning.mostConstrained(results.points, count: Self.pairsParameters)
        let variables = chosen.map { index in
            let parameter = results.parameters[index]
            return PairsVariable(
                label: String(parameter.path.split(separator: ".").last ?? Substring(parameter.path)),
                fullName: parameter.path,
                axis: parameter.options.map { .categories($0) }
                    ?? .range(
                        lower: String(format: "%g", parameter.lower), upper: String(format: "%g", parameter.upper),
                        bins: PairsBinning.numericBins))
        }
        let panels = chosen.indices.map { row in
            chosen.indices.map { column -> PairsGrid in
                if row == column {
                    return PairsGrid(
                        values: binning.cells(results.points, parameter: chosen[row]).map { [$0.opticalDepth] })
                }
                let cells = binning.cells(results.points, x: chosen[column], y: chosen[row])
                return PairsGrid(
                    values: cells.map { xCells in
                        xCells.map { cell in
                            cell.points == 0 ? nil : row < column ? cell.minimumImplausibility : cell.opticalDepth
                        }
                    })
            }
        }
        return PairsChart(
            title: "Pairs plot of the \(chosen.count) most constrained parameters",
            summary: "For each pair of the parameters whose bins' shares of surviving points differ most: above the "
                + "diagonal the smallest combined implausibility of the points in each cell, below it the share of "
                + "the cell's points not ruled out (optical depth), on the diagonal each bin's optical depth.",
            variables: variables, panels: panels, cutoff: results.cutoff, implausibilityMaximum: 2 * results.cutoff)
    }
}
