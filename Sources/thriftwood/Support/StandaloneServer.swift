import ArrDemoKit
import AsyncHTTPClient
import Foundation
import ServerKit
import ThriftwoodCore

extension ConnectionOptions {
    /// Whether the command names its server itself (`--demo`, `--url` or THRIFTWOOD_URL)
    /// rather than using the profile's.
    var namesItsServer: Bool { demo || url != nil || ProcessInfo.processInfo.environment["THRIFTWOOD_URL"] != nil }

    /// Runs `body` with the server the command names: `demo()`'s embedded demo with `--demo`,
    /// else the `--url` address with its key; the HTTP client and the demo are closed after.
    func withNamedServer<T>(
        demo makeDemo: () -> OnDemandDemoServer, _ body: (ServerConnection, any HTTPTransport) async throws -> T
    ) async throws -> T {
        let environment = ProcessInfo.processInfo.environment
        let demoServer = demo ? makeDemo() : nil
        let http = ServerHTTP.makeClient()
        return try await withCleanup({
            let connection: ServerConnection
            if let demoServer {
                connection = try await demoServer.connection()
            } else {
                let key = try apiKey ?? apiKeyFile.map(APIKeyFile.read) ?? environment["THRIFTWOOD_API_KEY"] ?? ""
                connection = ServerConnection(baseURL: url ?? environment["THRIFTWOOD_URL"] ?? "", apiKey: key)
            }
            return try await body(connection, LiveHTTPTransport(http: http))
        }) {
            try? await http.shutdown()
            await demoServer?.stop()
        }
    }
}

extension ConnectionOptions {
    /// The profile's enabled servers of a family (`--server` keeps one, which must be of it);
    /// none is an error naming how to add one. `family` names it ("Seerr"), `kind` is what
    /// `servers add --kind` takes.
    func chosenServers(
        in profile: Profile, where belongs: (ServiceKind) -> Bool, family: String, kind: String
    ) throws -> [ServiceServer] {
        let servers =
            try server.map { [try Self.named($0, of: nil, in: profile)] }
            ?? profile.servers.filter { $0.enabled && belongs($0.kind) }
        if let only = servers.first, servers.count == 1, !belongs(only.kind) {
            throw CLIError("\(only.name) is \(only.kind.displayName), not \(family).")
        }
        guard !servers.isEmpty else {
            throw CLIError(
                "The profile \"\(profile.name)\" has no \(family); add one with "
                    + "`thriftwood servers add --kind \(kind) --url URL --api-key-file FILE`, or try --demo.")
        }
        return servers
    }
}
