import CTurboJPEG

/// JPEG in and out through Debian's libjpeg-turbo: a cover decoded to pixels (scaled down while
/// decoding when a smaller one is wanted) and pixels encoded for a page or a demo.
public enum JPEGCodec {
    /// The largest picture decoded, in pixels a side: a larger one is refused, not allocated.
    public static let largestSide = 8192

    /// Decodes `bytes`; with `fitting`, the decoder's own scaling (1/2, 1/4, 1/8…) brings the
    /// picture down to the smallest size still covering that box, before any resizing.
    public static func decode(
        _ bytes: [UInt8], fitting box: (width: Int, height: Int)? = nil
    ) throws(PictureCodingError) -> PixelImage {
        let format = PictureFormat(sniffing: bytes)
        guard format == .jpeg else {
            throw PictureCodingError(
                format == .unknown
                    ? "the answer is not a picture"
                    : "the picture is a \(format.rawValue.uppercased()), which is not drawn")
        }
        guard let handle = tjInitDecompress() else { throw PictureCodingError("the JPEG decoder could not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let headerRead = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(
                handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerRead == 0, width > 0, height > 0 else { throw failure(handle, "its header") }
        guard width <= largestSide, height <= largestSide else {
            throw PictureCodingError("the picture is \(width)×\(height) pixels, larger than \(largestSide) a side")
        }
        let (outWidth, outHeight) = scaledSize(width: Int(width), height: Int(height), covering: box)
        var pixels = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let decoded = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress, Int32(outWidth), 0,
                    Int32(outHeight), Int32(TJPF_RGBA.rawValue), Int32(TJFLAG_ACCURATEDCT))
            }
        }
        // A warning (a truncated file's last rows grey) still gives a picture worth showing.
        if decoded != 0, tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue) { throw failure(handle, "it") }
        guard let image = PixelImage(width: outWidth, height: outHeight, rgba: pixels) else {
            throw PictureCodingError("the decoded picture had the wrong size")
        }
        return image
    }

    /// Encodes `image` as a baseline JPEG of `quality` (1–100).
    public static func encode(_ image: PixelImage, quality: Int = 82) throws(PictureCodingError) -> [UInt8] {
        guard let handle = tjInitCompress() else { throw PictureCodingError("the JPEG encoder could not start") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let encoded = image.rgba.withUnsafeBufferPointer { source in
            tjCompress2(
                handle, source.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGBA.rawValue),
                &output, &size, Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), 0)
        }
        defer { if let output { tjFree(output) } }
        guard encoded == 0, let output else { throw failure(handle, "the picture") }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// The size libjpeg-turbo's smallest scaling factor gives that still covers `box` (the
    /// full size without a box).
    static func scaledSize(width: Int, height: Int, covering box: (width: Int, height: Int)?) -> (Int, Int) {
        guard let box else { return (width, height) }
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else { return (width, height) }
        var best = (width, height)
        for factor in UnsafeBufferPointer(start: factors, count: Int(count)) where factor.denom > 0 {
            let scaledWidth = (width * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            let scaledHeight = (height * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            if scaledWidth >= box.width, scaledHeight >= box.height, scaledWidth < best.0, scaledWidth > 0 {
                best = (scaledWidth, scaledHeight)
            }
        }
        return best
    }

    private static func failure(_ handle: tjhandle, _ what: String) -> PictureCodingError {
        let reason = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
        return PictureCodingError("\(what) could not be read as JPEG (\(reason))")
    }
}
