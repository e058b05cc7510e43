import CGSL

/// Ordinary least-squares fit of y = intercept + slope·x (GSL `gsl_fit_linear`).
public struct LinearFit: Sendable, Equatable, Codable {
    /// Fitted intercept.
    public let intercept: Double
    /// Fitted slope.
    public let slope: Double
    /// Coefficient of determination R² = 1 − SS_res / SS_tot (1 for a perfect fit).
    public let rSquared: Double
    /// Standard error of the slope.
    public let slopeStandardError: Double
    /// Number of points.
    public let count: Int

    /// Fits `y` against `x`. Needs at least three points and at least two distinct x values.
    public init(x: [Double], y: [Double]) throws(StatsError) {
        guard x.count == y.count else { throw .lengthMismatch(x.count, y.count) }
        guard x.count >= 3 else { throw .tooFewObservations(needed: 3, got: x.count) }
        guard x.allSatisfy(\.isFinite), y.allSatisfy(\.isFinite) else { throw .nonFinite }
        guard Set(x).count >= 2 else { throw .invalidParameter("x needs at least two distinct values") }
        GSL.configure()
        var c0 = 0.0, c1 = 0.0, cov00 = 0.0, cov01 = 0.0, cov11 = 0.0, sumsq = 0.0
        let status = x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                gsl_fit_linear(xs.baseAddress, 1, ys.baseAddress, 1, xs.count, &c0, &c1, &cov00, &cov01, &cov11, &sumsq)
            }
        }
        do throws(GSLError) { try GSL.check(status, "gsl_fit_linear") } catch { throw .gsl(error) }
        let meanY = y.reduce(0, +) / Double(y.count)
        let total = y.reduce(0) { $0 + ($1 - meanY) * ($1 - meanY) }
        intercept = c0
        slope = c1
        rSquared = total > 0 ? 1 - sumsq / total : 1
        slopeStandardError = cov11.squareRoot()
        count = x.count
    }

    /// The fitted value at `x`.
    public func predict(_ x: Double) -> Double { intercept + slope * x }
}
