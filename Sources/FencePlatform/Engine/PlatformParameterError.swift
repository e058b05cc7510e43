import FenceFiles

/// A platform parameter out of range: the field and what was expected.
public struct PlatformParameterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field's path below a scenario's `platform` section (`android.geofencing.maximumGeofences`).
    public var field: JSONPath
    /// What was expected and what was given.
    public var message: String

    /// An error in the field `keys` below `platform`.
    init(keys: [String], message: String) {
        self.field = JSONPath(keys.map(JSONPath.Component.key))
        self.message = message
    }

    /// The field's path in a scenario (`platform.android.dozeIdleFactor`).
    public var path: JSONPath { JSONPath([.key("platform")] + field.components) }

    public var description: String { "\(path): \(message)" }

    /// The error with its field moved below `section` (`android.geofencing.maximumGeofences`).
    func under(_ section: String) -> PlatformParameterError {
        var moved = self
        moved.field = JSONPath([.key(section)] + field.components)
        return moved
    }
}
