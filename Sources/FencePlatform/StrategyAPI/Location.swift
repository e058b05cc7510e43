import FenceDevice
import FenceKernel
import FenceWorld

/// A location as an app receives it (iOS `CLLocation`): an estimate, its reported accuracy and its
/// timestamp. Never the true position, and no hint of which source produced it (iOS does not say).
public struct Location: Sendable, Equatable, Hashable {
    /// When the fix was taken. A cached location delivered later keeps its old timestamp.
    public var timestamp: SimTime
    /// The estimated position.
    public var position: LocalPoint
    /// The reported horizontal accuracy (radius, metres) — the platform's claim, not the true error.
    public var horizontalAccuracyMeters: Double

    public init(timestamp: SimTime, position: LocalPoint, horizontalAccuracyMeters: Double) {
        self.timestamp = timestamp
        self.position = position
        self.horizontalAccuracyMeters = horizontalAccuracyMeters
    }

    /// The app's view of a device fix: estimate, reported accuracy and timestamp only.
    init(_ fix: LocationFix) {
        self.init(timestamp: fix.time, position: fix.position, horizontalAccuracyMeters: fix.horizontalAccuracyMeters)
    }

    /// Age of this location at `time`.
    public func age(at time: SimTime) -> SimTime { time - timestamp }

    /// Distance from this location's estimate to `point`, in metres.
    public func distanceMeters(to point: LocalPoint) -> Double { position.distanceMeters(to: point) }
}

/// The name an app gives one of its location managers (`"slc"`, `"low"`, `"high"`).
public struct ManagerID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

/// A timer an app scheduled; delivered back with the tag the app chose.
public struct TimerID: Hashable, Sendable {
    /// Unique within one run.
    public let value: Int
    public init(_ value: Int) { self.value = value }
}
