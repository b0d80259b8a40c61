import Crypto
import Foundation
import GRDB

/// A browser's session with `thriftwood serve`: who signed in (nil before anyone has), the token
/// its forms carry, and where it was.
public struct SignInSession: Sendable, Hashable {
    /// The SHA-256 of the session's cookie, hex: the key it is kept under.
    public let tokenHash: String
    /// Who signed in, nil for a browser that has not.
    public let userName: String?
    /// The token every form of this session carries (CSRF).
    public let csrfToken: String
    /// When it began.
    public let created: Date
    /// When it was last used.
    public let lastSeen: Date
}

/// Sessions kept on the server, in the app's database; a cookie holds only a random token.
///
/// A session ends after ``idleLimit`` unused or ``ageLimit`` in all, when its user signs out
/// everywhere, changes password or is removed.
public struct SignInSessions: Sendable {
    /// How long an unused session lives.
    public static let idleLimit: TimeInterval = 7 * 24 * 3600
    /// How long any session lives.
    public static let ageLimit: TimeInterval = 30 * 24 * 3600
    /// How long a session nobody signed in to lives unused (a browser that only looked).
    public static let anonymousIdleLimit: TimeInterval = 24 * 3600

    let database: AppDatabase
    let clock: @Sendable () -> Date

    /// Creates the store over `database`.
    public init(database: AppDatabase, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.clock = clock
    }

    /// Starts a session for `userName` (nil: not signed in); returns the cookie's token and the session.
    public func begin(
        for userName: String?, place: String? = nil
    ) async throws(CoreError) -> (
        token: String, session: SignInSession
    ) {
        let token = Self.randomToken()
        let now = clock()
        let session = SignInSession(
            tokenHash: Self.hash(token), userName: userName, csrfToken: Self.randomToken(), created: now,
            lastSeen: now)
        try await database.write { db in
            // Sessions that ended are forgotten as new ones begin, so the table stays small.
            try db.execute(
                sql: """
                    DELETE FROM signInSession WHERE lastSeen < ? OR created < ? OR (userName IS NULL AND lastSeen < ?)
                    """,
                arguments: [
                    now.addingTimeInterval(-Self.idleLimit), now.addingTimeInterval(-Self.ageLimit),
                    now.addingTimeInterval(-Self.anonymousIdleLimit),
                ])
            try db.execute(
                sql: """
                    INSERT INTO signInSession (tokenHash, userName, csrfToken, created, lastSeen)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [session.tokenHash, userName, session.csrfToken, now, now])
        }
        return (token, session)
    }

    /// The live session whose cookie is `token`, marked as used now; nil (and forgotten) when it
    /// expired or never was.
    public func session(for token: String) async throws(CoreError) -> SignInSession? {
        let key = Self.hash(token)
        let now = clock()
        return try await database.write { db -> SignInSession? in
            guard
                let row = try Row.fetchOne(db, sql: "SELECT * FROM signInSession WHERE tokenHash = ?", arguments: [key])
            else { return nil }
            let created: Date = row["created"] ?? .distantPast
            let lastSeen: Date = row["lastSeen"] ?? .distantPast
            let userName: String? = row["userName"]
            let idleLimit = userName == nil ? Self.anonymousIdleLimit : Self.idleLimit
            guard now.timeIntervalSince(lastSeen) < idleLimit, now.timeIntervalSince(created) < Self.ageLimit else {
                try db.execute(sql: "DELETE FROM signInSession WHERE tokenHash = ?", arguments: [key])
                return nil
            }
            try db.execute(sql: "UPDATE signInSession SET lastSeen = ? WHERE tokenHash = ?", arguments: [now, key])
            return SignInSession(
                tokenHash: key, userName: userName, csrfToken: row["csrfToken"] ?? "", created: created,
                lastSeen: now)
        }
    }

    /// Remembers the page `userName` shows, to return to when they sign in again (after signing
    /// out too).
    public func remember(_ place: String, of userName: String) async throws(CoreError) {
        try await database.write { db in
            try db.execute(sql: "UPDATE householdUser SET place = ? WHERE name = ?", arguments: [place, userName])
        }
    }

    /// The last page `userName` showed.
    public func lastPlace(of userName: String) async throws(CoreError) -> String? {
        try await database.read { db in
            try String.fetchOne(db, sql: "SELECT place FROM householdUser WHERE name = ?", arguments: [userName])
        }
    }

    /// Ends the session whose cookie is `token`.
    public func end(_ token: String) async throws(CoreError) {
        let key = Self.hash(token)
        try await database.write { db in
            try db.execute(sql: "DELETE FROM signInSession WHERE tokenHash = ?", arguments: [key])
        }
    }

    /// Ends every session of `userName`.
    public func endAll(of userName: String) async throws(CoreError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM signInSession WHERE userName = ?", arguments: [userName])
        }
    }

    /// 32 random bytes from the system's secure generator, base64url.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The SHA-256 of `token`, hex.
    static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
