import Foundation

/// How much of a fix's accuracy disc lies inside a fence: the measure of the Geofencing API's overlap
/// rule ([@RadiusProximityKit] quoting the Android geofencing guide: "the overlapping ratio of the
/// location circle and the geofence circle").
///
/// The guide does not say what the ratio is relative to. FenceSim takes the share of the *location*
/// circle's area inside the fence circle [A]: the only reading under which a fence larger than the
/// location circle can ever fire (relative to the fence's area, a 1 km fence and a 20 m fix would
/// overlap by 0.04 %). The area is the exact circle–circle intersection (a lens).
enum DiscOverlap {
    /// The area common to two discs of radii `first` and `second` (metres) whose centres lie `distance`
    /// metres apart, square metres: 0 when they are apart, the smaller disc when it lies inside the
    /// larger, otherwise the lens r₁² acos(c₁) + r₂² acos(c₂) − ½ √((−d+r₁+r₂)(d+r₁−r₂)(d−r₁+r₂)(d+r₁+r₂))
    /// with cᵢ = (d² + rᵢ² − rⱼ²) / (2 d rᵢ).
    static func intersectionAreaSquareMeters(radius first: Double, radius second: Double, distance: Double) -> Double {
        if distance >= first + second { return 0 }
        let smaller = min(first, second)
        if distance <= abs(first - second) { return Double.pi * smaller * smaller }
        let d = distance
        let cosFirst = (d * d + first * first - second * second) / (2 * d * first)
        let cosSecond = (d * d + second * second - first * first) / (2 * d * second)
        let kite = (-d + first + second) * (d + first - second) * (d - first + second) * (d + first + second)
        let area =
            first * first * acos(min(1, max(-1, cosFirst))) + second * second * acos(min(1, max(-1, cosSecond)))
            - 0.5 * max(0, kite).squareRoot()
        return min(max(area, 0), Double.pi * smaller * smaller)
    }

    /// The share (0…1) of a fix's accuracy disc (radius `accuracyMeters`, centred `distance` metres from
    /// the fence's centre) that lies inside a fence of radius `fenceRadiusMeters`. A fix with no
    /// accuracy disc (0 m) counts wholly inside when its point is within the radius, else wholly out.
    static func shareInside(accuracyMeters: Double, fenceRadiusMeters: Double, distance: Double) -> Double {
        guard accuracyMeters > 0 else { return distance <= fenceRadiusMeters ? 1 : 0 }
        let area = intersectionAreaSquareMeters(radius: accuracyMeters, radius: fenceRadiusMeters, distance: distance)
        return min(1, area / (Double.pi * accuracyMeters * accuracyMeters))
    }
}
