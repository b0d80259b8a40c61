import GRDB

extension UserDirectory {
    /// Links `name` to Seerr's user `seerrUserId` (nil: unlinks them), so what they request is
    /// filed as them, pending where Seerr does not auto-approve them. Throws when there is no
    /// such user.
    public func linkSeerrUser(of name: String, to seerrUserId: Int?) async throws(CoreError) {
        let changed = try await database.write { db -> Bool in
            try db.execute(
                sql: "UPDATE householdUser SET seerrUserId = ? WHERE name = ?", arguments: [seerrUserId, name])
            return db.changesCount > 0
        }
        if !changed { throw .invalid(["name": "There is no user called \(name)."]) }
    }
}
