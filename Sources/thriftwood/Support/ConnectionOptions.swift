import ArgumentParser
import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import DownloadKit
import Foundation
import LidarrAPI
import LidarrDemoServer
import Logging
import RadarrAPI
import RadarrDemoServer
import SeerrKit
import ServerKit
import SonarrAPI
import SonarrDemoServer
import TautulliKit
import ThriftwoodCore

/// How a command reaches its servers: the embedded demos, a one-off `--url`/`--api-key` (or their
/// environment variables), or a saved profile (`--profile`, else the active one).
struct ConnectionOptions: ParsableArguments {
    @Flag(help: "Use the embedded demo server.")
    var demo = false

    @Option(help: "A server's address, e.g. http://192.168.1.10:7878 (or THRIFTWOOD_URL); it says what it is.")
    var url: String?

    @Option(
        name: .customLong("api-key"),
        help: "The --url server's API key (or THRIFTWOOD_API_KEY; other users can see it in `ps`).")
    var apiKey: String?

    @Option(
        name: .customLong("api-key-file"), help: "Read the --url server's API key from this file (its first line).",
        completion: .file())
    var apiKeyFile: String?

    @Option(help: "Use this saved profile instead of the active one.")
    var profile: String?

    @Option(help: "Only this server of the profile, by name or slug, e.g. radarr-4k (`thriftwood servers list`).")
    var server: String?

    @OptionGroup var data: DataDirectoryOption

    /// The profile `--profile` names, or the active one, with any server an older build saved as
    /// "accept self-signed" pinned now, on first use, saying so (a server that cannot be reached
    /// stays unpinned and unused, and says why).
    func chooseProfile(_ profiles: any ProfileService) async throws -> Profile {
        let chosen = try await namedOrActiveProfile(profiles)
        let pinning = try await LegacyPinMigration.run(chosen, profiles: profiles)
        for notice in pinning.notices { printError("note: \(notice)") }
        return pinning.profile
    }

    private func namedOrActiveProfile(_ profiles: any ProfileService) async throws -> Profile {
        if let profile {
            let all = try await profiles.profiles()
            guard let match = all.first(where: { $0.name.caseInsensitiveCompare(profile) == .orderedSame }) else {
                throw CLIError(
                    "No profile is called \"\(profile)\". Profiles: \(all.map(\.name).joined(separator: ", ")).")
            }
            return match
        }
        guard let active = try await profiles.activeProfile() else {
            throw CLIError(
                "Choose a server: --demo, --url and --api-key (or THRIFTWOOD_URL and THRIFTWOOD_API_KEY), "
                    + "or create a profile with `thriftwood profiles add` or by running `thriftwood`.")
        }
        return active
    }

    /// The server `--server` names in `profile`, which must be enabled and (when `kind` is
    /// given) of that kind.
    static func named(_ name: String, of kind: ServiceKind?, in profile: Profile) throws -> ServiceServer {
        guard let server = profile.server(named: name) else {
            throw CoreError.serverNotFound(name, profile: profile.name)
        }
        if let kind, server.kind != kind {
            throw CLIError("\(server.name) is \(server.kind.displayName), not \(kind.displayName).")
        }
        guard server.enabled else {
            throw CLIError(
                "\(server.name) is switched off; `thriftwood servers edit \(server.slug) --enable` uses it again.")
        }
        return server
    }

    /// The key from --api-key, --api-key-file or THRIFTWOOD_API_KEY.
    func resolvedAPIKey(_ environment: [String: String]) throws -> String? {
        if let apiKey { return apiKey }
        if let apiKeyFile { return try APIKeyFile.read(apiKeyFile) }
        return environment["THRIFTWOOD_API_KEY"]
    }
}

