import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import NIOCore

/// The webhook agent's settings as Seerr serves them (admin only): read, save (answered with
/// what was kept), and test (the test notification sent with the form's settings, 204).
extension SeerrDemoRoutes {
    func registerWebhook(on api: RouterGroup<BasicRequestContext>) {
        api.get("settings/notifications/webhook") { request, _ in
            guard let user = self.user(request), user.permissions & 2 != 0 else { return Self.forbidden }
            return DemoAnswers.json(webhook.settings)
        }
        api.post("settings/notifications/webhook") { request, _ in
            guard let user = self.user(request), user.permissions & 2 != 0 else { return Self.forbidden }
            let settings = try await Self.settings(request)
            webhook.save(settings)
            return DemoAnswers.json(settings)
        }
        api.post("settings/notifications/webhook/test") { request, _ in
            guard let user = self.user(request), user.permissions & 2 != 0 else { return Self.forbidden }
            if let failure = await webhook.test(try await Self.settings(request)) {
                return Self.message("Failed to send webhook notification: \(failure)", .internalServerError)
            }
            return Response(status: .noContent)
        }
    }

    private static func settings(_ request: Request) async throws -> JSONValue {
        var request = request
        let buffer = try await request.collectBody(upTo: 1 << 20)
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer.readableBytesView)),
            case .object = value
        else { throw HTTPError(.badRequest, message: "The settings are not a JSON object.") }
        return value
    }
}
