import ArrDemoKit
import ArrKit
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOFoundationCompat
import SeerrKit

/// Seerr's `/api/v1` over the demo state, answering as Seerr 3.x does: the key in `X-Api-Key`
/// (acting as the admin, or as the user `X-Api-User` names), 403 `{"status": 403, "error": …}`
/// without it or without the permission, `{"message"}` for other errors.
struct SeerrDemoRoutes: Sendable {
    let state: SeerrDemoState
    let apiKey: String
    let version: String
    let webhook: SeerrDemoWebhook

    static let forbidden = DemoAnswers.json(
        .object(["status": .number(403), "error": .string("You do not have permission to access this endpoint")]),
        status: .forbidden)

    static func message(_ text: String, _ status: HTTPResponse.Status) -> Response {
        DemoAnswers.json(.object(["message": .string(text)]), status: status)
    }

    /// The user the request acts as; nil without the right key.
    func user(_ request: Request) -> SeerrDemoUser? {
        guard let keyName = HTTPField.Name("X-Api-Key"), request.headers[keyName] == apiKey else { return nil }
        let acting = HTTPField.Name("X-Api-User").flatMap { request.headers[$0] }.flatMap { Int($0) } ?? 1
        return SeerrDemoUser.all.first { $0.id == acting }
    }

    func register(on root: RouterGroup<BasicRequestContext>) {
        registerImages(on: root)
        let api = root.group("api/v1")
        api.get("status") { _, _ in
            DemoAnswers.json(
                .object([
                    "version": .string(self.version), "commitTag": .string("demo"), "updateAvailable": .bool(false),
                    "commitsBehind": .number(0), "restartRequired": .bool(false),
                ]))
        }
        api.get("settings/public") { _, _ in
            DemoAnswers.json(
                .object([
                    "initialized": .bool(true), "applicationTitle": .string("Seerr"), "mediaServerType": .number(1),
                    "movie4kEnabled": .bool(true), "series4kEnabled": .bool(false),
                ]))
        }
        api.get("auth/me") { request, _ in
            guard let user = self.user(request) else { return Self.forbidden }
            return DemoAnswers.json(await self.state.userRecord(user.id))
        }
        registerRequests(on: api)
        registerTitles(on: api)
        registerIssues(on: api)
        registerWebhook(on: api)
    }

    /// Runs `body` as the key's user, turning the demo's refusals into Seerr's answers.
    func acting(
        _ request: Request, _ body: @Sendable (SeerrDemoUser) async throws(SeerrDemoRefusal) -> JSONValue
    ) async -> Response {
        guard let user = user(request) else { return Self.forbidden }
        do {
            return DemoAnswers.json(try await body(user))
        } catch {
            switch error {
            case .forbidden: return Self.forbidden
            case .notFound: return Self.message("Request not found.", .notFound)
            case .invalid(let text): return Self.message(text, .conflict)
            }
        }
    }

    static func body(_ request: Request) async -> JSONValue {
        guard let buffer = try? await request.body.collect(upTo: 1 << 20) else { return .null }
        return (try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: buffer))) ?? .null
    }

    static func int(_ request: Request, _ name: String, default fallback: Int) -> Int {
        request.uri.queryParameters.get(name).flatMap { Int($0) } ?? fallback
    }
}
