import NIOCore
import NIOHTTP1
import ServerKit

/// A cover as a server sent it, or word that the copy already held is still current.
public enum MediaCoverAnswer: Sendable, Equatable {
    /// The picture's bytes, with the validators to ask again with.
    case picture([UInt8], lastModified: String?, etag: String?)
    /// 304: the copy already held is current.
    case unchanged
}

extension ArrServiceClient {
    /// A cover from `mediacover/…` under the API path (`path` is what follows `mediacover/`,
    /// e.g. `42/poster-250.jpg`, Lidarr's `artist/7/poster-250.jpg`), sent with the key like
    /// every API request; with `lastModified` or `etag` from a copy already held, the server may
    /// answer that it is unchanged. A missing cover is ``ArrError`` not found.
    public func mediaCover(
        _ path: String, lastModified: String? = nil, etag: String? = nil
    ) async throws(ArrError) -> MediaCoverAnswer {
        var conditions: [(name: String, value: String)] = [("Accept", "image/*")]
        if let lastModified { conditions.append(("If-Modified-Since", lastModified)) }
        if let etag { conditions.append(("If-None-Match", etag)) }
        let answer = try await core.send(
            .GET, "/mediacover/" + path, passing: [304], expectsJSON: false, extraHeaders: conditions)
        if answer.status == 304 { return .unchanged }
        return .picture(
            Array(buffer: answer.body), lastModified: answer.headers["last-modified"], etag: answer.headers["etag"])
    }
}
