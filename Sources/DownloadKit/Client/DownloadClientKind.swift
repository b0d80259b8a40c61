import ArrKit
import ServerKit

/// One kind of download client in the family's registry: its id as profiles store it, its
/// name, what it signs in with, and how to make its client. A new kind is its folder plus one
/// entry in ``all``.
public struct DownloadClientKind: Sendable, Hashable {
    /// What a kind signs in with.
    public enum Credential: Sendable, Hashable {
        /// An API key (SABnzbd).
        case apiKey
        /// A user name and a password (NZBGet), stored as `user:password`.
        case userAndPassword
        /// A password alone (deluge-web's).
        case password
    }

    /// The id profiles and the CLI use: "sabnzbd".
    public let id: String
    /// The name people know it by: "SABnzbd".
    public let name: String
    /// What it signs in with.
    public let credential: Credential
    /// Where a person finds that credential, in the client's own words
    /// ("qBittorrent's Tools → Options → Web UI → Authentication").
    public let credentialPlace: String
    /// What it downloads: Usenet (.nzb) or torrents (magnet links and .torrent files).
    public let transfers: DownloadProtocol
    let make: @Sendable (ServerConnection, any HTTPTransport) -> any DownloadClient

    /// What to do when the client refuses the credential in the profile.
    public var refusalAdvice: String {
        switch credential {
        case .apiKey: "Copy the API key from \(credentialPlace) into the profile."
        case .userAndPassword:
            "Enter the user name and password from \(credentialPlace) in the profile, as user:password."
        case .password: "Enter the password from \(credentialPlace) in the profile."
        }
    }

    /// Makes a client for the server at `connection`.
    public func client(_ connection: ServerConnection, transport: any HTTPTransport) -> any DownloadClient {
        make(connection, transport)
    }

    /// SABnzbd.
    public static let sabnzbd = DownloadClientKind(
        id: "sabnzbd", name: SABnzbdClient.name, credential: .apiKey,
        credentialPlace: "SABnzbd's Config → General → Security (API Key)", transfers: .usenet
    ) {
        SABnzbdClient(connection: $0, transport: $1)
    }
    /// NZBGet.
    public static let nzbget = DownloadClientKind(
        id: "nzbget", name: NZBGetClient.name, credential: .userAndPassword,
        credentialPlace: "NZBGet's Settings → Security (ControlUsername and ControlPassword)", transfers: .usenet
    ) {
        NZBGetClient(connection: $0, transport: $1)
    }

    /// qBittorrent.
    public static let qbittorrent = DownloadClientKind(
        id: "qbittorrent", name: QBittorrentClient.name, credential: .userAndPassword,
        credentialPlace: "qBittorrent's Tools → Options → Web UI → Authentication", transfers: .torrent
    ) { QBittorrentClient(connection: $0, transport: $1) }

    /// Transmission.
    public static let transmission = DownloadClientKind(
        id: "transmission", name: TransmissionClient.name, credential: .userAndPassword,
        credentialPlace: "Transmission's rpc-username and rpc-password (settings.json, or Preferences → Remote)",
        transfers: .torrent
    ) { TransmissionClient(connection: $0, transport: $1) }

    /// Deluge, through deluge-web.
    public static let deluge = DownloadClientKind(
        id: "deluge", name: DelugeClient.name, credential: .password,
        credentialPlace: "deluge-web's Preferences → Interface → Password", transfers: .torrent
    ) {
        DelugeClient(connection: $0, transport: $1)
    }

    /// Every kind this build talks to.
    public static let all: [DownloadClientKind] = [.sabnzbd, .nzbget, .qbittorrent, .transmission, .deluge]

    /// The kind whose id is `id`.
    public static func kind(_ id: String) -> DownloadClientKind? { all.first { $0.id == id } }

    /// Kinds are the same when their ids are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
