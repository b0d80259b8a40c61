import Foundation
import GRDB
import ServerKit

extension LiveProfileService {
    /// Adds `server` to profile `profileId`, last; its name and slug must be new in the profile.
    public func addServer(_ server: ServiceServer, to profileId: String) async throws -> ServiceServer {
        try await database.write { db in
            let profile = try Self.stored(profileId, db, kinds: kinds)
            try ServerRules.check(server, among: profile.servers)
            var stored = server
            stored.id = ServiceConnectionRecord.id(slug: server.slug, in: profileId)
            try ServiceConnectionRecord(
                profileId: profileId, server: stored, position: try Self.nextPosition(in: profileId, db)
            ).insert(db)
            try Self.touch(profileId, db)
            return stored
        }
    }

    /// Replaces the server called `name` in profile `profileId` by `server`, keeping its id and place.
    public func updateServer(
        named name: String, in profileId: String, with server: ServiceServer
    ) async throws
        -> ServiceServer
    {
        try await database.write { db in
            let profile = try Self.stored(profileId, db, kinds: kinds)
            guard let existing = profile.server(named: name), let key = existing.id,
                let record = try ServiceConnectionRecord.fetchOne(db, key: key)
            else { throw CoreError.serverNotFound(name, profile: profile.name) }
            try ServerRules.check(server, among: profile.servers.filter { $0.id != key })
            var stored = server
            stored.id = key
            if record.baseURL != server.connection.baseURL { try Self.dropCaches(of: key, db) }
            try ServiceConnectionRecord(profileId: profileId, server: stored, position: record.position).update(db)
            try Self.touch(profileId, db)
            return stored
        }
    }

    /// Removes the server called `name` from profile `profileId`, with its cached library.
    public func removeServer(named name: String, from profileId: String) async throws -> ServiceServer {
        try await database.write { db in
            let profile = try Self.stored(profileId, db, kinds: kinds)
            guard let server = profile.server(named: name), let key = server.id else {
                throw CoreError.serverNotFound(name, profile: profile.name)
            }
            try Self.dropCaches(of: key, db)
            try ServiceConnectionRecord.deleteOne(db, key: key)
            try Self.touch(profileId, db)
            return server
        }
    }

    /// Moves the server called `name` `offset` places in the profile's order.
    public func moveServer(named name: String, in profileId: String, by offset: Int) async throws {
        try await database.write { db in
            let profile = try Self.stored(profileId, db, kinds: kinds)
            guard let server = profile.server(named: name),
                let index = profile.servers.firstIndex(where: { $0.id == server.id })
            else { throw CoreError.serverNotFound(name, profile: profile.name) }
            var order = profile.servers
            let target = min(max(0, index + offset), order.count - 1)
            guard target != index else { return }
            order.insert(order.remove(at: index), at: target)
            for (position, moved) in order.enumerated() {
                guard let id = moved.id else { continue }
                try db.execute(
                    sql: "UPDATE serviceConnection SET position = ? WHERE id = ?", arguments: [position, id])
            }
            try Self.touch(profileId, db)
        }
    }

    /// The stored profile `id`, or "no such profile".
    static func stored(_ id: String, _ db: Database, kinds: KindRegistry) throws -> Profile {
        guard
            let profile = try ServiceConnectionRecord.profiles(
                for: ProfileRecord.fetchAll(db, keys: [id]), in: db, kinds: kinds
            )
            .first
        else { throw CoreError.profileNotFound(id) }
        return profile
    }

    /// Forgets what was cached from the server stored as `key`.
    static func dropCaches(of key: String, _ db: Database) throws {
        for table in AppDatabase.cacheTables {
            try db.execute(sql: "DELETE FROM \(table) WHERE connectionId = ?", arguments: [key])
        }
    }

    private static func touch(_ profileId: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE profile SET updatedAt = ? WHERE id = ?", arguments: [Date(), profileId])
    }
}
