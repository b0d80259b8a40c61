import Foundation
import ServerKit
import ThriftwoodCore

extension ConnectionOptions {
    /// The servers `doctor` looks at: the `--url` address (with its key, of `kind` or the kind
    /// its port suggests) before it is added anywhere, else the profile's.
    func withDoctorServers<T>(
        kind: ServiceKind?, _ body: (AppDependencies, [ServiceServer]) async throws -> T
    ) async throws -> T {
        let environment = ProcessInfo.processInfo.environment
        guard let address = url ?? environment["THRIFTWOOD_URL"] else {
            if kind != nil { throw CLIError("--kind says what the --url server is; give --url too.") }
            return try await withProfileServers(of: ServiceKind.allCases, body)
        }
        let key = try resolvedAPIKey(environment) ?? ""
        let chosen = kind ?? Self.kind(suggestedBy: address)
        let server = ServiceServer(kind: chosen, connection: ServerConnection(baseURL: address, apiKey: key))
        return try await AppSession.with(data.url) { dependencies in try await body(dependencies, [server]) }
    }

    /// The kind whose usual port `address` uses (7878: Radarr, 8989: Sonarr, …); Radarr when
    /// none does (its service step then says what answered).
    static func kind(suggestedBy address: String) -> ServiceKind {
        let port = URLComponents(string: address)?.port
        return ServiceKind.allCases.first { $0.defaultPort == port } ?? .radarr
    }
}
