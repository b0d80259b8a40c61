import SeerrKit

/// Titles' posters through one Seerr's image proxy: a path is TMDB's file name (`abc123.jpg`),
/// fetched from Seerr (which fetches it from TMDB), never from TMDB by Thriftwood.
struct SeerrPictureFetcher: PictureFetching {
    let client: SeerrClient

    /// The poster named `path`, in TMDB's 342-pixel size. Seerr sends no validators.
    func fetch(_ path: String, lastModified: String?, etag: String?) async throws -> PictureDownload {
        .picture(try await client.poster("/" + path), lastModified: nil, etag: nil)
    }
}
