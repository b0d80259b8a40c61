import ArrKit
import Foundation
import Hummingbird

/// `/notification` as the *arrs serve it: list, schema, read, create (testing first, as the
/// real server validates a connection by sending Test unless `forceSave=true`), replace, delete,
/// and `test`; a connection whose Test does not arrive is refused with a validation failure.
struct DemoNotificationRoutes<Context: RequestContext>: Sendable {
    let store: DemoNotifications
    let json: DemoJSON

    func register(on api: RouterGroup<Context>) {
        api.get("notification") { _, _ in try json.respond(store.all.map(DemoNotifications.shown)) }
        api.get("notification/schema") { _, _ in try json.respond(store.schema) }
        api.get("notification/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let found = store.connection(id: id) else {
                return Self.missing(context)
            }
            return try json.respond(DemoNotifications.shown(found))
        }
        api.post("notification/test") { request, context in
            let resource = try await Self.decode(request, context)
            if let failure = await store.test(resource) { return Self.refused(failure) }
            return DemoJSON.empty()
        }
        api.post("notification") { request, context in
            let resource = try await Self.decode(request, context)
            if request.arrQuery["forceSave"] != "true", let failure = await store.test(resource) {
                return Self.refused(failure)
            }
            let stored = store.add(resource)
            return try json.respond(DemoNotifications.shown(stored), status: .created)
        }
        api.put("notification/:id") { request, context in
            let resource = try await Self.decode(request, context)
            guard let id = context.parameters.get("id", as: Int.self), store.connection(id: id) != nil else {
                return Self.missing(context)
            }
            if request.arrQuery["forceSave"] != "true", let failure = await store.test(resource) {
                return Self.refused(failure)
            }
            return try json.respond(
                store.replace(id: id, with: resource).map(DemoNotifications.shown), status: .accepted)
        }
        api.delete("notification/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), store.remove(id: id) else {
                return Self.missing(context)
            }
            return DemoJSON.empty()
        }
    }

    private static func refused(_ failure: String) -> Response {
        DemoJSON.validation([ValidationFailure(propertyName: "Url", errorMessage: failure)])
    }

    private static func missing(_ context: Context) -> Response {
        DemoJSON.error(.notFound, message: "Notification with ID \(context.parameters.get("id") ?? "") does not exist")
    }

    /// The connection in the body; one that is not a JSON object answers 400.
    private static func decode(_ request: Request, _ context: Context) async throws -> JSONValue {
        var request = request
        let buffer = try await request.collectBody(upTo: 1 << 20)
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer.readableBytesView)),
            case .object = value
        else { throw HTTPError(.badRequest, message: "The request body is not a notification resource.") }
        return value
    }
}
