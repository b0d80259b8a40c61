import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ThriftwoodCore

/// `/hooks/<slug>`: where servers push their events. It takes no session, cookie or CSRF token
/// (a server is no browser) and works without the pages; a secret per server authenticates
/// each push instead, and every rule about it is the core's ``WebhookIntake``.
struct HookRoutes {
    let intake: WebhookIntake
    let limit: HookRateLimit
    let replays: HookReplays
    let logger: Logger

    func add(to group: RouterGroup<WebRequestContext>) {
        group.post("hooks/:slug") { request, context in await receive(request, context: context) }
        group.put("hooks/:slug") { request, context in await receive(request, context: context) }
    }

    private func receive(_ request: Request, context: WebRequestContext) async -> Response {
        let slug = context.parameters.get("slug") ?? ""
        let sender = context.client
        guard limit.admit(sender) else {
            logger.warning("refused a push to /hooks/\(slug) from \(sender): too many wrong secrets")
            return Self.answer("Too many wrong secrets; wait a minute.", status: .tooManyRequests)
        }
        // The secret is checked at the headers, before the body is read: a stranger's upload
        // (finished or never) holds no place and costs no server its pushes.
        let offered = HookSecrets.offered(
            authorization: request.headers[.authorization], header: request.headers[Self.secretHeader])
        let known = await intake.knows(slug: slug, offered: offered)
        // Only an offered secret is a guess: a push with none is refused without counting.
        limit.answered(sender, wrongSecret: known == false && !offered.isEmpty)
        if known == false { return unauthorized(slug, from: sender) }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: WebhookBody.byteLimit)
        } catch {
            return Self.answer(WebhookBody.Refusal.tooLarge.message, status: .contentTooLarge)
        }
        let bytes = Data(body.readableBytesView)
        let replays = replays
        let outcome = await intake.receive(slug: slug, offered: offered, body: bytes) {
            replays.isReplay(slug: slug, body: bytes)
        }
        switch outcome {
        case .stored, .replayed: break
        default: replays.forget(slug: slug, body: bytes)
        }
        switch outcome {
        case .replayed:
            logger.info("a push to /hooks/\(slug) repeated one kept within the minute: kept once")
            return Self.answer("Thank you (already kept).", status: .ok)
        case .stored(let event, let profile):
            logger.info("\(event.server.name) (\(profile)) pushed \(event.rawType): \(event.sentence)")
            return Self.answer("Thank you.", status: .ok)
        case .unauthorized:
            return unauthorized(slug, from: sender)
        case .refused(let refusal):
            logger.warning("refused a push to /hooks/\(slug) from \(sender): \(refusal.message)")
            return Self.answer(refusal.message, status: refusal == .tooLarge ? .contentTooLarge : .badRequest)
        case .cannotPush(let reason):
            return Self.answer(reason, status: .badRequest)
        case .failed(let reason):
            logger.error("could not keep a push to /hooks/\(slug): \(reason)")
            return Self.answer("Thriftwood could not keep this event: \(reason)", status: .serviceUnavailable)
        }
    }

    private func unauthorized(_ slug: String, from sender: String) -> Response {
        logger.warning("refused a push to /hooks/\(slug) from \(sender): no server with that slug and secret")
        var response = Self.answer(
            "No server here has that address and secret; `thriftwood notifications hook --server NAME` shows them.",
            status: .unauthorized)
        response.headers[.wwwAuthenticate] = "Basic realm=\"thriftwood hooks\""
        return response
    }

    /// The header a sender may carry the secret in, when it cannot send Basic auth.
    static let secretHeader = HTTPField.Name("X-Thriftwood-Secret") ?? .authorization

    private static func answer(_ text: String, status: HTTPResponse.Status) -> Response {
        WebResponse.text(text, status: status)
    }
}
