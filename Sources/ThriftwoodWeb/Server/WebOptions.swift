import Foundation

/// How `thriftwood serve` listens and what it answers to.
public struct WebOptions: Sendable {
    /// The port no common stack service uses (Radarr 7878, Sonarr 8989, Seerr 5055, Tautulli
    /// 8181, qBittorrent 8080, SABnzbd 8080/8085, NZBGet 6789, Transmission 9091, Deluge 8112).
    public static let defaultPort = 7171

    /// The address to listen on.
    public var host: String
    /// The port to listen on (0: any free one).
    public var port: Int
    /// The path the site lives under behind a reverse proxy ("" or "/thriftwood").
    public var basePath: String
    /// Names besides the listen address the site answers to (a reverse proxy's public name).
    public var publicHosts: [String]
    /// The certificate chain and key (PEM files) to serve HTTPS with; nil serves HTTP.
    public var tls: TLSFiles?
    /// The reverse proxies whose `X-Forwarded-*` headers (and sign-in header) are believed.
    public var trustedProxies: [String]
    /// The header a trusted proxy names the signed-in user in (`Remote-User`), if any.
    public var trustedHeader: String?

    /// Creates the options; `basePath` is normalised to "" or "/name" without a trailing slash.
    public init(
        host: String = "127.0.0.1", port: Int = defaultPort, basePath: String = "", publicHosts: [String] = [],
        tls: TLSFiles? = nil, trustedProxies: [String] = [], trustedHeader: String? = nil
    ) {
        self.host = host
        self.port = port
        self.basePath = Self.normalised(basePath)
        self.publicHosts = publicHosts
        self.tls = tls
        self.trustedProxies = trustedProxies
        self.trustedHeader = trustedHeader
    }

    /// The PEM files HTTPS is served with.
    public struct TLSFiles: Sendable {
        /// The certificate chain.
        public var certificate: String
        /// The private key.
        public var key: String

        /// Names the files.
        public init(certificate: String, key: String) {
            self.certificate = certificate
            self.key = key
        }
    }

    /// Whether the listen address is this machine's own (127.0.0.0/8, ::1, localhost).
    public var isLoopback: Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
    }

    /// Parses `ADDRESS:PORT`, `:PORT`, `PORT` or `[IPv6]:PORT`; nil when it is none of them.
    public static func listenAddress(_ text: String) -> (host: String, port: Int)? {
        if let port = Int(text), (0...65_535).contains(port) { return ("127.0.0.1", port) }
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
            (0...65_535).contains(port)
        else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return (host.isEmpty ? "127.0.0.1" : host, port)
    }

    static func normalised(_ basePath: String) -> String {
        let trimmed = basePath.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        return trimmed.isEmpty ? "" : "/" + trimmed
    }
}
