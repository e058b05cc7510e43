/// A sensitivity design: a fixed, numbered set of points at which the model is evaluated.
///
/// Point `index` is a pure function of the design (its parameters, settings and seed) and the index,
/// so points can be evaluated in any order, on any number of threads, or split into shards by index;
/// the results come back as rows (index, metric values), gathered in ``PointResults``, and the
/// design's estimator reads them as a table indexed by point.
public protocol SensitivityDesign: Sendable {
    /// The uncertain parameters, in the order of a point's coordinates.
    var parameters: [SensitivityParameter] { get }
    /// How many points the design has (indices `0 ..< pointCount`).
    var pointCount: Int { get }
    /// Point `index` in the unit cube: one quantile in [0, 1] per parameter.
    func unitPoint(at index: Int) -> [Double]
}

extension SensitivityDesign {
    /// Point `index` as parameter values (each quantile mapped through its parameter's inverse CDF),
    /// in the parameters' units.
    public func parameterValues(at index: Int) -> [Double] {
        parameters.values(atQuantiles: unitPoint(at: index))
    }

    /// Checks `index` against the design (a programming error when outside).
    func checkIndex(_ index: Int) {
        precondition(index >= 0 && index < pointCount, "point \(index) outside the design's 0..<\(pointCount)")
    }
}
