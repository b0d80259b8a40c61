import Foundation

/// One picture of one server of the profile: the server by its slug, and the picture's path
/// on it in the kind's own terms (an *arr's `42/poster-250.jpg` under `mediacover/`).
///
/// A reference never holds an address: the picture is fetched from the server the profile
/// names, with that server's credentials and TLS policy, so a payload cannot send Thriftwood
/// (and the server's key) anywhere else.
public struct PictureRef: Hashable, Sendable, Codable {
    /// The server's slug (`radarr-4k`).
    public let server: String
    /// The server's stored id, which tells two profiles' servers of one slug apart (and finds
    /// the server whichever profile a session uses); nil for one not saved yet.
    public let serverID: String?
    /// The picture's path on it, relative, without `..`, a scheme or a host.
    public let path: String

    /// A reference to `path` on `server` (stored as `serverID`); nil when the path is not a
    /// plain relative path.
    public init?(server: String, serverID: String? = nil, path: String) {
        guard !server.isEmpty, Self.isPlainRelative(path) else { return nil }
        self.server = server
        self.serverID = serverID
        self.path = path
    }

    /// The cache's key: the server (by its stored id when it has one) and the path.
    var key: String { (serverID ?? server) + "|" + path }

    /// Whether `path` stays on the server it is asked of: relative, no `..`, no scheme, no
    /// `//host`, no backslash, no control characters, no query.
    static func isPlainRelative(_ path: String) -> Bool {
        guard !path.isEmpty, path.count <= 512, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("?"),
            !path.contains("#"), !path.contains(":"), path.unicodeScalars.allSatisfy({ $0.value >= 0x20 })
        else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }
}

/// Checks an address a server's payload names for a picture (an image URL in a record)
/// against the server it came from: only an address under that server's own base is taken,
/// turned into a path relative to the base; any other host — the internet, another machine on
/// the network — is refused, and why is said.
public enum PictureAddressCheck {
    /// The path under `base` that `address` names, or why it is refused.
    public static func relativePath(of address: String, under base: String) -> Result<String, PictureRefusal> {
        guard let target = URLComponents(string: address), let home = URLComponents(string: base) else {
            return .failure(PictureRefusal("\(address) is not an address"))
        }
        if target.scheme == nil, target.host == nil {
            // A path on the server itself: relative to its base.
            var path = target.path
            let basePath = home.path.hasSuffix("/") ? String(home.path.dropLast()) : home.path
            if !basePath.isEmpty, path.hasPrefix(basePath + "/") { path.removeFirst(basePath.count) }
            while path.hasPrefix("/") { path.removeFirst() }
            return PictureRef.isPlainRelative(path)
                ? .success(path) : .failure(PictureRefusal("\(address) leaves the server"))
        }
        guard target.scheme?.lowercased() == home.scheme?.lowercased(),
            target.host?.lowercased() == home.host?.lowercased(),
            (target.port ?? defaultPort(target.scheme)) == (home.port ?? defaultPort(home.scheme))
        else {
            return .failure(PictureRefusal("\(target.host ?? address) is not the server the picture was asked of"))
        }
        return relativePath(of: target.percentEncodedPath, under: base)
    }

    private static func defaultPort(_ scheme: String?) -> Int? {
        switch scheme?.lowercased() {
        case "http": 80
        case "https": 443
        default: nil
        }
    }
}

/// Why a picture's address was not followed.
public struct PictureRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// In words.
    public let description: String

    /// A refusal saying `description`.
    public init(_ description: String) { self.description = description }
}
