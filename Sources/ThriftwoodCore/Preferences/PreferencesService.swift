import Foundation
import GRDB

/// Reads and writes ``Preferences`` and the onboarding flag.
public protocol PreferencesService: Sendable {
    /// The stored preferences, or the defaults.
    func preferences() async throws -> Preferences
    /// Stores `preferences`.
    func save(_ preferences: Preferences) async throws
    /// Changes the stored preferences in one transaction and returns the result, so writers
    /// of different fields never overwrite each other with stale copies.
    @discardableResult
    func update(_ change: @escaping @Sendable (inout Preferences) -> Void) async throws -> Preferences
}

/// Preferences stored in the app database.
public struct LivePreferencesService: PreferencesService {
    let database: AppDatabase

    /// Creates the service over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The stored preferences, or the defaults when none are stored. Each field reads on its
    /// own (an odd field gets its default); a database error or a stored value that is not
    /// preferences at all is thrown, never passed off as the defaults.
    public func preferences() async throws -> Preferences {
        try await database.read { db in
            try SettingRecord.value(Preferences.self, key: SettingRecord.Key.preferences, in: db) ?? Preferences()
        }
    }

    /// Stores `preferences`.
    public func save(_ preferences: Preferences) async throws {
        try await database.write { db in
            try SettingRecord.set(preferences, key: SettingRecord.Key.preferences, in: db)
        }
    }

    /// Changes the stored preferences in one transaction and returns the result. A read that
    /// fails ends the update before anything is written: one failed read followed by any change
    /// once overwrote every stored preference with the defaults.
    @discardableResult
    public func update(_ change: @escaping @Sendable (inout Preferences) -> Void) async throws -> Preferences {
        try await database.write { db in
            var preferences =
                try SettingRecord.value(Preferences.self, key: SettingRecord.Key.preferences, in: db) ?? Preferences()
            change(&preferences)
            try SettingRecord.set(preferences, key: SettingRecord.Key.preferences, in: db)
            return preferences
        }
    }
}
