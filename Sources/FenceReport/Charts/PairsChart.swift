/// How a pairs chart labels one variable's bins: a category per bin, or a number range cut into equal bins.
public enum PairsAxisLabels: Sendable, Equatable {
    /// One label per bin (a structural choice's options).
    case categories([String])
    /// `bins` equal bins from `lower` to `upper` (the texts drawn at the axis ends).
    case range(lower: String, upper: String, bins: Int)

    /// The number of bins.
    var binCount: Int {
        switch self {
        case .categories(let labels): labels.count
        case .range(_, _, let bins): bins
        }
    }
}

/// One variable of a pairs chart: a row and a column.
public struct PairsVariable: Sendable, Equatable {
    /// Short name drawn at the row and column (shortened to fit when long).
    public var label: String
    /// Full name, in the cells' hover text.
    public var fullName: String
    /// Its bins.
    public var axis: PairsAxisLabels

    public init(label: String, fullName: String, axis: PairsAxisLabels) {
        self.label = label
        self.fullName = fullName
        self.axis = axis
    }
}

/// One panel's cells: `values[x bin][y bin]`, x the panel's column variable and y its row variable (a
/// diagonal panel has one y bin); nil marks a cell no point fell in.
public struct PairsGrid: Sendable, Equatable {
    public var values: [[Double?]]

    public init(values: [[Double?]]) { self.values = values }
}

/// A pairs plot of history matching as `hmer` draws it: a matrix of panels over some parameters; above the
/// diagonal each cell's smallest implausibility (coloured green up to the cut-off, orange to red beyond
/// it), below it each cell's optical depth (the share of its points not ruled out, white to navy), on the
/// diagonal each bin's 1-D optical depth as bars from 0 to 1. Empty cells stay white. Legends give both
/// colour scales, the cut-off marked.
public struct PairsChart: Chart {
    public var title: String
    public var summary: String
    /// The rows and columns, in order (row 0 at the top, column 0 at the left).
    public var variables: [PairsVariable]
    /// `panels[row][column]`: above the diagonal (row < column) the smallest implausibility per cell
    /// (non-negative, +∞ allowed), below it the optical depth per cell (0…1), on it the 1-D optical depth.
    public var panels: [[PairsGrid]]
    /// The implausibility cut-off, and the implausibility from which cells take the scale's last colour.
    public var cutoff: Double
    public var implausibilityMaximum: Double

    public init(
        title: String, summary: String, variables: [PairsVariable], panels: [[PairsGrid]], cutoff: Double,
        implausibilityMaximum: Double
    ) {
        self.title = title
        self.summary = summary
        self.variables = variables
        self.panels = panels
        self.cutoff = cutoff
        self.implausibilityMaximum = implausibilityMaximum
    }
}
