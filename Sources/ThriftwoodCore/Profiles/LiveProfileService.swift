import Foundation
import GRDB

/// Profiles stored in the app database.
public struct LiveProfileService: ProfileService {
    let database: AppDatabase
    let clock: @Sendable () -> Date
    /// The kinds a stored server may be (one of another kind is left in the database, unread).
    let kinds: KindRegistry

    /// Creates the service over `database`.
    public init(
        database: AppDatabase, clock: @escaping @Sendable () -> Date = { Date() }, kinds: KindRegistry
    ) {
        self.kinds = kinds
        self.database = database
        self.clock = clock
    }

    /// Every profile, by name.
    public func profiles() async throws -> [Profile] {
        try await database.read { db in
            try ServiceConnectionRecord.profiles(
                for: ProfileRecord.order(Column("name").collating(.nocase)).fetchAll(db), in: db, kinds: kinds)
        }
    }

    /// The profile with `id`, if any.
    public func profile(id: String) async throws -> Profile? {
        try await database.read { db in
            try ServiceConnectionRecord.profiles(for: ProfileRecord.fetchAll(db, keys: [id]), in: db, kinds: kinds)
                .first
        }
    }

    /// The active profile, if one is chosen.
    public func activeProfile() async throws -> Profile? {
        try await database.read { db in
            guard let id = try SettingRecord.value(String.self, key: SettingRecord.Key.activeProfile, in: db)
            else { return nil }
            return try ServiceConnectionRecord.profiles(
                for: ProfileRecord.fetchAll(db, keys: [id]), in: db, kinds: kinds
            ).first
        }
    }

    /// Validates and saves a new profile; the first profile becomes active.
    public func create(_ draft: ProfileDraft) async throws -> Profile {
        let now = clock()
        let id = UUID().uuidString.lowercased()
        return try await database.write { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM profile")
            let problems = draft.validate(otherNames: names)
            guard problems.isEmpty else { throw CoreError.invalid(problems) }
            let record = ProfileRecord(
                id: id, name: draft.name.trimmingCharacters(in: .whitespacesAndNewlines), createdAt: now,
                updatedAt: now)
            try record.insert(db)
            for (position, server) in draft.servers.enumerated() {
                try ServiceConnectionRecord(profileId: id, server: server, position: position).insert(db)
            }
            if try SettingRecord.value(String.self, key: SettingRecord.Key.activeProfile, in: db) == nil {
                try SettingRecord.set(id, key: SettingRecord.Key.activeProfile, in: db)
            }
            return try ServiceConnectionRecord.profiles(for: [record], in: db, kinds: kinds).first
                ?? Profile(id: id, name: record.name, createdAt: now, updatedAt: now, servers: draft.servers)
        }
    }

    /// Validates and saves changes to a profile.
    public func update(id: String, with draft: ProfileDraft) async throws -> Profile {
        let now = clock()
        return try await database.write { db in
            guard var record = try ProfileRecord.fetchOne(db, key: id) else { throw CoreError.profileNotFound(id) }
            let names = try String.fetchAll(db, sql: "SELECT name FROM profile WHERE id != ?", arguments: [id])
            let problems = draft.validate(otherNames: names)
            guard problems.isEmpty else { throw CoreError.invalid(problems) }
            record.name = draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
            record.updatedAt = now
            try record.update(db)
            // Each connection is updated in place so its cached library stays — unless it now
            // points at another server, whose library that cache is not. A connection whose
            // address was cleared is removed, with its cache.
            // The form edits the profile's first server of each kind; its other servers stay.
            for connection in draft.connections {
                let key = connection.serverId ?? connection.kind.connectionId(in: id)
                guard let server = connection.server else {
                    try ServiceConnectionRecord.deleteOne(db, key: key)
                    continue
                }
                let existing = try ServiceConnectionRecord.fetchOne(db, key: key)
                var stored = server
                stored.id = key
                let updated = try ServiceConnectionRecord(
                    profileId: id, server: stored, position: try existing?.position ?? Self.nextPosition(in: id, db))
                if let existing, existing.baseURL != updated.baseURL { try Self.dropCaches(of: key, db) }
                try updated.save(db)
            }
            return try ServiceConnectionRecord.profiles(for: [record], in: db, kinds: kinds).first
                ?? Profile(
                    id: id, name: record.name, createdAt: record.createdAt, updatedAt: now, servers: draft.servers)
        }
    }

    /// The position after the profile's last server.
    static func nextPosition(in profileId: String, _ db: Database) throws -> Int {
        try
            (Int.fetchOne(
                db, sql: "SELECT MAX(position) FROM serviceConnection WHERE profileId = ?", arguments: [profileId])
            ?? -1) + 1
    }

    /// Deletes a profile and its cache; if it was active, another one becomes active.
    public func delete(id: String) async throws {
        try await database.write { db in
            guard try ProfileRecord.deleteOne(db, key: id) else { throw CoreError.profileNotFound(id) }
            let active = try SettingRecord.value(String.self, key: SettingRecord.Key.activeProfile, in: db)
            if active == id {
                let next = try ProfileRecord.order(Column("name").collating(.nocase)).fetchOne(db)
                try SettingRecord.set(next?.id, key: SettingRecord.Key.activeProfile, in: db)
            }
        }
    }

    /// Makes the profile with `id` the active one.
    public func setActive(id: String) async throws {
        try await database.write { db in
            guard try ProfileRecord.exists(db, key: id) else { throw CoreError.profileNotFound(id) }
            try SettingRecord.set(id, key: SettingRecord.Key.activeProfile, in: db)
        }
    }
}
