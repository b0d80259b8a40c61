import ArgumentParser
import ArrDemoKit
import AsyncHTTPClient
import Foundation
import Logging
import SeerrDemoServer
import SeerrKit
import ServerKit
import ThriftwoodCore

/// One Seerr a `requests` or `issues` command talks to, named as the profile names it, with
/// the titles its requests name looked up (and, for a profile's server, kept offline).
struct ChosenSeerr {
    /// Its name in the profile ("Seerr").
    let name: String
    /// The client.
    let client: SeerrClient
    /// Writes a line to Thriftwood's log (a decline's reason); nothing without a profile.
    var note: (String) -> Void = { _ in }
    /// Looks up (or reads kept) titles.
    let titles: (Set<SeerrTitleKey>) async -> [SeerrTitleKey: SeerrTitle]
}

extension ConnectionOptions {
    /// Runs `body` with each chosen Seerr: the embedded demo with `--demo`; the `--url` server;
    /// or the profile's enabled Seerr servers (`--server` keeps one).
    func withSeerrs<T>(_ body: ([ChosenSeerr]) async throws -> T) async throws -> T {
        let environment = ProcessInfo.processInfo.environment
        if demo || url != nil || environment["THRIFTWOOD_URL"] != nil {
            let demoServer = demo ? OnDemandDemoServer.seerr() : nil
            let http = ServerHTTP.makeClient()
            return try await withCleanup({
                let connection: ServerConnection
                if let demoServer {
                    connection = try await demoServer.connection()
                } else {
                    let key = try apiKey ?? apiKeyFile.map(APIKeyFile.read) ?? environment["THRIFTWOOD_API_KEY"] ?? ""
                    connection = ServerConnection(baseURL: url ?? environment["THRIFTWOOD_URL"] ?? "", apiKey: key)
                }
                let client = SeerrClient(connection: connection, transport: LiveHTTPTransport(http: http))
                // A run without a profile keeps nothing: its titles are looked up each time.
                let store = MemorySeerrTitleStore()
                return try await body([
                    ChosenSeerr(name: "Seerr", client: client) { keys in
                        await SeerrTitles.resolve(keys, with: client, store: store, now: Date()).titles
                    }
                ])
            }) {
                try? await http.shutdown()
                await demoServer?.stop()
            }
        }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let servers =
                try server.map { [try Self.named($0, of: nil, in: profile)] }
                ?? profile.servers.filter { $0.enabled && $0.kind.isRequests }
            if let only = servers.first, servers.count == 1, !only.kind.isRequests {
                throw CLIError("\(only.name) is \(only.kind.displayName), not Seerr.")
            }
            guard !servers.isEmpty else {
                throw CLIError(
                    "The profile \"\(profile.name)\" has no Seerr; add one with "
                        + "`thriftwood servers add --kind seerr --url URL --api-key-file FILE`, or try --demo.")
            }
            var chosen: [ChosenSeerr] = []
            let requests = dependencies.requests
            let log = dependencies.logger("thriftwood.seerr")
            for server in servers {
                let client = try await requests.client(for: server)
                chosen.append(
                    ChosenSeerr(name: server.name, client: client, note: { log.notice("\($0)") }) { keys in
                        await requests.titles(keys, with: client, now: Date()).titles
                    })
            }
            return try await body(chosen)
        }
    }

    /// The one Seerr an action acts on: the only one, or the one `--server` names.
    func withSeerr<T>(_ body: (ChosenSeerr) async throws -> T) async throws -> T {
        try await withSeerrs { chosen in
            guard let first = chosen.first, chosen.count == 1 else {
                throw CLIError(
                    "The profile has several Seerr servers (\(chosen.map(\.name).joined(separator: ", "))); "
                        + "name one with --server.")
            }
            return try await body(first)
        }
    }
}
