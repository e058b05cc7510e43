import Foundation

/// A map from a data interval to a pixel interval, e.g. battery hours 0…14 to x pixels 80…700: linear, or
/// logarithmic (equal ratios get equal distances: 1…10 as wide as 10…100).
///
/// `pixelStart` is where `domainLower` lands and `pixelEnd` where `domainUpper` lands; a y scale runs
/// upwards, so its `pixelStart` is the bottom of the plot (the larger SVG y).
public struct DataScale: Sendable, Equatable {
    /// Data value drawn at `pixelStart`.
    public let domainLower: Double
    /// Data value drawn at `pixelEnd`.
    public let domainUpper: Double
    /// Pixel coordinate of `domainLower`.
    public let pixelStart: Double
    /// Pixel coordinate of `domainUpper`.
    public let pixelEnd: Double
    /// Whether values are placed by their logarithm (the domain is then positive).
    public let logarithmic: Bool

    /// A scale mapping `domainLower…domainUpper` (lower < upper; lower > 0 when `logarithmic`) onto
    /// `pixelStart…pixelEnd`.
    public init(
        domainLower: Double, domainUpper: Double, pixelStart: Double, pixelEnd: Double, logarithmic: Bool = false
    ) {
        precondition(domainLower < domainUpper, "DataScale: empty domain")
        precondition(!logarithmic || domainLower > 0, "DataScale: a logarithmic domain must be positive")
        self.domainLower = domainLower
        self.domainUpper = domainUpper
        self.pixelStart = pixelStart
        self.pixelEnd = pixelEnd
        self.logarithmic = logarithmic
    }

    /// Pixel coordinate of `value`: pixelStart + (f(value) − f(lower)) / (f(upper) − f(lower)) · (pixelEnd −
    /// pixelStart), f the identity or log₁₀; on a logarithmic scale a value at or below zero lands at
    /// `pixelStart`.
    public func pixel(_ value: Double) -> Double {
        guard logarithmic else {
            return pixelStart + (value - domainLower) / (domainUpper - domainLower) * (pixelEnd - pixelStart)
        }
        let share = (log10(max(value, domainLower)) - log10(domainLower)) / (log10(domainUpper) - log10(domainLower))
        return pixelStart + share * (pixelEnd - pixelStart)
    }

    /// Whether `value` lies inside the domain (ends included).
    public func contains(_ value: Double) -> Bool { value >= domainLower && value <= domainUpper }

    /// `value` moved to the nearest end of the domain when it lies outside.
    public func clamped(_ value: Double) -> Double { min(max(value, domainLower), domainUpper) }
}
