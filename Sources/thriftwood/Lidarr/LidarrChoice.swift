import ArgumentParser
import ArrDemoKit
import ArrKit
import Foundation
import LidarrAPI
import LidarrDemoServer
import ServerKit
import ThriftwoodCore

/// One Lidarr a music command talks to, named as the profile names it.
struct ChosenLidarr {
    /// Its name in the profile.
    let name: String
    /// The client.
    let client: LidarrClient
}

extension ConnectionOptions {
    /// Runs `body` with each chosen Lidarr: the embedded demo with `--demo`, the `--url`
    /// server (which must say it is Lidarr), or the profile's enabled Lidarr servers
    /// (`--server` keeps one).
    func withLidarrs<T>(_ body: ([ChosenLidarr]) async throws -> T) async throws -> T {
        if namesItsServer {
            return try await withNamedServer(demo: { OnDemandDemoServer(LidarrDemoServer.self) }) {
                connection, transport in
                let client = LidarrClient(
                    connection: connection, transport: transport, onSkipped: { Progress.warn($0.description) })
                if !demo {
                    // Asked what it is first: a Radarr at that address is said to be one. A status that
                    // cannot be read decides nothing; the command's own request then says what is wrong.
                    let app: String?
                    do {
                        app = try await client.systemStatus().appName
                    } catch {
                        app = nil
                    }
                    if let app, !app.isEmpty, app.lowercased() != "lidarr" {
                        throw CoreError.wrongService(expected: .lidarr, found: app)
                    }
                }
                return try await body([ChosenLidarr(name: "Lidarr", client: client)])
            }
        }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let servers = try chosenServers(in: profile, where: { $0.isMusic }, family: "Lidarr", kind: "lidarr")
            var chosen: [ChosenLidarr] = []
            for server in servers {
                chosen.append(
                    ChosenLidarr(name: server.name, client: try await dependencies.lidarr.client(for: server)))
            }
            return try await body(chosen)
        }
    }

    /// Runs `body` with the one Lidarr a command about one artist or album acts on: the only
    /// one, or the one `--server` names.
    func withLidarr<T>(_ body: (ChosenLidarr) async throws -> T) async throws -> T {
        try await withLidarrs { lidarrs in
            guard let only = lidarrs.first, lidarrs.count == 1 else {
                throw CLIError(
                    "The profile has \(lidarrs.count) Lidarr servers (\(lidarrs.map(\.name).joined(separator: ", "))); "
                        + "say which with --server.")
            }
            return try await body(only)
        }
    }
}
