import Foundation
import NIOHTTP1
import ServerKit

extension ServerDoctor {
    /// An address next to the server's at which its kind answers, when the server's own does
    /// not: the URL base the server's root redirects to (an *arr sends a request outside its
    /// URL base under it, so a Radarr at `/radarr4k` names it), the kind's usual URL base
    /// added, or the path taken away. Each is tried with the key before it is offered.
    func workingBase(for server: ServiceServer) async -> String? {
        let base =
            server.connection.baseURL.hasSuffix("/")
            ? String(server.connection.baseURL.dropLast()) : server.connection.baseURL
        guard var components = URLComponents(string: base) else { return nil }
        var candidates = [await redirectedBase(of: base, server: server), base + "/" + server.kind.rawValue]
            .compactMap { $0 }
        if !components.path.isEmpty {
            components.path = ""
            components.string.map { candidates.append($0) }
        }
        for candidate in Self.unique(candidates) {
            do {
                _ = try await tester.status(of: server.alone(at: candidate))
                return candidate
            } catch {
                continue  // not there either
            }
        }
        return nil
    }

    /// The URL base `base`'s root redirects to on the same scheme, host and port, from the
    /// `Location` of a GET that carries no key: `/radarr4k/` for `/` means `/radarr4k`.
    private func redirectedBase(of base: String, server: ServiceServer) async -> String? {
        guard let transport, let root = URLComponents(string: base + "/"), let host = root.host else { return nil }
        let request = TransportRequest(
            method: .GET, url: base + "/", host: host, tls: server.connection.tls, headTimeout: .seconds(5),
            maxBytes: 1 << 16)
        let answer: TransportAnswer
        do {
            answer = try await transport.send(request)
        } catch {
            return nil  // the service step already says why the address does not answer
        }
        guard (300..<400).contains(answer.status), let location = answer.location,
            let target = URL(string: location, relativeTo: URL(string: base + "/"))?.absoluteURL,
            let found = URLComponents(url: target, resolvingAgainstBaseURL: true),
            found.scheme == root.scheme, found.host == root.host, found.port == root.port,
            found.path.count > root.path.count, found.path.hasSuffix(root.path)
        else { return nil }
        var answerBase = root
        answerBase.path = String(found.path.dropLast(root.path.count)) + root.path
        answerBase.query = nil
        return answerBase.string.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// `candidates` without repeats, in order.
    private static func unique(_ candidates: [String]) -> [String] {
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
    }
}
