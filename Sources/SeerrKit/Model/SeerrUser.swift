import ArrKit

/// A Seerr user, as much as screens need: who asked, who may do what.
public struct SeerrUser: Hashable, Sendable {
    /// Seerr's id.
    public let id: Int
    /// The name to show: the display name, else the user, Plex, Jellyfin name or e-mail.
    public let name: String
    /// What the user may do.
    public let permissions: SeerrPermissions

    /// Creates a user.
    public init(id: Int, name: String, permissions: SeerrPermissions = []) {
        self.id = id
        self.name = name
        self.permissions = permissions
    }

    /// Reads a user record leniently; nil when it has no id (Seerr sends a bare string or null
    /// for `modifiedBy` of an untouched request).
    public init?(record: JSONValue?) {
        guard let record, let id = record["id"]?.int64 else { return nil }
        self.id = Int(clamping: id)
        let names = ["displayName", "username", "plexUsername", "jellyfinUsername", "email"]
        name = names.lazy.compactMap { record.nonEmpty($0) }.first ?? "user \(id)"
        permissions = SeerrPermissions(rawValue: Int(clamping: record["permissions"]?.int64 ?? 0))
    }
}
