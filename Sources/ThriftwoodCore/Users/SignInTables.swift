import GRDB

extension AppDatabase {
    /// The people who sign in to `thriftwood serve`, their sessions and their sign-in attempts.
    ///
    /// A session is kept by the SHA-256 of its cookie, so the database never holds a cookie that
    /// would sign someone in; attempts are kept to slow and lock guessing.
    static func createSignInTables(_ db: Database) throws {
        try db.create(table: "householdUser") { t in
            t.primaryKey("name", .text).collate(.nocase)
            t.column("passwordHash", .text).notNull()
            t.column("role", .text).notNull()
            t.column("created", .datetime).notNull()
            // The page they showed last, to return to when they sign in again.
            t.column("place", .text)
        }
        try db.create(table: "signInSession") { t in
            t.primaryKey("tokenHash", .text)
            t.column("userName", .text).references("householdUser", onDelete: .cascade)
            t.column("csrfToken", .text).notNull()
            t.column("created", .datetime).notNull()
            t.column("lastSeen", .datetime).notNull()
        }
        try db.create(table: "signInAttempt") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("subject", .text).notNull()
            t.column("date", .datetime).notNull()
            t.column("succeeded", .boolean).notNull()
        }
        try db.create(index: "signInAttempt_subject", on: "signInAttempt", columns: ["subject", "date"])
    }
}
