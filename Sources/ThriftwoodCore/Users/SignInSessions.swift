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
    /// The page it showed last (a path), to return to after signing in again.
    public let place: String?
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
            lastSeen: now, place: place)
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO signInSession (tokenHash, userName, csrfToken, created, lastSeen, place)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [session.tokenHash, userName, session.csrfToken, now, now, place])
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
            guard now.timeIntervalSince(lastSeen) < Self.idleLimit, now.timeIntervalSince(created) < Self.ageLimit
            else {
                try db.execute(sql: "DELETE FROM signInSession WHERE tokenHash = ?", arguments: [key])
                return nil
            }
            try db.execute(sql: "UPDATE signInSession SET lastSeen = ? WHERE tokenHash = ?", arguments: [now, key])
            return SignInSession(
                tokenHash: key, userName: row["userName"], csrfToken: row["csrfToken"] ?? "", created: created,
                lastSeen: now, place: row["place"])
        }
    }

    /// Remembers the page a session shows, to return to after signing in again.
    public func remember(_ place: String, for session: SignInSession) async throws(CoreError) {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE signInSession SET place = ? WHERE tokenHash = ?", arguments: [place, session.tokenHash])
        }
    }

    /// The last page `userName` showed in any session, newest first.
    public func lastPlace(of userName: String) async throws(CoreError) -> String? {
        try await database.read { db in
            try String.fetchOne(
                db,
                sql: """
                    SELECT place FROM signInSession WHERE userName = ? AND place IS NOT NULL
                    ORDER BY lastSeen DESC LIMIT 1
                    """, arguments: [userName])
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
