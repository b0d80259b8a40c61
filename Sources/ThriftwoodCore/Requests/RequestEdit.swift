import SeerrKit

/// Where a pending request goes, being changed before approving: the Radarr or Sonarr server,
/// its quality profile and folder, and 4K. Each choice cycles through what the server offers.
public struct RequestEdit: Hashable, Sendable {
    /// The request being changed.
    public let request: SeerrRequest
    /// The servers Seerr can send it to.
    public let servers: [SeerrArrServer]
    /// The chosen server's index.
    public private(set) var serverIndex: Int
    /// The chosen profile's index in the server's profiles.
    public private(set) var profileIndex: Int
    /// The chosen folder's index in the server's folders.
    public private(set) var folderIndex: Int
    /// Whether it asks for 4K.
    public var is4k: Bool

    /// Starts from the request's choices, else the default server's.
    public init(request: SeerrRequest, servers: [SeerrArrServer]) {
        self.request = request
        self.servers = servers
        let server =
            servers.firstIndex { $0.id == request.serverId } ?? servers.firstIndex {
                $0.isDefault && $0.is4k == request.is4k
            }
            ?? 0
        serverIndex = server
        profileIndex = 0
        folderIndex = 0
        is4k = request.is4k
        profileIndex = index(of: request.profileId ?? chosenServer?.defaultProfileId)
        folderIndex =
            chosenServer?.rootFolders.firstIndex(of: request.rootFolder ?? chosenServer?.defaultRootFolder ?? "") ?? 0
    }

    private func index(of profileId: Int?) -> Int {
        chosenServer?.profiles.firstIndex { $0.id == profileId } ?? 0
    }

    /// The chosen server.
    public var chosenServer: SeerrArrServer? { servers.indices.contains(serverIndex) ? servers[serverIndex] : nil }
    /// The chosen profile.
    public var profile: SeerrProfile? {
        chosenServer.flatMap { $0.profiles.indices.contains(profileIndex) ? $0.profiles[profileIndex] : nil }
    }
    /// The chosen folder.
    public var folder: String? {
        chosenServer.flatMap { $0.rootFolders.indices.contains(folderIndex) ? $0.rootFolders[folderIndex] : nil }
    }

    /// The next server (its default profile and folder come with it).
    public mutating func nextServer() {
        guard !servers.isEmpty else { return }
        serverIndex = (serverIndex + 1) % servers.count
        profileIndex = index(of: chosenServer?.defaultProfileId)
        folderIndex = chosenServer?.rootFolders.firstIndex(of: chosenServer?.defaultRootFolder ?? "") ?? 0
    }

    /// The next quality profile.
    public mutating func nextProfile() {
        let count = chosenServer?.profiles.count ?? 0
        if count > 0 { profileIndex = (profileIndex + 1) % count }
    }

    /// The next folder.
    public mutating func nextFolder() {
        let count = chosenServer?.rootFolders.count ?? 0
        if count > 0 { folderIndex = (folderIndex + 1) % count }
    }

    /// The lines of the edit dialog.
    public var lines: [String] {
        [
            "s  server   \(chosenServer?.name ?? "none")",
            "p  profile  \(profile?.name ?? "the server's default")",
            "f  folder   \(folder ?? "the server's default")",
            "k  4K       \(is4k ? "yes" : "no")",
        ]
    }

    /// The change to send before approving.
    public var change: SeerrRequestChange {
        SeerrRequestChange(serverId: chosenServer?.id, profileId: profile?.id, rootFolder: folder, is4k: is4k)
    }
}
