import FenceWorld

/// What a phone's activity classifier reports (iOS `CMMotionActivity`, Android `DetectedActivity`).
///
/// Running is not a class of its own: the commute has no running legs, and a recorded track cannot
/// tell running from cycling by speed.
public enum MotionActivity: String, CaseIterable, Sendable, Hashable, Codable {
    /// Not moving (at a desk, on a table, in a pocket while seated).
    case stationary
    /// On foot.
    case walking
    /// On a bicycle.
    case cycling
    /// In a vehicle: bus, car, train.
    case automotive

    /// Whether the phone is moving: any activity but ``stationary`` (the significant-motion /
    /// stationary signal).
    public var isMoving: Bool { self != .stationary }

    /// The activity a classifier would ideally report for a leg of `mode`: the generated commute's
    /// legs carry their mode. A vehicle stopped at a stop or a light stays ``automotive`` (Core Motion
    /// reports `automotive` together with `stationary` there).
    public init(_ mode: TravelMode) {
        switch mode {
        case .still: self = .stationary
        case .walk: self = .walking
        case .bicycle: self = .cycling
        case .bus, .car, .rail, .underground: self = .automotive
        }
    }

    /// The activity of a recorded track's piece moving at `speedMetersPerSecond`: a recording has no
    /// mode, so it is read off the speed [A] — below ``stationarySpeedMetersPerSecond`` stationary,
    /// below ``walkingSpeedMetersPerSecond`` walking, faster automotive (cycling is not told apart).
    public init(recordedSpeedMetersPerSecond speed: Double) {
        if speed < Self.stationarySpeedMetersPerSecond {
            self = .stationary
        } else if speed < Self.walkingSpeedMetersPerSecond {
            self = .walking
        } else {
            self = .automotive
        }
    }

    /// Below this speed a recorded track is taken as stationary: 0.5 m/s, a third of a slow walk
    /// and above the drift of a GPS logger at rest [A].
    public static let stationarySpeedMetersPerSecond = 0.5
    /// Below this speed (and above the stationary one) a recorded track is taken as walking:
    /// 2.5 m/s = 9 km/h, a brisk walk [A].
    public static let walkingSpeedMetersPerSecond = 2.5
}
