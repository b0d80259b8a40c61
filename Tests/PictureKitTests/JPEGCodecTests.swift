import PictureKit
import Testing

@Suite("Pictures decoded and encoded through libjpeg-turbo")
struct JPEGCodecTests {
    @Test("A drawn cover comes back from JPEG the same size and nearly the same colours")
    func roundTrip() throws {
        let cover = CoverPainter.paint("The Matrix", shape: .poster, width: 120)
        let bytes = try JPEGCodec.encode(cover)
        #expect(PictureFormat(sniffing: bytes) == .jpeg)
        let decoded = try JPEGCodec.decode(bytes)
        #expect(decoded.width == 120 && decoded.height == 180)
        for (x, y) in [(5, 5), (60, 40), (110, 170)] {
            let before = cover.color(x: x, y: y)
            let after = decoded.color(x: x, y: y)
            #expect(abs(Int(before.red) - Int(after.red)) < 24, "red at \(x),\(y)")
            #expect(abs(Int(before.blue) - Int(after.blue)) < 24, "blue at \(x),\(y)")
        }
    }

    @Test("A large picture is scaled while decoding to the smallest size that still covers the box")
    func scaledDecode() throws {
        let bytes = try JPEGCodec.encode(CoverPainter.paint("Dune", shape: .poster, width: 500))
        let small = try JPEGCodec.decode(bytes, fitting: (width: 100, height: 150))
        #expect(small.width == 125 && small.height == 188)
    }

    @Test("An error page or a PNG is refused in words, not drawn as noise")
    func notJPEG() {
        #expect(throws: PictureCodingError("the answer is not a picture")) {
            try JPEGCodec.decode(Array("<html>Sign in</html>".utf8))
        }
        #expect(throws: PictureCodingError("the picture is a PNG, which is not drawn")) {
            try JPEGCodec.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }
    }

    @Test("A truncated JPEG is refused rather than crashing")
    func truncated() throws {
        let bytes = try JPEGCodec.encode(CoverPainter.paint("Alien", shape: .poster, width: 60))
        #expect(throws: PictureCodingError.self) { try JPEGCodec.decode(Array(bytes.prefix(40))) }
    }
}

@Suite("Resizing and the demos' drawn covers")
struct PictureDrawingTests {
    @Test("Scaling down averages the pixels each new pixel covers and keeps the shape")
    func averaging() throws {
        let pixels: [UInt8] = [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]
        let checker = try #require(PixelImage(width: 2, height: 2, rgba: pixels))
        let one = checker.scaledDown(toFit: 1, 1)
        #expect(one.width == 1 && one.color(x: 0, y: 0) == PixelColor(127, 127, 127))
        let poster = CoverPainter.paint("Heat", shape: .poster, width: 300).scaledDown(toFit: 100, 100)
        #expect(poster.width == 67 && poster.height == 100)
    }

    @Test("The same title always gives the same cover, and two titles give two covers")
    func deterministic() {
        let first = CoverPainter.paint("Blade Runner", shape: .poster, width: 80)
        #expect(first == CoverPainter.paint("Blade Runner", shape: .poster, width: 80))
        #expect(first != CoverPainter.paint("Arrival", shape: .poster, width: 80))
        #expect(CoverPainter.paint("Abbey Road", shape: .cover, width: 64).height == 64)
    }

    @Test("A picture whose pixels do not match its size cannot be made")
    func wrongSize() {
        #expect(PixelImage(width: 2, height: 2, rgba: [0, 0, 0, 255]) == nil)
    }
}
