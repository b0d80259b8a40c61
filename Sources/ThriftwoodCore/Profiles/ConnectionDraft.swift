import DownloadKit
import Foundation
import ServerKit

/// One service's connection fields as a form holds them, with validation worded for the service.
public struct ConnectionDraft: Hashable, Sendable {
    /// Which service the fields are for.
    public var kind: ServiceKind
    /// The address; empty means the profile has no server of this kind.
    public var url: String
    /// The API key.
    public var apiKey: String
    /// Extra headers, one `Name: value` per line.
    public var headers: String
    /// How to treat the server's certificate.
    public var tls: TLSPolicy
    /// The same server's other addresses (a public name, a VPN address), one per line (or
    /// separated by spaces or commas).
    public var otherAddresses = ""
    /// Whether the server is used.
    public var enabled: Bool
    /// The stored server the fields edit (nil for a new one), so a save changes that server.
    public var serverId: String?
    /// The edited server's name and slug, kept by a save.
    public var serverName: String?
    private var serverSlug: String?

    /// Creates a draft for `kind`.
    public init(
        _ kind: ServiceKind, url: String = "", apiKey: String = "", headers: String = "", tls: TLSPolicy = .verify,
        enabled: Bool = true
    ) {
        self.kind = kind
        self.url = url
        self.apiKey = apiKey
        self.headers = headers
        self.tls = tls
        self.enabled = enabled
    }

    /// The draft of an existing server (or an empty one of `kind`).
    public init(_ kind: ServiceKind, server: ServiceServer?) {
        self.init(
            kind, url: server?.connection.baseURL ?? "", apiKey: server?.connection.apiKey ?? "",
            headers: (server?.connection.headers ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                .joined(separator: "\n"),
            tls: server?.connection.tls ?? .verify, enabled: server?.enabled ?? true)
        otherAddresses = (server?.connection.otherAddresses ?? []).joined(separator: "\n")
        serverId = server?.id
        serverName = server?.name
        serverSlug = server?.slug
    }

    /// Whether the draft names a server at all.
    public var isEmpty: Bool { url.trimmingCharacters(in: .whitespaces).isEmpty }

    /// The CA file's path when the policy trusts one, else nil.
    public var caFilePath: String? {
        if case .trustCA(let path) = tls { return path }
        return nil
    }

    /// The TLS policy in words, for the form: "verify", "accept self-signed", "trust CA file".
    public var tlsSummary: String { tls.summary }

    /// Moves to the next TLS policy, as the form's toggle does.
    public mutating func cycleTLS() { tls = ProfileDraft.nextTLSPolicy(after: tls) }

    /// Trusts the CA certificate at `path`.
    public mutating func trustCA(at path: String) { tls = .trustCA(path: path) }

    /// The API key as a form shows it while the field is not being edited (``SecretText``).
    public var maskedAPIKey: String { SecretText.masked(apiKey) }

    /// A message per invalid field, keyed by ``ProfileDraft/Field``; empty when it can be saved.
    public var problems: [String: String] {
        var problems: [String: String] = [:]
        let name = kind.displayName
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed != ServiceServer.embeddedDemoURL {
            do {
                _ = try ServerConnection(baseURL: trimmed, apiKey: "").validatedBase()
            } catch {
                problems[ProfileDraft.Field.url(kind)] =
                    "Enter an address like http://192.168.1.10:\(kind.defaultPort) (http or https, with a host)."
            }
            let key = apiKey.trimmingCharacters(in: .whitespaces)
            if kind.signsInWithUser {
                if !key.contains(":") || key.hasPrefix(":") {
                    problems[ProfileDraft.Field.apiKey(kind)] =
                        "Enter \(name)'s user and password as user:password ("
                        + (kind.downloadClient?.credentialPlace ?? "its settings") + ")."
                }
            } else if key.isEmpty, let client = kind.downloadClient {
                problems[ProfileDraft.Field.apiKey(kind)] = client.refusalAdvice
            } else if key.isEmpty {
                problems[ProfileDraft.Field.apiKey(kind)] = "Paste the API key from \(name) → Settings → General."
            }
        }
        if let path = caFilePath {
            let path = path.trimmingCharacters(in: .whitespaces)
            if path.isEmpty {
                problems[ProfileDraft.Field.caFile(kind)] =
                    "Enter the path of the CA certificate (a PEM file) that signed the server's."
            } else if !FileManager.default.isReadableFile(atPath: (path as NSString).expandingTildeInPath) {
                problems[ProfileDraft.Field.caFile(kind)] = "No readable file at \(path)."
            }
        }
        let others = parsedOtherAddresses
        if let wrong = others.first(where: { !Self.isAddress($0) }) {
            problems[ProfileDraft.Field.otherAddresses(kind)] =
                "“\(wrong)” is not an address: write one per line, like https://radarr.example.org."
        } else if others.contains(ServerConnection.trimmed(trimmed)) {
            problems[ProfileDraft.Field.otherAddresses(kind)] = "The main address is listed again among the others."
        }
        if parsedHeaders == nil {
            problems[ProfileDraft.Field.headers(kind)] = "Write one header per line as Name: value."
        }
        return problems
    }

    /// What stops "test connection": the fields' problems, or a missing address.
    public var connectionProblems: [String: String] {
        let problems = problems
        if problems.isEmpty && server == nil {
            return [ProfileDraft.Field.url(kind): "Enter \(kind.displayName)'s address first."]
        }
        return problems
    }

    /// The other addresses, split at line ends, spaces and commas, each once.
    public var parsedOtherAddresses: [String] {
        var seen: Set<String> = []
        return otherAddresses.split(whereSeparator: { $0.isNewline || $0.isWhitespace || $0 == "," }).map {
            ServerConnection.trimmed(String($0))
        }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Whether `text` is an http(s) address with a host.
    private static func isAddress(_ text: String) -> Bool {
        do {
            _ = try ServerConnection(baseURL: text, apiKey: "").validatedBase()
            return true
        } catch {
            return false
        }
    }

    /// The headers as a dictionary, or nil when a line is not `Name: value`.
    public var parsedHeaders: [String: String]? {
        var parsed: [String: String] = [:]
        for line in headers.split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let key = text[..<colon].trimmingCharacters(in: .whitespaces)
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains(" ") else { return nil }
            parsed[key] = value
        }
        return parsed
    }

    /// The server this draft describes, or nil when the address is empty.
    public var server: ServiceServer? {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return ServiceServer(
            kind: kind, name: serverName,
            connection: ServerConnection(
                baseURL: trimmed, apiKey: apiKey.trimmingCharacters(in: .whitespaces), headers: parsedHeaders ?? [:],
                tls: tls, otherAddresses: parsedOtherAddresses),
            enabled: enabled, id: serverId, slug: serverSlug)
    }
}
