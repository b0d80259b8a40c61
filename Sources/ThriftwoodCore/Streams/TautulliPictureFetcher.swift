import TautulliKit

/// Plex's posters through one Tautulli's `pms_image_proxy`, with its key; a path is Plex's own
/// (`library/metadata/…`), never an address.
struct TautulliPictureFetcher: PictureFetching {
    let client: TautulliClient

    /// The poster at Plex's `path`, 300 × 450 at most. Tautulli sends no validators, and an
    /// empty answer is its way of saying Plex gave nothing.
    func fetch(_ path: String, lastModified: String?, etag: String?) async throws -> PictureDownload {
        let bytes = try await client.image(plexPath: "/" + path, width: 300, height: 450)
        guard !bytes.isEmpty else { throw CoreError.streams(TautulliError(.unreadable("Plex gave no picture"))) }
        return .picture(bytes, lastModified: nil, etag: nil)
    }
}
