import ArrKit
import NIOCore
import NIOHTTP1
import ServerKit

extension SeerrClient {
    /// A TMDB poster through Seerr's own image proxy (`/imageproxy/tmdb/t/p/<size><posterPath>`,
    /// which Seerr mounts whatever its image-cache setting): the household's Seerr fetches it
    /// from TMDB, Thriftwood only from Seerr. `posterPath` is a title's `posterPath`
    /// (`/abc.jpg`); `size` TMDB's (`w342`). Seerr answers a picture TMDB did not give with an
    /// empty 500.
    public func poster(_ posterPath: String, size: String = "w342") async throws(SeerrError) -> [UInt8] {
        guard Self.isPosterPath(posterPath), size.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw SeerrError(.unreadable("\(posterPath) is not a TMDB poster path"))
        }
        let answer: TransportAnswer
        do {
            answer = try await requester.send(
                .GET, "/imageproxy/tmdb/t/p/\(size)\(posterPath)",
                headers: [("X-Api-Key", requester.connection.apiKey), ("Accept", "image/*")])
        } catch {
            switch error {
            case .transport(let failure): throw SeerrError(.transport(failure))
            case .unreadable(let detail): throw SeerrError(.unreadable(detail))
            }
        }
        guard (200..<300).contains(answer.status) else {
            throw SeerrError(.status(UnexpectedStatus(answer)))
        }
        return Array(buffer: answer.body)
    }

    /// Whether `path` is a TMDB file name as titles carry it (`/abc123.jpg`): one segment, no
    /// address, nothing that climbs out of the proxy's folder.
    public static func isPosterPath(_ path: String) -> Bool {
        guard path.hasPrefix("/"), path.count > 1, path.count <= 128 else { return false }
        let name = path.dropFirst()
        return !name.contains("/") && !name.contains("..")
            && name.allSatisfy { character in
                character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
            }
    }
}
