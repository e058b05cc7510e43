import Foundation

/// An sRGB colour with 8-bit channels, and its luminance as a grey-scale printer would see it.
public struct RGBColor: Sendable, Equatable, Hashable {
    /// Red channel, 0–255.
    public let red: UInt8
    /// Green channel, 0–255.
    public let green: UInt8
    /// Blue channel, 0–255.
    public let blue: UInt8

    /// The colour with the given 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour written as `0xRRGGBB`, e.g. `RGBColor(hex: 0x00206E)`.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// CSS/SVG notation, e.g. "#00206e".
    public var cssHex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// Relative luminance Y in 0…1 (WCAG 2.x; ITU-R BT.709 primaries): 0.2126 R + 0.7152 G + 0.0722 B of the
    /// linearised sRGB channels, c/12.92 for c ≤ 0.04045, else ((c + 0.055)/1.055)^2.4.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// CIE 1976 lightness L* in 0…100 from the relative luminance (white point Y = 1):
    /// 116·Y^(1/3) − 16 above Y = (6/29)³, else Y·(29/3)³. L* is the perceptually uniform form of
    /// luminance, so equal L* gaps look equally different in grey.
    public var lightness: Double {
        let y = relativeLuminance
        let epsilon = pow(6.0 / 29.0, 3)
        return y > epsilon ? 116 * cbrt(y) - 16 : y * pow(29.0 / 3.0, 3)
    }
}
