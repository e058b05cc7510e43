import Testing

@testable import FenceReport

/// Grey-scale safety: the palette's colours stay apart in lightness, and every series has a redundant
/// encoding.
@Suite("Palette")
struct PaletteTests {
    @Test("Relative luminance and L* match textbook values")
    func luminance() {
        #expect(RGBColor(hex: 0xFFFFFF).relativeLuminance == 1)
        #expect(RGBColor(hex: 0x000000).relativeLuminance == 0)
        // #808080: c = 128/255 = 0.50196; ((c + 0.055)/1.055)^2.4 = 0.21586 (WCAG mid grey).
        #expect(abs(RGBColor(hex: 0x808080).relativeLuminance - 0.21586) < 1e-5)
        // L*(0.21586) = 116 · 0.21586^(1/3) − 16 = 53.59.
        #expect(abs(RGBColor(hex: 0x808080).lightness - 53.59) < 0.01)
        #expect(abs(RGBColor(hex: 0xFFFFFF).lightness - 100) < 1e-9)
    }

    /// The threshold: ColorBrewer's 7-class "Greys" (Brewer, colorbrewer2.org), a scheme designed so that
    /// every class can be told apart in print, has its smallest lightness step between #d9d9d9 and
    /// #bdbdbd — about 10 L*. Series colours must be at least that far apart.
    static let minimumLightnessGap = 10.0

    @Test("The threshold is the smallest step of ColorBrewer Greys-7")
    func threshold() {
        let greys: [UInt32] = [0xF7F7F7, 0xD9D9D9, 0xBDBDBD, 0x969696, 0x737373, 0x525252, 0x252525]
        let lightness = greys.map { RGBColor(hex: $0).lightness }
        let steps = zip(lightness, lightness.dropFirst()).map { $0 - $1 }
        #expect(abs(steps.min()! - Self.minimumLightnessGap) < 0.5)
    }

    @Test("Every pair of series colours differs by at least 10 L* (grey-scale print)")
    func pairwiseGap() {
        let colors = Palette.colors
        for i in colors.indices {
            for j in colors.indices where j > i {
                let gap = abs(colors[i].lightness - colors[j].lightness)
                #expect(gap >= Self.minimumLightnessGap, "\(colors[i].cssHex) vs \(colors[j].cssHex): ΔL* = \(gap)")
            }
        }
    }

    @Test("Automatic styles are unique for the first 30 series and repeat no marker among the first 7")
    func redundantEncodings() {
        let styles = (0..<30).map(SeriesStyle.automatic(index:))
        for i in styles.indices {
            for j in styles.indices where j > i {
                #expect(styles[i] != styles[j])
            }
        }
        #expect(Set(styles.prefix(7).map { "\($0.marker)" }).count == 7)
        #expect(Set(styles.prefix(5).map { "\($0.dash)" }).count == 5)
        #expect(Set(styles.prefix(7).map { "\($0.hatch)" }).count == 7)
    }
}
