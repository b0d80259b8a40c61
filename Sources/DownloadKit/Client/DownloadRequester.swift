import ArrKit
import Foundation
import NIOHTTP1
import ServerKit

/// The part every download client shares: the family's ``ServiceRequester`` with its failures
/// worded as the client's ``DownloadError``.
struct DownloadRequester: Sendable {
    let service: String
    let requester: ServiceRequester

    init(service: String, connection: ServerConnection, transport: any HTTPTransport) {
        self.service = service
        requester = ServiceRequester(connection: connection, transport: transport)
    }

    /// The server's address and settings.
    var connection: ServerConnection { requester.connection }

    /// Sends `method` to `path` (with `query`, already encoded) under the server's base.
    func send(
        _ method: HTTPMethod, _ path: String, query: String = "", headers extra: [(name: String, value: String)] = [],
        body: Data? = nil, contentType: String = "application/json", isRead: Bool? = nil
    ) async throws(DownloadError) -> TransportAnswer {
        do {
            return try await requester.send(
                method, path, query: query, headers: extra, body: body, contentType: contentType, isRead: isRead)
        } catch {
            throw wrapped(error)
        }
    }

    /// The body as JSON, or the family's "could not be read" naming what came instead.
    func json(_ answer: TransportAnswer) throws(DownloadError) -> JSONValue {
        do {
            return try requester.json(answer)
        } catch {
            throw wrapped(error)
        }
    }

    private func wrapped(_ failure: ServiceRequestFailure) -> DownloadError {
        switch failure {
        case .transport(let failure): DownloadError(service, .transport(failure))
        case .unreadable(let detail): DownloadError(service, .unreadable(detail))
        }
    }

    /// `items` percent-encoded as a query string.
    static func query(_ items: [(String, String)]) -> String { ServiceRequester.query(items) }
}
