import Foundation
import GRDB

/// Keeps the navigation snapshot between launches.
public protocol SnapshotStore: Sendable {
    /// The snapshot saved for `profileId`, if any.
    func load(profileId: String) async throws -> Data?
    /// Saves the snapshot of `profileId`, replacing the previous one.
    func save(_ data: Data, profileId: String) async throws
}

/// The snapshot in the app database's settings table.
public struct LiveSnapshotStore: SnapshotStore {
    let database: AppDatabase

    /// Creates the store over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The snapshot saved for `profileId`, if any.
    public func load(profileId: String) async throws -> Data? {
        let key = "\(SettingRecord.Key.navigationSnapshot).\(profileId)"
        return try await database.read { db in try SettingRecord.fetchOne(db, key: key)?.value }
    }

    /// Saves the snapshot of `profileId`, replacing the previous one.
    public func save(_ data: Data, profileId: String) async throws {
        let key = "\(SettingRecord.Key.navigationSnapshot).\(profileId)"
        try await database.write { db in try SettingRecord(key: key, value: data).save(db) }
    }
}
