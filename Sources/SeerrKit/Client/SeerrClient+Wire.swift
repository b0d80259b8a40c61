import ArrKit
import Foundation
import NIOCore
import NIOHTTP1
import ServerKit

/// The state filter of `GET /request` (Overseerr's seven; Seerr adds more, sent as they are).
public enum SeerrRequestFilter: String, Hashable, Sendable, CaseIterable {
    /// Every request.
    case all
    /// Approved ones.
    case approved
    /// Ones whose title is available.
    case available
    /// Ones waiting for approval.
    case pending
    /// Approved ones on their way.
    case processing
    /// Ones whose title is not available yet.
    case unavailable
    /// Ones Seerr failed to send.
    case failed
}

/// The order of `GET /request`.
public enum SeerrRequestSort: String, Hashable, Sendable, CaseIterable {
    /// Newest request first.
    case added
    /// Most recently changed first.
    case modified
}

/// The state filter of `GET /issue`.
public enum SeerrIssueFilter: String, Hashable, Sendable, CaseIterable {
    /// Every issue.
    case all
    /// Open issues.
    case open
    /// Resolved issues.
    case resolved
}

extension SeerrClient {
    /// Sends `method` to `/api/v1` + `path`, with the key unless `authenticated` is false.
    func send(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: JSONValue? = nil,
        authenticated: Bool = true
    ) async throws(SeerrError) -> TransportAnswer {
        var headers: [(name: String, value: String)] = []
        if authenticated { headers.append(("X-Api-Key", requester.connection.apiKey)) }
        switch SeerrActingUser.current {
        case .user(let id)?: if authenticated { headers.append(("X-Api-User", String(id))) }
        case .unlinked? where method != .GET: throw SeerrError(.unlinkedPerson)
        default: break
        }
        let data = body.flatMap { try? JSONEncoder().encode($0) }
        do {
            return try await requester.send(
                method, "/api/v1" + path, query: ServiceRequester.query(query), headers: headers, body: data)
        } catch {
            switch error {
            case .transport(let failure): throw SeerrError(.transport(failure))
            case .unreadable(let detail): throw SeerrError(.unreadable(detail))
            }
        }
    }

    /// Sends a request and reads its JSON; a 403 is worded as the permission to `doing`, a 404
    /// as `missing` not existing.
    func call(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: JSONValue? = nil,
        authenticated: Bool = true, doing: String = "do that", missing: String? = nil
    ) async throws(SeerrError) -> JSONValue {
        let answer = try await send(method, path, query: query, body: body, authenticated: authenticated)
        if answer.status == 404, let missing { throw SeerrError(.notFound(missing)) }
        if answer.status == 403, authenticated {
            // Seerr answers a wrong key and a missing permission alike: who is the key?
            _ = try await me()
        }
        return try read(answer, doing: doing)
    }

    /// The JSON of a 2xx answer (an empty 204 is null); Seerr's error otherwise, in words.
    func read(_ answer: TransportAnswer, doing: String) throws(SeerrError) -> JSONValue {
        switch answer.status {
        case 200..<300:
            if answer.body.readableBytes == 0 { return .null }
            do {
                return try requester.json(answer)
            } catch {
                switch error {
                case .unreadable(let detail): throw SeerrError(.unreadable(detail))
                case .transport(let failure): throw SeerrError(.transport(failure))
                }
            }
        case 401: throw SeerrError(.refusedKey)
        case 403: throw SeerrError(.notPermitted(doing))
        default:
            // An error's body is read only to quote it; one that is not JSON leaves the status.
            let parsed = try? requester.json(answer)
            let message = parsed?.nonEmpty("message") ?? parsed?.nonEmpty("error")
            // Seerr's own refusal (a 4xx with its words) is its answer; anything else is a status.
            if let message, (400..<500).contains(answer.status) { throw SeerrError(.server(message)) }
            throw SeerrError(.status(UnexpectedStatus(answer, message: message)))
        }
    }

    /// The items of a `{pageInfo, results}` answer, unreadable records counted; an answer with
    /// no `results` list is unreadable, never an empty page.
    static func page<Item>(_ answer: JSONValue, _ read: (JSONValue) -> Item?) throws(SeerrError) -> SeerrPage<Item> {
        guard let records = answer["results"]?.elements else {
            throw SeerrError(.unreadable("it has no list of results"))
        }
        let items = records.compactMap(read)
        let total = answer["pageInfo"]?["results"]?.int64.map { ServerCount($0) } ?? ServerCount(items.count)
        return SeerrPage(items: items, total: total, unreadable: records.count - items.count)
    }

    /// A request record, or "could not be read".
    static func request(_ record: JSONValue) throws(SeerrError) -> SeerrRequest {
        guard let request = SeerrRequest(record: record) else {
            throw SeerrError(.unreadable("the request has no id or media type"))
        }
        return request
    }
}
