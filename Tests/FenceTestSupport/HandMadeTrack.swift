import Foundation

/// A recorded track made by hand, whose distances and times follow from its geometry: it runs due north from
/// 48° N 11° E at 5 m/s, a fix every 10 s and 50 m apart, written as `track.csv` (`time,lat,lon`) with latitudes
/// to 1e-9° (0.1 mm, 20 µs at 5 m/s). Along a meridian through a world origin at 48° N 11° E the azimuthal
/// equidistant projection keeps distances exactly, so the fix k steps on lies 50·k m north of the origin.
public enum HandMadeTrack {
    /// Degrees of latitude per metre on the sphere of `GeoCoordinate.earthRadiusMeters`.
    public static let degreesPerMeter = 180 / (Double.pi * 6_371_008.8)

    /// A fresh temporary directory named `prefix`-UUID holding the track as `track.csv`: `steps` + 1 fixes, the
    /// last at `steps` × 10 s and `steps` × 50 m north.
    public static func directory(_ prefix: String, steps: Int) throws -> URL {
        let directory = try ScratchDirectory(prefix).url
        let fixes = (0...steps).map { step in
            "\(step * 10),\(String(format: "%.9f", 48 + Double(step) * 50 * degreesPerMeter)),11.0"
        }
        try ("time,lat,lon\n" + fixes.joined(separator: "\n") + "\n").write(
            to: directory.appendingPathComponent("track.csv"), atomically: true, encoding: .utf8)
        return directory
    }
}
