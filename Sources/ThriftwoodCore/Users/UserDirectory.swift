import Foundation
import GRDB
import HummingbirdBcrypt

/// The people who may sign in to the browser, their roles and password hashes (bcrypt), in the
/// app's database; the CLI's `users` commands and `thriftwood serve` share it.
public struct UserDirectory: Sendable {
    let database: AppDatabase
    let cost: UInt8
    let clock: @Sendable () -> Date
    /// A hash of nothing anyone types, at the same cost, checked against when a name is unknown.
    private let decoyHash: String

    /// Creates the directory over `database`; `cost` is bcrypt's work factor (tests lower it).
    public init(database: AppDatabase, cost: UInt8 = 12, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.cost = cost
        self.clock = clock
        decoyHash = Bcrypt.hash(UUID().uuidString, cost: cost)
    }

    /// Every user, by name.
    public func users() async throws(CoreError) -> [HouseholdUser] {
        try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT name, role, created, seerrUserId FROM householdUser ORDER BY name").map(
                Self.user)
        }
    }

    /// Whether anyone can sign in (without users, `serve` listens on loopback only).
    public func hasUsers() async throws(CoreError) -> Bool {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM householdUser") ?? 0 > 0 }
    }

    /// Adds `name` with `password` and `role`; a taken name or a weak password is refused in words.
    public func add(name: String, password: String, role: HouseholdRole) async throws(CoreError) {
        if let problem = SignInRules.problem(withName: name) { throw .invalid(["name": problem]) }
        if let problem = SignInRules.problem(withPassword: password) { throw .invalid(["password": problem]) }
        let hash = Bcrypt.hash(password, cost: cost)
        let now = clock()
        let added = try await database.write { db -> Bool in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM householdUser WHERE name = ?", arguments: [name]) == 0
            else { return false }
            try db.execute(
                sql: "INSERT INTO householdUser (name, passwordHash, role, created) VALUES (?, ?, ?, ?)",
                arguments: [name, hash, role.rawValue, now])
            return true
        }
        if !added { throw .invalid(["name": "There is already a user called \(name)."]) }
    }

    /// Sets `name`'s password and signs them out everywhere.
    public func setPassword(of name: String, to password: String) async throws(CoreError) {
        if let problem = SignInRules.problem(withPassword: password) { throw .invalid(["password": problem]) }
        let hash = Bcrypt.hash(password, cost: cost)
        let changed = try await database.write { db -> Bool in
            try db.execute(sql: "UPDATE householdUser SET passwordHash = ? WHERE name = ?", arguments: [hash, name])
            let changed = db.changesCount > 0
            try db.execute(sql: "DELETE FROM signInSession WHERE userName = ?", arguments: [name])
            return changed
        }
        if !changed { throw .invalid(["name": "There is no user called \(name)."]) }
    }

    /// Removes `name` and their sessions.
    public func remove(_ name: String) async throws(CoreError) {
        let removed = try await database.write { db -> Bool in
            try db.execute(sql: "DELETE FROM signInSession WHERE userName = ?", arguments: [name])
            try db.execute(sql: "DELETE FROM householdUser WHERE name = ?", arguments: [name])
            return db.changesCount > 0
        }
        if !removed { throw .invalid(["name": "There is no user called \(name)."]) }
    }

    /// The user whose name and password these are, or nil. An unknown name costs a hash check
    /// too, so the time taken does not tell which names exist.
    public func verify(name: String, password: String) async throws(CoreError) -> HouseholdUser? {
        let found = try await database.read { db -> (HouseholdUser, String)? in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT name, role, created, passwordHash FROM householdUser WHERE name = ?",
                    arguments: [name]), let hash: String = row["passwordHash"]
            else { return nil }
            return (Self.user(row), hash)
        }
        guard let (user, hash) = found else {
            _ = Bcrypt.verify(password, hash: decoyHash)
            return nil
        }
        return Bcrypt.verify(password, hash: hash) ? user : nil
    }

    /// The user called `name`, if any.
    public func user(named name: String) async throws(CoreError) -> HouseholdUser? {
        try await database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT name, role, created, seerrUserId FROM householdUser WHERE name = ?", arguments: [name]
            )
            .map(Self.user)
        }
    }

    private static func user(_ row: Row) -> HouseholdUser {
        HouseholdUser(
            name: row["name"] ?? "", role: HouseholdRole(rawValue: row["role"] ?? "") ?? .household,
            created: row["created"] ?? Date(timeIntervalSince1970: 0), seerrUserId: row["seerrUserId"])
    }
}
