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
        if namesItsServer {
            return try await withNamedServer(demo: { OnDemandDemoServer(TautulliDemoServer.self) }) {
                connection, transport in
                try await body([
                    ChosenTautulli(
                        name: "Tautulli", client: TautulliClient(connection: connection, transport: transport))
                ])
            }
        }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let servers = try chosenServers(in: profile, where: { $0.isStreams }, family: "Tautulli", kind: "tautulli")
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
