extension SVGBuilder {
    /// Default marker radius in user units.
    static let markerRadius = 4.5

    /// A data-point marker centred at `center`, wrapped in `<g class="point" transform="translate(x y)">`
    /// so its position reads straight from the markup; `tooltip` becomes a `<title>` viewers show on hover.
    mutating func marker(
        _ shape: MarkerShape, at center: Point, color: RGBColor, radius: Double = SVGBuilder.markerRadius,
        tooltip: String? = nil
    ) {
        open("g", [("class", "point"), ("transform", "translate(\(Self.number(center.x)) \(Self.number(center.y)))")])
        if let tooltip { element("title", text: tooltip) }
        markerShape(shape, color: color, radius: radius)
        close("g")
    }

    /// The marker outline at the origin. Filled shapes get a thin white halo that separates them from
    /// interval bars and lines underneath.
    mutating func markerShape(_ shape: MarkerShape, color: RGBColor, radius r: Double) {
        let filled: [SVGAttribute] = [("fill", color.cssHex), ("stroke", "#ffffff"), ("stroke-width", "1")]
        switch shape {
        case .circle:
            empty("circle", [("r", Self.number(r))] + filled)
        case .square:
            let side = 1.8 * r
            empty(
                "rect",
                [
                    ("x", Self.number(-side / 2)), ("y", Self.number(-side / 2)),
                    ("width", Self.number(side)), ("height", Self.number(side)),
                ] + filled)
        case .triangleUp:
            empty(
                "path",
                [("d", Self.closedPath([(0, -1.25 * r), (1.15 * r, 0.85 * r), (-1.15 * r, 0.85 * r)]))] + filled)
        case .triangleDown:
            empty(
                "path",
                [("d", Self.closedPath([(0, 1.25 * r), (1.15 * r, -0.85 * r), (-1.15 * r, -0.85 * r)]))] + filled)
        case .diamond:
            empty(
                "path", [("d", Self.closedPath([(0, -1.3 * r), (1.3 * r, 0), (0, 1.3 * r), (-1.3 * r, 0)]))] + filled)
        case .ring:
            empty(
                "circle",
                [("r", Self.number(r)), ("fill", "#ffffff"), ("stroke", color.cssHex), ("stroke-width", "2")])
        case .cross:
            let d = 0.95 * r
            let data =
                "M\(Self.number(-d)) \(Self.number(-d)) L\(Self.number(d)) \(Self.number(d)) "
                + "M\(Self.number(-d)) \(Self.number(d)) L\(Self.number(d)) \(Self.number(-d))"
            empty("path", [("d", data), ("fill", "none"), ("stroke", color.cssHex), ("stroke-width", "2.4")])
        }
    }

    /// An SVG path `d` closing the polygon through `corners`.
    private static func closedPath(_ corners: [(Double, Double)]) -> String {
        corners.enumerated().map { index, corner in
            "\(index == 0 ? "M" : "L")\(number(corner.0)) \(number(corner.1))"
        }.joined(separator: " ") + " Z"
    }
}
