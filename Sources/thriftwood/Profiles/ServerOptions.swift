import ArgumentParser
import Foundation
import RadarrAPI
import ServerKit
import ThriftwoodCore

/// The server options `profiles add` and `profiles edit` share: `--url` and its key, headers
/// and TLS name one server whose kind the server itself tells (`/system/status`); the
/// `--sonarr-*` options name the profile's Sonarr explicitly.
struct ServerOptions: ParsableArguments {
    @Option(
        name: .customLong("url"),
        help: ArgumentHelp(
            "A server's address, e.g. http://192.168.1.10:7878 (Radarr or Sonarr: the server says which); again for "
                + "its other addresses (a public name, a VPN address), tried when the first cannot be reached."))
    var urls: [String] = []

    /// The server's first address.
    var url: String? { urls.first }

    @Option(
        name: .customLong("api-key"),
        help: "That server's API key. Other users can see it in `ps`: prefer --api-key-file or THRIFTWOOD_API_KEY.")
    var apiKey: String?

    @Option(
        name: .customLong("api-key-file"), help: "Read that server's API key from this file (its first line).",
        completion: .file())
    var apiKeyFile: String?

    @Option(name: .customLong("sonarr-url"), help: "Sonarr's address, e.g. http://192.168.1.10:8989.")
    var sonarrURL: String?

    @Option(name: .customLong("sonarr-api-key"), help: "Sonarr's API key (prefer --sonarr-api-key-file).")
    var sonarrAPIKey: String?

    @Option(
        name: .customLong("sonarr-api-key-file"), help: "Read Sonarr's API key from this file (its first line).",
        completion: .file())
    var sonarrAPIKeyFile: String?

    @Flag(
        name: .customLong("sonarr-accept-self-signed"),
        help: "Accept the self-signed certificate Sonarr presents now, and only that one (it is pinned).")
    var sonarrAcceptSelfSigned = false

    @Option(
        name: .customLong("sonarr-ca-file"), help: "Trust the CA certificate in this PEM file for Sonarr.",
        completion: .file())
    var sonarrCAFile: String?

    @Option(
        help: "What the --url server is (radarr or sonarr); without it the server is asked, unless --skip-test.")
    var kind: ServiceKind?

    @Option(
        name: .customLong("sonarr-header"), parsing: .singleValue,
        help: "An extra header for Sonarr, Name: value (repeatable; replaces its saved headers).")
    var sonarrHeader: [String] = []

    @Option(parsing: .singleValue, help: "An extra header, Name: value (repeatable; replaces the saved headers).")
    var header: [String] = []

    @Flag(
        name: .customLong("accept-self-signed"),
        help: "Accept the self-signed certificate the server presents now, and only that one (it is pinned).")
    var acceptSelfSigned = false

    @Option(
        name: .customLong("ca-file"), help: "Trust the CA certificate in this PEM file (a private CA).",
        completion: .file())
    var caFile: String?

    @Flag(name: .customLong("verify-tls"), help: "Verify the certificate against the system's roots (the default).")
    var verifyTLS = false

    func validate() throws {
        if [acceptSelfSigned, caFile != nil, verifyTLS].filter({ $0 }).count > 1 {
            throw ValidationError("Choose one of --accept-self-signed, --ca-file and --verify-tls.")
        }
        if apiKey != nil && apiKeyFile != nil {
            throw ValidationError("Give the API key once: --api-key or --api-key-file.")
        }
        if sonarrAcceptSelfSigned && sonarrCAFile != nil {
            throw ValidationError("Choose one of --sonarr-accept-self-signed and --sonarr-ca-file.")
        }
        if sonarrAPIKey != nil && sonarrAPIKeyFile != nil {
            throw ValidationError("Give Sonarr's API key once: --sonarr-api-key or --sonarr-api-key-file.")
        }
    }

    /// The API key from --api-key, --api-key-file or THRIFTWOOD_API_KEY, if any was given.
    func resolvedAPIKey() throws -> String? {
        try Self.key(apiKey, file: apiKeyFile) ?? ProcessInfo.processInfo.environment["THRIFTWOOD_API_KEY"]
    }

    /// A key given directly, or the first line of `file`.
    private static func key(_ key: String?, file: String?) throws -> String? {
        if let key { return key }
        guard let file else { return nil }
        return try APIKeyFile.read(file)
    }

    /// Writes the options that were given into `draft`, leaving the rest as they are; the
    /// `--url` server goes into the connection of `kind` (what the server said it is).
    func apply(to draft: inout ProfileDraft, urlKind kind: ServiceKind = .radarr) throws {
        guard url == nil || ProfileDraft.kinds.contains(kind) else {
            throw CLIError(
                "A profile's own --url is its Radarr or Sonarr; add a \(kind.displayName) to it with "
                    + "`thriftwood servers add --kind \(kind.rawValue) --profile \"\(draft.name)\" --url URL …`.")
        }
        if let url {
            draft[kind].url = url
            draft[kind].otherAddresses = urls.dropFirst().joined(separator: "\n")
        }
        if let key = try resolvedAPIKey(), url != nil || kind == .radarr { draft[kind].apiKey = key }
        if !header.isEmpty { draft[kind].headers = header.joined(separator: "\n") }
        if acceptSelfSigned { draft[kind].tls = .acceptSelfSigned }
        if let caFile { draft[kind].tls = .trustCA(path: (caFile as NSString).expandingTildeInPath) }
        if verifyTLS { draft[kind].tls = .verify }
        if let sonarrURL { draft.sonarr.url = sonarrURL }
        if let key = try Self.key(sonarrAPIKey, file: sonarrAPIKeyFile) { draft.sonarr.apiKey = key }
        if !sonarrHeader.isEmpty { draft.sonarr.headers = sonarrHeader.joined(separator: "\n") }
        if sonarrAcceptSelfSigned { draft.sonarr.tls = .acceptSelfSigned }
        if let sonarrCAFile { draft.sonarr.tls = .trustCA(path: (sonarrCAFile as NSString).expandingTildeInPath) }
    }

    /// The TLS policy the options give the `--url` server.
    private var urlTLS: TLSPolicy {
        if acceptSelfSigned { return .acceptSelfSigned }
        if let caFile { return .trustCA(path: (caFile as NSString).expandingTildeInPath) }
        return .verify
    }

    /// Which service the `--url` server is: `--kind`, else asked of the server itself, over
    /// the TLS policy the options give (a self-signed server is asked through the certificate
    /// it presents, pinned first, so the key goes to nothing else). Radarr when it does not
    /// say, when no `--url` was given, and with `--skip-test` (nothing is contacted then).
    func urlKind(probing tester: ServiceTester, skipTest: Bool = false) async throws -> ServiceKind {
        if let kind { return kind }
        guard !skipTest, let url, let key = try resolvedAPIKey() else { return .radarr }
        var connection = ServerConnection(baseURL: url, apiKey: key, tls: urlTLS)
        do {
            if let pinned = try await LegacyCertificatePin.pin(connection) { connection = pinned.connection }
        } catch {
            return .radarr  // unreachable now: the connection test that follows says why
        }
        do {
            _ = try await tester.status(of: ServiceServer(kind: .radarr, connection: connection))
        } catch CoreError.wrongService(_, let found) {
            return ServiceKind.supported.first { $0.displayName.lowercased() == found.lowercased() } ?? .radarr
        } catch {}
        return .radarr
    }
}
