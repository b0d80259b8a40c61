import ArrDemoKit
import ArrKit
import Foundation
import HTTPTypes
import Hummingbird
import ProwlarrAPI

/// Registers every Prowlarr v1 endpoint the demo serves, with Prowlarr's status codes.
struct ProwlarrRoutes<Context: RequestContext>: Sendable {
    let state: ProwlarrDemoState
    let json: DemoJSON
    let version: String

    func register(on api: RouterGroup<Context>) {
        registerSystem(on: api)
        registerIndexers(on: api)
        registerSearch(on: api)
        registerHistory(on: api)
    }

    private func registerSystem(on api: RouterGroup<Context>) {
        api.get("system/status") { _, _ in
            try json.respond(
                SystemStatus.demo(
                    appName: "Prowlarr", version: version, startTime: state.startTime, branch: "master",
                    runtime: "8.0.11"))
        }
        api.get("health") { _, _ in
            let failing = await state.statusRecords().map(\.indexerId)
            let names = await state.indexers.filter { failing.contains($0.id) }.map(\.name)
            guard !names.isEmpty else { return try json.respond([HealthCheck]()) }
            return try json.respond([
                HealthCheck(
                    source: "IndexerStatusCheck", type: .warning,
                    message: "Indexers unavailable due to failures: \(names.joined(separator: ", "))",
                    wikiUrl: "https://wiki.servarr.com/prowlarr/system#indexers-are-unavailable-due-to-failures")
            ])
        }
        api.post("command") { request, context in
            let command = try await request.decode(as: CommandRequest.self, context: context)
            return try json.respond(await state.queue(command), status: .created)
        }
        api.get("command/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let command = await state.command(id) else {
                return DemoJSON.empty(.notFound)
            }
            return try json.respond(command)
        }
        api.get("command") { _, _ in try json.respond(await state.allCommands()) }
        api.get("applications") { _, _ in try json.respond(ProwlarrDemoState.applications) }
        // The demo's indexers carry no tags and it sends grabs to no download client of its
        // own, so both lists are empty, as a fresh Prowlarr's are.
        api.get("tag") { _, _ in DemoJSON.response(.ok, data: Data("[]".utf8)) }
        api.get("downloadclient") { _, _ in DemoJSON.response(.ok, data: Data("[]".utf8)) }
    }

    private func registerIndexers(on api: RouterGroup<Context>) {
        api.get("indexer") { _, _ in
            // By name, as the real server orders them.
            let indexers = await state.listed().sorted { $0.name < $1.name }
            var records: [JSONValue] = []
            for indexer in indexers { records.append(try await resource(indexer)) }
            return try json.respond(records)
        }
        api.get("indexer/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self),
                let indexer = await state.listed().first(where: { $0.id == id })
            else { return DemoJSON.empty(.notFound) }
            return try json.respond(try await resource(indexer))
        }
        api.put("indexer/bulk") { request, context in
            let bulk = try await request.decode(as: Bulk.self, context: context)
            guard !bulk.ids.isEmpty else { return DemoJSON.error(.badRequest, message: "ids must be provided") }
            guard let enable = bulk.enable else { return try json.respond(await state.listed(), status: .accepted) }
            guard let changed = await state.setEnabled(bulk.ids, enable) else {
                return DemoJSON.error(.notFound, message: "Indexer not found")
            }
            var records: [JSONValue] = []
            for indexer in changed { records.append(try await resource(indexer)) }
            return try json.respond(records, status: .accepted)
        }
        api.put("indexer/:id") { request, context in
            guard let id = context.parameters.get("id", as: Int.self) else { return DemoJSON.empty(.badRequest) }
            let changed = try await request.decode(as: Edit.self, context: context)
            guard
                let indexer = await state.update(
                    id, name: changed.name, enable: changed.enable, priority: changed.priority)
            else { return DemoJSON.empty(.notFound) }
            return try json.respond(try await resource(indexer), status: .accepted)
        }
        api.post("indexer/test") { request, context in
            let tested = try await request.decode(as: Edit.self, context: context)
            guard let id = tested.id else {
                return DemoJSON.error(.badRequest, message: "The request body is not an indexer resource.")
            }
            if let failure = await state.test(id) { return DemoJSON.validation([failure]) }
            return DemoJSON.empty(.ok)
        }
        api.post("indexer/testall") { _, _ in
            var results: [ProviderTestResult] = []
            for indexer in await state.indexers where indexer.enable {
                let failure = await state.test(indexer.id)
                results.append(ProviderTestResult(id: indexer.id, failures: failure.map { [$0] } ?? []))
            }
            // As the *arrs: 400 with the same list when any failed.
            return try json.respond(results, status: results.allSatisfy(\.passed) ? .ok : .badRequest)
        }
        api.get("indexerstatus") { _, _ in try json.respond(await state.statusRecords()) }
        api.get("indexerstats") { _, _ in
            let report = await state.statistics()
            return try json.respond(StatsAnswer(id: 1, indexers: report.indexers, userAgents: [], hosts: []))
        }
    }

    private func registerSearch(on api: RouterGroup<Context>) {
        api.get("search") { request, _ in
            let parameters = request.arrQuery
            let query = parameters.get("query").map { String($0) } ?? ""
            let type = parameters.get("type").map { String($0) } ?? "search"
            let ids = parameters.getAll("indexerIds").compactMap { Int($0) }
            return try json.respond(await state.search(query, type: type, indexerIds: ids))
        }
        api.post("search") { request, context in
            let grab = try await request.decode(as: Grab.self, context: context)
            guard let guid = grab.guid, let indexerId = grab.indexerId,
                let release = await state.grab(guid: guid, indexerId: indexerId)
            else {
                return DemoJSON.error(
                    .notFound, message: "Couldn't find requested release in cache, cache timeout probably expired.")
            }
            return try json.respond(release)
        }
    }

    private func registerHistory(on api: RouterGroup<Context>) {
        api.get("history") { request, _ in
            let ids = request.arrQuery.getAll("indexerIds").compactMap { Int($0) }
            let all = await state.history.filter { ids.isEmpty || ids.contains($0.indexerId ?? -1) }
            return try json.respond(Paging(request).page(all, sortKey: "date"))
        }
    }

    /// An indexer as the real server sends it: the record, its settings fields (the key masked)
    /// and what it supports.
    private func resource(_ indexer: ProwlarrIndexer) async throws -> JSONValue {
        let data = try ArrJSON.makeEncoder().encode(indexer)
        guard case .object(var fields) = try JSONDecoder().decode(JSONValue.self, from: data) else { return .null }
        let base = await state.baseURL(of: indexer.id) ?? ""
        fields["implementation"] = .string(indexer.implementationName ?? "Cardigann")
        fields["configContract"] = .string("\(indexer.implementationName ?? "Cardigann")Settings")
        fields["indexerUrls"] = .array([.string(base + "/")])
        fields["supportsRss"] = .bool(true)
        fields["supportsSearch"] = .bool(true)
        fields["supportsRedirect"] = .bool(false)
        fields["supportsPagination"] = .bool(false)
        fields["redirect"] = .bool(false)
        fields["appProfileId"] = .number(1)
        fields["tags"] = .array([])
        fields["fields"] = .array([
            .object(["name": .string("baseUrl"), "value": .string(base)]),
            .object(["name": .string("apiKey"), "value": .string("********")]),
        ])
        return .object(fields)
    }

    private struct Bulk: Decodable {
        let ids: [Int]
        let enable: Bool?
    }

    private struct Edit: Decodable {
        let id: Int?
        let name: String?
        let enable: Bool?
        let priority: Int?
    }

    private struct Grab: Decodable {
        let guid: String?
        let indexerId: Int?
    }

    private struct StatsAnswer: Encodable {
        let id: Int
        let indexers: [IndexerStatistics]
        let userAgents: [JSONValue]
        let hosts: [JSONValue]
    }
}
