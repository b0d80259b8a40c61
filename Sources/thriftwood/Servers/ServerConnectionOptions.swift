import ArgumentParser
import ArrKit
import Foundation
import ServerKit
import ThriftwoodCore

/// How `servers add` and `servers edit` describe one server's connection.
struct ServerConnectionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The server's address, e.g. http://192.168.1.10:7878; again for its other addresses (a public name, a "
                + "VPN address), tried when the first cannot be reached."))
    var url: [String] = []
    @Option(name: .customLong("add-url"), help: "Another address of the same server (repeatable).")
    var addURL: [String] = []
    @Option(name: .customLong("remove-url"), help: "Forget one of its other addresses (repeatable).")
    var removeURL: [String] = []
    @Option(
        name: .customLong("api-key"),
        help: "Its API key. Other users can see it in `ps`: prefer --api-key-file or THRIFTWOOD_API_KEY.")
    var apiKey: String?
    @Option(
        name: .customLong("api-key-file"), help: "Read the API key from this file (its first line).",
        completion: .file())
    var apiKeyFile: String?
    @Option(help: "The user, for servers that sign in with one (NZBGet, qBittorrent, Transmission).")
    var user: String?
    @Option(
        name: .customLong("password-file"), help: "Read that user's password from this file (its first line).",
        completion: .file())
    var passwordFile: String?
    @Option(parsing: .singleValue, help: "An extra header, Name: value (repeatable; replaces the saved headers).")
    var header: [String] = []
    @Option(name: .customLong("ca-file"), help: "Trust the CA certificate in this PEM file.", completion: .file())
    var caFile: String?
    @Flag(
        name: .customLong("accept-self-signed"),
        help: "Accept the self-signed certificate the server presents now, and only that one (it is pinned).")
    var acceptSelfSigned = false
    @Flag(name: .customLong("verify-tls"), help: "Verify the certificate against the system's roots.")
    var verifyTLS = false
    @Flag(name: .customLong("skip-test"), help: "Save without testing the connection.") var skipTest = false

    func validate() throws {
        if [acceptSelfSigned, caFile != nil, verifyTLS].filter({ $0 }).count > 1 {
            throw ValidationError("Choose one of --accept-self-signed, --ca-file and --verify-tls.")
        }
        if apiKey != nil && apiKeyFile != nil {
            throw ValidationError("Give the API key once: --api-key or --api-key-file.")
        }
    }

    /// Refuses a user and password for a kind that signs in with an API key.
    func checkCredentials(for kind: ServiceKind) throws {
        let signsInWithUser = kind.signsInWithUser
        let passwordOnly = kind.signsInWithPassword
        if passwordOnly, user != nil {
            throw ValidationError("\(kind.displayName) signs in with a password alone (--password-file), no user.")
        }
        if !signsInWithUser, !passwordOnly, user != nil || passwordFile != nil {
            throw ValidationError(
                "\(kind.displayName) signs in with an API key (--api-key-file), not a user and password.")
        }
        if signsInWithUser, passwordFile != nil, user == nil {
            throw ValidationError("Name the user the password is for with --user.")
        }
    }

    /// `draft` with the options that were given written into it, the rest as they were.
    func apply(to draft: ConnectionDraft) throws -> ConnectionDraft {
        var draft = draft
        if let main = url.first {
            draft.url = main
            draft.otherAddresses = url.dropFirst().joined(separator: "\n")
        }
        if !addURL.isEmpty || !removeURL.isEmpty {
            let removed = Set(removeURL.map(ServerConnection.trimmed))
            let unknown = removed.subtracting(draft.parsedOtherAddresses)
            if let first = unknown.sorted().first {
                throw CLIError(
                    "\(first) is not one of the server's other addresses"
                        + (draft.parsedOtherAddresses.isEmpty
                            ? " (it has none)." : ": \(draft.parsedOtherAddresses.joined(separator: ", ")).")
                        + (removed.contains(ServerConnection.trimmed(draft.url))
                            ? " The main address is changed with --url." : ""))
            }
            draft.otherAddresses = (draft.parsedOtherAddresses.filter { !removed.contains($0) } + addURL)
                .joined(separator: "\n")
        }
        if let key = try apiKey ?? apiKeyFile.map(APIKeyFile.read) ?? environmentKey(draft) { draft.apiKey = key }
        // A user and password are kept as `user:password` (the password from its file, else
        // what --api-key gave, else THRIFTWOOD_PASSWORD).
        if user == nil, let passwordFile { draft.apiKey = try APIKeyFile.read(passwordFile) }
        if let user {
            let password =
                try passwordFile.map(APIKeyFile.read) ?? apiKey ?? apiKeyFile.map(APIKeyFile.read)
                ?? ProcessInfo.processInfo.environment["THRIFTWOOD_PASSWORD"] ?? ""
            draft.apiKey = "\(user):\(password)"
        }
        if !header.isEmpty { draft.headers = header.joined(separator: "\n") }
        if acceptSelfSigned { draft.tls = .acceptSelfSigned }
        if let caFile { draft.tls = .trustCA(path: (caFile as NSString).expandingTildeInPath) }
        if verifyTLS { draft.tls = .verify }
        return draft
    }

    /// THRIFTWOOD_API_KEY, for a new server given no key.
    private func environmentKey(_ draft: ConnectionDraft) -> String? {
        draft.apiKey.isEmpty ? ProcessInfo.processInfo.environment["THRIFTWOOD_API_KEY"] : nil
    }

    /// The server `draft` describes, named `name`, its certificate pinned when it is accepted
    /// as self-signed, tested unless `--skip-test`; the lines to print once it is saved.
    func prepare(
        _ draft: ConnectionDraft, name: String, tester: ServiceTester
    ) async throws -> (server: ServiceServer, notices: [String]) {
        let problems = draft.problems
        guard problems.isEmpty else { throw CoreError.invalid(problems) }
        let pinned = try await draft.pinningCertificate()
        guard var server = pinned.server else { throw CLIError("Give the server's address with --url.") }
        server.name = name
        server.slug = ServerSlug.make(name)
        var notices: [String] = []
        if case .pinned(let pem) = pinned.tls, draft.tls != pinned.tls {
            notices.append("Pinned \(name)'s certificate, SHA-256 \(ServerCertificate(pem: pem).fingerprint ?? "?")")
        }
        if !skipTest { try await test(server, tester: tester) }
        return (server, notices)
    }

    /// Tests each of `server`'s addresses, saying how each went; throws the first failure when
    /// none answers (one that answers is enough: the others may work only on another network).
    private func test(_ server: ServiceServer, tester: ServiceTester) async throws {
        let addresses = server.connection.addresses
        guard addresses.count > 1 else {
            let status = try await tester.status(of: server)
            print("Connected to \(server.name): \(status.instanceName ?? status.appName ?? "") \(status.version ?? "")")
            return
        }
        var firstFailure: (any Error)?
        var answered = false
        for address in addresses {
            do {
                let status = try await tester.status(of: server.alone(at: address))
                answered = true
                print(
                    "Connected to \(server.name) at \(address): "
                        + "\(status.instanceName ?? status.appName ?? "") \(status.version ?? "")")
            } catch {
                firstFailure = firstFailure ?? error
                print("\(address) does not answer now: \(ErrorNotice(error).message)")
            }
        }
        if !answered, let firstFailure { throw firstFailure }
    }
}
