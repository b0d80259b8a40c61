import ServerKit

/// The address each server with several last answered at, kept in the database between runs:
/// a command run after another starts at the address that answered, instead of waiting on a
/// dead first address every time (5–6 s for a blackhole, 22 s for a stall).
struct LastAddresses: Sendable {
    static let key = "lastAddresses"
    let database: AppDatabase

    /// Each server's main address and the address that answered last, when it is another one.
    func read() async throws(CoreError) -> [String: String] {
        try await database.read { db in try SettingRecord.value([String: String].self, key: Self.key, in: db) ?? [:] }
    }

    /// Keeps what `inUse` says each server answered at now (a server back at its main address
    /// is forgotten).
    func remember(_ inUse: [(primary: String, server: String, inUse: String)]) async throws(CoreError) {
        guard !inUse.isEmpty else { return }
        try await database.write { db in
            var kept = try SettingRecord.value([String: String].self, key: Self.key, in: db) ?? [:]
            for entry in inUse {
                kept[entry.primary] = entry.inUse == entry.primary ? nil : entry.inUse
            }
            try SettingRecord.set(kept, key: Self.key, in: db)
        }
    }
}
