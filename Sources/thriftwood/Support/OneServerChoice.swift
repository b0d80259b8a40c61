import ArrDemoKit
import Foundation
import ServerKit
import ThriftwoodCore

extension ConnectionOptions {
    /// Runs `body` with the one chosen server of `kind`, named as the profile names it, and its
    /// client: the embedded demo (`demo()`) with `--demo`, the `--url` server (`standalone`), or the
    /// profile's enabled one (`fromProfile`; `--server` chooses among several).
    func withOne<Client, T>(
        _ kind: ServiceKind, demo: () -> OnDemandDemoServer,
        standalone: (ServerConnection, any HTTPTransport) -> Client,
        fromProfile: (AppDependencies, ServiceServer) async throws -> Client,
        _ body: (String, Client) async throws -> T
    ) async throws -> T {
        if namesItsServer {
            return try await withNamedServer(demo: demo) { connection, transport in
                try await body(kind.displayName, standalone(connection, transport))
            }
        }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let servers = try chosenServers(
                in: profile, where: { $0 == kind }, family: kind.displayName, kind: kind.rawValue)
            guard servers.count == 1, let server = servers.first else {
                throw CLIError(
                    "The profile has \(servers.count) \(kind.displayName) servers "
                        + "(\(servers.map(\.name).joined(separator: ", "))); choose one with --server.")
            }
            return try await body(server.name, try await fromProfile(dependencies, server))
        }
    }
}
