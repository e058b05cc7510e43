/// A linear map from a data interval to a pixel interval, e.g. battery hours 0…14 to x pixels 80…700.
///
/// `pixelStart` is where `domainLower` lands and `pixelEnd` where `domainUpper` lands; a y scale runs
/// upwards, so its `pixelStart` is the bottom of the plot (the larger SVG y).
public struct LinearScale: Sendable, Equatable {
    /// Data value drawn at `pixelStart`.
    public let domainLower: Double
    /// Data value drawn at `pixelEnd`.
    public let domainUpper: Double
    /// Pixel coordinate of `domainLower`.
    public let pixelStart: Double
    /// Pixel coordinate of `domainUpper`.
    public let pixelEnd: Double

    /// A scale mapping `domainLower…domainUpper` (lower < upper) onto `pixelStart…pixelEnd`.
    public init(domainLower: Double, domainUpper: Double, pixelStart: Double, pixelEnd: Double) {
        precondition(domainLower < domainUpper, "LinearScale: empty domain")
        self.domainLower = domainLower
        self.domainUpper = domainUpper
        self.pixelStart = pixelStart
        self.pixelEnd = pixelEnd
    }

    /// Pixel coordinate of `value`: pixelStart + (value − lower) / (upper − lower) · (pixelEnd − pixelStart).
    public func pixel(_ value: Double) -> Double {
        pixelStart + (value - domainLower) / (domainUpper - domainLower) * (pixelEnd - pixelStart)
    }

    /// Whether `value` lies inside the domain (ends included).
    public func contains(_ value: Double) -> Bool { value >= domainLower && value <= domainUpper }

    /// `value` moved to the nearest end of the domain when it lies outside.
    public func clamped(_ value: Double) -> Double { min(max(value, domainLower), domainUpper) }
}
