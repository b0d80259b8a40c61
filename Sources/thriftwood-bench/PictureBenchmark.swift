import Foundation
import PictureKit
import TerminalPictures
import ThriftwoodCore

/// A server's covers in memory: each path a drawn 333×500 poster, as Radarr's 500-pixel copy.
private struct DrawnCovers: PictureFetching {
    func fetch(_ path: String, lastModified: String?, etag: String?) async throws -> PictureDownload {
        let poster = CoverPainter.paint(path, shape: .poster, width: 333)
        return .picture(try JPEGCodec.encode(poster), lastModified: "Sun, 15 Jun 2025 15:06:40 GMT", etag: nil)
    }
}

/// What pictures cost: a cached, resized poster served to the browser (the budget is 2 ms), the
/// first resize of one, and decoding one and working out its symbols for the terminal (once per
/// picture and size).
func pictureBenchmark() async throws -> (served: Double, firstResize: Double, decode: Double, symbols: Double) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-pictures-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = PictureStore(directory: folder, capBytes: 200 << 20) { _ in DrawnCovers() }
    var refs: [PictureRef] = []
    for id in 1...40 {
        guard let ref = PictureRef(server: "radarr", path: "\(id)/poster-500.jpg") else { continue }
        refs.append(ref)
    }
    try check(refs.count == 40, "the references could not be made")
    // The first resize of each: decode, scale, encode, keep.
    var firstResizes: [Double] = []
    for ref in refs {
        _ = await store.picture(ref)
        let started = ContinuousClock.now
        _ = await store.resized(ref, width: 240)
        firstResizes.append(Measure.milliseconds(ContinuousClock.now - started))
    }
    // Served again: from the disk, the way a browser's second visit asks.
    var served: [Double] = []
    for _ in 0..<5 {
        for ref in refs {
            let started = ContinuousClock.now
            let outcome = await store.resized(ref, width: 240)
            served.append(Measure.milliseconds(ContinuousClock.now - started))
            try check(outcome.bytes != nil, "a cached poster was not served")
        }
    }
    guard let first = refs.first, let bytes = await store.picture(first).bytes else {
        throw BenchFailure("the poster was not kept")
    }
    let decode = Measure.best(runs: 20) { _ = try? JPEGCodec.decode(bytes, fitting: (240, 360)) }
    let image = try JPEGCodec.decode(bytes, fitting: (240, 360)).scaledDown(toFit: 240, 360)
    let symbols = Measure.best(runs: 20) { _ = ChafaDrawing.cells(of: image, columns: 24, rows: 18) }
    return (median(served), median(firstResizes), decode, symbols)
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
