/// The `<pattern>` definitions a chart's hatched areas use, with ids unique to one chart so several
/// charts can sit inline in one HTML page.
///
/// The hatch ink contrasts with the fill underneath: white lines on dark fills (L* < 50), near-black
/// lines on light ones, so the pattern stays visible in colour and in grey.
struct HatchDefinitions {
    /// Prefix of every pattern id (the chart's id).
    let idPrefix: String
    /// Patterns requested so far, in first-use order.
    private(set) var used: [Key] = []

    /// One pattern: its shape and its ink.
    struct Key: Equatable {
        /// The pattern shape.
        let hatch: HatchPattern
        /// Whether the ink is white (for dark fills).
        let lightInk: Bool
    }

    /// Creates an empty set for the chart with id prefix `idPrefix`.
    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    /// The `fill` value (`url(#…)`) of `hatch` over `color`, or nil for ``HatchPattern/none``. Records
    /// the pattern so ``write(into:)`` defines it.
    mutating func fill(_ hatch: HatchPattern, over color: RGBColor) -> String? {
        guard hatch != .none else { return nil }
        let key = Key(hatch: hatch, lightInk: color.lightness < 50)
        if !used.contains(key) { used.append(key) }
        return "url(#\(id(key)))"
    }

    /// Writes `<defs>` with every recorded pattern (nothing when none was used).
    func write(into svg: inout SVGBuilder) {
        guard !used.isEmpty else { return }
        svg.open("defs")
        for key in used {
            svg.open("pattern", [("id", id(key)), ("patternUnits", "userSpaceOnUse"), ("width", "8"), ("height", "8")])
            let ink = key.lightInk ? "#ffffff" : Palette.ink.cssHex
            if key.hatch == .dots {
                svg.empty("circle", [("cx", "4"), ("cy", "4"), ("r", "1.4"), ("fill", ink), ("fill-opacity", "0.8")])
            } else {
                svg.empty(
                    "path",
                    [
                        ("d", Self.pathData(key.hatch)), ("stroke", ink), ("stroke-opacity", "0.7"),
                        ("stroke-width", "1.2"),
                    ])
            }
            svg.close("pattern")
        }
        svg.close("defs")
    }

    private func id(_ key: Key) -> String {
        "\(idPrefix)-hatch-\(Self.name(key.hatch))-\(key.lightInk ? "light" : "dark")"
    }

    private static func name(_ hatch: HatchPattern) -> String {
        switch hatch {
        case .none: "none"
        case .forwardDiagonal: "fwd"
        case .dots: "dots"
        case .backwardDiagonal: "back"
        case .horizontal: "horiz"
        case .crossHatch: "cross"
        case .vertical: "vert"
        }
    }

    /// Line work of one 8 × 8 tile; diagonals extend past the tile so they join seamlessly.
    private static func pathData(_ hatch: HatchPattern) -> String {
        let forward = "M0 8 L8 0 M-2 2 L2 -2 M6 10 L10 6"
        let backward = "M0 0 L8 8 M-2 6 L2 10 M6 -2 L10 2"
        switch hatch {
        case .none, .dots: return ""
        case .forwardDiagonal: return forward
        case .backwardDiagonal: return backward
        case .horizontal: return "M0 4 L8 4"
        case .vertical: return "M4 0 L4 8"
        case .crossHatch: return forward + " " + backward
        }
    }
}
