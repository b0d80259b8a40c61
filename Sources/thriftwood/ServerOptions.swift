import ArgumentParser
import Foundation
import RadarrAPI
import ServerKit
import ThriftwoodCore

/// The Radarr server options `profiles add` and `profiles edit` share: address, key, headers, TLS.
struct ServerOptions: ParsableArguments {
    @Option(help: "Radarr's address, e.g. http://192.168.1.10:7878.")
    var url: String?

    @Option(
        name: .customLong("api-key"),
        help: "Radarr's API key. Other users can see it in `ps`: prefer --api-key-file or THRIFTWOOD_API_KEY.")
    var apiKey: String?

    @Option(
        name: .customLong("api-key-file"), help: "Read Radarr's API key from this file (its first line).",
        completion: .file())
    var apiKeyFile: String?

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
    }

    /// The API key from --api-key, --api-key-file or THRIFTWOOD_API_KEY, if any was given.
    func resolvedAPIKey() throws -> String? {
        if let apiKey { return apiKey }
        if let apiKeyFile {
            guard let text = try? String(contentsOfFile: apiKeyFile, encoding: .utf8) else {
                throw CLIError("Cannot read the API key file \(apiKeyFile).")
            }
            return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        }
        return ProcessInfo.processInfo.environment["THRIFTWOOD_API_KEY"]
    }

    /// Writes the options that were given into `draft`, leaving the rest as they are.
    func apply(to draft: inout ProfileDraft) throws {
        if let url { draft.radarr.url = url }
        if let key = try resolvedAPIKey() { draft.radarr.apiKey = key }
        if !header.isEmpty { draft.radarr.headers = header.joined(separator: "\n") }
        if acceptSelfSigned { draft.radarr.tls = .acceptSelfSigned }
        if let caFile { draft.radarr.tls = .trustCA(path: (caFile as NSString).expandingTildeInPath) }
        if verifyTLS { draft.radarr.tls = .verify }
    }
}
