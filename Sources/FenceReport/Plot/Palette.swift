/// The series colours and the neutral inks of every chart.
///
/// The six series colours differ in hue *and* in CIE lightness L* (14, 62, 38, 74, 26, 49 in palette
/// order; sorted, neighbours are 11.0–13.1 apart), so they remain distinguishable when printed in grey.
/// The threshold is 10 L* units, the smallest step of ColorBrewer's 7-class "Greys" scheme (#f7f7f7 …
/// #252525, L* 97, 87, 77, 62, 48, 35, 15), which Brewer designed so every class can be told apart in
/// print; the palette test enforces it. Converters that skip sRGB linearisation (CSS `grayscale()`,
/// Rec. 601 luma) darken reds; under them the colours stay 9.4 and 8.8 L* apart, which is why the hues
/// were chosen by search under all three conversions rather than by hand. The order puts large lightness
/// gaps between the first series (L* 14 vs 62 vs 38), since most charts show two or three strategies.
/// The lightest colour (L* 74) has 2 : 1 contrast on white; markers and dashes carry the rest.
public enum Palette {
    /// Series colours, in assignment order: navy, orange, crimson, green, dark teal, violet.
    public static let colors: [RGBColor] = [
        RGBColor(hex: 0x001A67),
        RGBColor(hex: 0xE07F00),
        RGBColor(hex: 0xA1333D),
        RGBColor(hex: 0x70CA6F),
        RGBColor(hex: 0x00453E),
        RGBColor(hex: 0x6D65DF),
    ]

    /// Text, axes and annotation lines.
    static let ink = RGBColor(hex: 0x1A1A1A)
    /// Secondary text (tick labels, notes).
    static let mutedInk = RGBColor(hex: 0x4D4D4D)
    /// Grid lines.
    static let grid = RGBColor(hex: 0xDDDDDD)
    /// Light fills behind data (true visits, lanes).
    static let backdrop = RGBColor(hex: 0xEFEFEF)
}
