import CGSL

/// A failure reported by GSL, surfaced as a Swift error instead of an abort.
///
/// FenceSim switches GSL's default error handler off before its first GSL call, so a GSL
/// routine never terminates the process; the status code (or a NaN result) is turned into this.
public struct GSLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The GSL status code (`GSL_EDOM`, `GSL_EINVAL`, …), or `GSL_FAILURE` for a NaN result.
    public var status: Int32
    /// The GSL routine that failed.
    public var function: String

    public init(status: Int32, function: String) {
        self.status = status
        self.function = function
    }

    public var description: String {
        let reason = gsl_strerror(status).map { String(cString: $0) } ?? "unknown error"
        return "\(function) failed: \(reason) (GSL status \(status))"
    }
}

/// Process-wide GSL configuration, applied exactly once (a global `let` initialises lazily and
/// thread-safely).
enum GSL {
    private static let configured: Bool = {
        gsl_set_error_handler_off()
        return true
    }()

    /// Makes sure GSL's error handler is off. Cheap after the first call.
    @inline(__always)
    static func configure() {
        _ = configured
    }

    /// Throws when `status` is not `GSL_SUCCESS`.
    static func check(_ status: Int32, _ function: String) throws(GSLError) {
        if status != Int32(GSL_SUCCESS) { throw GSLError(status: status, function: function) }
    }

    /// Returns `value`, or throws when GSL signalled failure with a NaN.
    static func finite(_ value: Double, _ function: String) throws(GSLError) -> Double {
        if value.isNaN { throw GSLError(status: Int32(GSL_FAILURE), function: function) }
        return value
    }
}
