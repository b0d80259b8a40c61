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
        if namesItsServer {
            return try await withNamedServer(demo: { OnDemandDemoServer(SeerrDemoServer.self) }) {
                connection, transport in
                let client = SeerrClient(connection: connection, transport: transport)
                // A run without a profile keeps nothing: its titles are looked up each time.
                let store = MemorySeerrTitleStore()
                return try await body([
                    ChosenSeerr(name: "Seerr", client: client) { keys in
                        await SeerrTitles.resolve(keys, with: client, store: store, now: Date()).titles
                    }
                ])
            }
        }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let servers = try chosenServers(in: profile, where: { $0.isRequests }, family: "Seerr", kind: "seerr")
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
