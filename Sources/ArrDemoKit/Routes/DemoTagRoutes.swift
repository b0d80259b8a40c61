import ArrKit
import Hummingbird

/// A demo library that keeps an *arr's tags.
package protocol DemoTagging: Sendable {
    /// Every tag.
    var tags: [Tag] { get async }
    /// The tag with `label`: the one there is, or a new one.
    func createTag(_ label: String) async -> Tag
    /// Removes tag `id`; false when there is none.
    func deleteTag(id: Int) async -> Bool
}

/// The *arrs' `/tag` resource over a demo library: the list, one by id, a new one (201), and a
/// removal; an id nobody has is 404.
package enum DemoTagRoutes {
    /// Registers the routes on `api`.
    package static func register<Context: RequestContext>(
        on api: RouterGroup<Context>, json: DemoJSON, library: some DemoTagging
    ) {
        api.get("tag") { _, _ in try json.respond(await library.tags) }
        api.get("tag/:id") { _, context in
            let id = context.parameters.get("id", as: Int.self)
            guard let tag = await library.tags.first(where: { $0.id == id }) else { return DemoJSON.empty(.notFound) }
            return try json.respond(tag)
        }
        api.post("tag") { request, context in
            let label = try await request.decode(as: DemoTagLabel.self, context: context)
            return try json.respond(await library.createTag(label.label), status: .created)
        }
        api.delete("tag/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), await library.deleteTag(id: id) else {
                return DemoJSON.empty(.notFound)
            }
            return DemoJSON.empty()
        }
    }
}