extension ConnectionOptions {
    /// Runs `body` with a client for each chosen service: both embedded demos with `--demo`;
    /// the one `--url` server (whose kind it says itself); or every enabled server of the
    /// profile. `only` keeps one kind (`--service`).
    func withServices<T>(
        only: ServiceKind? = nil, _ body: ([ChosenServer]) async throws -> T
    ) async throws -> T {
        let environment = ProcessInfo.processInfo.environment
        let wanted = only.map { [$0] } ?? ServiceKind.arrEngine
        if demo {
            let demos = wanted.compactMap { kind in DemoServerEntry.of(kind).map { (kind, $0.onDemand()) } }
            let http = ServerHTTP.makeClient()
            return try await withCleanup({
                var clients: [ChosenServer] = []
                for (kind, server) in demos {
                    clients.append(
                        ChosenServer(
                            kind: kind, name: kind.displayName,
                            client: Self.client(kind, try await server.connection(), http: http)))
                }
                return try await body(clients)
            }) {
                try? await http.shutdown()
                for (_, server) in demos { await server.stop() }
            }
        }
        if let url = url ?? environment["THRIFTWOOD_URL"], let key = try resolvedAPIKey(environment) {
            let http = ServerHTTP.makeClient()
            return try await withCleanup({
                let connection = ServerConnection(baseURL: url, apiKey: key)
                let kind: ServiceKind
                if let only {
                    // Asked what it is first: another kind there is said to be one. A status that
                    // cannot be read decides nothing; the command's own request then says what is wrong.
                    let app: String?
                    do {
                        app = try await Self.probe(connection, as: only, http: http).appName
                    } catch {
                        app = nil
                    }
                    if let app, !app.isEmpty, app.lowercased() != only.displayName.lowercased() {
                        throw CoreError.wrongService(expected: only, found: app)
                    }
                    kind = only
                } else {
                    let status = try await Self.probe(connection, as: nil, http: http)
                    kind = ServiceKind.arrEngine.first { $0.displayName == status.appName } ?? .radarr
                }
                return try await body([
                    ChosenServer(kind: kind, name: kind.displayName, client: Self.client(kind, connection, http: http))
                ])
            }) { try? await http.shutdown() }
        }
        return try await withProfileServers(of: wanted, only: only) { dependencies, servers in
            var clients: [ChosenServer] = []
            for server in servers {
                guard let engine = server.kind.arrEngine else { continue }
                let later = clients.contains { $0.kind == server.kind }
                clients.append(
                    ChosenServer(
                        kind: server.kind, name: server.name, slug: later ? server.slug : nil,
                        client: try await engine.client(dependencies.services, server)))
            }
            if clients.isEmpty, server != nil, let named = servers.first {
                throw CLIError(
                    "\(named.name) is a \(named.kind.displayName); this command asks "
                        + wanted.map(\.displayName).joined(separator: ", ") + ".")
            }
            guard !clients.isEmpty else { throw only.map(CoreError.noService) ?? CoreError.noServers }
            return try await body(clients)
        }
    }

    /// Runs `body` with the live services and the chosen profile's enabled servers of `kinds`
    /// (or the one `--server` names, checked to be of `only` when given).
    func withProfileServers<T>(
        of kinds: [ServiceKind], only: ServiceKind? = nil,
        _ body: (AppDependencies, [ServiceServer]) async throws -> T
    ) async throws -> T {
        try await AppSession.with(data.url) { dependencies in
            let chosen = try await chooseProfile(dependencies.profiles)
            await dependencies.configure(for: chosen)
            let servers =
                try server.map { [try Self.named($0, of: only, in: chosen)] }
                ?? chosen.servers.filter { $0.enabled && kinds.contains($0.kind) }
            return try await body(dependencies, servers)
        }
    }

    /// The status of the `--url` server, asked as `kind` when the user named one; otherwise a
    /// failure to reach it speaks of "the server", since what it is has not been said yet.
    private static func probe(
        _ connection: ServerConnection, as kind: ServiceKind?, http: HTTPClient
    ) async throws
        -> SystemStatus
    {
        do {
            return try await client(kind ?? .radarr, connection, http: http).systemStatus()
        } catch let error as ArrError where kind == nil {
            // Lidarr keeps its API under /api/v1, where a Radarr's status is a 404: ask it there.
            // Nothing there either leaves the first answer's error to speak.
            if case .notFound(nil, _) = error.problem {
                do {
                    return try await client(.lidarr, connection, http: http).systemStatus()
                } catch {}
            }
            switch error.problem {
            case .unreachable, .timedOut, .tls, .invalidURL: throw ArrError(.unidentified, error.problem)
            default: throw error
            }
        }
    }

