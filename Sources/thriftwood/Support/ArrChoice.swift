import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// One *arr server a command talks to, with its client typed as its kind's.
struct ChosenArr<Client: ArrServiceClient> {
    /// Its name in the profile ("Radarr 4K"), or the kind's name for `--demo` and `--url`.
    let name: String
    /// The client.
    let client: Client
}

extension ConnectionOptions {
    /// Runs `body` with each chosen `kind` server: the embedded demo with `--demo`, the `--url`
    /// server (which must say it is `kind`), or the profile's enabled ones (`--server` keeps one).
    /// Every *arr command reaches its servers this way.
    func withArrs<Client: ArrServiceClient, T>(
        _ kind: ServiceKind, as type: Client.Type, _ body: ([ChosenArr<Client>]) async throws -> T
    ) async throws -> T {
        try await withServices(only: kind) { chosen in
            let typed = chosen.compactMap { server in
                (server.client as? Client).map { ChosenArr(name: server.name, client: $0) }
            }
            guard !typed.isEmpty else { throw CoreError.noService(kind) }
            return try await body(typed)
        }
    }

    /// Runs `body` with the one `kind` server a command about one item acts on: the only one, or
    /// the one `--server` names — an id means nothing until the server is known, so several
    /// servers of the kind are refused, named, rather than one of them guessed.
    func withArr<Client: ArrServiceClient, T>(
        _ kind: ServiceKind, as type: Client.Type, _ body: (Client) async throws -> T
    ) async throws -> T {
        try await withArrs(kind, as: type) { servers in
            guard let only = servers.first, servers.count == 1 else {
                throw CLIError(
                    "The profile has \(servers.count) \(kind.displayName) servers "
                        + "(\(servers.map(\.name).joined(separator: ", "))); say which with --server.")
            }
            return try await body(only.client)
        }
    }
}
