import ArgumentParser
import ArrDemoKit
import AsyncHTTPClient
import Foundation
import Logging
import ServerKit
import TautulliDemoServer
import TautulliKit
import ThriftwoodCore

/// One Tautulli a `streams` or `plays` command talks to, named as the profile names it.
struct ChosenTautulli {
    /// Its name in the profile.
    let name: String
    /// The client.
    let client: TautulliClient
    /// Writes a line to Thriftwood's log; nothing without a profile.
    var note: (String) -> Void = { _ in }
}

extension ConnectionOptions {
    /// Runs `body` with each chosen Tautulli: the embedded demo with `--demo`, the `--url`
    /// server, or the profile's enabled Tautulli servers (`--server` keeps one).
    func withTautullis<T>(_ body: ([ChosenTautulli]) async throws -> T) async throws -> T {
        let environment = ProcessInfo.processInfo.environment
        if demo || url != nil || environment["THRIFTWOOD_URL"] != nil {
            let demoServer = demo ? OnDemandDemoServer.tautulli() : nil
            let http = ServerHTTP.makeClient()
            return try await withCleanup({
                let connection: ServerConnection
                if let demoServer {
                    connection = try await demoServer.connection()
                } else {
                    let key = try apiKey ?? apiKeyFile.map(APIKeyFile.read) ?? environment["THRIFTWOOD_API_KEY"] ?? ""
                    connection = ServerConnection(baseURL: url ?? environment["THRIFTWOOD_URL"] ?? "", apiKey: key)
                }
                let client = TautulliClient(connection: connection, transport: LiveHTTPTransport(http: http))
                return try await body([ChosenTautulli(name: "Tautulli", client: client)])
            }) {
                try? await http.shutdown()
                await demoServer?.stop()
            }
        }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let servers =
                try server.map { [try Self.named($0, of: nil, in: profile)] }
                ?? profile.servers.filter { $0.enabled && $0.kind.isStreams }
            if let only = servers.first, servers.count == 1, !only.kind.isStreams {
                throw CLIError("\(only.name) is \(only.kind.displayName), not Tautulli.")
            }
            guard !servers.isEmpty else {
                throw CLIError(
                    "The profile \"\(profile.name)\" has no Tautulli; add one with "
                        + "`thriftwood servers add --kind tautulli --url URL --api-key-file FILE`, or try --demo.")
            }
            let log = dependencies.logger("thriftwood.tautulli")
            var chosen: [ChosenTautulli] = []
            for server in servers {
                chosen.append(
                    ChosenTautulli(
                        name: server.name, client: try await dependencies.streams.client(for: server),
                        note: { log.notice("\($0)") }))
            }
            return try await body(chosen)
        }
    }
}
