import Foundation
import Hummingbird
import NIOCore
import PictureKit
import SeerrKit

extension SeerrDemoRoutes {
    /// Seerr's `/imageproxy/tmdb/t/p/<size>/<file>` as 3.1 answers it (`server/routes/imageproxy.ts`):
    /// the poster with `Content-Type: image/<extension>` and a public Cache-Control, no ETag or
    /// Last-Modified, and no key needed; a poster TMDB does not have is an empty 500. The demo's
    /// titles' posters (`/demo-movie-693134.jpg`) are drawn from their titles.
    func registerImages(on root: RouterGroup<BasicRequestContext>) {
        root.get("imageproxy/tmdb/t/p/:size/:file") { _, context in
            let file = context.parameters.get("file") ?? ""
            let width =
                switch context.parameters.get("size") ?? "" {
                case "w92": 92
                case "w154": 154
                case "w185": 185
                case "w342": 342
                case "w500": 500
                default: 600
                }
            guard let title = SeerrDemoCatalogue.titles.first(where: { Self.posterFile(of: $0) == file }),
                let bytes = try? JPEGCodec.encode(CoverPainter.paint(title.title, shape: .poster, width: width))
            else { return Response(status: .internalServerError) }
            return Response(
                status: .ok, headers: [.contentType: "image/jpeg", .cacheControl: "public, max-age=86400"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
    }

    /// The file name of a demo title's poster, as its `posterPath` names it without the slash.
    static func posterFile(of title: SeerrDemoTitle) -> String {
        "demo-\(title.key.mediaType.rawValue)-\(title.key.tmdbId).jpg"
    }
}
