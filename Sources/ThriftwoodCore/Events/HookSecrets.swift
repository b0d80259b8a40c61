import Foundation
import GRDB

/// The secret each server pushes its webhooks with: made on first use, kept in the app's
/// database (which holds the API keys too, mode 0600), gone with the server. It is never
/// logged; only `notifications hook` shows it, to the person setting a server up by hand.
public struct HookSecrets: Sendable {
    let database: AppDatabase
    let clock: @Sendable () -> Date

    /// The secrets in `database`.
    public init(database: AppDatabase, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.clock = clock
    }

    /// The secret of the server with id `serverID`, made now when it has none.
    public func secret(for serverID: String) async throws(CoreError) -> String {
        let fresh = SignInSessions.randomToken()
        let now = clock()
        return try await database.write { db in
            if let kept = try String.fetchOne(
                db, sql: "SELECT secret FROM hookSecret WHERE connectionId = ?", arguments: [serverID])
            {
                return kept
            }
            try db.execute(
                sql: "INSERT INTO hookSecret (connectionId, secret, created) VALUES (?, ?, ?)",
                arguments: [serverID, fresh, now])
            return fresh
        }
    }

    /// The secret of the server with id `serverID`; nil when none was made (it cannot push yet).
    public func existing(for serverID: String) async throws(CoreError) -> String? {
        try await database.read { db in
            try String.fetchOne(db, sql: "SELECT secret FROM hookSecret WHERE connectionId = ?", arguments: [serverID])
        }
    }

    /// Whether `offered` is `secret`, compared in constant time (how long it takes says
    /// nothing about how much of it was right).
    public static func matches(_ offered: String, _ secret: String) -> Bool {
        let left = Array(offered.utf8)
        let right = Array(secret.utf8)
        var difference = UInt8(left.count == right.count ? 0 : 1)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            difference |= a ^ b
        }
        return difference == 0
    }

    /// The secrets a request may carry: the password of Basic auth (any user name; the *arrs'
    /// Webhook connection sends it), a bearer token, the Authorization header's value itself
    /// (Seerr's agent sends what was typed), or the `X-Thriftwood-Secret` header.
    public static func offered(authorization: String?, header: String?) -> [String] {
        var offers: [String] = []
        if let header, !header.isEmpty { offers.append(header) }
        guard let authorization = authorization?.trimmingCharacters(in: .whitespaces), !authorization.isEmpty
        else { return offers }
        let parts = authorization.split(separator: " ", maxSplits: 1).map(String.init)
        if parts.count == 2, parts[0].caseInsensitiveCompare("Basic") == .orderedSame,
            let decoded = Data(base64Encoded: parts[1]).flatMap({ String(data: $0, encoding: .utf8) }),
            let colon = decoded.firstIndex(of: ":")
        {
            offers.append(String(decoded[decoded.index(after: colon)...]))
        } else if parts.count == 2, parts[0].caseInsensitiveCompare("Bearer") == .orderedSame {
            offers.append(parts[1])
        }
        offers.append(authorization)
        return offers
    }
}

extension HookSecrets {
    /// The connection `notifications connect` made in a server: its id there and the address it
    /// pushes to, and — for a kind with one webhook setting — what that setting was before.
    public struct Connected: Sendable, Hashable {
        /// Its id in the server (0 for a kind with one setting).
        public let id: Int
        /// The address it pushes to.
        public let url: String
        /// The setting it replaced, as JSON text; nil for a kind that adds a connection.
        public let replaced: String?

        /// What was made.
        public init(id: Int, url: String, replaced: String? = nil) {
            self.id = id
            self.url = url
            self.replaced = replaced
        }
    }

    /// What `notifications connect` made in the server with id `serverID`; nil for nothing.
    public func connected(for serverID: String) async throws(CoreError) -> Connected? {
        try await database.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: "SELECT connectedID, connectedURL, replacedSettings FROM hookSecret WHERE connectionId = ?",
                    arguments: [serverID]),
                let id: Int = row["connectedID"], let url: String = row["connectedURL"]
            else { return nil }
            return Connected(id: id, url: url, replaced: row["replacedSettings"])
        }
    }

    /// Notes what `notifications connect` made (nil: it was removed).
    public func setConnected(_ connected: Connected?, for serverID: String) async throws(CoreError) {
        try await database.write { db in
            try db.execute(
                sql: """
                    UPDATE hookSecret SET connectedID = ?, connectedURL = ?, replacedSettings = ?
                    WHERE connectionId = ?
                    """,
                arguments: [connected?.id, connected?.url, connected?.replaced, serverID])
        }
    }
}
