import ArrKit
import Foundation
import Hummingbird

/// The saved filters of one demo server, kept while it runs.
public actor DemoCustomFilters {
    private var filters: [CustomFilter]
    private var nextId: Int

    /// Starts with `initial`, numbered from 1 where they have no id.
    public init(_ initial: [CustomFilter]) {
        var numbered: [CustomFilter] = []
        for (index, filter) in initial.enumerated() {
            var filter = filter
            filter.id = filter.id ?? index + 1
            numbered.append(filter)
        }
        filters = numbered
        nextId = (numbered.compactMap(\.id).max() ?? 0) + 1
    }

    /// Every filter, oldest first.
    public var all: [CustomFilter] { filters }

    /// The filter with `id`.
    public func filter(id: Int) -> CustomFilter? { filters.first { $0.id == id } }

    /// Stores `filter` under a new id.
    public func add(_ filter: CustomFilter) -> CustomFilter {
        var filter = filter
        filter.id = nextId
        nextId += 1
        filters.append(filter)
        return filter
    }

    /// Replaces the filter with `id`; false when there is none.
    public func replace(id: Int, with filter: CustomFilter) -> CustomFilter? {
        guard let index = filters.firstIndex(where: { $0.id == id }) else { return nil }
        var filter = filter
        filter.id = id
        filters[index] = filter
        return filter
    }

    /// Removes the filter with `id`; false when there is none.
    public func remove(id: Int) -> Bool {
        guard let index = filters.firstIndex(where: { $0.id == id }) else { return false }
        filters.remove(at: index)
        return true
    }
}

/// `/api/v3/customfilter` as Radarr and Sonarr serve it: list, read, create (201), replace
/// (202), delete; an unknown id is a 404 with the server's message.
struct DemoCustomFilterRoutes<Context: RequestContext>: Sendable {
    let store: DemoCustomFilters
    let json: DemoJSON

    func register(on api: RouterGroup<Context>) {
        api.get("customfilter") { _, _ in try json.respond(await store.all) }
        api.get("customfilter/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let filter = await store.filter(id: id) else {
                return Self.missing(context)
            }
            return try json.respond(filter)
        }
        api.post("customfilter") { request, context in
            let filter = try await store.add(Self.decode(request, context))
            return try json.respond(filter, status: .created, location: "/api/v3/customfilter/\(filter.id ?? 0)")
        }
        api.put("customfilter/:id") { request, context in
            let body = try await Self.decode(request, context)
            guard let id = context.parameters.get("id", as: Int.self),
                let filter = await store.replace(id: id, with: body)
            else { return Self.missing(context) }
            return try json.respond(filter, status: .accepted)
        }
        api.delete("customfilter/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), await store.remove(id: id) else {
                return Self.missing(context)
            }
            return DemoJSON.empty()
        }
    }

    private static func missing(_ context: Context) -> Response {
        DemoJSON.error(.notFound, message: "Custom filter \(context.parameters.get("id") ?? "") does not exist")
    }

    /// The filter in the body; one that is not JSON of that shape answers 400.
    private static func decode(_ request: Request, _ context: Context) async throws -> CustomFilter {
        var request = request
        let buffer = try await request.collectBody(upTo: 1 << 20)
        do {
            return try ArrJSON.makeDecoder().decode(CustomFilter.self, from: Data(buffer.readableBytesView))
        } catch {
            throw HTTPError(.badRequest, message: "The request body could not be read: \(error)")
        }
    }
}
