/// The address `serve` was last started with (`--public-url`), kept in the database so that the
/// CLI's `notifications hook` and `connect` give servers the address people chose, not one
/// built from this machine's name.
public struct ServedAddress: Sendable {
    static let key = "servePublicURL"
    let database: AppDatabase

    /// The store over `database`.
    public init(database: AppDatabase) { self.database = database }

    /// Remembers `publicURL` (nil: forgets it, serve was started without one).
    public func remember(_ publicURL: String?) async throws(CoreError) {
        try await database.write { db in try SettingRecord.set(publicURL, key: Self.key, in: db) }
    }

    /// The public address serve was last started with, if any.
    public func last() async throws(CoreError) -> String? {
        try await database.read { db in try SettingRecord.value(String.self, key: Self.key, in: db) }
    }
}
