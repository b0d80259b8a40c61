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

    /// Creates a connection.
    public init(
        baseURL: String, apiKey: String, headers: [String: String] = [:], tls: TLSPolicy = .verify,
        timeoutSeconds: Double = 30
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.headers = headers
        self.tls = tls
        self.timeoutSeconds = timeoutSeconds
    }

    /// The base URL without trailing slashes, checked to be an http(s) URL with a host.
    public func validatedBase() throws(TransportFailure) -> String {
        var base = baseURL.trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
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
