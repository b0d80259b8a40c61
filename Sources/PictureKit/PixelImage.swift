/// A decoded picture: rows of RGBA pixels, eight bits a channel, the top row first.
public struct PixelImage: Sendable, Equatable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, row by row.
    public private(set) var rgba: [UInt8]

    /// A picture from its pixels; nil when `rgba` does not hold exactly `width × height` pixels.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue * 4 == rgba.count
        else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A picture of one colour.
    public init(width: Int, height: Int, filledWith color: PixelColor) {
        let width = max(1, width)
        let height = max(1, height)
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            pixels[pixel * 4] = color.red
            pixels[pixel * 4 + 1] = color.green
            pixels[pixel * 4 + 2] = color.blue
        }
        rgba = pixels
    }

    /// The colour at (`x`, `y`); the nearest edge pixel outside the picture.
    public func color(x: Int, y: Int) -> PixelColor {
        let offset = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 4
        return PixelColor(rgba[offset], rgba[offset + 1], rgba[offset + 2])
    }

    /// Paints the pixel at (`x`, `y`); outside the picture nothing happens.
    public mutating func set(x: Int, y: Int, to color: PixelColor) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let offset = (y * width + x) * 4
        rgba[offset] = color.red
        rgba[offset + 1] = color.green
        rgba[offset + 2] = color.blue
        rgba[offset + 3] = 255
    }
}

/// One opaque colour.
public struct PixelColor: Sendable, Hashable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour from its channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// This colour moved `amount` (0–1) of the way towards `other`.
    public func mixed(with other: PixelColor, _ amount: Double) -> PixelColor {
        let share = min(max(amount, 0), 1)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(clamping: (Double(a) * (1 - share) + Double(b) * share).rounded())
        }
        return PixelColor(channel(red, other.red), channel(green, other.green), channel(blue, other.blue))
    }
}
