import Foundation

/// How to reach one server: address, API key, extra headers, TLS policy and timeout.
public struct ServerConnection: Hashable, Sendable, Codable {
    /// The server's address including any URL base, e.g. `https://nas.local/radarr`.
    public var baseURL: String
    /// The API key from the server's Settings → General.
    public var apiKey: String
    /// Extra headers sent with every request (reverse proxies often need them).
    public var headers: [String: String]
    /// How to treat the server's TLS certificate.
    public var tls: TLSPolicy
    /// How long one request may take, in seconds.
    public var timeoutSeconds: Double
    /// The same server's other addresses (a public name, a VPN address), tried when `baseURL`
    /// cannot be reached; empty for a server with one address.
    public var otherAddresses: [String]

    /// Creates a connection.
    public init(
        baseURL: String, apiKey: String, headers: [String: String] = [:], tls: TLSPolicy = .verify,
        timeoutSeconds: Double = 30, otherAddresses: [String] = []
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.headers = headers
        self.tls = tls
        self.timeoutSeconds = timeoutSeconds
        self.otherAddresses = otherAddresses
    }

    private enum CodingKeys: String, CodingKey {
        case baseURL, apiKey, headers, tls, timeoutSeconds, otherAddresses
    }

    /// Reads a connection; fields added later (`otherAddresses`) may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        baseURL = try container.decode(String.self, forKey: .baseURL)
        apiKey = try container.decodeIfPresent(String.self, forKey: .apiKey) ?? ""
        headers = try container.decodeIfPresent([String: String].self, forKey: .headers) ?? [:]
        tls = try container.decodeIfPresent(TLSPolicy.self, forKey: .tls) ?? .verify
        timeoutSeconds = try container.decodeIfPresent(Double.self, forKey: .timeoutSeconds) ?? 30
        otherAddresses = try container.decodeIfPresent([String].self, forKey: .otherAddresses) ?? []
    }

    /// Every address of the server, its main one first, each once and without trailing slashes.
    public var addresses: [String] {
        var seen: Set<String> = []
        return ([baseURL] + otherAddresses).map(Self.trimmed).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// `address` without surrounding spaces and trailing slashes: the form requests are built on.
    public static func trimmed(_ address: String) -> String {
        var base = address.trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// The base URL without trailing slashes, checked to be an http(s) URL with a host.
    public func validatedBase() throws(TransportFailure) -> String {
        let base = Self.trimmed(baseURL)
        guard let components = URLComponents(string: base),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else {
            throw .invalidURL(baseURL)
        }
        return base
    }

    /// The host name, for error messages.
    public var host: String { URLComponents(string: baseURL)?.host ?? baseURL }
}
