/// An axis-aligned rectangle in local metres (closed on every side).
public struct LocalRect: Hashable, Sendable, Codable {
    /// Western edge, metres east of the origin.
    public var minX: Double
    /// Southern edge, metres north of the origin.
    public var minY: Double
    /// Eastern edge, metres east of the origin.
    public var maxX: Double
    /// Northern edge, metres north of the origin.
    public var maxY: Double

    /// The rectangle with the given edges (`minX ≤ maxX`, `minY ≤ maxY`).
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest rectangle holding every point of `points` (which must not be empty).
    public init(bounding points: some Sequence<LocalPoint>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { preconditionFailure("LocalRect(bounding:) needs a point") }
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        while let point = iterator.next() { formUnion(point) }
    }

    /// The square of half-side `radiusMeters` around `center` (the bounding box of a circle).
    public init(center: LocalPoint, radiusMeters: Double) {
        self.init(
            minX: center.x - radiusMeters, minY: center.y - radiusMeters, maxX: center.x + radiusMeters,
            maxY: center.y + radiusMeters)
    }

    /// Width in metres.
    public var widthMeters: Double { maxX - minX }
    /// Height in metres.
    public var heightMeters: Double { maxY - minY }

    /// Grows the rectangle to include `point`.
    public mutating func formUnion(_ point: LocalPoint) {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }

    /// The rectangle grown by `marginMeters` on every side.
    public func expanded(by marginMeters: Double) -> LocalRect {
        LocalRect(
            minX: minX - marginMeters, minY: minY - marginMeters, maxX: maxX + marginMeters, maxY: maxY + marginMeters)
    }

    /// `true` when `point` lies inside or on the edge.
    @inlinable
    public func contains(_ point: LocalPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// `true` when the two rectangles share at least one point.
    public func intersects(_ other: LocalRect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}