    /// A client of `kind` for `connection` over `http`.
    private static func client(
        _ kind: ServiceKind, _ connection: ServerConnection, http: HTTPClient
    )
        -> any ArrServiceClient
    {
        let transport = LiveHTTPTransport(http: http)
        let skipped: ArrEngine.Skipped = { Progress.warn($0.description) }
        return (kind.arrEngine ?? ServiceKind.radarr.arrEngine).map { $0.standalone(connection, transport, skipped) }
            ?? RadarrClient(connection: connection, transport: transport, onSkipped: skipped)
    }
}

/// One server a command talks to: its kind, its name in the profile ("Radarr 4K") and a client.
struct ChosenServer {
    /// What it is.
    let kind: ServiceKind
    /// Its name, for the SERVICE column and `--json`'s `server`.
    let name: String
    /// Its slug when it is not the first of its kind in the profile (`radarr-4k`), for ids and
    /// links that must stay apart across servers.
    var slug: String? = nil

    /// The server as rows name it.
    var ref: ServerRef { ServerRef(kind: kind, name: name, slug: slug) }
    /// A client for it.
    let client: any ArrServiceClient
}

/// A command-line failure with a sentence for the user; exits 64 (usage).
struct CLIError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Prints a failure to stderr and returns the exit code `--help` documents.
func exitCode(for error: any Error) -> ExitCode {
    if let cli = error as? CLIError {
        printError("error: \(cli.message)")
        return ExitStatus.usage.code
    }
    let core = CoreError(error)
    let advice = commandLineAdvice(for: core).map { "\n  \($0)" } ?? ""
    printError("error: \(core.description)\n  \(core.recoverySuggestion)\(advice)")
    return exitStatus(of: error).code
}

/// The exit status `--help` documents for `error`, without printing it.
func exitStatus(of error: any Error) -> ExitStatus {
    if error is CLIError { return .usage }
    let core = CoreError(error)
    if case .download(let download) = core { return exitStatus(for: download) }
    if case .requests(let requests) = core { return exitStatus(for: requests) }
    if case .streams(let streams) = core { return exitStatus(for: streams) }
    if case .service(let report) = core {
        switch report.category {
        case .refusedCredentials: return .unauthorized
        case .unreachable: return .unreachable
        case .wrongService: return .notRadarr
        case .usage: return .usage
        case .refused: return .failure
        }
    }
    guard case .server(let server) = core else {
        if case .noService = core { return .usage }
        if case .noServers = core { return .usage }
        if case .wrongService = core { return .notRadarr }
        if case .invalid = core { return .usage }
        return .failure
    }
    switch server.problem {
    case .unauthorized, .forbidden, .loginWall: return .unauthorized
    case .redirected: return .notRadarr
    case .unreachable, .timedOut, .tls, .truncated, .tooSlow: return .unreachable
    case .notTheService, .server, .decoding: return .notRadarr
    case .invalidURL: return .usage
    default: return .failure
    }
}

/// What the command line adds to the core's advice: the flags that do what it suggests.
func commandLineAdvice(for error: CoreError) -> String? {
    switch error {
    case .noService(let kind):
        "On the command line: --demo, or `thriftwood servers add --profile P --kind \(kind.rawValue) --name NAME --url URL …`."
    case .noServers:
        "On the command line: --demo, or `thriftwood servers add --profile P --kind KIND --name NAME --url URL …`."
    case .corruptDatabase: "On the command line: --data-dir DIR uses another data directory."
    case .storage: "On the command line: --data-dir DIR uses another data directory."
    default: nil
    }
}

/// Runs a command body, turning failures into messages and documented exit codes.
func runReportingErrors(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let exit as ExitCode {
        throw exit
    } catch let error
        where error is ArrError || error is CoreError || error is CLIError || error is DownloadError
        || error is SeerrError || error is TautulliError || error is any WordedFailure
    {
        throw exitCode(for: error)
    }
}
