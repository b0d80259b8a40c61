import ArgumentParser
import ArrDemoKit
import AsyncHTTPClient
import DownloadKit
import Foundation
import ServerKit
import ThriftwoodCore

/// One download client a `downloads` command talks to, named as the profile names it.
struct ChosenDownloadClient {
    /// Its kind.
    let kind: ServiceKind
    /// Its name in the profile ("SABnzbd", "NZBGet home").
    let name: String
    /// The client.
    let client: any DownloadClient
}

extension ConnectionOptions {
    /// Runs `body` with each chosen download client: every embedded demo with `--demo`; the
    /// `--url` server (SABnzbd or NZBGet: it is asked which); or the profile's enabled
    /// download clients (`--server` keeps one).
    func withDownloadClients<T>(_ body: ([ChosenDownloadClient]) async throws -> T) async throws -> T {
        let environment = ProcessInfo.processInfo.environment
        if demo {
            // --server names one demo by its kind's name ("sabnzbd"), as the Demo profile's servers are named.
            let entries = DemoServerEntry.downloadClients.filter { entry in
                guard let server else { return true }
                return entry.kind.rawValue == server.lowercased()
                    || entry.kind.displayName.lowercased() == server.lowercased()
            }
            guard !entries.isEmpty else {
                throw CLIError(
                    "--demo has no download client called \(server ?? "") (it has "
                        + Format.list(DemoServerEntry.downloadClients.map(\.kind.rawValue)) + ").")
            }
            let demos = entries.map { ($0.kind, $0.onDemand()) }
            let http = ServerHTTP.makeClient()
            return try await withCleanup({
                var chosen: [ChosenDownloadClient] = []
                for (kind, demo) in demos {
                    guard let family = kind.downloadClient else { continue }
                    let client = family.client(try await demo.connection(), transport: LiveHTTPTransport(http: http))
                    chosen.append(ChosenDownloadClient(kind: kind, name: kind.displayName, client: client))
                }
                return try await body(chosen)
            }) {
                try? await http.shutdown()
                for (_, demo) in demos { await demo.stop() }
            }
        }
        if let url = url ?? environment["THRIFTWOOD_URL"] {
            let key = try apiKey ?? apiKeyFile.map(APIKeyFile.read) ?? environment["THRIFTWOOD_API_KEY"] ?? ""
            let http = ServerHTTP.makeClient()
            return try await withCleanup({
                let connection = ServerConnection(baseURL: url, apiKey: key)
                let transport = LiveHTTPTransport(http: http)
                let kind = try await Self.downloadKind(at: connection, transport: transport)
                return try await body([
                    ChosenDownloadClient(
                        kind: kind, name: kind.displayName,
                        client: try Self.family(kind).client(connection, transport: transport))
                ])
            }) { try? await http.shutdown() }
        }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let servers =
                try server.map { [try Self.named($0, of: nil, in: profile)] }
                ?? profile.servers.filter { $0.enabled && $0.kind.isDownloadClient }
            if let only = servers.first, servers.count == 1, !only.kind.isDownloadClient {
                throw CLIError("\(only.name) is \(only.kind.displayName), not a download client.")
            }
            guard !servers.isEmpty else {
                throw CLIError(
                    "The profile \"\(profile.name)\" has no download client; add one with "
                        + "`thriftwood servers add --kind sabnzbd|nzbget …`, or try --demo.")
            }
            var chosen: [ChosenDownloadClient] = []
            for server in servers {
                chosen.append(
                    ChosenDownloadClient(
                        kind: server.kind, name: server.name,
                        client: try await dependencies.downloads.client(for: server)))
            }
            return try await body(chosen)
        }
    }

    /// The download-client kind at `connection`, as it answers without credentials.
    static func downloadKind(at connection: ServerConnection, transport: any HTTPTransport) async throws -> ServiceKind
    {
        guard let family = try await DownloadClientKind.identify(at: connection, transport: transport),
            let kind = KindRegistry.standard.kind(named: family.id)
        else {
            throw CLIError(
                "\(connection.host) does not answer as a download client Thriftwood knows "
                    + "(\(ServiceKind.downloadClients.map(\.displayName).joined(separator: ", "))).")
        }
        return kind
    }

    /// The family entry of a download-client kind.
    static func family(_ kind: ServiceKind) throws -> DownloadClientKind {
        guard let family = kind.downloadClient else { throw CoreError.noService(kind) }
        return family
    }
}
