import Foundation

/// A fresh directory for one test's files, `PREFIX-UUID` under the system's temporary directory: made by
/// ``init(_:)``, deleted by ``remove()`` (usually in a `defer`).
public struct ScratchDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Makes a new empty directory named `prefix` and a UUID.
    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The directory's path.
    public var directory: String { url.path }

    /// The path of `name` in the directory (made or not).
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` as `name` in the directory and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let path = path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The contents of `name` in the directory.
    public func data(_ name: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(name)) }

    /// Removes the directory and everything in it.
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
