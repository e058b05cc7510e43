import Foundation

/// A position on the WGS 84 globe: latitude and longitude in decimal degrees.
///
/// Only import and export use geographic coordinates; models work in ``LocalPoint`` metres.
public struct GeoCoordinate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Latitude in degrees, positive north, in [−90, 90].
    public var latitude: Double
    /// Longitude in degrees, positive east, in [−180, 180].
    public var longitude: Double

    /// A coordinate from latitude and longitude in degrees (not checked; see ``isValid``).
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The mean Earth radius in metres (IUGG R₁ = 6 371 008.8 m, [@Moritz1980]), used by the spherical formulas.
    public static let earthRadiusMeters = 6_371_008.8

    /// `true` when both values are finite and within their ranges.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// Great-circle distance to `other` in metres on the sphere of radius ``earthRadiusMeters``,
    /// by the haversine formula (well conditioned for short distances).
    public func haversineDistanceMeters(to other: GeoCoordinate) -> Double {
        let phi1 = latitude * .pi / 180, phi2 = other.latitude * .pi / 180
        let dPhi = phi2 - phi1
        let dLambda = (other.longitude - longitude) * .pi / 180
        let h = pow(sin(dPhi / 2), 2) + cos(phi1) * cos(phi2) * pow(sin(dLambda / 2), 2)
        return 2 * Self.earthRadiusMeters * asin(min(1, h.squareRoot()))
    }

    /// `lat,lon` in degrees, e.g. `52.629151,-8.661746`.
    public var description: String { "\(latitude),\(longitude)" }
}
