/// The series colours and the neutral inks of every chart.
///
/// The six series colours differ in hue *and* in CIE lightness L* (16, 59, 37, 70, 27, 48 in palette
/// order; sorted, neighbours are 10.4–11 apart), so they remain distinguishable when printed in grey.
/// Ten L* units is the smallest step of ColorBrewer's 7-class "Greys" scheme (#f7f7f7 … #252525, L* 97,
/// 87, 77, 62, 48, 35, 15), which Brewer designed so every class can be told apart in print; the palette
/// test enforces that threshold. The order puts the largest lightness gaps between the first series
/// (L* 16 vs 59 vs 37), since most charts show two or three strategies. The lightest colour (L* 70)
/// still has contrast 2.3 : 1 against white; markers and dashes carry the rest.
public enum Palette {
    /// Series colours, in assignment order: navy, orange, crimson, green, dark teal, purple.
    public static let colors: [RGBColor] = [
        RGBColor(hex: 0x00206E),
        RGBColor(hex: 0xD57515),
        RGBColor(hex: 0xAA1D27),
        RGBColor(hex: 0x70BD5F),
        RGBColor(hex: 0x004749),
        RGBColor(hex: 0x9C55B3),
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
