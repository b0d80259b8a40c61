import Foundation
import NIOCore
import NIOFoundationCompat

/// Turns an HTTP answer that is not a success into the ``ArrError`` that explains it.
package enum ResponseChecker {
    /// Throws the error an answer with `status` means, or returns for a JSON (or empty) success
    /// — or any success that is not a web page, when `expectsJSON` is false (a file).
    package static func check(
        status: Int, contentType: String?, location: String? = nil, body: ByteBuffer, endpoint: String,
        from base: String = "", service: ArrService, authenticate: String? = nil, expectsJSON: Bool = true
    ) throws(ArrError) {
        func fail(_ problem: ArrError.Problem) -> ArrError { ArrError(service, problem) }
        let looksLikeHTML = isHTML(contentType: contentType, body: body)
        if (200..<300).contains(status) {
            if looksLikeHTML {
                throw fail(
                    .notTheService(status: status, contentType: contentType, looksLikeLogin: looksLikeLogin(body)))
            }
            if expectsJSON, isNeitherJSONNorEmpty(contentType: contentType, body: body) {
                throw fail(.notTheService(status: status, contentType: contentType, looksLikeLogin: false))
            }
            return
        }
        switch status {
        case 401:
            // A challenge from something in front (a proxy's Basic auth) is a login wall, not
            // the key: the service's own 401 names no other realm.
            if let challenge = authenticate, !challenge.isEmpty,
                !challenge.lowercased().contains("realm=\"\(service.name.lowercased())\"")
            {
                throw fail(.loginWall(challenge: String(challenge.prefix { $0 != " " })))
            }
            throw fail(.unauthorized)
        case 403:
            throw fail(.forbidden)
        case 300..<400:
            let target = location ?? "another address"
            let downgrade = base.lowercased().hasPrefix("https:") && target.lowercased().hasPrefix("http:")
            throw fail(.redirected(status: status, to: target, downgrade: downgrade))
        default:
            break
        }
        if looksLikeHTML {
            throw fail(.notTheService(status: status, contentType: contentType, looksLikeLogin: looksLikeLogin(body)))
        }
        let decoder = JSONDecoder()
        if status == 400, let failures = try? decoder.decode([ValidationFailure].self, from: body) {
            throw fail(.validation(failures))
        }
        let message = try? decoder.decode(ServerMessage.self, from: body)
        if status == 404 {
            let path = endpoint.split(separator: " ").last.map(String.init) ?? ""
            let resource = ResourceName.of(path: path, in: service)
            // A 404 on the status endpoint or a resource every version has means no API here; on
            // another list (`/wanted/missing`, `/customfilter`), only that part is missing.
            let clean = path.split(separator: "?").first.map(String.init) ?? path
            if resource == nil, !ResourceName.isCore(clean, in: service) {
                throw fail(.missingEndpoint(path: clean, since: service.endpointVersions[clean]))
            }
            throw fail(.notFound(resource: resource, detail: message?.message))
        }
        throw fail(.server(status: status, message: message?.message, details: message?.description))
    }

    private struct ServerMessage: Decodable {
        let message: String?
        let description: String?
    }

    private static func isHTML(contentType: String?, body: ByteBuffer) -> Bool {
        if let contentType, contentType.lowercased().contains("text/html") { return true }
        guard let first = body.readableBytesView.first(where: { !($0 == 32 || $0 == 10 || $0 == 13 || $0 == 9) })
        else { return false }
        return first == UInt8(ascii: "<")
    }

    /// A body that starts like no JSON document Radarr sends, under a content type that is not JSON.
    private static func isNeitherJSONNorEmpty(contentType: String?, body: ByteBuffer) -> Bool {
        if let contentType, contentType.lowercased().contains("json") { return false }
        guard let first = body.readableBytesView.first(where: { !($0 == 32 || $0 == 10 || $0 == 13 || $0 == 9) })
        else { return false }
        return first != UInt8(ascii: "{") && first != UInt8(ascii: "[") && first != UInt8(ascii: "\"")
    }

    private static func looksLikeLogin(_ body: ByteBuffer) -> Bool {
        let prefix = String(decoding: body.readableBytesView.prefix(8192), as: UTF8.self).lowercased()
        return ["login", "log in", "sign in", "password", "authelia", "authentik"].contains { prefix.contains($0) }
    }
}
