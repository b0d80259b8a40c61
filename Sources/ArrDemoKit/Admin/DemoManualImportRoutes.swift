import ArrKit
import Foundation
import Hummingbird
import NIOCore

/// What every *arr demo that leaves downloads waiting shares: `GET /manualimport` (a download
/// id or a folder, one of them required, as the real servers ask) and the reading of a
/// `POST /command` body whose `ManualImport` carries its files.
package enum DemoManualImportRoutes {
    /// Adds `GET /manualimport`, answered by `candidates(downloadId, folder)`.
    package static func register<Context: RequestContext>(
        on api: RouterGroup<Context>, json: DemoJSON,
        candidates: @escaping @Sendable (String?, String?) async throws -> [JSONValue]
    ) {
        api.get("manualimport") { request, _ in
            let query = request.arrQuery
            let folder: String? = query.get("folder").map { String($0) }
            let downloadId: String? = query.get("downloadId").map { String($0) }
            guard folder != nil || downloadId != nil else {
                return DemoJSON.error(.badRequest, message: "folder or downloadId must be provided")
            }
            return try json.respond(try await candidates(downloadId, folder))
        }
    }

    /// A `POST /command` body: the command, and the files when it is a `ManualImport`.
    package static func command(_ request: Request) async throws -> (command: CommandRequest, files: [JSONValue]?) {
        var request = request
        let body = Data(try await request.collectBody(upTo: 16 << 20).readableBytesView)
        let command = try ArrJSON.makeDecoder().decode(CommandRequest.self, from: body)
        guard command.name == "ManualImport" else { return (command, nil) }
        guard case .array(let files)? = try JSONDecoder().decode(JSONValue.self, from: body)["files"] else {
            return (command, [])
        }
        return (command, files)
    }
}
