import ArgumentParser
import ArrDemoKit
import BazarrDemoServer
import BazarrKit
import Foundation
import ThriftwoodCore

/// One Bazarr a `subtitles` command talks to, named as the profile names it.
struct ChosenBazarr {
    /// Its name in the profile.
    let name: String
    /// The client.
    let client: BazarrClient
}

extension ConnectionOptions {
    /// Runs `body` with the one chosen Bazarr: the embedded demo with `--demo`, the `--url`
    /// server, or the profile's enabled Bazarr (`--server` chooses among several).
    func withBazarr<T>(_ body: (ChosenBazarr) async throws -> T) async throws -> T {
        if namesItsServer {
            return try await withNamedServer(demo: { OnDemandDemoServer.bazarr() }) { connection, transport in
                try await body(
                    ChosenBazarr(name: "Bazarr", client: BazarrClient(connection: connection, transport: transport)))
            }
        }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let servers = try chosenServers(in: profile, where: { $0 == .bazarr }, family: "Bazarr", kind: "bazarr")
            guard servers.count == 1, let server = servers.first else {
                throw CLIError(
                    "The profile has \(servers.count) Bazarr servers (\(servers.map(\.name).joined(separator: ", "))); "
                        + "choose one with --server.")
            }
            return try await body(
                ChosenBazarr(name: server.name, client: try await dependencies.bazarr.client(for: server)))
        }
    }
}
