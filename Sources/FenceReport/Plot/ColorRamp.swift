/// A colour scale: colours at increasing stop values, interpolated linearly in sRGB between neighbouring
/// stops and clamped outside them. Two stops at one value make a step there (the implausibility cut-off).
struct ColorRamp: Sendable, Equatable {
    /// (value, colour) in increasing value.
    let stops: [(value: Double, color: RGBColor)]

    static func == (lhs: ColorRamp, rhs: ColorRamp) -> Bool {
        lhs.stops.map(\.value) == rhs.stops.map(\.value) && lhs.stops.map(\.color) == rhs.stops.map(\.color)
    }

    /// The colour at `value`: the first stop's below it, the last stop's above it; at a step, the upper side's.
    func color(at value: Double) -> RGBColor {
        guard let first = stops.first, let last = stops.last else { return Palette.ink }
        if value < first.value { return first.color }
        if value >= last.value { return last.color }
        var upper = 1
        while upper < stops.count - 1 && stops[upper].value <= value { upper += 1 }
        let (a, b) = (stops[upper - 1], stops[upper])
        let t = b.value > a.value ? (value - a.value) / (b.value - a.value) : 1
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + t * (Double(y) - Double(x))).rounded()) }
        return RGBColor(
            red: channel(a.color.red, b.color.red), green: channel(a.color.green, b.color.green),
            blue: channel(a.color.blue, b.color.blue))
    }
}
