import DownloadKit

extension ServiceKind {
    /// The download-client kind this is, when it is one (the family's registry decides, so a
    /// new client kind needs no edit here).
    public var downloadClient: DownloadClientKind? { DownloadClientKind.kind(rawValue) }

    /// Whether this is a download client (SABnzbd, NZBGet, …).
    public var isDownloadClient: Bool { family == .downloads }

    /// The download-client kinds this build has, in the family's order (its declarations').
    public static var downloadClients: [ServiceKind] { KindDeclaration.downloadClients.map(\.kind) }

    /// Whether the kind signs in with a user and password (kept as `user:password`), not an API key.
    public var signsInWithUser: Bool { downloadClient?.credential == .userAndPassword }

    /// What the kind signs in with, for forms and the CLI: "API key" or "user:password".
    public var credentialLabel: String {
        signsInWithUser ? "user:password" : signsInWithPassword ? "password" : "API key"
    }

    /// Whether the kind signs in with a password alone (deluge-web).
    public var signsInWithPassword: Bool { downloadClient?.credential == .password }
}
