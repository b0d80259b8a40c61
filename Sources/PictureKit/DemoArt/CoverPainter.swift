/// Draws the demo servers' covers by code — a colour, a shape and the title's initials, each
/// chosen from the title — so a demo library looks like a library without copied artwork. The
/// same title always gives the same picture.
public enum CoverPainter {
    /// What the picture is for: a tall poster, a wide fanart or a square album cover.
    public enum Shape: Sendable {
        /// 2:3.
        case poster
        /// 16:9.
        case fanart
        /// 1:1.
        case cover
    }

    /// The picture for `title`, `width` pixels wide, drawn for `shape`.
    public static func paint(_ title: String, shape: Shape, width: Int) -> PixelImage {
        let width = min(max(width, 16), 2000)
        let height =
            switch shape {
            case .poster: width * 3 / 2
            case .fanart: width * 9 / 16
            case .cover: width
            }
        var seed = Seed(title)
        let hue = Double(seed.next() % 360)
        let top = color(hue: hue, saturation: 0.55, lightness: 0.42)
        let bottom = color(hue: (hue + 40).truncatingRemainder(dividingBy: 360), saturation: 0.6, lightness: 0.16)
        let ink = color(hue: (hue + 150).truncatingRemainder(dividingBy: 360), saturation: 0.55, lightness: 0.58)
        var image = PixelImage(width: width, height: height, filledWith: top)
        for y in 0..<height {
            let row = top.mixed(with: bottom, Double(y) / Double(max(1, height - 1)))
            for x in 0..<width { image.set(x: x, y: y, to: row) }
        }
        drawShape(Int(seed.next() % 4), on: &image, color: ink)
        drawInitials(of: title, on: &image, color: PixelColor(245, 242, 235))
        return image
    }

    private static func drawShape(_ which: Int, on image: inout PixelImage, color: PixelColor) {
        let (w, h) = (image.width, image.height)
        let centreX = w / 2
        let centreY = h * 2 / 5
        let radius = min(w, h) / 3
        for y in 0..<h {
            for x in 0..<w {
                let dx = x - centreX
                let dy = y - centreY
                let inside =
                    switch which {
                    case 0: dx * dx + dy * dy <= radius * radius
                    case 1: abs(dx) + abs(dy) <= radius
                    case 2: dy >= -radius && dy <= radius && abs(dx) * 2 <= (dy + radius)
                    default: (x + y) / max(1, w / 8) % 2 == 0 && y < h * 3 / 4
                    }
                if inside { image.set(x: x, y: y, to: color) }
            }
        }
    }

    private static func drawInitials(of title: String, on image: inout PixelImage, color: PixelColor) {
        var words = title.uppercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.count > 1, ["THE", "A", "AN"].contains(words[0]) { words.removeFirst() }
        let initials = words.prefix(2).compactMap { word in word.first(where: { BlockFont.glyph($0) != nil }) }
        guard !initials.isEmpty else { return }
        let scale = max(1, min(image.width / (initials.count * 6 + 4), image.height / 24))
        let textWidth = (initials.count * 6 - 1) * scale
        var left = (image.width - textWidth) / 2
        let topEdge = image.height * 3 / 4 - 7 * scale / 2
        for initial in initials {
            guard let glyph = BlockFont.glyph(initial) else { continue }
            for (row, line) in glyph.enumerated() {
                for (column, mark) in line.enumerated() where mark == "#" {
                    for dy in 0..<scale {
                        for dx in 0..<scale {
                            image.set(x: left + column * scale + dx, y: topEdge + row * scale + dy, to: color)
                        }
                    }
                }
            }
            left += 6 * scale
        }
    }

    private static func color(hue: Double, saturation: Double, lightness: Double) -> PixelColor {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let section = hue / 60
        let second = chroma * (1 - abs(section.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch section {
            case ..<1: (chroma, second, 0)
            case ..<2: (second, chroma, 0)
            case ..<3: (0, chroma, second)
            case ..<4: (0, second, chroma)
            case ..<5: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let base = lightness - chroma / 2
        func channel(_ value: Double) -> UInt8 { UInt8(clamping: ((value + base) * 255).rounded()) }
        return PixelColor(channel(r), channel(g), channel(b))
    }

    /// A small deterministic generator seeded by the title (FNV-1a, then xorshift).
    private struct Seed {
        var state: UInt64

        init(_ text: String) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            state = hash == 0 ? 1 : hash
        }

        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }
}
