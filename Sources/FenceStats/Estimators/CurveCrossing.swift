import CGSL

/// Where a sampled, roughly monotone curve y(x) crosses a target value — for example the outer
/// radius at which entry recall reaches 0.90 in a sweep.
///
/// The points are interpolated (Steffen's monotone cubic [@Steffen1990] when there are at least three points,
/// linear otherwise, so the interpolant never overshoots the data), the first sign change of
/// y(x) − target is bracketed on the grid, and the root is refined with GSL's Brent solver [@Brent1973].
public enum CurveCrossing {
    /// The smallest x in [x.first, x.last] with y(x) = `target`.
    ///
    /// `x` must be strictly increasing. Throws ``StatsError/noCrossing(target:)`` when the sampled
    /// curve stays on one side of the target.
    public static func locate(x: [Double], y: [Double], target: Double) throws(StatsError) -> Double {
        guard x.count == y.count else { throw .lengthMismatch(x.count, y.count) }
        guard x.count >= 2 else { throw .tooFewObservations(needed: 2, got: x.count) }
        guard x.allSatisfy(\.isFinite), y.allSatisfy(\.isFinite), target.isFinite else { throw .nonFinite }
        guard zip(x, x.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw .invalidParameter("x must be strictly increasing")
        }
        // Exact hits and the first bracketing interval on the sampled grid.
        if let exact = zip(x, y).first(where: { $0.1 == target }) { return exact.0 }
        guard let k = (0..<(x.count - 1)).first(where: { (y[$0] - target) * (y[$0 + 1] - target) < 0 }) else {
            throw .noCrossing(target: target)
        }
        GSL.configure()
        let interp = Interpolant(x: x, y: y)
        return try interp.root(of: target, between: x[k], and: x[k + 1])
    }
}

/// A GSL interpolant over owned copies of the data, freed on deinit.
private final class Interpolant {
    let x: [Double]
    let y: [Double]
    let interp: UnsafeMutablePointer<gsl_interp>
    let accel: UnsafeMutablePointer<gsl_interp_accel>

    init(x: [Double], y: [Double]) {
        self.x = x
        self.y = y
        let type = x.count >= 3 ? cgsl_interp_steffen() : cgsl_interp_linear()
        interp = gsl_interp_alloc(type, x.count)
        accel = gsl_interp_accel_alloc()
        _ = x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in gsl_interp_init(interp, xs.baseAddress, ys.baseAddress, xs.count) }
        }
    }

    deinit {
        gsl_interp_free(interp)
        gsl_interp_accel_free(accel)
    }

    func value(at point: Double) -> Double {
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in gsl_interp_eval(interp, xs.baseAddress, ys.baseAddress, point, accel) }
        }
    }

    /// Brent's method on value(x) − target inside [lower, upper], where the sign changes.
    func root(of target: Double, between lower: Double, and upper: Double) throws(StatsError) -> Double {
        final class Context {
            let interpolant: Interpolant
            let target: Double
            init(_ interpolant: Interpolant, _ target: Double) {
                self.interpolant = interpolant
                self.target = target
            }
        }
        let context = Context(self, target)
        let solver = gsl_root_fsolver_alloc(cgsl_root_fsolver_brent())!
        defer { gsl_root_fsolver_free(solver) }
        return try withExtendedLifetime(context) { () throws(StatsError) -> Double in
            var function = gsl_function(
                function: { point, params in
                    let context = Unmanaged<Context>.fromOpaque(params!).takeUnretainedValue()
                    return context.interpolant.value(at: point) - context.target
                },
                params: Unmanaged.passUnretained(context).toOpaque())
            do throws(GSLError) {
                try GSL.check(gsl_root_fsolver_set(solver, &function, lower, upper), "gsl_root_fsolver_set")
            } catch {
                throw .gsl(error)
            }
            for _ in 0..<200 {
                do throws(GSLError) {
                    try GSL.check(gsl_root_fsolver_iterate(solver), "gsl_root_fsolver_iterate")
                } catch {
                    throw .gsl(error)
                }
                let a = gsl_root_fsolver_x_lower(solver)
                let b = gsl_root_fsolver_x_upper(solver)
                if gsl_root_test_interval(a, b, 0, 1e-12) == Int32(GSL_SUCCESS) { break }
            }
            return gsl_root_fsolver_root(solver)
        }
    }
}
