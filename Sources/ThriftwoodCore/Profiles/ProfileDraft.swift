import Foundation
import RadarrAPI
import ServerKit

/// The editable fields of a profile, as a form holds them, with per-field validation.
public struct ProfileDraft: Hashable, Sendable {
    /// The profile's name.
    public var name: String
    /// Radarr's address; empty means the profile has no Radarr.
    public var radarrURL: String
    /// Radarr's API key.
    public var radarrAPIKey: String
    /// Extra headers, one `Name: value` per line.
    public var radarrHeaders: String
    /// How to treat the server's certificate.
    public var radarrTLS: TLSPolicy
    /// Whether the Radarr server is enabled.
    public var radarrEnabled: Bool

    /// Creates a draft.
    public init(
        name: String = "", radarrURL: String = "", radarrAPIKey: String = "", radarrHeaders: String = "",
        radarrTLS: TLSPolicy = .verify, radarrEnabled: Bool = true
    ) {
        self.name = name
        self.radarrURL = radarrURL
        self.radarrAPIKey = radarrAPIKey
        self.radarrHeaders = radarrHeaders
        self.radarrTLS = radarrTLS
        self.radarrEnabled = radarrEnabled
    }

    /// The draft of an existing profile, for editing.
    public init(_ profile: Profile) {
        let radarr = profile.radarr
        self.init(
            name: profile.name, radarrURL: radarr?.connection.baseURL ?? "",
            radarrAPIKey: radarr?.connection.apiKey ?? "",
            radarrHeaders: (radarr?.connection.headers ?? [:]).sorted { $0.key < $1.key }
                .map { "\($0.key): \($0.value)" }.joined(separator: "\n"),
            radarrTLS: radarr?.connection.tls ?? .verify, radarrEnabled: radarr?.enabled ?? true)
    }

    /// The field names ``validate(otherNames:)`` reports on.
    public enum Field {
        /// The name field.
        public static let name = "name"
        /// The URL field.
        public static let url = "url"
        /// The API key field.
        public static let apiKey = "apiKey"
        /// The headers field.
        public static let headers = "headers"
        /// The CA certificate file field (TLS policy "trust a CA file").
        public static let caFile = "caFile"
    }

    /// The next TLS policy in the form's cycle: verify → trust a CA file → accept self-signed → verify.
    public static func nextTLSPolicy(after policy: TLSPolicy) -> TLSPolicy {
        switch policy {
        case .verify: .trustCA(path: "")
        case .trustCA: .acceptSelfSigned
        case .acceptSelfSigned, .pinned: .verify
        }
    }

    /// The CA file's path when the policy trusts one, else nil.
    public var caFilePath: String? {
        if case .trustCA(let path) = radarrTLS { return path }
        return nil
    }

    /// A message per invalid field; empty when the draft can be saved.
    ///
    /// - Parameter otherNames: the names of the other profiles, which this one must not repeat.
    public func validate(otherNames: [String]) -> [String: String] {
        var problems: [String: String] = [:]
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmedName.isEmpty {
            problems[Field.name] = "Give the profile a name."
        } else if trimmedName.count > 64 {
            problems[Field.name] = "Keep the name under 64 characters."
        } else if otherNames.contains(where: { $0.caseInsensitiveCompare(trimmedName) == .orderedSame }) {
            problems[Field.name] = "Another profile is already called \"\(trimmedName)\"."
        }
        let url = radarrURL.trimmingCharacters(in: .whitespaces)
        if !url.isEmpty, url != RadarrServer.embeddedDemoURL {
            do {
                _ = try ServerConnection(baseURL: url, apiKey: "").validatedBase()
            } catch {
                problems[Field.url] = "Enter an address like http://192.168.1.10:7878 (http or https, with a host)."
            }
            if radarrAPIKey.trimmingCharacters(in: .whitespaces).isEmpty {
                problems[Field.apiKey] = "Paste the API key from Radarr → Settings → General."
            }
        }
        if let path = caFilePath {
            let trimmed = path.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                problems[Field.caFile] = "Enter the path of the CA certificate (a PEM file) that signed the server's."
            } else if !FileManager.default.isReadableFile(atPath: (trimmed as NSString).expandingTildeInPath) {
                problems[Field.caFile] = "No readable file at \(trimmed)."
            }
        }
        if parsedHeaders == nil {
            problems[Field.headers] = "Write one header per line as Name: value."
        }
        return problems
    }

    /// What stops "test connection": the Radarr fields' problems, or a missing address.
    public var connectionProblems: [String: String] {
        let problems = validate(otherNames: []).filter { $0.key != Field.name }
        if problems.isEmpty && radarrServer == nil { return [Field.url: "Enter Radarr's address first."] }
        return problems
    }

    /// The headers as a dictionary, or nil when a line is not `Name: value`.
    public var parsedHeaders: [String: String]? {
        var headers: [String: String] = [:]
        for line in radarrHeaders.split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let key = text[..<colon].trimmingCharacters(in: .whitespaces)
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains(" ") else { return nil }
            headers[key] = value
        }
        return headers
    }

    /// The Radarr server this draft describes, or nil when the URL is empty.
    public var radarrServer: RadarrServer? {
        let url = radarrURL.trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty else { return nil }
        return RadarrServer(
            connection: ServerConnection(
                baseURL: url, apiKey: radarrAPIKey.trimmingCharacters(in: .whitespaces),
                headers: parsedHeaders ?? [:], tls: radarrTLS),
            enabled: radarrEnabled)
    }
}
