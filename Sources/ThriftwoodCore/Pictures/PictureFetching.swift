import ArrKit

/// How pictures are fetched from one server, by path, with the server's own credentials; a
/// kind that has pictures declares how to make one (``KindDeclaration/pictures``).
public protocol PictureFetching: Sendable {
    /// The picture at `path` on the server; with validators from a copy already held, the
    /// server may answer that it is unchanged.
    func fetch(_ path: String, lastModified: String?, etag: String?) async throws -> PictureDownload
}

/// A picture as a server sent it, or word that the copy held is current.
public enum PictureDownload: Sendable, Equatable {
    /// The bytes, and the validators to ask again with.
    case picture([UInt8], lastModified: String?, etag: String?)
    /// The copy held is current.
    case unchanged
}

/// An *arr's covers, from `mediacover/…` under its API path with its key.
public struct ArrCoverFetcher: PictureFetching {
    let client: any ArrServiceClient

    /// Covers of the server `client` talks to.
    public init(client: any ArrServiceClient) { self.client = client }

    /// The cover at `path` (what follows `mediacover/`).
    public func fetch(_ path: String, lastModified: String?, etag: String?) async throws -> PictureDownload {
        switch try await client.mediaCover(path, lastModified: lastModified, etag: etag) {
        case .picture(let bytes, let lastModified, let etag): .picture(bytes, lastModified: lastModified, etag: etag)
        case .unchanged: .unchanged
        }
    }
}
