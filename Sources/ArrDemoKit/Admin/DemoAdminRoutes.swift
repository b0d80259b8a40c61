import ArrKit
import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// The admin endpoints as the *arrs serve them: `/system/task`, `/system/backup`, `/log/file`,
/// `/update`, `/indexer` and `/downloadclient` (with the server's own `test` and `testall`),
/// and `/blocklist` (paged, one, bulk).
struct DemoAdminRoutes<Context: RequestContext>: Sendable {
    let admin: DemoAdmin
    let json: DemoJSON

    func register(on api: RouterGroup<Context>) {
        api.get("system/task") { _, _ in try json.respond(admin.tasks) }
        api.get("system/task/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self),
                let task = admin.tasks.first(where: { $0.id == id })
            else { return Self.missing("Task", context) }
            return try json.respond(task)
        }
        api.get("system/backup") { _, _ in try json.respond(admin.backups) }
        api.delete("system/backup/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), admin.removeBackup(id: id) else {
                return Self.missing("Backup", context)
            }
            return DemoJSON.empty()
        }
        api.get("log/file") { _, _ in try json.respond(admin.logFiles) }
        api.get("log/file/:name") { _, context in
            guard let name = context.parameters.get("name"), let text = admin.logFile(named: name) else {
                return DemoJSON.error(.notFound, message: "Log file not found")
            }
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
        api.get("update") { _, _ in try json.respond(admin.updates) }
        api.get("config/host") { _, _ in try json.respond(DemoAdmin.hostSettings) }
        for family in ProviderFamily.allCases { registerProviders(family, on: api) }
        registerBlocklist(on: api)
    }

    private func registerProviders(_ family: ProviderFamily, on api: RouterGroup<Context>) {
        let path = family.rawValue
        api.get(RouterPath(path)) { _, _ in try json.respond(admin.providers(family)) }
        api.get(RouterPath("\(path)/:id")) { _, context in
            let id = context.parameters.get("id", as: Int.self)
            guard let found = admin.providers(family).first(where: { $0["id"]?.integer == id }) else {
                return Self.missing(family == .indexers ? "Indexer" : "Download client", context)
            }
            return try json.respond(found)
        }
        api.post(RouterPath("\(path)/test")) { request, context in
            var request = request
            let buffer = try await request.collectBody(upTo: 1 << 20)
            guard let resource = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer.readableBytesView)) else {
                throw HTTPError(.badRequest, message: "The request body is not a provider resource.")
            }
            if let failure = admin.test(resource) { return DemoJSON.validation([failure]) }
            return DemoJSON.empty()
        }
        api.post(RouterPath("\(path)/testall")) { _, _ in
            let results = admin.providers(family).map { resource in
                ProviderTestResult(id: resource["id"]?.integer ?? 0, failures: admin.test(resource).map { [$0] } ?? [])
            }
            // As the real server: 400 with the same list when any failed.
            return try json.respond(results, status: results.allSatisfy(\.passed) ? .ok : .badRequest)
        }
    }

    private func registerBlocklist(on api: RouterGroup<Context>) {
        api.get("blocklist") { request, _ in
            let paging = Paging(request)
            let all = admin.blocklist
            let start = min(
                all.count, max(0, (paging.page - 1).multipliedReportingOverflow(by: paging.pageSize).partialValue))
            let page: [String: JSONValue] = [
                "page": .number(Double(paging.page)), "pageSize": .number(Double(paging.pageSize)),
                "sortKey": .string("date"), "sortDirection": .string(paging.sortDirection),
                "totalRecords": .number(Double(all.count)),
                "records": .array(Array(all[start...].prefix(paging.pageSize))),
            ]
            return try json.respond(JSONValue.object(page))
        }
        api.delete("blocklist/bulk") { request, context in
            let body = try await request.decode(as: BulkBody.self, context: context)
            _ = admin.unblock(body.ids ?? [])
            return DemoJSON.empty()
        }
        api.delete("blocklist/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), admin.unblock([id]).isEmpty else {
                return Self.missing("Blocklist", context)
            }
            return DemoJSON.empty()
        }
    }

    private struct BulkBody: Decodable {
        let ids: [Int]?
    }

    private static func missing(_ noun: String, _ context: Context) -> Response {
        DemoJSON.error(.notFound, message: "\(noun) with ID \(context.parameters.get("id") ?? "") does not exist")
    }
}

/// The backup files, served outside the API as the real servers serve them: to a request on
/// the web login only — which on a server whose Authentication Required is "Disabled for Local
/// Addresses" (the demo's default) a loopback request has; with `webLogin` on, a redirect to
/// the login page, whatever API key the request carries.
struct DemoBackupFileRoutes<Context: RequestContext>: Sendable {
    let admin: DemoAdmin
    let webLogin: Bool
    let urlBase: String

    func register(on root: RouterGroup<Context>) {
        if webLogin {
            root.get("login") { _, _ in
                var headers = HTTPFields()
                headers[.contentType] = "text/html; charset=utf-8"
                let page =
                    "<!doctype html><title>Login</title><form method=post><input name=username>"
                    + "<input type=password name=password><button>Log in</button></form>"
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
            }
        }
        root.get("backup/:type/:name") { request, context in
            let path = "/backup/\(context.parameters.get("type") ?? "")/\(context.parameters.get("name") ?? "")"
            if webLogin {
                var headers = HTTPFields()
                headers[.location] = "\(urlBase)/login?returnUrl=\(urlBase)\(path)"
                return Response(status: .found, headers: headers)
            }
            guard let data = admin.backupFile(at: path) else { return Response(status: .notFound) }
            var headers = HTTPFields()
            headers[.contentType] = "application/zip"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: data)))
        }
    }
}
