import Foundation
import GRDB

extension AppDatabase {
    /// v10: each profile's notification targets, by name.
    static func createTargetTable(_ db: Database) throws {
        try db.create(table: "notificationTarget") { t in
            t.column("profileId", .text).notNull().references("profile", onDelete: .cascade)
            t.column("name", .text).notNull().collate(.nocase)
            t.column("kind", .text).notNull()
            t.column("url", .text).notNull()
            t.column("topic", .text)
            t.column("token", .text)
            t.column("filter", .text).notNull()
            t.column("quietStart", .integer)
            t.column("quietEnd", .integer)
            t.column("lastFailure", .text)
            t.primaryKey(["profileId", "name"])
        }
        // Which connection `notifications connect` made in the server, so `disconnect` removes
        // exactly that one.
        try db.alter(table: "hookSecret") { t in
            t.add(column: "connectedURL", .text)
            t.add(column: "connectedID", .integer)
            // A kind with one webhook setting (Seerr): what it was before, put back on disconnect.
            t.add(column: "replacedSettings", .text)
        }
    }
}

/// The profiles' notification targets, in the app's database.
public struct TargetStore: Sendable {
    let database: AppDatabase

    /// The targets in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The targets of the profile with `profileID`, by name.
    public func targets(profileID: String) async throws(CoreError) -> [NotificationTarget] {
        try await database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM notificationTarget WHERE profileId = ? ORDER BY name", arguments: [profileID]
            ).map(Self.target)
        }
    }

    /// Adds `target` to the profile, checked first: its kind known, its request buildable, its
    /// name new in the profile.
    public func add(_ target: NotificationTarget, profileID: String) async throws(CoreError) {
        let name = target.name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw CoreError.invalid(["name": "A target needs a name."]) }
        guard let kind = TargetKind.named(target.kind) else {
            throw CoreError.invalid([
                "kind": "\(target.kind) is not a kind of target: "
                    + TargetKind.all.map(\.id).joined(separator: ", ") + "."
            ])
        }
        let probe = StackEvent(
            type: .test, rawType: "Test",
            server: EventServer(kind: "thriftwood", name: "Thriftwood", slug: "thriftwood"),
            sentence: "", date: Date())
        _ = try kind.request(TargetMessage(probe), target)
        let filter = try Self.encode(target.filter)
        try await database.write { db in
            if try Bool.fetchOne(
                db, sql: "SELECT 1 FROM notificationTarget WHERE profileId = ? AND name = ?",
                arguments: [profileID, name]) == true
            {
                throw CoreError.invalid(["name": "The profile already has a target called \(name)."])
            }
            try db.execute(
                sql: """
                    INSERT INTO notificationTarget
                        (profileId, name, kind, url, topic, token, filter, quietStart, quietEnd)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    profileID, name, kind.id, target.url, target.topic, target.token, filter, target.quiet?.start,
                    target.quiet?.end,
                ])
        }
    }

    /// Removes the target called `name`; throws when there is none.
    public func remove(_ name: String, profileID: String) async throws(CoreError) {
        let removed = try await database.write { db in
            try db.execute(
                sql: "DELETE FROM notificationTarget WHERE profileId = ? AND name = ?", arguments: [profileID, name])
            return db.changesCount
        }
        if removed == 0 { throw CoreError.invalid(["name": "The profile has no target called \(name)."]) }
    }

    /// Notes how the last delivery to `name` went (nil: it arrived).
    public func record(_ failure: String?, of name: String, profileID: String) async throws(CoreError) {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE notificationTarget SET lastFailure = ? WHERE profileId = ? AND name = ?",
                arguments: [failure, profileID, name])
        }
    }

    private static func encode(_ filter: EventFilter) throws(CoreError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(filter), as: UTF8.self)
        } catch {
            throw CoreError.storage("the target's filter could not be written (\(error))")
        }
    }

    private static func target(_ row: Row) -> NotificationTarget {
        let filterText: String = row["filter"] ?? "{}"
        // A filter this build cannot read takes everything rather than silencing the target.
        let filter = (try? JSONDecoder().decode(EventFilter.self, from: Data(filterText.utf8))) ?? EventFilter()
        let start: Int? = row["quietStart"]
        let end: Int? = row["quietEnd"]
        return NotificationTarget(
            name: row["name"] ?? "", kind: row["kind"] ?? "", url: row["url"] ?? "", topic: row["topic"],
            token: row["token"], filter: filter,
            quiet: start.flatMap { start in end.map { QuietHours(start: start, end: $0) } },
            lastFailure: row["lastFailure"])
    }
}
