import Foundation

/// A point (or a displacement) in the scenario's local plane, in metres: `x` east, `y` north of
/// the scenario origin (see ``LocalProjection``).
///
/// Local metres are what every model works in; latitude and longitude only appear at import and
/// export. The same type serves as a vector, so `b - a` is the displacement from `a` to `b`.
public struct LocalPoint: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Metres east of the origin.
    public var x: Double
    /// Metres north of the origin.
    public var y: Double

    /// The point `x` metres east and `y` metres north of the origin.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = LocalPoint(x: 0, y: 0)

    /// Length of the vector from the origin to this point, in metres.
    @inlinable public var lengthMeters: Double { (x * x + y * y).squareRoot() }

    /// Squared length in square metres (no square root; for comparisons).
    @inlinable public var squaredLength: Double { x * x + y * y }

    /// Straight-line distance to `other`, in metres.
    @inlinable
    public func distanceMeters(to other: LocalPoint) -> Double { (other - self).lengthMeters }

    /// Squared distance to `other`, in square metres.
    @inlinable
    public func squaredDistance(to other: LocalPoint) -> Double { (other - self).squaredLength }

    /// Dot product with `other` (square metres when both are displacements).
    @inlinable
    public func dot(_ other: LocalPoint) -> Double { x * other.x + y * other.y }

    /// The z component of the cross product `self × other` (positive when `other` is
    /// counter-clockwise of `self`).
    @inlinable
    public func cross(_ other: LocalPoint) -> Double { x * other.y - y * other.x }

    /// The point a fraction `fraction` of the way from `self` to `other` (0 gives `self`, 1 gives
    /// `other`).
    @inlinable
    public func interpolated(to other: LocalPoint, fraction: Double) -> LocalPoint {
        LocalPoint(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }

    /// The point at `distanceMeters` from this one in the direction `bearingRadians`, measured
    /// counter-clockwise from east (0 = east, π/2 = north).
    @inlinable
    public func offset(distanceMeters: Double, bearingRadians: Double) -> LocalPoint {
        LocalPoint(x: x + distanceMeters * cos(bearingRadians), y: y + distanceMeters * sin(bearingRadians))
    }

    @inlinable public static func + (a: LocalPoint, b: LocalPoint) -> LocalPoint {
        LocalPoint(x: a.x + b.x, y: a.y + b.y)
    }
    @inlinable public static func - (a: LocalPoint, b: LocalPoint) -> LocalPoint {
        LocalPoint(x: a.x - b.x, y: a.y - b.y)
    }
    @inlinable public static func * (a: LocalPoint, k: Double) -> LocalPoint { LocalPoint(x: a.x * k, y: a.y * k) }
    @inlinable public static func * (k: Double, a: LocalPoint) -> LocalPoint { LocalPoint(x: a.x * k, y: a.y * k) }

    /// `(x, y)` in metres, e.g. `(120.5, -33.0)`.
    public var description: String { "(\(x), \(y))" }
}
